package dev.ply.benchmarks;

import static dev.ply.benchmarks.Clocks.processCpu;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.agent.WarmUp;
import dev.ply.core.sim.Seeds;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The default bot's first decisions in a fresh JVM against the same decisions made warm: one
 * seeded game in which every seat is the default bot ({@code mcts}, the game's recommended
 * iterations) is played for its first {@code decisions} bot decisions (forced moves, answered
 * without a search, are not counted), each timed by the deciding
 * thread's CPU time and by the wall clock. Then the same game is played again and again (the same
 * seeds, so the same decisions) until a pass's CPU stops falling (three passes in a row none
 * under 98 % of the best, after at least {@code min-cpu} seconds of CPU), and three more passes
 * give each decision's warm time (the median of the three).
 *
 * <p>With {@code --warmup=S} the process first runs {@link WarmUp} for at most S seconds of CPU
 * (as {@code ply serve} and {@code ply play} do) and reports what it took; the game that follows
 * is then "the first decisions after the warm-up". {@code --pause=S} sleeps S seconds before the
 * game, as a person reading the first screen would, so the JIT finishes what the warm-up queued.
 *
 * <p>The bots' safety cap is disabled here (their clock never advances), so a slow cold decision
 * searches its whole budget and every pass plays the same game; a decision that took more than
 * the default cap of {@value Agents#DEFAULT_TIME_CAP_MILLIS} ms of CPU is marked, as in a real
 * game the cap would have cut it (and that game would not be reproducible).
 *
 * <p>Run each in a fresh JVM: {@code java -cp benchmarks/target/benchmarks.jar
 * dev.ply.benchmarks.FirstDecisions GAME [players] [seed] [decisions] [--warmup=S] [--pause=S]
 * [--no-warm] [--min-cpu=S]}.
 */
public final class FirstDecisions {
  private static final int[] SHOWN = {1, 2, 3, 5, 10, 20, 50, 100, 200};
  private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  private FirstDecisions() {}

  public static void main(String[] args) {
    long wall0 = System.nanoTime();
    List<String> plain = new ArrayList<>();
    double warmupSeconds = -1;
    boolean warmPasses = true;
    double minCpu = 30;
    double pauseSeconds = 0;
    for (String a : args) {
      if (a.startsWith("--warmup=")) {
        warmupSeconds = Double.parseDouble(a.substring("--warmup=".length()));
      } else if (a.equals("--no-warm")) {
        warmPasses = false;
      } else if (a.startsWith("--pause=")) {
        pauseSeconds = Double.parseDouble(a.substring("--pause=".length()));
      } else if (a.startsWith("--min-cpu=")) {
        minCpu = Double.parseDouble(a.substring("--min-cpu=".length()));
      } else {
        plain.add(a);
      }
    }
    String id = plain.isEmpty() ? "desperate-gods" : plain.get(0);
    Game<?, ?> game = Games.byId(id).getOrElseThrow(() -> new IllegalArgumentException("no game " + id));
    int players = plain.size() > 1 ? Integer.parseInt(plain.get(1)) : game.descriptor().minPlayers();
    long seed = plain.size() > 2 ? Long.parseLong(plain.get(2)) : 2024;
    int decisions = plain.size() > 3 ? Integer.parseInt(plain.get(3)) : 100;
    System.out.printf(Locale.ROOT, "%s, %d players, seed %d, first %d decisions of the default bot; JVM up %.2f s"
        + " before main's first line; load %s%n", id, players, seed, decisions,
        ManagementFactory.getRuntimeMXBean().getUptime() / 1e3 - (System.nanoTime() - wall0) / 1e9, load());
    if (warmupSeconds >= 0) {
      WarmUp.Report r = WarmUp.run(game, Math.round(warmupSeconds * 1000), () -> false);
      System.out.println("warm-up: " + r.describe() + ", " + r.games() + " self-play game(s)");
    }
    if (pauseSeconds > 0) {
      // as a person reading the first screen: the JIT finishes what the warm-up queued
      try {
        Thread.sleep(Math.round(pauseSeconds * 1000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      System.out.printf(Locale.ROOT, "paused %.1f s%n", pauseSeconds);
    }
    long jit0 = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
    Pass cold = play(game, Setup.of(players, seed), decisions);
    long jit = ManagementFactory.getCompilationMXBean().getTotalCompilationTime() - jit0;
    System.out.printf(Locale.ROOT, "%s pass: %d decisions, %.0f ms CPU, %.0f ms wall; the JIT compiled for %d ms"
            + " meanwhile%n", warmupSeconds >= 0 ? "after the warm-up," : "cold", cold.n(), sum(cold.cpu()) / 1e6,
        sum(cold.wall()) / 1e6, jit);
    if (!warmPasses) {
      print(cold, null);
      return;
    }
    double best = sum(cold.cpu());
    int stale = 0;
    int passes = 1;
    while ((stale < 3 || processCpu() < minCpu * 1e9) && processCpu() < 900e9) {
      Pass p = play(game, Setup.of(players, seed), decisions);
      passes++;
      double c = sum(p.cpu());
      stale = c < 0.98 * best ? 0 : stale + 1;
      best = Math.min(best, c);
    }
    Pass[] last = {play(game, Setup.of(players, seed), decisions), play(game, Setup.of(players, seed), decisions),
        play(game, Setup.of(players, seed), decisions)};
    Pass warm = median(last);
    System.out.printf(Locale.ROOT, "warm after %d passes, %.0f s of process CPU: %.0f ms CPU, %.0f ms wall a pass;"
        + " load %s%n", passes, processCpu() / 1e9, sum(warm.cpu()) / 1e6, sum(warm.wall()) / 1e6, load());
    print(cold, warm);
  }

  /** One pass's per-decision times (nanoseconds) and iterations. */
  record Pass(long[] cpu, long[] wall, int[] iterations, int n) {}

  private static <S, A extends Action> Pass play(Game<S, A> game, Setup setup, int decisions) {
    int n = setup.players().size();
    MctsAgent[] agents = new MctsAgent[n];
    for (int i = 0; i < n; i++) {
      // a clock that stands still: the safety cap never binds, so every pass is the same game
      agents[i] = MctsAgent.recommended(Seeds.agent(setup.seed(), i), () -> 0L);
    }
    long[] cpu = new long[decisions];
    long[] wall = new long[decisions];
    int[] iterations = new int[decisions];
    S s = game.start(setup);
    int k = 0;
    for (long step = 0; step < game.maxActions(setup) && game.outcome(s).isEmpty() && k < decisions; step++) {
      PlayerId who = game.awaiting(s).head();
      S view = game.view(s, who);
      MctsAgent bot = agents[setup.players().indexOf(who)];
      long c0 = MX.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      A action = bot.choose(game, view, who);
      cpu[k] = MX.getCurrentThreadCpuTime() - c0;
      wall[k] = System.nanoTime() - w0;
      iterations[k] = bot.lastIterations();
      // a forced move (one legal action) is answered without a search: not counted as a decision
      if (iterations[k] > 0) {
        k++;
      }
      s = game.apply(s, action).get().state();
    }
    return new Pass(Arrays.copyOf(cpu, k), Arrays.copyOf(wall, k), Arrays.copyOf(iterations, k), k);
  }

  private static Pass median(Pass[] passes) {
    int n = passes[0].n();
    long[] cpu = new long[n];
    long[] wall = new long[n];
    for (int i = 0; i < n; i++) {
      long[] c = new long[passes.length];
      long[] w = new long[passes.length];
      for (int j = 0; j < passes.length; j++) {
        c[j] = passes[j].cpu()[i];
        w[j] = passes[j].wall()[i];
      }
      Arrays.sort(c);
      Arrays.sort(w);
      cpu[i] = c[c.length / 2];
      wall[i] = w[w.length / 2];
    }
    return new Pass(cpu, wall, passes[0].iterations(), n);
  }

  private static void print(Pass cold, Pass warm) {
    System.out.println("decision  iterations  first-pass CPU ms  wall ms" + (warm == null ? "" : "   warm CPU ms  wall ms"
        + "   ratio CPU  wall"));
    for (int k : SHOWN) {
      if (k > cold.n()) {
        break;
      }
      int i = k - 1;
      String cap = cold.cpu()[i] > Agents.DEFAULT_TIME_CAP_MILLIS * 1_000_000L ? " (over the cap)" : "";
      System.out.printf(Locale.ROOT, "%8d  %10d  %17.1f  %7.1f", k, cold.iterations()[i], cold.cpu()[i] / 1e6,
          cold.wall()[i] / 1e6);
      if (warm != null) {
        System.out.printf(Locale.ROOT, "   %11.1f  %7.1f   %9.1f  %4.1f", warm.cpu()[i] / 1e6, warm.wall()[i] / 1e6,
            (double) cold.cpu()[i] / Math.max(1, warm.cpu()[i]), (double) cold.wall()[i] / Math.max(1, warm.wall()[i]));
      }
      System.out.println(cap);
    }
    long over = Arrays.stream(cold.cpu()).filter(c -> c > Agents.DEFAULT_TIME_CAP_MILLIS * 1_000_000L).count();
    System.out.println(over + " first-pass decision(s) over the default cap of " + Agents.DEFAULT_TIME_CAP_MILLIS
        + " ms of CPU");
  }

  private static double sum(long[] xs) {
    return Arrays.stream(xs).sum();
  }


  private static String load() {
    return String.format(Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }
}
