package dev.ply.core.sim;

import dev.ply.core.agent.AgentFactory;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * What to simulate.
 *
 * @param games how many games
 * @param players seats per game (named p1…pN)
 * @param options the game's options
 * @param agents one factory per seat (seat order)
 * @param seed the master seed every game's seeds derive from ({@link Seeds})
 * @param threads worker threads (results do not depend on it)
 * @param rotate when true, game {@code i} shifts the agents by {@code i} seats, so every agent
 *     plays every seat equally often (removes the first-player bias from per-agent rates)
 * @param keepLogs when true, every game is also played through a {@code Match} and its action
 *     log handed to {@link SimulationListener#log}
 */
public record Simulation(
    int games,
    int players,
    Map<String, String> options,
    Vector<AgentFactory> agents,
    long seed,
    int threads,
    boolean rotate,
    boolean keepLogs) {

  public Simulation {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(agents, "agents");
    if (games < 1) {
      throw new IllegalArgumentException("simulate at least one game");
    }
    if (players < 1) {
      throw new IllegalArgumentException("a game needs at least one player");
    }
    if (agents.size() != players) {
      throw new IllegalArgumentException("give one agent per seat: " + players + " seats, " + agents.size() + " agents");
    }
    if (threads < 1) {
      throw new IllegalArgumentException("use at least one thread");
    }
  }

  /** {@code games} games, one agent per seat, all cores, no rotation, no logs. */
  public static Simulation of(int games, Vector<AgentFactory> agents, long seed) {
    return new Simulation(games, agents.size(), LinkedHashMap.empty(), agents, seed,
        Runtime.getRuntime().availableProcessors(), false, false);
  }

  public Simulation withThreads(int n) {
    return new Simulation(games, players, options, agents, seed, n, rotate, keepLogs);
  }

  public Simulation withRotate(boolean r) {
    return new Simulation(games, players, options, agents, seed, threads, r, keepLogs);
  }

  public Simulation withKeepLogs(boolean k) {
    return new Simulation(games, players, options, agents, seed, threads, rotate, k);
  }

  public Simulation withOptions(Map<String, String> o) {
    return new Simulation(games, players, o, agents, seed, threads, rotate, keepLogs);
  }

  /** The agent that plays {@code seat} (0-based) in game {@code index}. */
  public AgentFactory agentFor(int index, int seat) {
    int shift = rotate ? index % players : 0;
    return agents.get((seat + players - shift) % players);
  }
}
