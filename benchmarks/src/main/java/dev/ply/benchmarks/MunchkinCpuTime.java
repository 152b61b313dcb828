package dev.ply.benchmarks;

import static dev.ply.benchmarks.Clocks.processCpu;

import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Set;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Munchkin random playouts timed by the process CPU time and the wall clock, like
 * {@link CpuTimePlayouts} but with games cut at {@code maxTurns = 30} (a default 300-turn game of
 * random players is tens of thousands of actions, longer than a measuring round).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.MunchkinCpuTime [seconds] [players...]}
 * (players 3, 4 and 6 when none are given). Warm-up rounds of {@code seconds} until the JIT has
 * settled, then 5 rounds; the median round is printed with the bytes the benchmark thread
 * allocated per action. With the argument {@code replay}, verified replays are measured first.
 *
 * <p>Why the warm-up waits for the JIT: process CPU time counts the compiler threads, and
 * Munchkin's rules are large methods that C2 takes long to compile. A fixed 2-second warm-up
 * measured mostly the compilers (the process used 2.6 cores for one benchmark thread, and the
 * figure was a sixth of the settled one); on a loaded machine compilation goes on for a minute.
 * Warm-up rounds go on until three in a row are quiet ({@link #warmUp}), for at most {@value
 * #MAX_WARMUP_ROUNDS} rounds.
 */
public final class MunchkinCpuTime {
  private MunchkinCpuTime() {}

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
    boolean replay = java.util.Arrays.asList(args).contains("replay");
    int[] counts = args.length > 1
        ? java.util.Arrays.stream(args, 1, args.length).filter(a -> !a.equals("replay")).mapToInt(Integer::parseInt).toArray()
        : new int[] {3, 4, 6};
    if (counts.length == 0) {
      counts = new int[] {3, 4, 6};
    }
    for (int players : counts) {
      if (replay) {
        replay(players, seconds);
      }
      warmUp(players, seconds);
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

  /**
   * Verified replays ({@code Replay.run}: every action re-applied, every chained hash checked) of 16
   * logs of seeded random games cut at 30 turns, timed as {@link CpuTimePlayouts#replay}, after
   * the same settling warm-up.
   */
  static void replay(int players, double seconds) {
    MunchkinGame game = new MunchkinGame();
    java.util.List<dev.ply.core.log.ActionLog<MunchkinAction>> logs = new java.util.ArrayList<>();
    for (int i = 0; i < 16; i++) {
      logs.add(dev.ply.core.testkit.GoldenReplays.play(game,
          Setup.of(players, 1000L + i).withOption("maxTurns", "30"), 77 + i));
    }
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (int i = 0, quiet = 0; i < MAX_WARMUP_ROUNDS && quiet < 3; i++) {
      long compiled0 = jit.getTotalCompilationTime();
      long thread0 = mx.getCurrentThreadCpuTime();
      CpuTimePlayouts.Round r = CpuTimePlayouts.replay(game, logs, seconds);
      boolean settled = (jit.getTotalCompilationTime() - compiled0) * 1e6 / r.cpuNanos() < 0.01
          && mx.getCurrentThreadCpuTime() - thread0 >= 0.9 * r.cpuNanos();
      quiet = settled ? quiet + 1 : 0;
    }
    CpuTimePlayouts.Round[] rounds = new CpuTimePlayouts.Round[5];
    for (int i = 0; i < rounds.length; i++) {
      rounds[i] = CpuTimePlayouts.replay(game, logs, seconds);
    }
    java.util.Arrays.sort(rounds, java.util.Comparator.comparingDouble(r -> r.actions() / (r.cpuNanos() / 1e9)));
    CpuTimePlayouts.Round m = rounds[rounds.length / 2];
    System.out.printf("munchkin %dp replay: %.0f actions/s by CPU time, %.0f by wall clock, %.0f B/action%n",
        players, m.actions() / (m.cpuNanos() / 1e9), m.actions() / (m.wallNanos() / 1e9),
        (double) m.bytes() / Math.max(1, m.actions()));
  }

  static final int MAX_WARMUP_ROUNDS = 60;

  /**
   * Rounds of {@code seconds} until the JIT has settled: three rounds in a row that spend under
   * 1 % of their CPU time compiling and in which the benchmark thread has at least 90 % of the
   * process's CPU time (compiler threads idle). One quiet round is not enough: a long C2
   * compilation is counted only when it ends, so a round can look quiet in the middle of one.
   */
  static void warmUp(int players, double seconds) {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long wall0 = System.nanoTime();
    int rounds = 0;
    int quiet = 0;
    double compiling = 1;
    double own = 0;
    while (rounds < MAX_WARMUP_ROUNDS && quiet < 3) {
      long compiled0 = jit.getTotalCompilationTime();
      long thread0 = mx.getCurrentThreadCpuTime();
      CpuTimePlayouts.Round r = run(players, seconds);
      rounds++;
      compiling = (jit.getTotalCompilationTime() - compiled0) * 1e6 / r.cpuNanos();
      own = (double) (mx.getCurrentThreadCpuTime() - thread0) / r.cpuNanos();
      quiet = compiling < 0.01 && own >= 0.9 ? quiet + 1 : 0;
    }
    System.out.printf("munchkin %dp: warm-up %.0f s (%d rounds%s), the last spending %.1f %% of its CPU time"
        + " compiling, %.0f %% in the benchmark thread%n", players, (System.nanoTime() - wall0) / 1e9, rounds,
        quiet < 3 ? ", not settled" : "", 100 * compiling, 100 * own);
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
        Listed<MunchkinState, MunchkinAction> legal = game.listed(s, awaiting.head());
        s = game.apply(legal, rnd.nextInt(legal.size())).get().state();
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

}
