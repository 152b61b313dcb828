package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.samples.loveletter.LoveLetterBelief;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * Love Letter at 2, 3 and 4 players: every benchmark of {@link GameBenchmark}, and the world its
 * default search samples instead of {@code determinize} ({@link LoveLetterBelief}).
 */
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

  private final LoveLetterBelief belief = new LoveLetterBelief();

  /** A full state dealt from a view by the rivals' plays (what the default search does once per iteration). */
  @Benchmark
  public LoveLetterState belief() {
    Positions.Position<LoveLetterState, LoveLetterAction> p = nextPosition();
    return belief.sample(p.view(), p.who(), nextSource());
  }
}
