package dev.ply.spark;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;
import static org.apache.spark.sql.types.DataTypes.createArrayType;
import static org.apache.spark.sql.types.DataTypes.createMapType;

import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.sim.GameResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructType;

/**
 * The output's schema, one row per game (docs/spark.md describes every column), and the row of a
 * core {@link GameResult}.
 */
public final class GameRows {
  private GameRows() {}

  /** One seat of a game. */
  public static final StructType SEAT = new StructType()
      .add("seat", IntegerType, false)
      .add("player", StringType, false)
      .add("agent", StringType, false)
      .add("won", BooleanType, false)
      .add("score", IntegerType, true)
      .add("rank", IntegerType, true);

  /** One game. */
  public static final StructType SCHEMA = new StructType()
      .add("index", IntegerType, false)
      .add("seed", LongType, false)
      .add("game", StringType, false)
      .add("players", IntegerType, false)
      .add("options", createMapType(StringType, StringType, false), false)
      .add("seats", createArrayType(SEAT, false), false)
      .add("winners", createArrayType(StringType, false), false)
      .add("finished", BooleanType, false)
      .add("reason", StringType, true)
      .add("actions", IntegerType, false)
      .add("turns", IntegerType, false)
      .add("rules", createMapType(StringType, IntegerType, false), false)
      .add("hitBound", BooleanType, false)
      .add("failed", BooleanType, false)
      .add("error", StringType, true)
      .add("log", StringType, true)
      .add("capsHit", IntegerType, false);

  private static <K, V> scala.collection.Map<K, V> asScala(Map<K, V> m) {
    return scala.jdk.javaapi.CollectionConverters.asScala(m);
  }

  /** The row of {@code r}; {@code log} is the path of its saved action log, or null. */
  public static Row row(String gameId, Map<String, String> options, GameResult r, String log) {
    Outcome o = r.outcome().getOrNull();
    List<Row> seats = new ArrayList<>(r.players().size());
    for (int i = 0; i < r.players().size(); i++) {
      PlayerId p = r.players().get(i);
      Integer score = o == null ? null : o.scores().get(p).getOrNull();
      int place = o == null ? -1 : o.ranking().indexOf(p);
      seats.add(RowFactory.create(i + 1, p.name(), r.agents().get(i), r.won(i), score, place < 0 ? null : place + 1));
    }
    List<String> winners = new ArrayList<>();
    if (o != null) {
      o.winners().forEach(w -> winners.add(w.name()));
    }
    Map<String, Integer> rules = new LinkedHashMap<>();
    r.rules().forEach(e -> rules.put(e._1, e._2));
    boolean failed = r.error().isDefined();
    // Spark's row encoder takes Scala maps and Java arrays
    return RowFactory.create(r.index(), r.seed(), gameId, r.players().size(), asScala(new LinkedHashMap<>(options)),
        seats.toArray(Row[]::new), winners.toArray(String[]::new), r.finished(), o == null ? null : o.reason(), r.actions(), r.turns(), asScala(rules),
        !r.finished() && !failed, failed, r.error().getOrNull(), log, r.capsHit());
  }
}
