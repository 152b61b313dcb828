package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;

/**
 * A player's chance to win the race to level 10 (MK-R3) from where every seat stands, for a search
 * that ends its playouts before the game does: each seat's standing {@code s} is a sum of weighted
 * facts, and a player's chance is its share {@code exp(s) / Σ exp(s)} of the table, so the chances
 * sum to 1 and a lead counts for more the nearer it is to the end.
 *
 * <p>The weights were fitted by maximum likelihood to who won 8,000 games of the strategy against
 * itself (3 and 4 players; docs/agents.md, "Munchkin"): a level 0.18, 0.43 more from level 9 (a
 * kill wins the game there), a point of bonus worn 0.086 (what wins fights, MK-R51), a point of
 * the hand's worth 0.013 and of the spare items' 0.025 ({@link Worth}: ten to a level), a Race or
 * Class in play 0.115 and a curse on the player −0.04. A hidden card counts at {@link Worth}'s
 * guess, so a view may be scored too.
 */
public final class Standing {
  private Standing() {}

  /** The chance of the player at {@code seat} to win, its share of the table's standings; the seats' shares sum to 1. */
  public static double share(MunchkinState s, int seat) {
    double mine = 0;
    double all = 0;
    for (int i = 0; i < s.size(); i++) {
      double e = Math.exp(standing(s.seat(i)));
      all += e;
      mine += i == seat ? e : 0;
    }
    return mine / all;
  }

  /** The weighted facts of one player (the logit of its chance, up to the table's constant). */
  static double standing(PlayerState p) {
    int worn = 0;
    for (String id : p.equipped()) {
      worn += Worth.bonus(p, Cards.card(id));
    }
    double hand = 0;
    for (String id : p.hand()) {
      hand += Worth.card(p, id);
    }
    double spare = 0;
    for (String id : p.items()) {
      spare += p.equipped().contains(id) ? 0 : Worth.card(p, id);
    }
    return 0.18 * p.level() + (p.level() >= 9 ? 0.43 : 0) + 0.086 * worn + 0.013 * hand + 0.025 * spare
        + 0.115 * (p.races().size() + p.classes().size()) - 0.04 * p.curses().size();
  }
}
