package dev.ply.core.sim;

import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.List;

/**
 * How {@code ply simulate} (and {@code ply play}, and the Spark job of {@code ply-spark}) turn
 * their command-line words into a {@link Simulation}: the player count, one agent per seat, the
 * game's options and the master seed. Every method throws {@link IllegalArgumentException} with
 * the one sentence a user sees; the commands wrap it as a usage error.
 */
public final class SimulationArgs {
  private SimulationArgs() {}

  /**
   * The player count: {@code players} when given, else the number of listed seats when more than
   * one, else the game's fewest. {@code what} names the list in messages, e.g. {@code --agents};
   * a list the game cannot seat is refused in words that name it.
   */
  public static int count(Game<?, ?> game, Integer players, List<String> listed, String what) {
    GameDescriptor d = game.descriptor();
    if (listed != null && (listed.isEmpty() || listed.stream().anyMatch(x -> x == null || x.isBlank()))) {
      throw new IllegalArgumentException(
          what + " has an empty name; list names separated by commas, e.g. " + what + " mcts,random");
    }
    if (players != null && (players < 1 || players > 64)) {
      throw new IllegalArgumentException("--players must be a number of players, not " + players);
    }
    int n = players != null ? players : listed != null && listed.size() > 1 ? listed.size() : d.minPlayers();
    if (!d.seats(n)) {
      String range = d.name() + " seats " + d.minPlayers() + " to " + d.maxPlayers() + " players";
      // when the count came from the list, say so: "not 2" alone reads as if --players 2 were given
      throw new IllegalArgumentException(players == null && listed != null && listed.size() > 1
          ? what + " lists " + listed.size() + " seats, but " + range + ": name one per player, or one for all with --players N"
          : range + ", not " + n);
    }
    if (listed != null && listed.size() > 1 && listed.size() != n) {
      throw new IllegalArgumentException(what + " lists " + listed.size() + " seats for " + n + " players;"
          + " give one per player, or one for all");
    }
    return n;
  }

  /** One name per seat: the listed names, one name repeated, or {@code fallback} for every seat. */
  public static Vector<String> expand(List<String> listed, int n, Vector<String> fallback) {
    if (listed == null || listed.isEmpty()) {
      return fallback;
    }
    if (listed.size() == 1) {
      return Vector.fill(n, listed.get(0).trim());
    }
    return Vector.ofAll(listed).map(String::trim);
  }

  /** The agent a name stands for ({@link Agents#parse}). */
  public static AgentFactory agent(String spec) {
    return Agents.parse(spec.trim()).getOrElseThrow((String why) -> new IllegalArgumentException(why));
  }

  /** The game's options, sorted by key (so the same options give the same setup whatever their order). */
  public static Map<String, String> options(java.util.Map<String, String> given) {
    if (given != null) {
      given.forEach((k, v) -> {
        if (k == null || k.isBlank()) {
          throw new IllegalArgumentException("--option needs KEY=VALUE, with a key");
        }
      });
    }
    return given == null ? LinkedHashMap.empty() : LinkedHashMap.ofAll(new java.util.TreeMap<>(given));
  }

  /** A seed from the clock when none was given (it is printed, so the run can be repeated). */
  public static long seed(Long given) {
    return given != null ? given : Math.abs(System.nanoTime() % 1_000_000_000L);
  }

  /**
   * The simulation {@code ply simulate} runs for these words: seats from {@code players} and
   * {@code agents} (random on every seat when none are given), then the game's own check of the
   * setup.
   */
  public static Simulation simulation(Game<?, ?> game, int games, Integer players, List<String> agents,
      java.util.Map<String, String> options, long seed, int threads, boolean rotate, boolean keepLogs) {
    int n = count(game, players, agents, "--agents");
    Vector<AgentFactory> factories = expand(agents, n, Vector.fill(n, "random")).map(SimulationArgs::agent);
    Simulation sim = new Simulation(games, n, options(options), factories, seed, threads, rotate, keepLogs);
    game.checkSetup(Setup.of(Vector.range(1, n + 1).map(PlayerId::seat), sim.options(), seed)).forEach(r -> {
      throw new IllegalArgumentException(r.message());
    });
    return sim;
  }
}
