package dev.ply.samples.web;

import dev.ply.core.Game;
import dev.ply.core.agent.WarmUp;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;

/**
 * Warms the default bot up in the background ({@link WarmUp}), game after game, on one daemon
 * thread of the lowest priority (which Linux ignores by default: the pause below is what yields),
 * so that a process's first bot decisions are not run by the
 * interpreter. It gives way to real work: while {@code busy} says a real decision is being thought
 * it pauses (the warm-up decision under way ends at its next search iteration) and goes on with the
 * rest of its budget once the bots are idle. It never changes what a bot decides: the warm-up plays
 * positions of its own.
 */
public final class BotWarmUp implements AutoCloseable {
  /**
   * The CPU a game's warm-up may take by default: enough for the JIT to compile the default bot's
   * search in each shipped game, so that the first decision a person waits for is within 2× of a
   * warm one (docs/performance.md measures it: Munchkin's check needed more than 8 s), small beside
   * a game's length. Games whose JIT settles sooner stop sooner.
   */
  public static final long DEFAULT_BUDGET_MILLIS = 16_000;
  private static final long IDLE_POLL_MILLIS = 50;

  private final Thread thread;
  private final CompletableFuture<List<WarmUp.Report>> done = new CompletableFuture<>();
  private volatile boolean closed;

  private BotWarmUp(List<Game<?, ?>> games, long budgetMillis, BooleanSupplier busy) {
    this.thread = new Thread(() -> run(games, budgetMillis, busy), "ply-warm-up");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
  }

  /**
   * Starts warming {@code games} up, in their order, each for at most {@code budgetMillis} of CPU.
   *
   * @param busy true while a real bot decision is being thought: the warm-up waits for it
   */
  public static BotWarmUp start(List<? extends Game<?, ?>> games, long budgetMillis, BooleanSupplier busy) {
    Objects.requireNonNull(busy, "busy");
    BotWarmUp w = new BotWarmUp(List.copyOf(games), budgetMillis, busy);
    w.thread.start();
    return w;
  }

  /** Completes when every game has been warmed up (or the warm-up was closed), with what each took. */
  public CompletableFuture<List<WarmUp.Report>> done() {
    return done;
  }

  private void run(List<Game<?, ?>> games, long budgetMillis, BooleanSupplier busy) {
    List<WarmUp.Report> reports = new ArrayList<>();
    try {
      for (Game<?, ?> game : games) {
        if (closed) {
          break;
        }
        reports.add(warm(game, budgetMillis, busy));
      }
    } catch (InterruptedException e) {
      // closed while waiting for the bots to be idle
    } finally {
      done.complete(List.copyOf(reports));
    }
  }

  /** One game's warm-up, paused whenever real decisions are thought, until settled or its budget is spent. */
  private WarmUp.Report warm(Game<?, ?> game, long budgetMillis, BooleanSupplier busy) throws InterruptedException {
    long cpu = 0;
    long wall0 = System.nanoTime();
    int decisions = 0;
    int played = 0;
    while (true) {
      while (busy.getAsBoolean() && !closed) {
        Thread.sleep(IDLE_POLL_MILLIS);
      }
      long left = budgetMillis - cpu / 1_000_000;
      if (closed || left <= 0) {
        return new WarmUp.Report(game.descriptor().id(), decisions, played, cpu, System.nanoTime() - wall0, false,
            closed);
      }
      WarmUp.Report r = WarmUp.run(game, left, () -> closed || busy.getAsBoolean());
      cpu += r.cpuNanos();
      decisions += r.decisions();
      played += r.games();
      if (!r.stopped()) {
        return new WarmUp.Report(r.game(), decisions, played, cpu, System.nanoTime() - wall0, r.settled(), false);
      }
    }
  }

  /** Stops the warm-up at its next search iteration. */
  @Override
  public void close() {
    closed = true;
    thread.interrupt();
  }
}
