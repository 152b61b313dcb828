package dev.ply.spark;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import dev.ply.core.Game;
import dev.ply.core.sim.Lengths;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationSummary;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * {@code ply simulate} on Spark: the games as a Dataset of {@link GameRows#SCHEMA} rows, and the
 * summary {@code ply simulate --json} prints, aggregated from such a Dataset.
 */
public final class SparkSimulation {
  private SparkSimulation() {}

  /** Partitions when none are asked for: four per core, so a slow partition does not hold up the rest. */
  public static int defaultPartitions(SparkSession spark, int games) {
    return Math.max(1, Math.min(games, 4 * spark.sparkContext().defaultParallelism()));
  }

  /**
   * The games of {@code spec}, lazily: game indices 0…games-1 in {@code partitions} contiguous
   * ranges, each played on an executor. Checks the words and the setup on the driver first.
   *
   * @throws IllegalArgumentException for an unknown game, a bad word or a setup the game refuses
   */
  public static Dataset<Row> games(SparkSession spark, JobSpec spec, int partitions) {
    spec.simulation(spec.game());
    JavaRDD<Long> indices = spark.range(0, spec.games(), 1, Math.max(1, Math.min(partitions, spec.games()))).javaRDD();
    return spark.createDataFrame(indices.mapPartitions(new PlayGames(spec)), GameRows.SCHEMA);
  }

  /**
   * The summary of {@code games} (rows of {@link GameRows#SCHEMA} for {@code sim}), computed by
   * Spark: counts, wins per seat and agent, length histograms and rule counts, then the same
   * figures {@code ply simulate} computes from its results in memory.
   *
   * @param seconds the run's wall-clock time
   * @param threads the workers that played
   */
  public static SimulationSummary summarize(Dataset<Row> games, Game<?, ?> game, Simulation sim, double seconds,
      int threads) {
    Row c = games.agg(
        count(lit(1)),
        count(when(col("finished"), 1)),
        count(when(col("hitBound"), 1)),
        count(when(col("failed"), 1)),
        count(when(col("finished").and(size(col("winners")).equalTo(0)), 1)),
        count(when(col("finished").and(size(col("winners")).gt(0)), 1)),
        // decisions an MCTS bot's safety cap cut, as ply simulate counts them (0 normally)
        coalesce(sum(col("capsHit")), lit(0L))).first();
    int n = Math.toIntExact(c.getLong(0));

    // wins by seat and by agent, from one pass over (seat, agent) pairs
    List<Row> seats = games.select(explode(col("seats")).as("s"))
        .groupBy(col("s.seat"), col("s.agent"))
        .agg(count(lit(1)), count(when(col("s.won"), 1)))
        .collectAsList();
    int[] seatWins = new int[sim.players()];
    Map<String, long[]> agents = LinkedHashMap.empty();
    for (var f : sim.agents()) {
      agents = agents.containsKey(f.name()) ? agents : agents.put(f.name(), new long[2]);
    }
    for (Row r : seats) {
      int seat = r.getInt(0);
      String agent = r.getString(1);
      seatWins[seat - 1] += Math.toIntExact(r.getLong(3));
      long[] a = agents.get(agent).getOrElseThrow(() -> new IllegalStateException("an agent not in the run: " + agent));
      a[0] += r.getLong(3);
      a[1] += r.getLong(2);
    }
    Vector<Rate> bySeat = Vector.range(0, sim.players()).map(s -> new Rate("p" + (s + 1), seatWins[s], n));
    Vector<Rate> byAgent = agents.toVector()
        .map(e -> new Rate(e._1, Math.toIntExact(e._2[0]), Math.toIntExact(e._2[1])));

    return new SimulationSummary(game.descriptor(), n, sim.games(), sim.players(), sim.seed(), sim.rotate(),
        sim.agents().map(a -> a.name()), at(c, 1), at(c, 2), at(c, 3), new Rate("party", at(c, 5), n),
        bySeat, byAgent, at(c, 4), lengths(games, "actions"), lengths(games, "turns"), rules(games),
        seconds, threads, ((Number) c.get(6)).longValue());
  }

  private static int at(Row r, int i) {
    return Math.toIntExact(r.getLong(i));
  }

  private static Lengths lengths(Dataset<Row> games, String column) {
    java.util.TreeMap<Integer, Long> counts = new java.util.TreeMap<>();
    for (Row r : games.groupBy(col(column)).count().collectAsList()) {
      counts.put(r.getInt(0), r.getLong(1));
    }
    return Lengths.ofCounts(TreeMap.ofAll(counts));
  }

  private static SortedMap<String, Long> rules(Dataset<Row> games) {
    java.util.TreeMap<String, Long> out = new java.util.TreeMap<>();
    for (Row r : games.select(explode(col("rules"))).groupBy(col("key")).agg(sum(col("value"))).collectAsList()) {
      out.put(r.getString(0), r.getLong(1));
    }
    return TreeMap.ofAll(out);
  }
}
