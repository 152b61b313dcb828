package dev.ply.benchmarks;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Munchkin random playouts timed by the process CPU time and the wall clock, like
 * {@link CpuTimePlayouts} but with games cut at {@code maxTurns = 30} (a default 300-turn game of
 * random players is tens of thousands of actions, longer than a measuring round).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.MunchkinCpuTime [seconds] [players...]}
 * (players 3, 4 and 6 when none are given). Warm-up of {@code seconds}, then 5 rounds; the median
 * round is printed with the bytes the benchmark thread allocated per action.
 */
public final class MunchkinCpuTime {
  private MunchkinCpuTime() {}

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
    int[] counts = args.length > 1
        ? java.util.Arrays.stream(args, 1, args.length).mapToInt(Integer::parseInt).toArray() : new int[] {3, 4, 6};
    for (int players : counts) {
      run(players, seconds);
      CpuTimePlayouts.Round[] rounds = new CpuTimePlayouts.Round[5];
      for (int i = 0; i < rounds.length; i++) {
        rounds[i] = run(players, seconds);
      }
      java.util.Arrays.sort(rounds, java.util.Comparator.comparingDouble(r -> r.actions() / (r.cpuNanos() / 1e9)));
      CpuTimePlayouts.Round m = rounds[rounds.length / 2];
      System.out.printf("munchkin %dp: %.0f actions/s by CPU time, %.0f by wall clock, %.1f actions/game, %.0f B/action%n",
          players, m.actions() / (m.cpuNanos() / 1e9), m.actions() / (m.wallNanos() / 1e9),
          (double) m.actions() / Math.max(1, m.games()), (double) m.bytes() / Math.max(1, m.actions()));
    }
  }

  static CpuTimePlayouts.Round run(int players, double seconds) {
    MunchkinGame game = new MunchkinGame();
    Setup base = Setup.of(players, 1L).withOption("maxTurns", "30");
    SplittableRandom rnd = new SplittableRandom(players);
    long seed = 1;
    long actions = 0;
    long games = 0;
    long bytes0 = threadBytes();
    long cpu0 = processCpu();
    long wall0 = System.nanoTime();
    long end = wall0 + (long) (seconds * 1e9);
    while (System.nanoTime() < end) {
      MunchkinState s = game.start(base.withRandom(RandomSource.seeded(seed++)));
      Set<PlayerId> awaiting;
      while (!(awaiting = game.awaiting(s)).isEmpty()) {
        Seq<MunchkinAction> legal = game.legalActions(s, awaiting.head());
        s = game.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
        actions++;
      }
      games++;
    }
    return new CpuTimePlayouts.Round(actions, games, processCpu() - cpu0, System.nanoTime() - wall0,
        threadBytes() - bytes0);
  }

  private static long threadBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getThreadAllocatedBytes(Thread.currentThread().getId());
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }
}
