package dev.ply.core;

/**
 * A random source was used outside its contract: a scripted source ran out or was given a value
 * out of range, or a view's sealed source was asked to draw. Always a bug in the caller (a test
 * script too short, a log with missing draws, a bot simulating on a view), never a rule outcome.
 */
public final class RandomSourceException extends IllegalStateException {
  public RandomSourceException(String message) {
    super(message);
  }
}
