package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.Vector;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bot's strength against random and its time per decision, for docs/agents.md: plays a seeded
 * {@link Simulator} run (the same games as {@code ply simulate GAME --games N --agents A,random
 * --rotate --seed S}) with the bots timed at every decision by the wall clock and by the deciding
 * thread's CPU time.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.BotStrength GAME
 * GAMES PLAYERS SEED AGENT [OTHER] [THREADS] [KEY=VALUE…]}. With OTHER ({@code random} by default)
 * one seat plays AGENT and the other PLAYERS − 1 play OTHER, the seats rotated; with
 * {@code OTHER = same} every seat plays AGENT (a cooperative party). KEY=VALUE are the game's
 * options (e.g. Munchkin's {@code maxTurns=30}). Prints the agents' win rates with 95 % Wilson intervals, and for AGENT the
 * decisions searched (those with one legal action are answered at once and not counted), mean
 * 95th-percentile and longest wall clock and CPU time per decision, and how many decisions the bot's
 * safety cap cut ({@link MctsAgent#lastHitCap}; a check that plays fewer worlds because its playouts
 * reached their action or choice limit is not cut), and for a check the legal actions its playout
 * moves chose among ({@link MctsAgent#lastPlayoutChoices}), mean and most.
 */
public final class BotStrength {
  private BotStrength() {}

  /** Times of the searched decisions, from every game and thread. */
  static final class Times {
    final List<Long> wall = Collections.synchronizedList(new ArrayList<>());
    final List<Long> cpu = Collections.synchronizedList(new ArrayList<>());
    /** Decisions the bot's safety cap cut ({@link MctsAgent#lastHitCap}). */
    final AtomicInteger capped = new AtomicInteger();
    /** A check's playout choices per searched decision ({@link MctsAgent#lastPlayoutChoices}). */
    final List<Long> choices = Collections.synchronizedList(new ArrayList<>());
  }

  static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  static AgentFactory timed(AgentFactory inner, Times times) {
    return AgentFactory.of(inner.name(), seed -> {
      Agent a = inner.create(seed);
      return new Agent() {
        @Override
        public String name() {
          return a.name();
        }

        @Override
        public <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me) {
          long c0 = THREADS.getCurrentThreadCpuTime();
          long w0 = System.nanoTime();
          A out = a.choose(game, view, me);
          long w = System.nanoTime() - w0;
          long c = THREADS.getCurrentThreadCpuTime() - c0;
          if (a instanceof MctsAgent m && m.lastIterations() > 0) {
            times.wall.add(w);
            times.cpu.add(c);
            times.choices.add(m.lastPlayoutChoices());
            if (m.lastHitCap()) {
              times.capped.incrementAndGet();
            }
          }
          return out;
        }
      };
    });
  }

  static String ms(List<Long> nanos, double q) {
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    if (sorted.isEmpty()) {
      return "-";
    }
    if (q < 0) {
      return String.format("%.1f", sorted.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6);
    }
    return String.format("%.1f", sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))) / 1e6);
  }

  static String percent(Rate r) {
    return String.format("%d/%d = %.1f%% [%.1f%%, %.1f%%]", r.successes(), r.trials(), 100 * r.value(),
        100 * r.low(), 100 * r.high());
  }

  public static void main(String[] args) {
    String id = args[0];
    int games = Integer.parseInt(args[1]);
    int players = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    String agent = args[4];
    String other = args.length > 5 ? args[5] : "random";
    int threads = args.length > 6 ? Integer.parseInt(args[6]) : 2;
    Game<?, ?> game = Games.byId(id).getOrElseThrow(() -> new IllegalArgumentException("no game " + id));
    Times times = new Times();
    AgentFactory bot = timed(Agents.parse(agent).getOrElseThrow((String m) -> new IllegalArgumentException(m)), times);
    Simulation sim;
    if (other.equals("same")) {
      sim = Simulation.of(games, Vector.fill(players, bot), seed);
    } else {
      AgentFactory o = Agents.parse(other).getOrElseThrow((String m) -> new IllegalArgumentException(m));
      // one AGENT seat against PLAYERS - 1 OTHER seats, rotated so AGENT plays every seat equally often
      Vector<AgentFactory> seats = Vector.of(bot).appendAll(Vector.fill(Math.max(1, players - 1), o));
      sim = Simulation.of(games, seats, seed).withRotate(true);
    }
    io.vavr.collection.Map<String, String> options = io.vavr.collection.LinkedHashMap.empty();
    for (int i = 7; i < args.length; i++) {
      options = options.put(args[i].substring(0, args[i].indexOf('=')), args[i].substring(args[i].indexOf('=') + 1));
    }
    sim = sim.withThreads(threads).withOptions(options);
    if (players != sim.players()) {
      throw new IllegalArgumentException("rotating AGENT against OTHER seats needs at least two players");
    }
    System.out.println(game.descriptor().id() + ", " + players + " players, " + games + " games, seed " + seed + ", "
        + agent + (agent.equals("mcts") ? " (" + Agents.recommended(game).describe() + ")" : "") + " vs " + other
        + ", " + threads + " threads" + (options.isEmpty() ? "" : ", options " + options.mkString(", ")));
    SimulationResult r = Simulator.run(game, sim);
    if (other.equals("same")) {
      System.out.println("party wins: " + (game.descriptor().cooperative() ? percent(r.cooperative())
          : r.bySeat().map(BotStrength::percent).mkString("; ")));
    } else {
      r.byAgent().forEach(x -> System.out.println(x.label() + ": " + percent(x)));
    }
    System.out.printf("unfinished %d, failed %d; actions per game mean %.0f; %.2f games/s%n", r.unfinished(),
        r.failed().size(), r.actions().mean(), r.gamesPerSecond());
    System.out.println("decisions searched: " + times.wall.size() + "; wall ms mean " + ms(times.wall, -1) + ", p95 "
        + ms(times.wall, 0.95) + ", max " + ms(times.wall, 1) + "; CPU ms mean " + ms(times.cpu, -1) + ", p95 "
        + ms(times.cpu, 0.95) + ", max " + ms(times.cpu, 1) + "; cut by the safety cap: " + times.capped.get());
    LongSummaryStatistics choices = times.choices.stream().mapToLong(Long::longValue).summaryStatistics();
    if (choices.getMax() > 0) {
      System.out.printf("a check's playout choices: mean %.0f, max %d%n", choices.getAverage(), choices.getMax());
    }
  }
}
