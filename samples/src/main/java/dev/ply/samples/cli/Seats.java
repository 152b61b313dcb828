package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationArgs;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.List;
import java.util.function.Supplier;

/**
 * Shared argument handling of play and simulate: player counts, agent names, game options. The
 * rules live in core's {@link SimulationArgs} (ply-spark's job reads the same words); here they
 * become usage errors.
 */
final class Seats {
  private Seats() {}

  /**
   * The player count: {@code players} when given, else the number of listed seats when more than
   * one, else the game's fewest.
   */
  static int count(Game<?, ?> game, Integer players, List<String> listed, String what) {
    return usage(() -> SimulationArgs.count(game, players, listed, what));
  }

  /** One name per seat: the listed names, one name repeated, or {@code fallback} for every seat. */
  static Vector<String> expand(List<String> listed, int n, Vector<String> fallback) {
    return SimulationArgs.expand(listed, n, fallback);
  }

  static AgentFactory agent(String spec) {
    return usage(() -> SimulationArgs.agent(spec));
  }

  static Map<String, String> options(java.util.Map<String, String> given) {
    return usage(() -> SimulationArgs.options(given));
  }

  /** A seed from the clock when none was given (it is printed, so the run can be repeated). */
  static long seed(Long given) {
    return SimulationArgs.seed(given);
  }

  /** The simulation for simulate's words, its setup checked by the game. */
  static Simulation simulation(Game<?, ?> game, int games, Integer players, List<String> agents,
      java.util.Map<String, String> options, long seed, int threads, boolean rotate, boolean keepLogs) {
    return usage(() -> SimulationArgs.simulation(game, games, players, agents, options, seed, threads, rotate, keepLogs));
  }

  private static <T> T usage(Supplier<T> parse) {
    try {
      return parse.get();
    } catch (IllegalArgumentException e) {
      throw CliException.usage(e.getMessage());
    }
  }
}
