package dev.ply.samples.web;

import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.agent.StrategyAgent;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The server's bots: which kinds a table may seat, within the server's budget caps, and the
 * threads they think on.
 *
 * <p>Fairness: a table has at most one decision queued or thinking at a time (see
 * {@link Table}), every decision is cut at {@code maxMillis}, and the waiting decisions are served
 * by {@link FairQueue}: the table whose bots have used least time goes first, and a table whose
 * bot comes to the queue is placed ahead of the tables that have been thinking all along. So a
 * bot of a table that has not out-thought the others waits for at most one decision per thread,
 * at most {@code maxMillis} each, however many greedy tables there are. Turn timers run on their own
 * thread and never wait here.
 */
public final class Bots implements AutoCloseable {
  private static final java.util.regex.Pattern MCTS_BUDGET = java.util.regex.Pattern.compile("mcts:(\\d{1,18})(ms)?(@\\d+)?(/random)?");
  private final long maxMillis;
  private final int maxIterations;
  private final FairQueue queue;
  private final List<Thread> threads = new ArrayList<>();
  /** Decisions being thought now: a background warm-up waits while there are any. */
  private final java.util.concurrent.atomic.AtomicInteger thinking = new java.util.concurrent.atomic.AtomicInteger();

  /**
   * @param threads the decisions thought at once
   * @param maxMillis the longest any decision may think (also cuts iteration budgets)
   * @param maxIterations the largest MCTS iteration budget a table may ask for
   * @param clock the server's clock in milliseconds, which charges each table its decisions' time
   */
  public Bots(int threads, long maxMillis, int maxIterations, LongSupplier clock) {
    this.maxMillis = maxMillis;
    this.maxIterations = maxIterations;
    this.queue = new FairQueue(clock, maxMillis);
    for (int i = 1; i <= threads; i++) {
      Thread t = new Thread(this::work, "ply-bot-" + i);
      t.setDaemon(true);
      t.setPriority(Thread.NORM_PRIORITY - 1);
      this.threads.add(t);
      t.start();
    }
  }

  /** With the system clock. */
  public Bots(int threads, long maxMillis, int maxIterations) {
    this(threads, maxMillis, maxIterations, () -> System.nanoTime() / 1_000_000);
  }

  private void work() {
    while (true) {
      FairQueue.Entry next;
      try {
        next = queue.take();
      } catch (InterruptedException stopping) {
        return;
      }
      thinking.incrementAndGet();
      try {
        queue.run(next);
      } catch (RuntimeException e) {
        // a decision's own failure is handled by its table; the thread goes on serving others
      } finally {
        thinking.decrementAndGet();
      }
    }
  }

  /** The names accepted by {@link #create}, for help texts and the start page. */
  public static Iterable<String> kinds() {
    return Agents.NAMES;
  }

  /** True while some bot decision is being thought (or waits for a thread). */
  public boolean busy() {
    return thinking.get() > 0 || queue.waiting() > 0;
  }

  public long maxMillis() {
    return maxMillis;
  }

  public int maxIterations() {
    return maxIterations;
  }

  /**
   * A new agent of this kind, capped to this server's budget, or one sentence saying why the
   * kind is refused. Every MCTS decision is cut at {@code maxMillis}, whatever its budget.
   */
  public Either<String, Agent> create(String kind, long seed) {
    java.util.regex.Matcher asked = MCTS_BUDGET.matcher(kind == null ? "" : kind.trim().toLowerCase(java.util.Locale.ROOT));
    if (asked.matches()) {
      // this server's caps first, so the refusal names them rather than the core's larger ones
      long n = Long.parseLong(asked.group(1));
      boolean millis = asked.group(2) != null;
      if (millis && n > maxMillis) {
        return Either.left("this server lets a bot think at most " + maxMillis + " ms per move, not " + n);
      }
      if (!millis && n > maxIterations) {
        return Either.left("this server lets a bot think at most " + maxIterations + " iterations per move, not " + n);
      }
    }
    Either<String, Agent> parsed = Agents.parse(kind).map(f -> f.create(seed));
    if (parsed.isLeft()) {
      return parsed;
    }
    Agent a = parsed.get();
    if (a instanceof RandomAgent || a instanceof StrategyAgent) {
      return parsed;
    }
    if (a instanceof MctsAgent m) {
      if (m.isRecommended()) {
        // the default bot: the game's recommended iterations under the core's CPU-time safety cap,
        // lowered to this server's maximum where that is shorter
        return Either.right(MctsAgent.recommended(seed, maxMillis, MctsAgent.cpuClock()));
      }
      MctsAgent.Settings s = m.settingsFor(null);
      String budget = kind.trim().toLowerCase(java.util.Locale.ROOT).replaceAll("[@/].*$", "");
      boolean timeBudget = budget.endsWith("ms");
      if (!timeBudget && s.iterations() > maxIterations) {
        return Either.left("this server lets a bot think at most " + maxIterations + " iterations per move, not "
            + s.iterations());
      }
      if (timeBudget && s.timeLimitMillis() > maxMillis) {
        return Either.left("this server lets a bot think at most " + maxMillis + " ms per move, not "
            + s.timeLimitMillis());
      }
      // an iteration budget keeps the core's safety cut, lowered to this server's maximum
      long limit = s.timeLimitMillis() == 0 ? maxMillis : Math.min(s.timeLimitMillis(), maxMillis);
      return Either.right(new MctsAgent(seed, s.withTimeLimitMillis(limit)));
    }
    return Either.left("this server does not offer the bot '" + kind + "'");
  }

  /** Queues a decision of {@code table}; false when the server is stopping. */
  boolean submit(String table, Runnable decision) {
    return queue.offer(table, decision);
  }

  @Override
  public void close() {
    queue.close();
    threads.forEach(Thread::interrupt);
  }
}
