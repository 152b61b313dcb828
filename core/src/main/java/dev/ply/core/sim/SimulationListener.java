package dev.ply.core.sim;

import dev.ply.core.log.ActionLog;

/**
 * Told about a simulation's progress. Called from the worker threads, possibly concurrently:
 * implementations must be thread-safe.
 */
public interface SimulationListener {
  SimulationListener NONE = new SimulationListener() {};

  /** Game {@code result.index()} ended; {@code done} games of {@code total} have ended so far. */
  default void finished(GameResult result, int done, int total) {}

  /** The action log of a game, when the simulation keeps logs. */
  default void log(GameResult result, ActionLog<?> log) {}
}
