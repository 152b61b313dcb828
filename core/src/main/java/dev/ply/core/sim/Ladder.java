package dev.ply.core.sim;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.agent.AgentFactory;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A rating ladder: a round robin in which every pair of agents plays {@code games} games, and
 * the results give each agent a Bradley–Terry rating ({@link LadderResult}).
 *
 * <p><b>Seats.</b> In game {@code g} of a pairing (0-based) the pair's two agents sit
 * alternately round the table, the first at the even places of the pattern and the second at
 * the odd ones; the pattern starts with the pairing's first agent when {@code (g / players)} is
 * even and with its second otherwise, and it is rotated by {@code g mod players} seats. So every
 * {@code 2·players} games each agent of the pair sits at every seat equally often, also when the
 * player count is odd (where one agent has one seat more in any single game).
 *
 * <p><b>Deals.</b> Game {@code g} of every pairing is dealt from the same setup seed, {@link
 * Seeds#game}{@code (seed, g)}, and its seats' agents get {@link Seeds#agent} of it, as in a
 * {@link Simulation}: pairings meet the same deals, and the results depend on the seed alone,
 * never on the thread count.
 *
 * <p><b>Who won.</b> A game counts as a win for the agent whose seats hold every winner, and as a
 * draw when nobody won or both agents have a winning seat (a cooperative game's result is always
 * a draw: the table wins or loses together). A game that reached the action bound or failed is
 * left out of the ratings and reported.
 *
 * @param games games per pairing
 * @param players seats per game (named p1…pN)
 * @param options the game's options
 * @param agents the agents, at least two, with distinct names
 * @param seed the master seed
 * @param threads worker threads (results do not depend on it)
 */
public record Ladder(int games, int players, Map<String, String> options, Vector<AgentFactory> agents, long seed,
    int threads) {

  public Ladder {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(agents, "agents");
    if (games < 1) {
      throw new IllegalArgumentException("play at least one game per pairing");
    }
    if (players < 2) {
      throw new IllegalArgumentException("a ladder needs games of at least 2 players");
    }
    if (agents.size() < 2) {
      throw new IllegalArgumentException("a ladder needs at least two agents");
    }
    Vector<String> names = agents.map(AgentFactory::name);
    if (names.distinct().size() != names.size()) {
      throw new IllegalArgumentException("each agent may be listed once; " + names.mkString(", ") + " repeats one");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("use at least one thread");
    }
  }

  /** A ladder of {@code games} games per pairing, no options, one thread per core. */
  public static Ladder of(int games, int players, Vector<AgentFactory> agents, long seed) {
    return new Ladder(games, players, LinkedHashMap.empty(), agents, seed, Runtime.getRuntime().availableProcessors());
  }

  public Ladder withThreads(int n) {
    return new Ladder(games, players, options, agents, seed, n);
  }

  public Ladder withOptions(Map<String, String> o) {
    return new Ladder(games, players, o, agents, seed, threads);
  }

  /** How many pairings the round robin has: every pair of agents once. */
  public int pairings() {
    return agents.size() * (agents.size() - 1) / 2;
  }

  /** The two agents (indexes into {@link #agents}, first lower) of pairing {@code k}, in the order (0,1), (0,2)… (1,2)… */
  public int[] pairing(int k) {
    if (k < 0 || k >= pairings()) {
      throw new IllegalArgumentException("no pairing " + k + " of " + pairings());
    }
    int m = agents.size();
    for (int i = 0, left = k; i < m; i++) {
      int row = m - 1 - i;
      if (left < row) {
        return new int[] {i, i + 1 + left};
      }
      left -= row;
    }
    throw new IllegalStateException("unreachable");
  }

  /** True when the pairing's first agent plays {@code seat} (0-based) in game {@code g} of a pairing. */
  public boolean firstAt(int g, int seat) {
    boolean firstLeads = (g / players) % 2 == 0;
    boolean even = ((seat + g % players) % players) % 2 == 0;
    return even == firstLeads;
  }

  /** The agents of game {@code g} of pairing {@code k}, seat by seat. */
  public Vector<AgentFactory> seats(int k, int g) {
    int[] pair = pairing(k);
    return Vector.range(0, players).map(seat -> agents.get(firstAt(g, seat) ? pair[0] : pair[1]));
  }

  /** Plays the ladder without a listener. */
  public <S, A extends Action> LadderResult run(Game<S, A> game) {
    return run(game, SimulationListener.NONE);
  }

  /**
   * Plays every game of every pairing on {@link #threads} workers, {@code listener} told of each
   * game as it ends (in any order; the results do not depend on it).
   *
   * @throws IllegalArgumentException when the game rejects the setup (its sentence)
   */
  public <S, A extends Action> LadderResult run(Game<S, A> game, SimulationListener listener) {
    Option<Rejection> bad = game.checkSetup(Simulator.setup(simulation(0, 0), Seeds.game(seed, 0)));
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().message());
    }
    long start = System.nanoTime();
    int total = pairings() * games;
    GameResult[] results = new GameResult[total];
    AtomicInteger done = new AtomicInteger();
    Runnable[] jobs = new Runnable[total];
    for (int q = 0; q < total; q++) {
      int index = q;
      jobs[q] = () -> {
        int k = index / games;
        int g = index % games;
        results[index] = Simulator.playOne(game, simulation(k, g), g, SimulationListener.NONE);
        listener.finished(results[index], done.incrementAndGet(), total);
      };
    }
    int t = Math.min(threads, total);
    if (t == 1) {
      for (Runnable job : jobs) {
        job.run();
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(t, r -> {
        Thread th = new Thread(r, "ply-ladder");
        th.setDaemon(true);
        return th;
      });
      try {
        List<Future<?>> futures = new ArrayList<>(total);
        for (Runnable job : jobs) {
          futures.add(pool.submit(job));
        }
        for (Future<?> f : futures) {
          f.get();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("the ladder was interrupted", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a ladder worker failed: " + e.getCause(), e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    return LadderResult.of(game.descriptor(), this, Vector.of(results), System.nanoTime() - start);
  }

  /** The one-pairing simulation whose game {@code g} is game {@code g} of pairing {@code k}. */
  private Simulation simulation(int k, int g) {
    return new Simulation(games, players, options, seats(k, g), seed, 1, false, false);
  }

  /**
   * Who won game {@code g} of a pairing, given its result: 1 for the pairing's first agent, -1 for
   * its second, 0 for a draw; empty when the game has no outcome (action bound or failure).
   */
  public Option<Integer> winner(int g, GameResult r) {
    if (r.outcome().isEmpty()) {
      return Option.none();
    }
    Outcome o = r.outcome().get();
    boolean first = false;
    boolean second = false;
    if (!o.cooperative()) {
      for (int seat = 0; seat < r.players().size(); seat++) {
        PlayerId p = r.players().get(seat);
        if (o.won(p)) {
          first |= firstAt(g, seat);
          second |= !firstAt(g, seat);
        }
      }
    }
    return Option.of(first == second ? 0 : first ? 1 : -1);
  }
}
