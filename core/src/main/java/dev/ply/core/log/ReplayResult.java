package dev.ply.core.log;

import dev.ply.core.GameEvent;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Every state a replay rebuilt ({@code states.get(0)} is the start, {@code states.get(k)} the
 * state after the k-th action) with the events of each action, up to the first divergence.
 *
 * @param hashesChecked how many recorded hashes matched
 */
public record ReplayResult<S>(
    Vector<S> states, Vector<Seq<GameEvent>> events, Option<Divergence> divergence, int hashesChecked) {

  public boolean ok() {
    return divergence.isEmpty();
  }

  /** The last state rebuilt (the final one when {@link #ok()}). */
  public S last() {
    return states.last();
  }

  /** Actions replayed successfully. */
  public int steps() {
    return states.size() - 1;
  }
}
