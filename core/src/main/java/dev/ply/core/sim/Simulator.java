package dev.ply.core.sim;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.match.Match;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays many seeded games with agents on a thread pool, reproducibly: each game's seeds derive
 * from the master seed and the game's index ({@link Seeds}), each game gets fresh agents, and the
 * results are kept in game-index order, so the same {@link Simulation} gives the same results
 * whatever the thread count.
 *
 * <p>When several players are awaited, the first in the game's awaiting order acts. Agents see
 * only {@code game.view(state, player)}. A game that reaches {@code game.maxActions(setup)}
 * without an outcome is reported unfinished; one whose rules or agents throw is reported with
 * its error, and the other games go on.
 */
public final class Simulator {
  private Simulator() {}

  /** Plays {@code sim} without a listener. */
  public static <S, A extends Action> SimulationResult run(Game<S, A> game, Simulation sim) {
    return run(game, sim, SimulationListener.NONE);
  }

  /**
   * Plays {@code sim}.
   *
   * @throws IllegalArgumentException when the game rejects the setup (its sentence)
   */
  public static <S, A extends Action> SimulationResult run(Game<S, A> game, Simulation sim, SimulationListener listener) {
    Setup probe = setup(sim, Seeds.game(sim.seed(), 0));
    Option<Rejection> bad = game.checkSetup(probe);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().message());
    }
    long start = System.nanoTime();
    GameResult[] results = new GameResult[sim.games()];
    AtomicInteger done = new AtomicInteger();
    int threads = Math.min(sim.threads(), sim.games());
    if (threads == 1) {
      for (int i = 0; i < sim.games(); i++) {
        results[i] = playOne(game, sim, i, listener);
        listener.finished(results[i], done.incrementAndGet(), sim.games());
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
        Thread t = new Thread(r, "ply-simulator");
        t.setDaemon(true);
        return t;
      });
      try {
        List<Future<?>> futures = new ArrayList<>(sim.games());
        for (int i = 0; i < sim.games(); i++) {
          int index = i;
          futures.add(pool.submit(() -> {
            results[index] = playOne(game, sim, index, listener);
            listener.finished(results[index], done.incrementAndGet(), sim.games());
          }));
        }
        for (Future<?> f : futures) {
          f.get();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("the simulation was interrupted", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("a simulation worker failed: " + e.getCause(), e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    long elapsed = System.nanoTime() - start;
    return new SimulationResult(game.descriptor(), sim, Vector.of(results), elapsed);
  }

  static Setup setup(Simulation sim, long seed) {
    return Setup.of(Vector.range(1, sim.players() + 1).map(PlayerId::seat), sim.options(), seed);
  }

  /** Plays game {@code index} of {@code sim}. */
  public static <S, A extends Action> GameResult playOne(
      Game<S, A> game, Simulation sim, int index, SimulationListener listener) {
    long seed = Seeds.game(sim.seed(), index);
    Setup setup = setup(sim, seed);
    Vector<PlayerId> players = setup.players();
    Agent[] agents = new Agent[sim.players()];
    String[] names = new String[sim.players()];
    for (int seat = 0; seat < agents.length; seat++) {
      agents[seat] = sim.agentFor(index, seat).create(Seeds.agent(seed, seat));
      names[seat] = sim.agentFor(index, seat).name();
    }
    java.util.TreeMap<String, Integer> rules = new java.util.TreeMap<>();
    Match<S, A> match = null;
    S state = null;
    int actions = 0;
    Option<String> error = Option.none();
    try {
      if (sim.keepLogs()) {
        match = Match.start(game, setup);
        state = match.state();
      } else {
        state = game.start(setup);
      }
      long bound = game.maxActions(setup);
      while (game.outcome(state).isEmpty() && actions < bound) {
        Set<PlayerId> awaiting = game.awaiting(state);
        if (awaiting.isEmpty()) {
          throw new IllegalStateException("after " + actions + " actions the game is not over but nobody is awaited");
        }
        PlayerId who = awaiting.head();
        int seat = players.indexOf(who);
        A action = agents[seat].choose(game, game.view(state, who), who);
        Seq<GameEvent> events;
        if (match != null) {
          Either<Rejection, Transition<S>> r = match.submit(action);
          if (r.isLeft()) {
            throw new IllegalStateException(names[seat] + " chose the refused action " + action + ": " + r.getLeft());
          }
          events = r.get().events();
          state = match.state();
        } else {
          Either<Rejection, Transition<S>> r = game.apply(state, action);
          if (r.isLeft()) {
            throw new IllegalStateException(names[seat] + " chose the refused action " + action + ": " + r.getLeft());
          }
          events = r.get().events();
          state = r.get().state();
        }
        for (GameEvent e : events) {
          rules.merge(e.rule().isEmpty() ? "(none)" : e.rule(), 1, Integer::sum);
        }
        actions++;
      }
    } catch (RuntimeException e) {
      error = Option.of("game " + index + " (seed " + seed + "): " + e);
    }
    Option<Outcome> outcome = state == null || error.isDefined() ? Option.none() : game.outcome(state);
    int turns = state == null ? 0 : safeTurns(game, state);
    int capsHit = 0;
    for (Agent a : agents) {
      capsHit += a instanceof MctsAgent m ? m.capsHit() : 0;
    }
    GameResult result = new GameResult(index, seed, players, Vector.of(names), outcome, actions, turns,
        TreeMap.ofAll(rules), error, capsHit);
    if (match != null) {
      listener.log(result, match.log());
    }
    return result;
  }

  private static <S> int safeTurns(Game<S, ?> game, S state) {
    try {
      return game.turns(state);
    } catch (RuntimeException e) {
      return 0;
    }
  }
}
