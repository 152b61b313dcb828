package dev.ply.samples.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The bot decisions waiting for a thread, served fairly between tables: the next decision is the
 * one whose table has used the least bot time, in the manner of a fair-share CPU scheduler.
 *
 * <p>Each table has a running total of the time its decisions took. A table that comes to the
 * queue (a new table, or one whose bot waited for people or for its move delay) is raised to one
 * decision's length ({@code maxMillis}) below the least total served so far, never lowered: it
 * cannot save up a claim while away, and it is served before every table that has been thinking
 * all along. The bound this gives, whatever other tables ask for: <em>a table whose bot comes to
 * the queue waits for at most the decisions already running, one per bot thread, each cut at
 * {@code maxMillis}, unless it has itself used more time than the others</em>. Tables that keep
 * thinking share the threads in proportion to time, each served within one round of the others.
 *
 * <p>Time is read from the server's clock, so tests count the work under a fake clock.
 */
final class FairQueue {
  private final LongSupplier clock;
  private final long maxMillis;
  private final Map<String, Long> used = new HashMap<>();
  /** The time each table's decisions really took, without the raise: breaks ties. */
  private final Map<String, Long> charged = new HashMap<>();
  private final List<Entry> waiting = new ArrayList<>();
  private long floor;
  private long arrivals;
  private boolean closed;

  /** A decision waiting to be thought, in the order it arrived. */
  record Entry(String table, Runnable work, long arrival) {}

  /**
   * @param clock the server's clock, in milliseconds
   * @param maxMillis the longest one decision may think: how far ahead of the thinking tables a
   *     table coming to the queue is placed
   */
  FairQueue(LongSupplier clock, long maxMillis) {
    this.clock = clock;
    this.maxMillis = maxMillis;
  }

  /** Queues a decision of {@code table}; false once the queue is closed. */
  synchronized boolean offer(String table, Runnable work) {
    if (closed) {
      return false;
    }
    used.put(table, Math.max(used.getOrDefault(table, Long.MIN_VALUE), floor - maxMillis));
    waiting.add(new Entry(table, work, arrivals++));
    notifyAll();
    return true;
  }

  /** The next decision to think: the waiting one whose table has used least time, the oldest on a tie. */
  synchronized Entry take() throws InterruptedException {
    while (waiting.isEmpty() && !closed) {
      wait();
    }
    if (closed) {
      throw new InterruptedException("the bots are stopping");
    }
    Entry best = waiting.get(0);
    for (Entry e : waiting) {
      if (before(e, best)) {
        best = e;
      }
    }
    waiting.remove(best);
    floor = Math.max(floor, used.get(best.table()));
    forgetIdle();
    return best;
  }

  // least time used first; on a tie the table that really thought less, then the oldest decision
  private boolean before(Entry e, Entry best) {
    int byUsed = Long.compare(used.get(e.table()), used.get(best.table()));
    if (byUsed != 0) {
      return byUsed < 0;
    }
    int byCharged = Long.compare(charged.getOrDefault(e.table(), 0L), charged.getOrDefault(best.table(), 0L));
    return byCharged != 0 ? byCharged < 0 : e.arrival() < best.arrival();
  }

  /** Thinks {@code e} on the calling thread and charges its table the time it took. */
  void run(Entry e) {
    long start = clock.getAsLong();
    try {
      e.work().run();
    } finally {
      long took = Math.max(1, clock.getAsLong() - start);
      synchronized (this) {
        used.merge(e.table(), took, Long::sum);
        charged.merge(e.table(), took, Long::sum);
      }
    }
  }

  /** How much bot time {@code table}'s decisions have taken (for tests and stats). */
  synchronized long charged(String table) {
    return charged.getOrDefault(table, 0L);
  }

  synchronized int waiting() {
    return waiting.size();
  }

  synchronized void close() {
    closed = true;
    waiting.clear();
    notifyAll();
  }

  // a table at or below the raise would come back there anyway: nothing to remember
  private void forgetIdle() {
    if (used.size() > 2 * waiting.size() + 64) {
      used.entrySet().removeIf(en -> en.getValue() <= floor - maxMillis
          && waiting.stream().noneMatch(w -> w.table().equals(en.getKey())));
      charged.keySet().retainAll(used.keySet());
    }
  }
}
