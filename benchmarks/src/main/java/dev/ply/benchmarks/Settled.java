package dev.ply.benchmarks;

import static dev.ply.benchmarks.Clocks.processCpu;

import java.io.File;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Random playouts or verified replay of one game, measured by CPU time once the JIT has settled
 * by CPU time, for any benchmarks jar, this one or an older one: the games and the measuring
 * loops ({@code CpuTimePlayouts.run} and {@code replay}) are loaded from {@code jar} in a class
 * loader of their own, so two builds are measured by the same rule, one JVM each, interleaved by
 * the caller (before, after, before, after).
 *
 * <p>Settled means: three rounds in a row in which the JIT compiled for under 0.5 % of the
 * round's CPU time, after at least {@code min-cpu} seconds of the process's CPU (a busy machine
 * stretches the wall clock, not the CPU the warm-up needs). Then 5 rounds; the median is printed
 * with its wall-clock rate and the load average.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.Settled JAR GAME
 * PLAYERS playouts|replay [round-seconds] [min-cpu-seconds]}; {@code JAR} may be {@code self}.
 */
public final class Settled {
  private static final Map<String, String> GAMES = Map.of(
      "love-letter", "dev.ply.samples.loveletter.LoveLetterGame",
      "heroquest", "dev.ply.games.heroquest.HeroQuestGame",
      "desperate-gods", "dev.ply.games.desperategods.DesperateGodsGame",
      "dungeon-lords", "dev.ply.games.dungeonlords.DungeonLordsGame",
      "munchkin", "dev.ply.games.munchkin.MunchkinGame");

  private Settled() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 4 || !GAMES.containsKey(args[1]) || !List.of("playouts", "replay").contains(args[3])) {
      System.err.println("usage: Settled JAR|self GAME PLAYERS playouts|replay [round-seconds] [min-cpu-seconds];"
          + " games: " + GAMES.keySet());
      System.exit(2);
    }
    ClassLoader loader = args[0].equals("self") ? Settled.class.getClassLoader()
        : new URLClassLoader(new URL[] {new File(args[0]).toURI().toURL()}, ClassLoader.getPlatformClassLoader());
    int players = Integer.parseInt(args[2]);
    boolean replay = args[3].equals("replay");
    double seconds = args.length > 4 ? Double.parseDouble(args[4]) : 2;
    double minCpu = args.length > 5 ? Double.parseDouble(args[5]) : 30;

    Object game = loader.loadClass(GAMES.get(args[1])).getConstructor().newInstance();
    Class<?> gameType = loader.loadClass("dev.ply.core.Game");
    Class<?> bench = loader.loadClass("dev.ply.benchmarks.CpuTimePlayouts");
    Method round;
    Object input;
    if (replay) {
      Class<?> setup = loader.loadClass("dev.ply.core.Setup");
      Method of = setup.getMethod("of", int.class, long.class);
      Method play = loader.loadClass("dev.ply.core.testkit.GoldenReplays").getMethod("play", gameType, setup, long.class);
      List<Object> logs = new ArrayList<>();
      for (int i = 0; i < 16; i++) {
        logs.add(play.invoke(null, game, of.invoke(null, players, 1000L + i), 77L + i));
      }
      round = bench.getMethod("replay", gameType, List.class, double.class);
      input = logs;
    } else {
      round = bench.getMethod("run", gameType, int.class, double.class);
      input = players;
    }

    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    int quiet = 0;
    int warmRounds = 0;
    while (quiet < 3 || processCpu() < minCpu * 1e9) {
      long compiled0 = jit.getTotalCompilationTime();
      Object r = round.invoke(null, game, input, seconds);
      double share = (jit.getTotalCompilationTime() - compiled0) * 1e6 / (long) get(r, "cpuNanos");
      quiet = share < 0.005 ? quiet + 1 : 0;
      warmRounds++;
      if (processCpu() > 600e9) {
        System.err.println("the JIT did not settle within 600 s of CPU");
        break;
      }
    }
    double warmCpu = processCpu() / 1e9;
    Object[] rounds = new Object[5];
    for (int i = 0; i < rounds.length; i++) {
      rounds[i] = round.invoke(null, game, input, seconds);
    }
    Arrays.sort(rounds, Comparator.comparingDouble(r -> rate(r, "cpuNanos")));
    Object m = rounds[2];
    System.out.printf("%s %s %dp %s: %.0f actions/s by CPU time, %.0f by wall clock, %.0f B/action"
            + " (settled after %d rounds, %.0f s of CPU; load %.1f)%n",
        args[0], args[1], players, args[3], rate(m, "cpuNanos"), rate(m, "wallNanos"),
        (double) get(m, "bytes") / get(m, "actions"), warmRounds, warmCpu,
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  private static double rate(Object round, String nanos) {
    return get(round, "actions") / (get(round, nanos) / 1e9);
  }

  private static long get(Object round, String component) {
    try {
      return (long) round.getClass().getMethod(component).invoke(round);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

}
