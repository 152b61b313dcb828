package dev.ply.spark;

import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationArgs;
import io.vavr.collection.Vector;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What to simulate, in the words {@code ply simulate} takes, shipped to every executor. Each
 * executor rebuilds the game (through {@link java.util.ServiceLoader}) and the
 * {@link Simulation} from these words with core's {@link SimulationArgs}, the code the command
 * line uses, so game {@code k} here is game {@code k} there.
 *
 * @param gameId the game's id
 * @param games how many games
 * @param players seats per game, or null for the command line's default
 * @param agents the agents' names (one per seat, or one for all), or null for random
 * @param options the game's options
 * @param seed the master seed
 * @param rotate whether agents rotate round the seats from game to game
 * @param logs the folder (a Hadoop file-system path) for every game's action log, or null
 */
public record JobSpec(
    String gameId,
    int games,
    Integer players,
    List<String> agents,
    Map<String, String> options,
    long seed,
    boolean rotate,
    String logs) implements Serializable {

  private static final long serialVersionUID = 1L;

  public JobSpec {
    Objects.requireNonNull(gameId, "gameId");
    agents = agents == null ? null : new ArrayList<>(agents);
    options = options == null ? new TreeMap<>() : new TreeMap<>(options);
  }

  public static JobSpec of(String gameId, int games, List<String> agents, long seed) {
    return new JobSpec(gameId, games, null, agents, null, seed, false, null);
  }

  public JobSpec withPlayers(Integer n) {
    return new JobSpec(gameId, games, n, agents, options, seed, rotate, logs);
  }

  public JobSpec withOptions(Map<String, String> o) {
    return new JobSpec(gameId, games, players, agents, o, seed, rotate, logs);
  }

  public JobSpec withRotate(boolean r) {
    return new JobSpec(gameId, games, players, agents, options, seed, r, logs);
  }

  public JobSpec withLogs(String folder) {
    return new JobSpec(gameId, games, players, agents, options, seed, rotate, folder);
  }

  /**
   * The installed game with this spec's id, from the context class loader (where Spark puts the
   * job's jars) or else this module's.
   *
   * @throws IllegalArgumentException naming the installed ids when there is none
   */
  public Game<?, ?> game() {
    Vector<Game<?, ?>> all = Games.installed(Thread.currentThread().getContextClassLoader());
    if (all.find(g -> g.descriptor().id().equals(gameId)).isEmpty()) {
      all = Games.installed(JobSpec.class.getClassLoader());
    }
    Vector<Game<?, ?>> found = all;
    return all.find(g -> g.descriptor().id().equals(gameId)).getOrElseThrow(() -> new IllegalArgumentException(
        "unknown game '" + gameId + "'; installed: "
            + (found.isEmpty() ? "none" : found.map(g -> g.descriptor().id()).mkString(", "))));
  }

  /**
   * The simulation {@code ply simulate} would run for these words (one thread: Spark's tasks are
   * the parallelism).
   *
   * @throws IllegalArgumentException with the command line's sentence for a bad word or setup
   */
  public Simulation simulation(Game<?, ?> game) {
    return SimulationArgs.simulation(game, games, players, agents, options, seed, 1, rotate, logs != null);
  }
}
