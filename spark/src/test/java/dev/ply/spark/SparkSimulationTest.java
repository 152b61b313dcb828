package dev.ply.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Game;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationArgs;
import dev.ply.core.sim.SimulationSummary;
import dev.ply.core.sim.Simulator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Spark job in local mode ({@code local[2]}) against core's {@link Simulator}: the same
 * parameters must give the same summary, field by field (timing aside).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SparkSimulationTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** docs/spark.md: win rate by seat. */
  static final String WIN_RATE_BY_SEAT = """
      SELECT s.seat, sum(CAST(s.won AS INT)) AS wins, count(*) AS games, avg(CAST(s.won AS INT)) AS win_rate
      FROM games LATERAL VIEW explode(seats) AS s
      GROUP BY s.seat ORDER BY s.seat""";

  /** docs/spark.md: game length by player count. */
  static final String LENGTH_BY_PLAYERS = """
      SELECT players, count(*) AS games, avg(actions) AS mean_actions, percentile(actions, 0.5) AS median_actions,
             avg(turns) AS mean_turns, avg(CAST(hitBound AS INT)) AS hit_bound
      FROM games WHERE NOT failed
      GROUP BY players ORDER BY players""";

  private SparkSession spark;
  @TempDir Path tmp;

  @BeforeAll
  void start() {
    spark = SparkSession.builder().master("local[2]").appName("ply-spark test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate();
  }

  @AfterAll
  void stop() {
    if (spark != null) {
      spark.stop();
    }
  }

  /** The job's exit code, its stdout and its stderr. */
  private record Run(int code, String out, String err) {}

  private Run job(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SparkSimulate.run(spark, args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** What {@code ply simulate --json} prints for these words, from core's Simulator on two threads. */
  private static String local(String gameId, int games, Integer players, List<String> agents, Map<String, String> options,
      long seed, boolean rotate) {
    Game<?, ?> game = JobSpec.of(gameId, games, agents, seed).game();
    Simulation sim = SimulationArgs.simulation(game, games, players, agents, options, seed, 2, rotate, false);
    return SimulationSummary.of(Simulator.run(game, sim), games).json(game);
  }

  private static void assertSameSummary(String expected, String actual) throws Exception {
    ObjectNode want = (ObjectNode) JSON.readTree(expected);
    ObjectNode got = (ObjectNode) JSON.readTree(actual);
    want.remove("timing");
    got.remove("timing");
    List<String> fields = new ArrayList<>();
    want.fieldNames().forEachRemaining(fields::add);
    List<String> gotFields = new ArrayList<>();
    got.fieldNames().forEachRemaining(gotFields::add);
    assertEquals(fields, gotFields, "the summary's fields");
    for (String f : fields) {
      assertEquals(want.get(f), got.get(f), "summary field " + f);
    }
  }

  @ParameterizedTest(name = "{0}: {1} games, agents {2}, rotate {3}, options {4}")
  @CsvSource({
      "desperate-gods, 200, random, false, ''",
      "heroquest, 200, random, false, ''",
      "dungeon-lords, 200, random, false, ''",
      // random Munchkin players rarely reach level 10: MK-R6's turn limit (an option) ends the game sooner
      "munchkin, 200, random, false, maxTurns=8",
      // a second agent kind, rotated: byAgent and the agents' seeds must line up too
      "desperate-gods, 60, 'random,mcts:2@3', true, ''",
  })
  @DisplayName("the job's summary equals ply simulate's for the same seed and parameters")
  void sameSummaryAsTheLocalSimulator(String gameId, int games, String agents, boolean rotate, String option)
      throws Exception {
    long seed = 20261130L;
    List<String> agentList = List.of(agents.split(","));
    Path out = tmp.resolve(gameId + "-" + games);
    List<String> args = new ArrayList<>(List.of(gameId, "--games", "" + games, "--agents", agents, "--seed", "" + seed,
        "--out", out.toString(), "--json"));
    Map<String, String> options = new java.util.TreeMap<>();
    if (!option.isEmpty()) {
      args.addAll(List.of("--option", option));
      options.put(option.split("=")[0], option.split("=")[1]);
    }
    if (rotate) {
      args.add("--rotate");
    }
    Run run = job(args.toArray(String[]::new));
    assertEquals(0, run.code(), run.err());
    assertSameSummary(local(gameId, games, null, agentList, options, seed, rotate), run.out());
    assertEquals(JSON.readTree(run.out()), JSON.readTree(Files.readString(out.resolve("summary.json"))),
        "summary.json holds what was printed");
  }

  @Test
  @DisplayName("each row carries its game's safety-cap hits and the summary adds them up, as ply simulate does")
  void capsHitAreCounted() {
    var race = new dev.ply.core.race.RaceGame();
    var players = io.vavr.collection.Vector.of(dev.ply.core.PlayerId.seat(1), dev.ply.core.PlayerId.seat(2));
    var agents = io.vavr.collection.Vector.of("mcts:5", "random");
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      dev.ply.core.sim.GameResult r = new dev.ply.core.sim.GameResult(i, 10 + i, players, agents,
          io.vavr.control.Option.none(), 4, 1, io.vavr.collection.TreeMap.empty(), io.vavr.control.Option.none(), i + 1);
      rows.add(GameRows.row(race.descriptor().id(), Map.of(), r, null));
    }
    var games = spark.createDataFrame(rows, GameRows.SCHEMA);
    assertEquals(List.of(1, 2, 3), games.orderBy("index").select("capsHit").as(org.apache.spark.sql.Encoders.INT())
        .collectAsList());
    Simulation sim = Simulation.of(3, agents.map(n -> dev.ply.core.agent.Agents.parse(n).get()), 1);
    assertEquals(6, SparkSimulation.summarize(games, race, sim, 1, 1).capsHit());
  }

  @Test
  @DisplayName("a game whose rule throws becomes a row with its error and seed, and the job succeeds")
  void failingGamesAreRows() throws Exception {
    Path out = tmp.resolve("faulty");
    Run run = job(FaultyRaceGame.ID, "--games", "40", "--players", "3", "--seed", "7", "--out", out.toString());
    assertEquals(0, run.code(), run.err());
    List<Row> rows = spark.read().parquet(out.resolve("games").toString()).orderBy("index").collectAsList();
    assertEquals(40, rows.size());
    List<Row> failed = rows.stream().filter(r -> r.<Boolean>getAs("failed")).toList();
    assertFalse(failed.isEmpty(), "some games threw");
    assertTrue(failed.size() < rows.size(), "and some did not");
    for (Row r : failed) {
      String error = r.getAs("error");
      assertTrue(error.contains("a rule broke on purpose") && error.contains("seed " + r.<Long>getAs("seed")), error);
      assertFalse(r.<Boolean>getAs("finished"));
      assertFalse(r.<Boolean>getAs("hitBound"));
    }
    JsonNode summary = JSON.readTree(run.out());
    assertEquals(failed.size(), summary.get("failed").asInt());
    assertTrue(run.err().contains(failed.size() + " of 40 games failed"), run.err());
    assertSameSummary(local(FaultyRaceGame.ID, 40, 3, null, null, 7, false), run.out());
  }

  @Test
  @DisplayName("the Parquet output reads back with the documented schema; JSON lines and replayable logs on request")
  void outputsReadBack() throws Exception {
    Path out = tmp.resolve("outputs");
    Path logs = tmp.resolve("logs");
    Run run = job("munchkin", "--games", "6", "--players", "3", "--seed", "11", "--option", "maxTurns=2",
        "--out", out.toString(), "--json-lines", "--save-logs", logs.toString(), "--partitions", "3");
    assertEquals(0, run.code(), run.err());
    var parquet = spark.read().parquet(out.resolve("games").toString());
    assertEquals(GameRows.SCHEMA.asNullable(), parquet.schema().asNullable());
    var jsonLines = spark.read().schema(GameRows.SCHEMA).json(out.resolve("games-json").toString());
    assertEquals(parquet.orderBy("index").collectAsList(), jsonLines.orderBy("index").collectAsList());

    List<Row> rows = parquet.orderBy("index").collectAsList();
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      assertEquals(i, r.<Integer>getAs("index"));
      assertEquals(3, r.<Integer>getAs("players"));
      assertEquals("munchkin", r.getAs("game"));
      assertEquals("2", r.<scala.collection.Map<String, String>>getAs("options").get("maxTurns").get());
      Path log = Path.of(r.<String>getAs("log"));
      assertEquals(String.format("game-%05d.json", i), log.getFileName().toString());
      assertTrue(Replays.verifies(Files.readString(log), r.getAs("actions")), "the log of game " + i + " replays");
    }
    // docs/spark.md's queries, as written there
    parquet.createOrReplaceTempView("games");
    List<Row> bySeat = spark.sql(WIN_RATE_BY_SEAT).collectAsList();
    JsonNode summary = JSON.readTree(run.out());
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(seat + 1, bySeat.get(seat).getInt(0));
      assertEquals(summary.get("bySeat").get(seat).get("wins").asLong(), bySeat.get(seat).getLong(1), "wins of seat " + seat);
      assertEquals(summary.get("bySeat").get(seat).get("rate").asDouble(), bySeat.get(seat).getDouble(3), 1e-12);
    }
    Row length = spark.sql(LENGTH_BY_PLAYERS).first();
    assertEquals(3, length.getInt(0));
    assertEquals(summary.get("actions").get("mean").asDouble(), length.getDouble(2), 1e-9);
    try (var files = Files.list(logs)) {
      assertEquals(6, files.count(), "one log per game, nothing else");
    }
  }

  @Test
  @DisplayName("bad words are usage errors before any game: unknown game, setup refused, results already there (unless --overwrite)")
  void usageErrors() throws Exception {
    Run unknown = job("no-such-game", "--games", "3", "--out", tmp.resolve("x").toString());
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("unknown game 'no-such-game'; installed: "), unknown.err());
    Run seats = job("munchkin", "--games", "3", "--players", "9", "--out", tmp.resolve("y").toString());
    assertEquals(2, seats.code());
    assertTrue(seats.err().contains("players, not 9"), seats.err());
    Path used = Files.createDirectories(tmp.resolve("used"));
    Files.writeString(used.resolve("keep.txt"), "mine");
    Run taken = job("munchkin", "--games", "3", "--out", used.toString());
    assertEquals(2, taken.code());
    assertTrue(taken.err().contains("already holds results"), taken.err());
    assertEquals("mine", Files.readString(used.resolve("keep.txt")));
    Files.createDirectories(used.resolve("games-json"));
    Run again = job("faulty-race", "--games", "2", "--players", "2", "--seed", "1", "--out", used.toString(),
        "--overwrite");
    assertEquals(0, again.code(), again.err());
    assertTrue(Files.exists(used.resolve("summary.json")));
    assertFalse(Files.exists(used.resolve("games-json")), "--overwrite removes the previous run's JSON lines");
    assertEquals("mine", Files.readString(used.resolve("keep.txt")), "and nothing but the job's own outputs");
  }

}
