package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.state.DgState;
import org.openjdk.jmh.annotations.Param;

/** Desperate Gods at 2, 3 and 4 players: every benchmark of {@link GameBenchmark}. */
public class DesperateGodsBenchmark extends GameBenchmark<DgState, DgAction> {

  @Param({"2", "3", "4"})
  public int players;

  @Override
  protected Game<DgState, DgAction> game() {
    return new DesperateGodsGame();
  }

  @Override
  protected int players() {
    return players;
  }
}
