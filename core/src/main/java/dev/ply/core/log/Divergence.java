package dev.ply.core.log;

import dev.ply.core.Rejection;
import io.vavr.control.Option;

/**
 * Where and how a replay stopped agreeing with its log.
 *
 * @param step 0 for the start, {@code k} for the k-th action (1-based, as people count)
 * @param kind stable: HASH_MISMATCH, REJECTED, DRAWS_MISMATCH, RANDOM_EXHAUSTED, RULES_ERROR,
 *     BAD_SETUP
 * @param message one sentence naming the step and what differs
 * @param rejection the rules' rejection, for REJECTED
 * @param position the JSON pointer of what differs in the log file, e.g. {@code /actions/149/draws/0}
 */
public record Divergence(int step, String kind, String message, Option<Rejection> rejection, String position) {

  /** A divergence at the step's own pointer ({@code /setup} or {@code /actions/k-1}). */
  public Divergence(int step, String kind, String message, Option<Rejection> rejection) {
    this(step, kind, message, rejection, at(step));
  }

  /** JSON pointer of a step in the log file. */
  public static String at(int step) {
    return step == 0 ? "/setup" : "/actions/" + (step - 1);
  }

  @Override
  public String toString() {
    return (step == 0 ? "start" : "step " + step) + " (" + position + "): " + message + " [" + kind + "]";
  }
}
