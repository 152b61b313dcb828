package dev.ply.core.race;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import dev.ply.core.flow.ResponseWindow;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The dice race: a small test-only game that uses every part of the core. Hands hold card values
 * 1–3; a hidden card is 0.
 */
@Value.Immutable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface RaceState {
  Vector<PlayerId> players();

  Vector<Integer> positions();

  Vector<Integer> coins();

  Vector<Vector<Integer>> hands();

  Vector<Integer> deck();

  /** Boost cards played, face up. */
  Vector<Integer> discard();

  /** The bidding window of the round (RACE-R2), while it is open. */
  Option<CommitWindow<Integer>> bidding();

  /** Seat whose turn it is (RACE-R3). */
  int active();

  /** True once the active player has rolled this turn. */
  boolean rolled();

  /** The response window after a roll (RACE-R4), while it is open. */
  Option<ResponseWindow> window();

  int round();

  Option<PlayerId> winner();

  RandomSource random();
}
