package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.agent.Strategy;
import io.vavr.collection.Seq;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The CPU time of a game's {@link Strategy} per decision: one seat plays by the strategy (seat
 * {@code i mod players} in game {@code i}), the others at random; each {@code choose} call is
 * timed by this thread's CPU time, so other processes' load does not count. The games are played
 * twice and the second pass is reported (the first warms the JIT up). Decisions with a single
 * legal action are counted too: the strategy answers them at once.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.StrategyTime
 * munchkin 100 4}: game id, games, players.
 */
public final class StrategyTime {
  private StrategyTime() {}

  public static void main(String[] args) {
    String id = args.length > 0 ? args[0] : "munchkin";
    int games = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    int players = args.length > 2 ? Integer.parseInt(args[2]) : 4;
    Game<?, ?> game = Games.byId(id).getOrElseThrow(() -> new IllegalArgumentException("no game " + id));
    run(game, games, players);
  }

  private static <S, A extends Action> void run(Game<S, A> game, int games, int players) {
    Strategy<S, A> strategy = Strategy.of(game).getOrElseThrow(() -> new IllegalArgumentException("no strategy"));
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long[] cpu = new long[0];
    int n = 0;
    int longest = 0;
    for (int pass = 0; pass < 2; pass++) {
      cpu = new long[1 << 16];
      n = 0;
      for (int i = 0; i < games; i++) {
        S s = game.start(Setup.of(players, 9000 + i));
        Dice dice = new Dice(RandomSource.seeded(i));
        RandomAgent random = new RandomAgent(i);
        PlayerId bot = Setup.of(players, 0).players().get(i % players);
        for (long step = 0; step < game.maxActions(Setup.of(players, 9000 + i)) && game.outcome(s).isEmpty(); step++) {
          PlayerId who = game.awaiting(s).head();
          S view = game.view(s, who);
          A action;
          if (who.equals(bot)) {
            Seq<A> legal = game.legalActions(view, who);
            longest = Math.max(longest, legal.size());
            long t0 = mx.getCurrentThreadCpuTime();
            int k = strategy.choose(view, who, legal, dice);
            long t = mx.getCurrentThreadCpuTime() - t0;
            if (n == cpu.length) {
              cpu = Arrays.copyOf(cpu, 2 * n);
            }
            cpu[n++] = t;
            action = legal.get(k);
          } else {
            action = random.choose(game, view, who);
          }
          s = game.apply(s, action).get().state();
        }
      }
    }
    long[] c = Arrays.copyOf(cpu, n);
    Arrays.sort(c);
    double mean = Arrays.stream(c).average().orElse(0);
    System.out.printf("%s, %d players, %d games: %d decisions, CPU per decision mean %.1f µs, median %.1f µs,"
        + " p99 %.1f µs, p99.9 %.1f µs, max %.1f µs; longest legal list %d%n", game.descriptor().id(), players, games, n,
        mean / 1e3, c[n / 2] / 1e3, c[(int) (n * 0.99)] / 1e3, c[(int) (n * 0.999)] / 1e3, c[n - 1] / 1e3, longest);
  }
}
