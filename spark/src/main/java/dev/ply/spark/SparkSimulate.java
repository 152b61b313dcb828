package dev.ply.spark;

import dev.ply.core.Game;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationArgs;
import dev.ply.core.sim.SimulationSummary;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The Spark job: {@code ply simulate}'s parameters, the games played on the cluster, one row per
 * game written as Parquet under {@code --out}, and the summary {@code ply simulate --json} prints,
 * printed and written to {@code OUT/summary.json}. Games that fail become rows with their error;
 * the job still succeeds (exit 0) and says how many failed.
 */
@Command(name = "ply-spark", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Play many seeded games between bots on Apache Spark, as 'ply simulate' does on one machine:"
        + " the same parameters give the same games and the same summary.", "",
        "Writes OUT/games (Parquet, one row per game), OUT/summary.json (the summary 'ply simulate --json' prints,"
            + " also printed) and, when asked, OUT/games-json (JSON lines) and every game's action log."})
public final class SparkSimulate implements Callable<Integer> {

  /** Exit codes, as the ply command line's. */
  public static final int OK = 0;
  public static final int FAILURE = 1;
  public static final int USAGE = 2;

  @Parameters(paramLabel = "GAME", description = "The game's id (any game installed through ServiceLoader).")
  String gameId;

  @Option(names = "--games", paramLabel = "N", required = true, description = "How many games to play (at least 1).")
  int games;

  @Option(names = "--players", paramLabel = "P",
      description = "Players per game (default: the number of --agents, else the game's fewest).")
  Integer players;

  @Option(names = "--agents", split = ",", paramLabel = "AGENT",
      description = "The agent of each seat, in order, as for 'ply simulate': random, heuristic, mcts, mcts:N, mcts:Nms,"
          + " mcts:N@D. One name applies to every seat. Default: random.")
  List<String> agents;

