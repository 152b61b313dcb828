package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Warms a fresh JVM up for a game's default bot, so that the first decision a person waits for is
 * not run by the interpreter: the game's own default bot ({@link MctsAgent#recommended}) plays
 * throwaway self-play games from {@code start} (seeded, decisions by the game's iteration budget,
 * no I/O; each game's first 50 decisions, the player counts in turn) until
 * the JIT has settled or a CPU budget is spent.
 *
 * <p>A warm-up shares nothing with the games that follow it: its agents, seeds and states are its
 * own, and a game's rules keep no state between calls, so a bot decides the same after a warm-up as
 * without one (only faster). It never throws for a game's sake: a game whose self-play fails stops
 * its warm-up there.
 *
 * <p><b>Settled</b> means: in two windows in a row of at least 250 ms of the
 * warm-up's CPU each, the JIT compiled for under 1 % of the window's CPU
 * (where the JVM reports compilation time; else only the budget ends the warm-up).
 */
public final class WarmUp {
  /** The CPU time one window of the settling test lasts. */
  static final long WINDOW_MILLIS = 250;
  /** The JIT's compilation time, as a share of a window's CPU, under which a window is quiet. */
  static final int QUIET_PERCENT = 1;
  /**
   * A self-play game is left after this many decisions for the next (the next player count, the
   * next seed): the first decisions of a game are the ones people wait on, and every player count
   * has code paths of its own.
   */
  static final int DECISIONS_PER_GAME = 50;
  /** A warm-up decision is cut at this much CPU (the default bot's own cap), so a budget binds soon. */
  private static final long DECISION_CAP_MILLIS = Agents.DEFAULT_TIME_CAP_MILLIS;

  /**
   * What a warm-up did.
   *
   * @param game the game's id
   * @param decisions the bot decisions it played
   * @param games the self-play games it started
   * @param cpuNanos the CPU time of the warming thread
   * @param wallNanos the wall-clock time it took
   * @param settled true when it ended because the JIT had settled (not the budget or a stop)
   * @param stopped true when it ended because it was asked to stop
   */
  public record Report(String game, int decisions, int games, long cpuNanos, long wallNanos, boolean settled,
      boolean stopped) {
    /** One line for a log: the game, the decisions, the CPU and wall time, and why it ended. */
    public String describe() {
      return String.format(java.util.Locale.ROOT, "%s: %d bot decisions in %.1f s of CPU (%.1f s wall), %s", game,
          decisions, cpuNanos / 1e9, wallNanos / 1e9, settled ? "settled" : stopped ? "stopped" : "budget spent");
    }
  }

  private WarmUp() {}

  /**
   * Warms {@code game}'s default bot up on this thread for at most {@code cpuBudgetMillis} of its
   * CPU time (the decision under way when the budget runs out is cut short).
   *
   * @param stop asked between search iterations; true ends the warm-up at once (e.g. a real
   *     decision is waiting for the CPU)
   */
  public static Report run(Game<?, ?> game, long cpuBudgetMillis, BooleanSupplier stop) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(stop, "stop");
    if (cpuBudgetMillis < 0) {
      throw new IllegalArgumentException("a warm-up budget is not negative");
    }
    return new Run<>(game, cpuBudgetMillis * 1_000_000L, stop).play();
  }

  /** One warm-up's state: its clocks, its counts and the settling test. */
  private static final class Run<S, A extends Action> {
    private final Game<S, A> game;
    private final BooleanSupplier stop;
    private final LongSupplier cpu = MctsAgent.cpuClock();
    private final CompilationMXBean jit = jitBean();
    private final long cpu0 = cpu.getAsLong();
    private final long wall0 = System.nanoTime();
    private final long budgetEnd;
    private int decisions;
    private int games;
    private int quietWindows;
    private long windowCpu0 = cpu0;
    private long windowJit0;
    private boolean stopped;

    Run(Game<S, A> game, long budgetNanos, BooleanSupplier stop) {
      this.game = game;
      this.stop = stop;
      this.budgetEnd = cpu0 + budgetNanos;
      this.windowJit0 = jitMillis();
    }

    Report play() {
      int low = game.descriptor().minPlayers();
      int span = game.descriptor().maxPlayers() - low + 1;
      try {
        while (!over() && !settled()) {
          // player counts in turn, so every count's code paths are warmed
          int players = low + games % span;
          selfPlay(Setup.of(players, 0x5EED_0000L + games));
          games++;
        }
      } catch (RuntimeException e) {
        // a warm-up is only an optimisation: a game whose self-play fails ends it, and the
        // real game reports its own failures
      }
      return new Report(game.descriptor().id(), decisions, games, cpu.getAsLong() - cpu0, System.nanoTime() - wall0,
          quietWindows >= 2, stopped);
    }

    private void selfPlay(Setup setup) {
      int n = setup.players().size();
      // the clock a warm-up agent reads: its CPU time, pushed past any cap once the warm-up must end,
      // so the decision under way ends at its next iteration
      LongSupplier clock = () -> over() ? Long.MAX_VALUE / 2 : cpu.getAsLong();
      MctsAgent[] agents = new MctsAgent[n];
      for (int i = 0; i < n; i++) {
        agents[i] = MctsAgent.recommended(setup.seed() * 31 + i, DECISION_CAP_MILLIS, clock);
      }
      S s = game.start(setup);
      long most = game.maxActions(setup);
      int mine = 0;
      for (long step = 0; step < most && game.outcome(s).isEmpty() && mine < DECISIONS_PER_GAME; step++) {
        if (over() || settled()) {
          return;
        }
        PlayerId who = game.awaiting(s).head();
        A action = agents[setup.players().indexOf(who)].choose(game, game.view(s, who), who);
        decisions++;
        mine++;
        s = game.apply(s, action).get().state();
      }
    }

    private boolean over() {
      if (!stopped && stop.getAsBoolean()) {
        stopped = true;
      }
      return stopped || cpu.getAsLong() - budgetEnd >= 0;
    }

    /** True once two windows in a row were quiet; checked between decisions. */
    private boolean settled() {
      if (jit == null) {
        return false;
      }
      long now = cpu.getAsLong();
      long window = now - windowCpu0;
      if (window < WINDOW_MILLIS * 1_000_000L) {
        return quietWindows >= 2;
      }
      long compiled = jitMillis() - windowJit0;
      quietWindows = compiled * 1_000_000L * 100 < window * QUIET_PERCENT ? quietWindows + 1 : 0;
      windowCpu0 = now;
      windowJit0 = jitMillis();
      return quietWindows >= 2;
    }

    private long jitMillis() {
      return jit == null ? 0 : jit.getTotalCompilationTime();
    }

    private static CompilationMXBean jitBean() {
      CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
      return bean != null && bean.isCompilationTimeMonitoringSupported() ? bean : null;
    }
  }
}
