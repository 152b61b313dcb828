package dev.ply.core.sim;

import dev.ply.core.GameDescriptor;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;

/**
 * Every game of a simulation, in game-index order, and the aggregates computed from them. All
 * aggregates depend only on {@link #games()}, so they are reproducible; only {@link #elapsedNanos}
 * and {@link #gamesPerSecond} depend on the machine.
 */
public record SimulationResult(GameDescriptor game, Simulation simulation, Vector<GameResult> games, long elapsedNanos) {

  public int finished() {
    return games.count(GameResult::finished);
  }

  /** Games that reached the game's action bound without an outcome. */
  public int unfinished() {
    return games.count(g -> !g.finished() && g.error().isEmpty());
  }

  /** Games whose rules or agents failed. */
  public Vector<GameResult> failed() {
    return games.filter(g -> g.error().isDefined());
  }

  /** Finished competitive games that nobody won. */
  public int noWinner() {
    return games.count(g -> g.finished() && g.outcome().get().winners().isEmpty());
  }

  /** Each seat's wins over all games, labelled {@code p1}…; ties count as a win for each winner. */
  public Vector<Rate> bySeat() {
    Vector<Rate> out = Vector.empty();
    for (int seat = 0; seat < simulation.players(); seat++) {
      int s = seat;
      out = out.append(new Rate("p" + (seat + 1), games.count(g -> g.won(s)), games.size()));
    }
    return out;
  }

  /** Each agent's wins over the seats it played, in the order the agents were given. */
  public Vector<Rate> byAgent() {
    Map<String, int[]> counts = LinkedHashMap.empty();
    for (var f : simulation.agents()) {
      if (!counts.containsKey(f.name())) {
        counts = counts.put(f.name(), new int[2]);
      }
    }
    for (GameResult g : games) {
      for (int seat = 0; seat < g.players().size(); seat++) {
        int[] c = counts.get(g.agents().get(seat)).get();
        c[1]++;
        if (g.won(seat)) {
          c[0]++;
        }
      }
    }
    return counts.toVector().map(e -> new Rate(e._1, e._2[0], e._2[1]));
  }

  /** The table's wins over all games (a cooperative game's team win rate). */
  public Rate cooperative() {
    return new Rate("party", games.count(g -> g.finished() && !g.outcome().get().winners().isEmpty()), games.size());
  }

  /** Actions per game (every game, finished or not). */
  public Distribution actions() {
    return Distribution.of(games.map(GameResult::actions));
  }

  /** Turns per game. */
  public Distribution turns() {
    return Distribution.of(games.map(GameResult::turns));
  }

  /** Events per rule ID over all games, sorted by ID. */
  public SortedMap<String, Long> rules() {
    java.util.TreeMap<String, Long> out = new java.util.TreeMap<>();
    for (GameResult g : games) {
      g.rules().forEach(e -> out.merge(e._1, (long) e._2, Long::sum));
    }
    return TreeMap.ofAll(out);
  }

  /** Decisions over all games that an MCTS agent's safety cap ended before its iteration budget. */
  public long capsHit() {
    return games.map(g -> (long) g.capsHit()).sum().longValue();
  }

  public double seconds() {
    return elapsedNanos / 1e9;
  }

  public double gamesPerSecond() {
    return elapsedNanos <= 0 ? 0 : games.size() / seconds();
  }
}
