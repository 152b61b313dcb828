package dev.ply.games.munchkin;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.rules.Items;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.control.Option;

/**
 * How well a Munchkin position stands for a player, for MCTS playouts cut short: public facts
 * only. Level is what wins (MK-R3), so it weighs most, measured against the best other player;
 * the equipped bonus (what wins fights, MK-R51) and the hand size (cards to play) add a little.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}.
 */
public final class MunchkinHeuristic implements Heuristic<MunchkinState> {

  @Override
  public String gameId() {
    return "munchkin";
  }

  /**
   * The level from which a fighter's or helper's win can end the game soon: a kill at level 9
   * wins it (MK-R3, R4), and a monster worth two levels takes a fighter from 8 to 10.
   */
  static final int DECISIVE_LEVEL = 8;

  /**
   * A decision is decisive during a fight with a fighter or helper at level 8 or more: what is
   * played into it, or held back, decides whether the game ends there and who wins it (MK-R3,
   * MK-R51..R62). Everywhere else the strategy's pick stands.
   */
  @Override
  public boolean decisive(MunchkinState view, PlayerId me) {
    if (view.combat().isEmpty()) {
      return false;
    }
    for (int c : view.combat().get().combatants()) {
      if (view.seat(c).level() >= DECISIVE_LEVEL) {
        return true;
      }
    }
    return false;
  }

  @Override
  public double value(MunchkinState s, PlayerId player) {
    Option<Integer> seat = s.findSeat(player);
    if (seat.isEmpty()) {
      return 0;
    }
    int me = seat.get();
    if (s.over()) {
      return s.winners().contains(player) ? 1 : 0;
    }
    PlayerState p = s.seat(me);
    int best = 1;
    for (int i = 0; i < s.size(); i++) {
      if (i != me) {
        best = Math.max(best, s.seat(i).level());
      }
    }
    int gear = 0;
    for (String id : p.equipped()) {
      gear += Items.bonus(p, Cards.card(id));
    }
    double level = p.level() / 10.0;
    double lead = (p.level() - best + 9) / 18.0;
    double v = 0.5 * level + 0.3 * lead + 0.15 * Math.min(1, gear / 15.0) + 0.05 * Math.min(1, p.hand().size() / 8.0);
    return Math.max(0, Math.min(1, v));
  }
}