  @Option(names = "--seed", paramLabel = "S", description = "The master seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--rotate",
      description = "Rotate the agents round the seats from game to game, so each agent plays each seat equally often.")
  boolean rotate;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--out", paramLabel = "DIR", required = true,
      description = "Where the results go (any Hadoop path: a local folder, hdfs://…, s3a://…). Must not exist"
          + " unless --overwrite.")
  String out;

  @Option(names = "--json-lines", description = "Also write the rows as JSON lines to OUT/games-json.")
  boolean jsonLines;

  @Option(names = "--save-logs", paramLabel = "DIR",
      description = "Write every game's action log to DIR/game-NNNNN.json (replayable with 'ply replay --verify').")
  String saveLogs;

  @Option(names = "--partitions", paramLabel = "N",
      description = "How many tasks share the games (default: four per core of the cluster).")
  Integer partitions;

  @Option(names = "--overwrite", description = "Replace the results already under --out.")
  boolean overwrite;

  @Option(names = "--json", description = "Accepted for 'ply simulate' compatibility: the summary is always JSON.")
  boolean json;

  private SparkSession spark;
  private PrintStream stdout = System.out;
  private PrintStream stderr = System.err;

  public static void main(String[] args) {
    SparkConf conf = new SparkConf();
    SparkSession.Builder b = SparkSession.builder().appName("ply simulate");
    if (!conf.contains("spark.master")) {
      b.master("local[*]"); // run with plain java: all local cores
    }
    SparkSession spark = b.getOrCreate();
    int code;
    try {
      code = run(spark, args, System.out, System.err);
    } finally {
      spark.stop();
    }
    System.exit(code);
  }

  /** Runs the job with these arguments on {@code spark} (left running); returns the exit code. */
  public static int run(SparkSession spark, String[] args, PrintStream out, PrintStream err) {
    SparkSimulate job = new SparkSimulate();
    job.spark = spark;
    job.stdout = out;
    job.stderr = err;
    CommandLine cli = new CommandLine(job);
    cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
    cli.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
    cli.setExecutionExceptionHandler((e, line, parsed) -> {
      if (e instanceof IllegalArgumentException) {
        err.println("ply-spark: " + e.getMessage());
        return USAGE;
      }
      err.println("ply-spark: " + e);
      return FAILURE;
    });
    return cli.execute(args);
  }

  @Override
  public Integer call() {
    if (games < 1) {
      throw new IllegalArgumentException("--games must be at least 1, not " + games);
    }
    if (partitions != null && partitions < 1) {
      throw new IllegalArgumentException("--partitions must be at least 1, not " + partitions);
    }
    JobSpec spec = new JobSpec(gameId, games, players, agents, options, SimulationArgs.seed(seed), rotate, saveLogs);
    Game<?, ?> game = spec.game();
    Simulation sim = spec.simulation(game);
    Path root = new Path(out);
    FileSystem fs = fileSystem(out);
    checkOutputs(fs, root);
    long start = System.nanoTime();
    long cpuStart = processCpuNanos();
    int parts = partitions != null ? partitions : SparkSimulation.defaultPartitions(spark, games);
    String parquet = new Path(root, "games").toString();
    SparkSimulation.games(spark, spec, parts).write().mode(SaveMode.Overwrite).parquet(parquet);
    // everything after the games is computed from what was written, so the summary describes the output
    Dataset<Row> written = spark.read().parquet(parquet);
    if (jsonLines) {
      written.write().mode(SaveMode.Overwrite).json(new Path(root, "games-json").toString());
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpu = (processCpuNanos() - cpuStart) / 1e9;
    int threads = Math.min(Math.min(parts, games), spark.sparkContext().defaultParallelism());
    SimulationSummary summary = SparkSimulation.summarize(written, game, sim, seconds, threads);
    String text = summary.json(game);
    write(fs, new Path(root, "summary.json"), text + "\n");
    stdout.println(text);
    stdout.flush();
    stderr.println("ply-spark: " + summary.games() + " games of " + game.descriptor().id() + ", seed " + sim.seed()
        + "; rows in " + parquet + ", summary in " + new Path(root, "summary.json")
        + (saveLogs == null ? "" : ", logs in " + saveLogs));
    // in local mode the executors are this JVM, so its CPU time is the games' (on a cluster: the driver's only)
    stderr.printf(java.util.Locale.ROOT, "ply-spark: played and summarised in %.2f s wall clock, %.2f s CPU of this JVM"
        + " (%d partitions)%n", seconds, cpu, parts);
    if (summary.failed() > 0) {
      String first = written.filter("failed").orderBy("index").select("error").first().getString(0);
      stderr.println("ply-spark: " + summary.failed() + " of " + summary.games() + " games failed inside the rules or"
          + " an agent (a bug; their rows carry the error and seed); the first: " + first);
    }
    return OK;
  }

  private static long processCpuNanos() {
    var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
  }

  /** Every output is checked before the first game, so no run is lost to a typo. */
  private void checkOutputs(FileSystem fs, Path root) {
    try {
      if (fs.exists(root)) {
        if (!fs.getFileStatus(root).isDirectory()) {
          throw new IllegalArgumentException("--out " + out + ": is a file, not a folder");
        }
        if (!overwrite && fs.listStatus(root).length > 0) {
          throw new IllegalArgumentException("--out " + out + ": already holds results; choose a new folder or"
              + " pass --overwrite");
        }
        if (overwrite) {
          // only this job's own outputs, so that no stale JSON lines outlive the run they came from
          for (String mine : List.of("games", "games-json", "summary.json")) {
            fs.delete(new Path(root, mine), true);
          }
        }
      }
      if (saveLogs != null) {
        FileSystem logsFs = fileSystem(saveLogs);
        Path logs = new Path(saveLogs);
        if (logsFs.exists(logs) && !logsFs.getFileStatus(logs).isDirectory()) {
          throw new IllegalArgumentException("--save-logs " + saveLogs + ": is a file, not a folder");
        }
        if (!logsFs.mkdirs(logs)) {
          throw new IllegalArgumentException("--save-logs " + saveLogs + ": cannot create it");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot check " + out + ": " + e.getMessage(), e);
    }
  }

  private FileSystem fileSystem(String path) {
    try {
      return new Path(path).getFileSystem(spark.sparkContext().hadoopConfiguration());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open " + path + ": " + e.getMessage(), e);
    }
  }

  private static void write(FileSystem fs, Path file, String text) {
    try (OutputStream o = fs.create(file, true)) {
      o.write(text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
