package dev.ply.samples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.samples.web.ApiError;
import dev.ply.samples.web.TableServer;
import dev.ply.samples.web.ViewJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Host web tables: play any installed game in the browser, one private link per seat.",
        "With --game, opens one table at once and prints its links; the start page opens more."})
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--port", paramLabel = "P", defaultValue = "8080",
      description = "The port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
      description = "The address to listen on (default ${DEFAULT-VALUE}: this machine only).")
  String host;

  @Option(names = "--game", paramLabel = "GAME", description = "Open a table of this game at start (see 'ply games').")
  String game;

  @Option(names = "--players", paramLabel = "N", description = "Seats at that table (default: the game's minimum).")
  Integer players;

  @Option(names = "--bots", paramLabel = "SEAT[=KIND]", split = ",",
      description = "Seats played by bots, e.g. p2 (random) or p2=mcts,p3=mcts:500 (kinds: random, mcts,"
          + " mcts:N iterations, mcts:Nms per move, mcts:N@D playout depth).")
  List<String> bots;

  @Option(names = "--seed", paramLabel = "SEED", description = "The table's seed (default: a secret random one).")
  Long seed;

  @Option(names = "--turn-seconds", paramLabel = "S", defaultValue = "0",
      description = "Each seat's turn timer; when it runs out the game's default action is taken (0 = none).")
  double turnSeconds;

  @Option(names = "--bot-delay-ms", paramLabel = "MS", defaultValue = "600",
      description = "How long a bot waits before it moves (default ${DEFAULT-VALUE}).")
  long botDelayMillis;

  @Option(names = "--max-tables", paramLabel = "N", defaultValue = "100",
      description = "The most tables the server hosts at once (default ${DEFAULT-VALUE}).")
  int maxTables;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (port < 0 || port > 65535) {
      throw CliException.usage("--port " + port + ": not a port number");
    }
    if (game != null) {
      Installed.game(game);
    }
    TableServer server;
    try {
      server = TableServer.start(host, port, Installed.all(), Math.max(0, botDelayMillis), Math.max(1, maxTables));
    } catch (IOException e) {
      throw CliException.failure("cannot listen on " + host + ":" + port + ": " + e.getMessage());
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    out.println("Ply web tables at " + server.baseUrl() + "/");
    if (game != null) {
      try {
        printLinks(out, server, server.tables().create(request()));
      } catch (ApiError e) {
        server.close();
        throw CliException.usage(e.getMessage());
      }
    }
    out.println("Press Ctrl-C to stop.");
    out.flush();
    stopped.await();
    return PlyCli.Exit.OK;
  }

  private JsonNode request() {
    ObjectNode req = ViewJson.mapper().createObjectNode();
    req.put("game", game);
    if (players != null) {
      req.put("players", players);
    }
    if (seed != null) {
      req.put("seed", seed);
    }
    req.put("turnSeconds", turnSeconds);
    if (bots != null) {
      ObjectNode b = req.putObject("bots");
      for (String spec : bots) {
        String s = spec.trim();
        int eq = s.indexOf('=');
        b.put(eq < 0 ? s : s.substring(0, eq), eq < 0 ? "random" : s.substring(eq + 1));
      }
    }
    return req;
  }

  private static void printLinks(PrintWriter out, TableServer server, ObjectNode table) {
    out.println("Table " + table.get("table").asText() + " (" + table.get("game").asText() + "):");
    for (JsonNode s : table.get("seats")) {
      if (s.get("bot").isNull()) {
        out.println("  " + s.get("seat").asText() + ": " + server.baseUrl() + s.get("link").asText());
      } else {
        out.println("  " + s.get("seat").asText() + ": " + s.get("bot").asText() + " bot");
      }
    }
    out.println("  spectator: " + server.baseUrl() + table.get("spectator").get("link").asText());
  }
}
