package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import org.openjdk.jmh.annotations.Param;

/** Dungeon Lords at 2, 3 and 4 players: every benchmark of {@link GameBenchmark}. */
public class DungeonLordsBenchmark extends GameBenchmark<DungeonLordsState, DungeonLordsAction> {

  @Param({"2", "3", "4"})
  public int players;

  @Override
  protected Game<DungeonLordsState, DungeonLordsAction> game() {
    return new DungeonLordsGame();
  }

  @Override
  protected int players() {
    return players;
  }
}
