package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.openjdk.jmh.annotations.Param;

/** Love Letter at 2, 3 and 4 players: every benchmark of {@link GameBenchmark}. */
public class LoveLetterBenchmark extends GameBenchmark<LoveLetterState, LoveLetterAction> {

  @Param({"2", "3", "4"})
  public int players;

  @Override
  protected Game<LoveLetterState, LoveLetterAction> game() {
    return new LoveLetterGame();
  }

  @Override
  protected int players() {
    return players;
  }
}
