package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.sim.GameResult;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationListener;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.Vector;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = {"Play many seeded games between bots and report win rates, lengths and rule counts.", "",
        "Prints win rates per seat and per agent with 95%% Wilson intervals (or the party's win rate in a"
            + " cooperative game), game lengths in actions and turns, games per second and the seed. The same seed"
            + " gives the same results whatever the thread count. On a terminal a progress bar shows games/s and the"
            + " time left; Ctrl-C stops and still prints the summary and writes the report of the games that ended,"
            + " marked partial."})
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Option(names = "--games", paramLabel = "N", required = true,
      description = "How many games to play, 1 to " + SimulateCommand.MAX_GAMES + ".")
  int games;

  @Option(names = "--players", paramLabel = "P",
      description = "Players per game (default: the number of --agents, else the game's fewest).")
  Integer players;

  @Option(names = "--agents", split = ",", paramLabel = "AGENT",
      description = "The agent of each seat, in order: random, heuristic (the game's own strategy), mcts (the game's recommended iterations,"
          + " reproducible), mcts:N (N iterations per decision),"
          + " mcts:Nms (N ms of CPU, load-dependent) or mcts:N@D (playouts cut at D actions). One name applies to every seat."
          + " Default: random.")
  List<String> agents;

  @Option(names = "--seed", paramLabel = "S", description = "The master seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--threads", paramLabel = "T", description = "Worker threads, 1 to " + SimulateCommand.MAX_THREADS
      + " (default: all cores).")
  Integer threads;

  @Option(names = "--rotate",
      description = "Rotate the agents round the seats from game to game, so each agent plays each seat equally often.")
  boolean rotate;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--no-warmup", description = Seats.NO_WARMUP)
  boolean noWarmup;

  @Option(names = "--json", description = "Print the results as JSON (no progress bar).")
  boolean json;

  @Option(names = "--save-logs", paramLabel = "DIR", description = "Write every game's action log to DIR/game-NNNNN.json (DIR is created if its parent folder exists).")
  Path saveLogs;

  @Option(names = "--report", paramLabel = "FILE", description = "Write a self-contained HTML report with charts (its folder must exist).")
  Path report;

  /** For tests: behave as on Ctrl-C once N games have ended. */
  @Option(names = "--stop-after", hidden = true)
  Integer stopAfter;

  /** The most games one run may ask for: results are kept in memory, a few kilobytes each. */
  static final int MAX_GAMES = 100_000;
  static final int MAX_THREADS = 256;

  @Override
  public Integer call() {
    return simulate(Installed.game(gameId));
  }

  private <S, A extends Action> int simulate(Game<S, A> game) {
    if (games < 1 || games > MAX_GAMES) {
      throw CliException.usage("--games must be from 1 to " + MAX_GAMES + ", not " + games);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1 || t > MAX_THREADS) {
      throw CliException.usage("--threads must be from 1 to " + MAX_THREADS + ", not " + t);
    }
    // the same words make the same Simulation in ply-spark's job (SimulationArgs in core)
    Simulation sim = Seats.simulation(game, games, players, agents, options, Seats.seed(seed), t, rotate,
        saveLogs != null);
    checkOutputs();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!json) {
      out.print(SimulationReport.header(game.descriptor(), sim));
      out.flush();
    }
    Seats.warmUp(game, sim.agents(), noWarmup, err, json);
    Progress progress = new Progress(err, !json && System.console() != null, games);
    AtomicReference<String> writeError = new AtomicReference<>();
    ConcurrentLinkedQueue<GameResult> ended = new ConcurrentLinkedQueue<>();
    AtomicBoolean reported = new AtomicBoolean();
    long start = System.nanoTime();
    Runnable partial = () -> {
      if (reported.compareAndSet(false, true)) {
        progress.done();
        Vector<GameResult> so = Vector.ofAll(ended).sortBy(GameResult::index);
        if (!json) { // the JSON says "partial": true instead
          out.println();
          out.println(so.isEmpty() ? "Stopped before any game ended: there are no results, and no report is written."
              : "Stopped after " + so.size() + " of " + games + " games; the results below are partial.");
        }
        if (!so.isEmpty()) {
          Simulation part = new Simulation(so.size(), sim.players(), sim.options(), sim.agents(), sim.seed(),
              sim.threads(), sim.rotate(), sim.keepLogs());
          report(game, out, new SimulationResult(game.descriptor(), part, so, System.nanoTime() - start), games);
        }
        out.flush();
      }
    };
    Thread onCtrlC = new Thread(partial, "ply-simulate-partial");
    Runtime.getRuntime().addShutdownHook(onCtrlC);
    SimulationResult result;
    try {
      result = Simulator.run(game, sim, new SimulationListener() {
        @Override
        public void finished(GameResult r, int done, int total) {
          ended.add(r);
          progress.update(done, total);
          if (stopAfter != null && done >= stopAfter) {
            partial.run();
            throw new Stopped();
          }
        }

        @Override
        public void log(GameResult r, ActionLog<?> log) {
          Path file = saveLogs.resolve(String.format("game-%05d.json", r.index()));
          try {
            Files.writeString(file, LogCodec.write(log), StandardCharsets.UTF_8);
          } catch (IOException e) {
            writeError.compareAndSet(null, "cannot write " + file + ": " + Explaining.reason(e));
          }
        }
      });
    } catch (RuntimeException e) {
      if (reported.get()) {
        return 130; // stopped as by Ctrl-C; the partial results are printed
      }
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(onCtrlC);
      } catch (IllegalStateException shuttingDown) {
        // Ctrl-C: the hook prints the partial results
      }
    }
    if (!reported.compareAndSet(false, true)) {
      return 130;
    }
    progress.done();
    report(game, out, result, games);
    if (writeError.get() != null) {
      throw CliException.failure(writeError.get());
    }
    if (!result.failed().isEmpty()) {
      throw CliException.failure(result.failed().size() + " of " + games + " games failed inside the rules or an agent"
          + " (a bug); the first: " + result.failed().head().error().get());
    }
    return PlyCli.Exit.OK;
  }

  /** The summary (text or JSON) and the HTML report; {@code planned} games were asked for. */
  private void report(Game<?, ?> game, PrintWriter out, SimulationResult result, int planned) {
    if (json) {
      out.println(SimulationReport.json(game, result, planned));
    } else {
      out.print(SimulationReport.text(game, result, planned));
    }
    out.flush();
    if (report != null) {
      try {
        Files.writeString(report, HtmlReport.html(game, result, planned), StandardCharsets.UTF_8);
        if (!json) {
          out.println("Report: " + report + (planned > result.games().size() ? " (partial)" : ""));
        }
      } catch (IOException e) {
        throw CliException.failure("cannot write the report " + report + ": " + Explaining.reason(e));
      }
    }
  }

  /** Every output path is checked before the first game, so no run is lost to a typo. */
  private void checkOutputs() {
    if (saveLogs != null) {
      if (Files.exists(saveLogs) && !Files.isDirectory(saveLogs)) {
        throw CliException.usage("--save-logs " + saveLogs + ": is a file, not a folder");
      }
      if (!Files.exists(saveLogs)) {
        Path parent = saveLogs.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
          throw CliException.usage("--save-logs " + saveLogs + ": the folder " + parent + " does not exist");
        }
        try {
          Files.createDirectory(saveLogs);
        } catch (IOException e) {
          throw CliException.usage("--save-logs " + saveLogs + ": cannot create it (" + Explaining.reason(e) + ")");
        }
      }
      if (!Files.isWritable(saveLogs)) {
        throw CliException.usage("--save-logs " + saveLogs + ": the folder is not writable");
      }
    }
    if (report != null) {
      if (report.toString().isBlank()) {
        throw CliException.usage("--report needs a file name");
      }
      if (Files.isDirectory(report)) {
        throw CliException.usage("--report " + report + ": is a folder, not a file");
      }
      Path parent = report.toAbsolutePath().getParent();
      if (parent == null || !Files.isDirectory(parent)) {
        throw CliException.usage("--report " + report + ": the folder " + parent + " does not exist");
      }
      if (!Files.isWritable(parent) || (Files.exists(report) && !Files.isWritable(report))) {
        throw CliException.usage("--report " + report + ": cannot write there (permission denied)");
      }
    }
  }

  /** Thrown from the listener to stop a run as Ctrl-C would (--stop-after, for tests). */
  private static final class Stopped extends RuntimeException {
    Stopped() {
      super("stopped", null, false, false);
    }
  }

  /** A one-line progress bar with games/s and the time left, on the terminal's error stream; silent otherwise. */
  static final class Progress {
    private final PrintWriter err;
    private final boolean on;
    private final long start = System.nanoTime();
    private long last;
    private int width;

    /** What the bar says while the first game runs. */
    private final String first;

    Progress(PrintWriter err, boolean on, int total) {
      this(err, on, total, "first game running; Ctrl-C stops and reports what has ended");
    }

    Progress(PrintWriter err, boolean on, int total, String first) {
      this.err = err;
      this.on = on;
      this.first = first;
      if (on) {
        draw(0, total);
      }
    }

    synchronized void update(int done, int total) {
      if (!on) {
        return;
      }
      long now = System.nanoTime();
      if (done < total && now - last < 200_000_000L) {
        return;
      }
      last = now;
      draw(done, total);
    }

    private void draw(int done, int total) {
      double seconds = (System.nanoTime() - start) / 1e9;
      int bar = 30;
      int filled = (int) ((long) done * bar / total);
      String rate = done == 0 ? "" : String.format(Locale.ROOT, "  %s games/s  ETA %s",
          speed(done / seconds), duration(seconds / done * (total - done)));
      String line = "\r[" + "#".repeat(filled) + " ".repeat(bar - filled) + "] " + done + "/" + total + " games"
          + (done == 0 ? "  (" + first + ")" : rate);
      int pad = Math.max(0, width - line.length());
      width = line.length();
      err.print(line + " ".repeat(pad));
      err.flush();
    }

    synchronized void done() {
      if (on) {
        err.print("\r" + " ".repeat(width) + "\r");
        err.flush();
      }
    }

    static String speed(double perSecond) {
      return perSecond >= 10 ? String.format(Locale.ROOT, "%.0f", perSecond)
          : String.format(Locale.ROOT, "%.2f", perSecond);
    }

    static String duration(double seconds) {
      long s = Math.round(seconds);
      return s >= 3600 ? (s / 3600) + "h " + (s % 3600 / 60) + "m" : s >= 60 ? (s / 60) + "m " + (s % 60) + "s" : s + "s";
    }
  }
}
