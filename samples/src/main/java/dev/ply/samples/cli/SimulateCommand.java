package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.agent.AgentFactory;
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
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = {"Play many seeded games between bots and report win rates, lengths and rule counts.", "",
        "Prints win rates per seat and per agent with 95%% Wilson intervals (or the party's win rate in a"
            + " cooperative game), game lengths in actions and turns, games per second and the seed. The same seed"
            + " gives the same results whatever the thread count."})
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Option(names = "--games", paramLabel = "N", required = true, description = "How many games to play.")
  int games;

  @Option(names = "--players", paramLabel = "P",
      description = "Players per game (default: the number of --agents, else the game's fewest).")
  Integer players;

  @Option(names = "--agents", split = ",", paramLabel = "AGENT",
      description = "The agent of each seat, in order: random, mcts, mcts:N (N iterations per decision),"
          + " mcts:Nms (N milliseconds) or mcts:N@D (playouts cut at D actions). One name applies to every seat."
          + " Default: random.")
  List<String> agents;

  @Option(names = "--seed", paramLabel = "S", description = "The master seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: all cores).")
  Integer threads;

  @Option(names = "--rotate",
      description = "Rotate the agents round the seats from game to game, so each agent plays each seat equally often.")
  boolean rotate;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--json", description = "Print the results as JSON (no progress bar).")
  boolean json;

  @Option(names = "--save-logs", paramLabel = "DIR", description = "Write every game's action log to DIR/game-NNNNN.json.")
  Path saveLogs;

  @Option(names = "--report", paramLabel = "FILE", description = "Write a self-contained HTML report with charts.")
  Path report;

  @Override
  public Integer call() throws IOException {
    return simulate(Installed.game(gameId));
  }

  private <S, A extends Action> int simulate(Game<S, A> game) throws IOException {
    if (games < 1) {
      throw CliException.usage("--games must be at least 1, not " + games);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1) {
      throw CliException.usage("--threads must be at least 1, not " + t);
    }
    int n = Seats.count(game, players, agents, "--agents");
    Vector<AgentFactory> factories = Seats.expand(agents, n, Vector.fill(n, "random")).map(Seats::agent);
    if (saveLogs != null) {
      if (Files.exists(saveLogs) && !Files.isDirectory(saveLogs)) {
        throw CliException.usage("--save-logs " + saveLogs + ": not a folder");
      }
      Files.createDirectories(saveLogs);
    }
    if (report != null && Files.isDirectory(report)) {
      throw CliException.usage("--report " + report + ": is a folder, not a file");
    }
    long s = Seats.seed(seed);
    Simulation sim = new Simulation(games, n, Seats.options(options), factories, s, t, rotate, saveLogs != null);
    game.checkSetup(dev.ply.core.Setup.of(Vector.range(1, n + 1).map(dev.ply.core.PlayerId::seat), sim.options(), s))
        .forEach(r -> {
          throw CliException.usage(r.message());
        });
    PrintWriter err = spec.commandLine().getErr();
    Progress progress = new Progress(err, !json && System.console() != null);
    AtomicReference<String> writeError = new AtomicReference<>();
    SimulationResult result = Simulator.run(game, sim, new SimulationListener() {
      @Override
      public void finished(GameResult r, int done, int total) {
        progress.update(done, total);
      }

      @Override
      public void log(GameResult r, ActionLog<?> log) {
        Path file = saveLogs.resolve(String.format("game-%05d.json", r.index()));
        try {
          Files.writeString(file, LogCodec.write(log), StandardCharsets.UTF_8);
        } catch (IOException e) {
          writeError.compareAndSet(null, "cannot write " + file + ": " + e.getMessage());
        }
      }
    });
    progress.done();
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(SimulationReport.json(result));
    } else {
      out.print(SimulationReport.text(result));
    }
    out.flush();
    if (report != null) {
      Path parent = report.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(report, HtmlReport.html(result), StandardCharsets.UTF_8);
      if (!json) {
        out.println("Report: " + report);
      }
    }
    if (writeError.get() != null) {
      throw CliException.failure(writeError.get());
    }
    if (!result.failed().isEmpty()) {
      throw CliException.failure(result.failed().size() + " of " + games + " games failed inside the rules or an agent"
          + " (a bug); the first: " + result.failed().head().error().get());
    }
    return PlyCli.Exit.OK;
  }

  /** A one-line progress bar on the terminal's error stream; silent when not a terminal. */
  private static final class Progress {
    private final PrintWriter err;
    private final boolean on;
    private long last;

    Progress(PrintWriter err, boolean on) {
      this.err = err;
      this.on = on;
    }

    synchronized void update(int done, int total) {
      if (!on) {
        return;
      }
      long now = System.nanoTime();
      if (done < total && now - last < 100_000_000L) {
        return;
      }
      last = now;
      int width = 40;
      int filled = (int) ((long) done * width / total);
      err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + done + "/" + total + " games");
      err.flush();
    }

    void done() {
      if (on) {
        err.print("\r" + " ".repeat(60) + "\r");
        err.flush();
      }
    }
  }
}
