package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.sim.GameResult;
import dev.ply.core.sim.Ladder;
import dev.ply.core.sim.LadderResult;
import dev.ply.core.sim.SimulationListener;
import io.vavr.collection.Vector;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "tournament", mixinStandardHelpOptions = true,
    description = {"Rate bots against each other: a round robin of every pair of agents, with Bradley-Terry ratings.", "",
        "Every pair of --agents plays --games games; in each game the pair's two agents sit alternately round the"
            + " table, and the seats rotate from game to game so that each agent plays each seat equally often. Prints"
            + " each agent's rating on the Elo scale (random = 0, else the first agent) with a 95%% bootstrap interval,"
            + " and each pairing's win shares with 95%% Wilson intervals. The same seed gives the same results whatever"
            + " the thread count."})
final class TournamentCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Option(names = "--agents", split = ",", paramLabel = "AGENT", required = true,
      description = "Two or more agents, each listed once: random, heuristic (the game's own strategy), mcts (the"
          + " game's default bot), mcts:N (N iterations), mcts:Nms (N ms of CPU, load-dependent), mcts:N@D"
          + " (playouts cut at D actions), mcts:N/random (without the game's strategy: random playouts).")
  List<String> agents;

  @Option(names = "--games", paramLabel = "N", required = true,
      description = "Games per pairing, 1 to " + SimulateCommand.MAX_GAMES + " in all.")
  int games;

  @Option(names = "--players", paramLabel = "P", description = "Players per game (default: the game's fewest, at least 2).")
  Integer players;

  @Option(names = "--seed", paramLabel = "S", description = "The master seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--threads", paramLabel = "T", description = "Worker threads, 1 to " + SimulateCommand.MAX_THREADS
      + " (default: all cores).")
  Integer threads;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--no-warmup", description = Seats.NO_WARMUP)
  boolean noWarmup;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write the results as JSON to FILE ('-': print"
      + " them instead of the text).")
  Path json;

  @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report with a chart.")
  Path html;

  @Override
  public Integer call() {
    return run(Installed.game(gameId));
  }

  private <S, A extends Action> int run(Game<S, A> game) {
    if (agents.size() < 2) {
      throw CliException.usage("--agents needs two or more agents to rate against each other, e.g. --agents random,mcts");
    }
    // a game that may be played alone is rated at its smallest table of two
    int n = Seats.count(game, players != null ? players
        : (Integer) Math.max(2, game.descriptor().minPlayers()), null, "--agents");
    if (n < 2) {
      throw CliException.usage(game.descriptor().name() + " is played alone: there is no one to rate against");
    }
    Vector<AgentFactory> factories = Vector.ofAll(agents).map(Seats::agent);
    int pairings = factories.size() * (factories.size() - 1) / 2;
    if (games < 1 || (long) games * pairings > SimulateCommand.MAX_GAMES) {
      throw CliException.usage("--games must be from 1 to " + SimulateCommand.MAX_GAMES / pairings + " for "
          + pairings + " pairings, not " + games);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (t < 1 || t > SimulateCommand.MAX_THREADS) {
      throw CliException.usage("--threads must be from 1 to " + SimulateCommand.MAX_THREADS + ", not " + t);
    }
    Ladder ladder;
    try {
      ladder = new Ladder(games, n, Seats.options(options), factories, Seats.seed(seed), t);
    } catch (IllegalArgumentException e) {
      throw CliException.usage(e.getMessage());
    }
    game.checkSetup(Setup.of(Vector.range(1, n + 1).map(PlayerId::seat), ladder.options(), ladder.seed()))
        .forEach(r -> {
          throw CliException.usage(r.message());
        });
    checkOutput(json, "--json");
    checkOutput(html, "--html");
    boolean jsonOut = json != null && json.toString().equals("-");
    PrintWriter out = spec.commandLine().getOut();
    if (!jsonOut) {
      out.print(TournamentReport.header(game.descriptor(), ladder));
      out.flush();
    }
    Seats.warmUp(game, factories, noWarmup, spec.commandLine().getErr(), jsonOut);
    int total = ladder.pairings() * games;
    SimulateCommand.Progress progress = new SimulateCommand.Progress(spec.commandLine().getErr(),
        !jsonOut && System.console() != null, total, "first games running");
    LadderResult result = ladder.run(game, new SimulationListener() {
      @Override
      public void finished(GameResult r, int done, int all) {
        progress.update(done, all);
      }
    });
    progress.done();
    if (jsonOut) {
      out.println(result.json());
    } else {
      out.print(TournamentReport.text(result));
    }
    if (json != null && !jsonOut) {
      write(json, result.json() + "\n");
      out.println("JSON: " + json);
    }
    if (html != null) {
      write(html, TournamentReport.html(result));
      if (!jsonOut) {
        out.println("Report: " + html);
      }
    }
    out.flush();
    if (!result.failed().isEmpty()) {
      throw CliException.failure(result.failed().size() + " of " + result.results().size() + " games failed inside the"
          + " rules or an agent (a bug); the first: " + result.failed().head().error().get());
    }
    return PlyCli.Exit.OK;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw CliException.failure("cannot write " + file + ": " + Explaining.reason(e));
    }
  }

  /** Checked before the first game, so no run is lost to a typo. */
  private static void checkOutput(Path file, String option) {
    if (file == null || (option.equals("--json") && file.toString().equals("-"))) {
      return;
    }
    if (file.toString().isBlank()) {
      throw CliException.usage(option + " needs a file name");
    }
    if (Files.isDirectory(file)) {
      throw CliException.usage(option + " " + file + ": is a folder, not a file");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw CliException.usage(option + " " + file + ": the folder " + parent + " does not exist");
    }
    if (!Files.isWritable(parent) || (Files.exists(file) && !Files.isWritable(file))) {
      throw CliException.usage(option + " " + file + ": cannot write there (permission denied)");
    }
  }
}
