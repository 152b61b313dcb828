package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import org.openjdk.jmh.annotations.Param;

/**
 * Munchkin at 3, 4 and 6 players: every benchmark of {@link GameBenchmark}. Games are cut at
 * {@code maxTurns = 30} (MK-R6) so that a playout (and each logged game) stays a few thousand
 * actions; random players rarely reach level 10 before that.
 */
public class MunchkinBenchmark extends GameBenchmark<MunchkinState, MunchkinAction> {

  @Param({"3", "4", "6"})
  public int players;

  @Override
  protected Game<MunchkinState, MunchkinAction> game() {
    return new MunchkinGame();
  }

  @Override
  protected int players() {
    return players;
  }

  @Override
  protected Setup baseSetup() {
    return Setup.of(players, 1L).withOption("maxTurns", "30");
  }
}
