package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * A player's chance to win the race to level 10 (MK-R3) from where every seat stands, for a search
 * that ends its playouts before the game does: each seat's standing {@code s} is a sum of weighted
 * {@linkplain #facts facts}, and a player's chance is its share {@code exp(s) / Σ exp(s)} of the
 * table, so the chances sum to 1 and a lead counts for more the nearer it is to the end.
 *
 * <p>The weights were fitted by maximum likelihood to who won 8,000 games of the strategy against
 * itself, at the start of every turn (3 and 4 players; {@code MunchkinStandingFit} in the
 * benchmarks, docs/agents.md "Munchkin"). A card counts by its worth wherever the player holds it
 * (in hand, worn or carried), and a worn item adds its bonus on top: the default bot checks its
 * choices by this value, so a move that only shifts a card from one place to another must not
 * raise it. (A standing that weighed the hand, carried items and worn ones apart rated taking an
 * item off above wearing it, and putting a one-shot from the hand on the table above keeping it,
 * and the bot did both after every turn.) A hidden card counts at {@link Worth}'s guess, so a
 * view may be scored too.
 */
public final class Standing {
  private Standing() {}

  /** The facts {@link #facts} gives, in its order, in words. */
  public static final Vector<String> FACTS = Vector.of("level", "level 9 or more", "bonus worn",
      "cards' worth (hand, worn or carried)", "Races and Classes in play", "curses");

  /** The weight of each fact in the standing, fitted as the class comment says. */
  static final double[] WEIGHTS = {0.181, 0.407, 0.0192, 0.0167, 0.126, -0.0467};

  /** The weights in use, in the order of {@link #FACTS} (a copy). */
  public static double[] weights() {
    return WEIGHTS.clone();
  }

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
    double[] x = facts(p);
    double sum = 0;
    for (int i = 0; i < x.length; i++) {
      sum += WEIGHTS[i] * x[i];
    }
    return sum;
  }

  /**
   * What the standing weighs, named in {@link #FACTS}: the level, whether it is 9 or more (a kill
   * wins the game there), the bonus of the items worn (what wins fights, MK-R51), the worth of the
   * cards in hand and of every item in play together ({@link Worth}: ten to a level), the Races and
   * Classes in play and the curses on the player.
   */
  public static double[] facts(PlayerState p) {
    int worn = 0;
    for (String id : p.equipped()) {
      worn += Worth.bonus(p, Cards.card(id));
    }
    double cards = 0;
    for (String id : p.hand()) {
      cards += Worth.card(p, id);
    }
    for (String id : p.items()) {
      cards += Worth.card(p, id);
    }
    return new double[] {p.level(), p.level() >= 9 ? 1 : 0, worn, cards, p.races().size() + p.classes().size(),
        p.curses().size()};
  }
}
