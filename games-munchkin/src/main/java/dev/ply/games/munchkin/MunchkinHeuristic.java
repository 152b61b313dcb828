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
