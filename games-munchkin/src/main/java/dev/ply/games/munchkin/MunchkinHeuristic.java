package dev.ply.games.munchkin;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.games.munchkin.agent.Standing;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Option;

/**
 * How well a Munchkin position stands for a player, for a search whose playouts end before the
 * game does: the player's share of the race to level 10 (MK-R3), from every seat's level, gear,
 * hand and cards in play ({@link Standing}, weights fitted to 8,000 games). A playout ends with the
 * turn it began in: a turn is where a fight is won or lost and its levels and treasure change
 * hands, so the search compares its choices by the turn they decide instead of through the noise
 * of the whole game after it.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}.
 */
public final class MunchkinHeuristic implements Heuristic<MunchkinState> {

  @Override
  public String gameId() {
    return "munchkin";
  }

  /** A playout ends once the turn it began in is over (§5.5; or the game, which scores exactly). */
  @Override
  public boolean endsPlayout(MunchkinState from, MunchkinState state) {
    return state.completedTurns() > from.completedTurns();
  }

  @Override
  public double value(MunchkinState s, PlayerId player) {
    Option<Integer> seat = s.findSeat(player);
    if (seat.isEmpty()) {
      return 0;
    }
    if (s.over()) {
      return s.winners().contains(player) ? 1 : 0;
    }
    return Standing.share(s, seat.get());
  }
}
