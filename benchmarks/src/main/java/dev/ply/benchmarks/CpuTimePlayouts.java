package dev.ply.benchmarks;

import static dev.ply.benchmarks.Clocks.processCpu;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.samples.loveletter.LoveLetterGame;
import io.vavr.collection.Set;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

/**
 * Random playouts and replays timed by the CPU time of this JVM (all its threads: the benchmark
 * thread, the garbage collector and the JIT) as well as the wall clock, with the bytes the
 * benchmark thread allocated. A cross-check of the JMH figures on a shared machine: when other
 * processes compete for the cores, wall-clock throughput drops but CPU-time throughput (actions
 * per second of CPU this process actually got) stays closer to what an idle machine gives. It
 * counts the collector's work (timing the benchmark thread alone would leave it out and flatter
 * games that allocate a lot); it still suffers from caches shared with the other processes.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.CpuTimePlayouts
 * [seconds] [game-id] [players] [warm-up seconds]}. Each game and player count (or only {@code
 * players}) is warmed up for {@code seconds} (or the warm-up seconds: on a loaded machine the JIT
 * takes a minute or more to settle), then measured in 5 rounds of {@code seconds}; the median
 * round is printed.
 */
public final class CpuTimePlayouts {
  private CpuTimePlayouts() {}

  /** One measured round. */
  public record Round(long actions, long games, long cpuNanos, long wallNanos, long bytes) {
    double cpuRate() {
      return actions / (cpuNanos / 1e9);
    }

    double wallRate() {
      return actions / (wallNanos / 1e9);
    }
  }

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
    only = args.length > 1 ? args[1] : null;
    onlyPlayers = args.length > 2 ? Integer.parseInt(args[2]) : 0;
    warmup = args.length > 3 ? Double.parseDouble(args[3]) : seconds;
    for (int players = 2; players <= 4; players++) {
      report("love-letter", players, new LoveLetterGame(), seconds);
    }
    for (int players = 2; players <= 4; players++) {
      report("heroquest", players, new HeroQuestGame(), seconds);
    }
    for (int players = 2; players <= 4; players++) {
      report("desperate-gods", players, new DesperateGodsGame(), seconds);
    }
    for (int players = 2; players <= 4; players++) {
      report("dungeon-lords", players, new dev.ply.games.dungeonlords.DungeonLordsGame(), seconds);
    }
  }

  /** The one game to measure (second argument, a game id), or every game when null. */
  private static String only;

  /** The one player count to measure (third argument), or every count when 0. */
  private static int onlyPlayers;

  /** Seconds of warm-up before the measured rounds (fourth argument; {@code seconds} by default). */
  private static double warmup;

  private static <S, A extends Action> void report(String name, int players, Game<S, A> game, double seconds) {
    if (only != null && !only.equals(name) || onlyPlayers != 0 && onlyPlayers != players) {
      return;
    }
    reportReplay(name, players, game, seconds);
    run(game, players, warmup);
    Round[] rounds = new Round[5];
    for (int i = 0; i < rounds.length; i++) {
      rounds[i] = run(game, players, seconds);
    }
    java.util.Arrays.sort(rounds, java.util.Comparator.comparingDouble(Round::cpuRate));
    Round m = rounds[rounds.length / 2];
    System.out.printf("%s %dp: %.0f actions/s by CPU time, %.0f by wall clock, %.1f actions/game, %.0f B/action%n",
        name, players, m.cpuRate(), m.wallRate(), (double) m.actions / m.games, (double) m.bytes / m.actions);
  }

  /** Replays of whole logs (with every per-step hash checked), timed the same way. */
  private static <S, A extends Action> void reportReplay(String name, int players, Game<S, A> game, double seconds) {
    java.util.List<dev.ply.core.log.ActionLog<A>> logs = new java.util.ArrayList<>();
    for (int i = 0; i < 16; i++) {
      Setup setup = Setup.of(players, 1000L + i);
      logs.add(dev.ply.core.testkit.GoldenReplays.play(game, setup, 77 + i));
    }
    replay(game, logs, warmup);
    Round[] rounds = new Round[5];
    for (int i = 0; i < rounds.length; i++) {
      rounds[i] = replay(game, logs, seconds);
    }
    java.util.Arrays.sort(rounds, java.util.Comparator.comparingDouble(Round::cpuRate));
    Round m = rounds[rounds.length / 2];
    System.out.printf("%s %dp replay: %.0f actions/s by CPU time, %.0f by wall clock, %.0f B/action%n",
        name, players, m.cpuRate(), m.wallRate(), (double) m.bytes / m.actions);
  }

  /** Replays {@code logs} round robin for about {@code seconds} of wall time. */
  public static <S, A extends Action> Round replay(Game<S, A> game, java.util.List<dev.ply.core.log.ActionLog<A>> logs,
      double seconds) {
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long actions = 0;
    long games = 0;
    long cpu0 = processCpu();
    long bytes0 = mx.getThreadAllocatedBytes(id);
    long wall0 = System.nanoTime();
    long end = wall0 + (long) (seconds * 1e9);
    int i = 0;
    while (System.nanoTime() < end) {
      dev.ply.core.log.ActionLog<A> log = logs.get(i++ % logs.size());
      if (!dev.ply.core.log.Replay.run(game, log).ok()) {
        throw new IllegalStateException("a log did not replay");
      }
      actions += log.size();
      games++;
    }
    return new Round(actions, games, processCpu() - cpu0, System.nanoTime() - wall0,
        mx.getThreadAllocatedBytes(id) - bytes0);
  }


  /** Plays random games for about {@code seconds} of wall time. */
  public static <S, A extends Action> Round run(Game<S, A> game, int players, double seconds) {
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    Setup base = Setup.of(players, 1L);
    SplittableRandom rnd = new SplittableRandom(players);
    long seed = 1;
    long actions = 0;
    long games = 0;
    long cpu0 = processCpu();
    long bytes0 = mx.getThreadAllocatedBytes(id);
    long wall0 = System.nanoTime();
    long end = wall0 + (long) (seconds * 1e9);
    while (System.nanoTime() < end) {
      for (int k = 0; k < 100; k++) {
        S s = game.start(base.withRandom(RandomSource.seeded(seed++)));
        Set<PlayerId> awaiting;
        while (!(awaiting = game.awaiting(s)).isEmpty()) {
          Listed<S, A> legal = game.listed(s, awaiting.head());
          s = game.apply(legal, rnd.nextInt(legal.size())).get().state();
          actions++;
        }
        games++;
      }
    }
    return new Round(actions, games, processCpu() - cpu0, System.nanoTime() - wall0,
        mx.getThreadAllocatedBytes(id) - bytes0);
  }
}
