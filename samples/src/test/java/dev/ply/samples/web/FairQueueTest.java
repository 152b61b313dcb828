package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots' fair queue, counted under a fake clock on one simulated bot thread: which decision
 * goes next, never how long anything took on this machine. Each simulated table behaves as
 * {@link Autoplay} does: after its bot moves, its next decision comes to the queue once the
 * server's bot delay has passed.
 */
class FairQueueTest {
  private static final long MAX_MILLIS = 2_000;
  private static final long BOT_DELAY = 600;

  private long now;
  private long order;
  private final FairQueue queue = new FairQueue(() -> now, MAX_MILLIS);
  private final List<String> served = new ArrayList<>();
  private final PriorityQueue<long[]> due = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]) != 0
      ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
  private final List<Runnable> offers = new ArrayList<>();
  private final List<String> names = new ArrayList<>();

  /** A table whose bot always wants another move, each decision taking {@code millis}, from time {@code at}. */
  private void table(String name, long millis, long at) {
    offers.add(() -> queue.offer(name, () -> {
      now += millis;
      served.add(name);
      later(now + BOT_DELAY, names.indexOf(name));
    }));
    names.add(name);
    later(at, names.size() - 1);
  }

  private void later(long at, int table) {
    due.add(new long[] {at, order++, table});
  }

  /** Serves {@code decisions} decisions on one thread, offering each table's decision when it is due. */
  private void serve(int decisions) throws InterruptedException {
    for (int i = 0; i < decisions; i++) {
      while (!due.isEmpty() && (due.peek()[0] <= now || queue.waiting() == 0)) {
        long[] d = due.poll();
        now = Math.max(now, d[0]);
        offers.get((int) d[2]).run();
      }
      queue.run(queue.take());
    }
  }

  private int worstWait(String quiet) {
    return worstWait(served, quiet);
  }

  private static int worstWait(List<String> served, String quiet) {
    int since = 0;
    int worst = 0;
    for (String s : served) {
      since = s.equals(quiet) ? 0 : since + 1;
      worst = Math.max(worst, since);
    }
    return worst;
  }

  @Test
  @DisplayName("five greedy tables thinking 2000 ms a move delay a quiet table's bot by at most the one decision already running")
  void greedyTablesCannotStarveAQuietOne() throws InterruptedException {
    for (int g = 1; g <= 5; g++) {
      table("greedy" + g, MAX_MILLIS, 0);
    }
    serve(12);
    table("quiet", 1, now); // opened while five greedy decisions were waiting: FIFO would serve them first
    served.clear();
    serve(1_000);
    assertTrue(served.indexOf("quiet") <= 1, "the quiet table's first decision came after " + served.indexOf("quiet")
        + " greedy ones: " + served.subList(0, 8));
    assertEquals(1, worstWait("quiet"), "never more than the one greedy decision running when it came back");
    long quiet = served.stream().filter("quiet"::equals).count();
    assertTrue(quiet > 400, "the quiet table moved after every greedy decision: " + quiet);
  }

  @Test
  @DisplayName("greedy tables share the thread by the time they use; a lighter thinker is served whenever its bot is ready")
  void greedyTablesShareByTime() throws InterruptedException {
    table("a", 2_000, 0);
    table("b", 2_000, 0);
    table("c", 500, 0);
    serve(600);
    long a = queue.charged("a");
    long b = queue.charged("b");
    assertTrue(Math.abs(a - b) <= MAX_MILLIS, "equal thinkers get equal time: a " + a + ", b " + b);
    assertEquals(2, worstWait("c"), "c waits for a and b, which came first, then is served whenever it is ready"
        + " again, after each 2000-ms decision: " + served.subList(0, 12));
    assertEquals(1, worstWait(served.subList(3, served.size()), "c"), served.subList(0, 12).toString());
    assertTrue(worstWait("a") <= 3 && worstWait("b") <= 3, "each within a round: " + served.subList(0, 12));
  }

  @Test
  @DisplayName("a table that joins late shares from then on: it cannot claim the thread for the time it was away")
  void noSavedUpClaims() throws InterruptedException {
    table("busy", 1_000, 0);
    serve(50);
    table("late", 1_000, now);
    served.clear();
    serve(40);
    assertTrue(worstWait("busy") <= 2, "busy waited " + worstWait("busy") + " decisions in a row: " + served);
    long late = served.stream().filter("late"::equals).count();
    assertTrue(late >= 18 && late <= 22, "an even share: " + late + " of 40");
  }

  @Test
  @DisplayName("a closed queue takes nothing more and wakes its waiting threads")
  void closes() {
    queue.close();
    assertTrue(!queue.offer("t", () -> { }));
    assertThrows(InterruptedException.class, queue::take);
  }
}
