package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.agent.WarmUp;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationArgs;
import dev.ply.samples.web.BotWarmUp;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Supplier;

/**
 * Shared argument handling of play, simulate and tournament: player counts, agent names, game
 * options, and the warm-up before a batch of games. The rules live in core's {@link
 * SimulationArgs} (ply-spark's job reads the same words); here they become usage errors.
 */
final class Seats {
  private Seats() {}

  /**
   * The CPU a batch run's warm-up may take: enough that no decision of the first games is cut by
   * the safety cap while the JIT compiles (docs/cli.md has the runs). A batch run needs no more: it
   * waits on no first decision, unlike a person at a table ({@link BotWarmUp#DEFAULT_BUDGET_MILLIS}).
   */
  static final long WARM_UP_MILLIS = 8_000;

  /** What simulate's and tournament's {@code --no-warmup} says ({@link #warmUp}). */
  static final String NO_WARMUP = "Do not warm the mcts bot up before the games (by default, when a seat plays mcts,"
      + " its search is first warmed up for at most " + WARM_UP_MILLIS / 1000 + " s of CPU, so"
      + " that a fresh process's first decisions are not cut by the safety cap while the JIT compiles). The warm-up"
      + " never changes what a bot decides.";

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

  /**
   * Warms the game's default bot up before a batch of games when a seat plays it ({@code mcts}):
   * in a fresh process its first searches run while the JIT still compiles, slow enough for its
   * safety cap of {@link dev.ply.core.agent.Agents#DEFAULT_TIME_CAP_MILLIS} ms to cut one, and a
   * cut decision does not repeat. A warm-up never changes a decision ({@link WarmUp}); it is said
   * on {@code err} unless {@code quiet}.
   */
  static void warmUp(Game<?, ?> game, Iterable<AgentFactory> seats, boolean skip, PrintWriter err, boolean quiet) {
    if (skip) {
      return;
    }
    boolean searches = false;
    for (AgentFactory f : seats) {
      searches |= f.create(0) instanceof MctsAgent m && m.isRecommended();
    }
    if (!searches) {
      return;
    }
    if (!quiet) {
      err.printf("Warming the mcts bot up first (at most %d s of CPU; --no-warmup skips it)...%n",
          WARM_UP_MILLIS / 1000);
      err.flush();
    }
    WarmUp.Report r = WarmUp.run(game, WARM_UP_MILLIS, () -> false);
    if (!quiet) {
      err.printf("Warmed up in %.1f s of CPU (%,d decisions of its own).%n", r.cpuNanos() / 1e9, r.decisions());
      err.flush();
    }
  }

  private static <T> T usage(Supplier<T> parse) {
    try {
      return parse.get();
    } catch (IllegalArgumentException e) {
      throw CliException.usage(e.getMessage());
    }
  }
}
