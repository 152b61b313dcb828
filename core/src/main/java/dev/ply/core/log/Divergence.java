package dev.ply.core.log;

import dev.ply.core.Rejection;
import io.vavr.control.Option;

/**
 * Where and how a replay stopped agreeing with its log.
 *
 * @param step 0 for the start, {@code k} for the k-th action (1-based, as people count)
 * @param kind stable: HASH_MISMATCH, REJECTED, DRAWS_MISMATCH, RANDOM_EXHAUSTED, RULES_ERROR,
 *     BAD_SETUP
 * @param message one sentence naming the step
 * @param rejection the rules' rejection, for REJECTED
 */
public record Divergence(int step, String kind, String message, Option<Rejection> rejection) {

  /** JSON pointer of the diverging action in the log file. */
  public String position() {
    return step == 0 ? "/setup" : "/actions/" + (step - 1);
  }

  @Override
  public String toString() {
    return (step == 0 ? "start" : "step " + step) + " (" + position() + "): " + message + " [" + kind + "]";
  }
}
