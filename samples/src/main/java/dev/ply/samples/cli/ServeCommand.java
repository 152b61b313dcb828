package dev.ply.samples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.samples.web.ApiError;
import dev.ply.samples.web.ServerOptions;
import dev.ply.samples.web.TableServer;
import dev.ply.samples.web.TableStore;
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
    description = {"Host web tables: play any installed game in the browser, against bots or people (one private link per seat).",
        "Tables are stored (an H2 file by default, or PostgreSQL with --db) and survive a restart.",
        "With --game, opens one table at once and prints its links; the start page opens more."})
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--port", paramLabel = "P", defaultValue = "8080",
      description = "The port to listen on (default ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
      description = "The address to listen on (default ${DEFAULT-VALUE}: this machine only).")
  String host;

  @Option(names = "--db", paramLabel = "JDBC-URL", defaultValue = "jdbc:h2:file:./ply-data/tables",
      description = "Where tables are stored: an H2 file (default ${DEFAULT-VALUE}) or jdbc:postgresql://HOST:PORT/DB"
          + " (several servers may share one PostgreSQL database). The password comes from PLY_DB_PASSWORD.")
  String db;

  @Option(names = "--db-user", paramLabel = "USER", defaultValue = "", description = "The database user.")
  String dbUser;

  @Option(names = "--game", paramLabel = "GAME", description = "Open a table of this game at start (see 'ply games').")
  String game;

  @Option(names = "--players", paramLabel = "N", description = "Seats at that table (default: the game's minimum).")
  Integer players;

  @Option(names = "--bots", paramLabel = "SEAT[=KIND]", split = ",",
      description = "Seats played by bots, e.g. p2 (random) or p2=mcts,p3=mcts:500 (kinds: random, heuristic, mcts,"
          + " mcts:N iterations, mcts:Nms per move, mcts:N@D playout depth).")
  List<String> bots;

  @Option(names = "--seed", paramLabel = "SEED",
      description = "That table's seed (needs --allow-seeds; every seat is then shown it). Default: a secret one.")
  Long seed;

  @Option(names = "--allow-seeds", description = "Let a table's creator choose its seed; the seed is then shown to every seat.")
  boolean allowSeeds;

  @Option(names = "--turn-seconds", paramLabel = "S", defaultValue = "0",
      description = "Each seat's turn timer at that table; when it runs out the game's default action is taken (0 = none).")
  double turnSeconds;

  @Option(names = "--bot-delay-ms", paramLabel = "MS", defaultValue = "600",
      description = "How long a bot waits before it moves (default ${DEFAULT-VALUE}).")
  long botDelayMillis;

  @Option(names = "--bot-threads", paramLabel = "N", description = "Bot moves thought at once (default: cores - 1, at least 1).")
  Integer botThreads;

  @Option(names = "--max-bot-ms", paramLabel = "MS", defaultValue = "2000",
      description = "The longest any bot may think per move; a table asking for more is refused (default ${DEFAULT-VALUE}).")
  long maxBotMillis;

  @Option(names = "--max-bot-iterations", paramLabel = "N", defaultValue = "20000",
      description = "The largest MCTS iteration budget per move a table may ask for (default ${DEFAULT-VALUE}).")
  int maxBotIterations;

  @Option(names = "--max-tables", paramLabel = "N", defaultValue = "100",
      description = "The most unfinished tables hosted at once (default ${DEFAULT-VALUE}).")
  int maxTables;

  @Option(names = "--keep-finished-minutes", paramLabel = "M", defaultValue = "30",
      description = "How long a finished table stays open for its log before it is closed (default ${DEFAULT-VALUE}).")
  double keepFinishedMinutes;

  @Option(names = "--idle-expiry-minutes", paramLabel = "M", defaultValue = "360",
      description = "How long an unfinished table may go without a move before it expires; its log is kept (default ${DEFAULT-VALUE}).")
  double idleExpiryMinutes;

  @Option(names = "--creates-per-minute", paramLabel = "N", defaultValue = "20",
      description = "Tables one address may open per minute (default ${DEFAULT-VALUE}).")
  int createsPerMinute;

  @Option(names = "--read-timeout-seconds", paramLabel = "S", defaultValue = "10",
      description = "How long a client may take to send a request's headers and body (default ${DEFAULT-VALUE}).")
  int readTimeoutSeconds;

  @Option(names = "--allow-origin", paramLabel = "ORIGIN", split = ",",
      description = "Another origin whose pages may change tables, e.g. https://play.example.org (behind a proxy).")
  List<String> allowOrigins;

  @Option(names = "--trust-forwarded-for",
      description = "Count table creations per X-Forwarded-For address (only behind a proxy that sets it).")
  boolean trustForwardedFor;

  @Option(names = "--no-warmup",
      description = "Do not warm the bots up at start (by default each installed game's default bot plays a few"
          + " seconds of CPU against itself in the background, so that its first moves at a table are not slow).")
  boolean noWarmup;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    checkOptions();
    if (game != null) {
      Installed.game(game);
    }
    if (seed != null && !allowSeeds) {
      throw CliException.usage("--seed needs --allow-seeds: a chosen seed lets whoever knows it know the cards,"
          + " so the server deals from a secret one unless told otherwise");
    }
    ServerOptions o = options();
    TableServer server;
    try {
      server = TableServer.start(o, Installed.all());
    } catch (IOException e) {
      throw CliException.failure("cannot listen on " + host + ":" + port + ": " + e.getMessage());
    } catch (TableStore.StoreException e) {
      throw CliException.failure(e.getMessage());
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    out.println("Ply web tables at " + server.baseUrl() + "/");
    out.println("Tables are stored in " + server.storeDescription() + "; " + server.restored()
        + " table(s) restored (unfinished, or finished within their keeping time).");
    server.restoreProblems().forEach(p -> out.println("  " + p));
    if (game != null) {
      try {
        printLinks(out, server, server.tables().create(request(), "127.0.0.1"));
      } catch (ApiError e) {
        server.close();
        throw CliException.usage(e.getMessage());
      }
    } else {
      out.println("Open " + server.baseUrl() + "/ in your browser, pick a game and open a table: the other seats"
          + " are bots unless you untick them.");
    }
    server.warmUp().forEach(w -> {
      out.println("Warming the bots up in the background (at most " + o.warmUpMillisPerGame / 1000
          + " s of CPU per game, paused while a bot thinks; --no-warmup skips it).");
      w.done().thenAccept(reports -> {
        long cpu = reports.stream().mapToLong(r -> r.cpuNanos()).sum();
        out.printf(java.util.Locale.ROOT, "The bots are warmed up: %d game(s), %.1f s of CPU.%n", reports.size(),
            cpu / 1e9);
        out.flush();
      });
    });
    out.println("Press Ctrl-C to stop.");
    out.flush();
    stopped.await();
    return PlyCli.Exit.OK;
  }

  /** The most bot threads a server may ask for: more than this is a typo, not a machine. */
  static final int MAX_BOT_THREADS = 256;

  /**
   * Every number and origin checked before the server starts: a bad one is a usage error in one
   * sentence (exit 2), never silently clamped to something the user did not ask for.
   */
  private void checkOptions() {
    if (port < 0 || port > 65535) {
      throw CliException.usage("--port " + port + ": not a port number (0 to 65535; 0 picks a free one)");
    }
    atLeast("--bot-delay-ms", botDelayMillis, 0);
    if (botThreads != null && (botThreads < 1 || botThreads > MAX_BOT_THREADS)) {
      throw CliException.usage("--bot-threads " + botThreads + ": give 1 to " + MAX_BOT_THREADS + " threads");
    }
    atLeast("--max-bot-ms", maxBotMillis, 1);
    atLeast("--max-bot-iterations", maxBotIterations, 1);
    atLeast("--max-tables", maxTables, 1);
    atLeast("--creates-per-minute", createsPerMinute, 1);
    if (readTimeoutSeconds < 1 || readTimeoutSeconds > 3600) {
      throw CliException.usage("--read-timeout-seconds " + readTimeoutSeconds + ": give 1 to 3600 seconds");
    }
    minutes("--keep-finished-minutes", keepFinishedMinutes, false);
    minutes("--idle-expiry-minutes", idleExpiryMinutes, true);
    if (!Double.isFinite(turnSeconds) || turnSeconds < 0 || turnSeconds > 86_400) {
      throw CliException.usage("--turn-seconds " + turnSeconds + ": give 0 (no timer) to 86400 seconds");
    }
    if (allowOrigins != null) {
      allowOrigins.forEach(ServeCommand::checkOrigin);
    }
  }

  private static void atLeast(String flag, long value, long least) {
    if (value < least) {
      throw CliException.usage(flag + " " + value + ": must be " + least + " or more");
    }
  }

  private static void minutes(String flag, double value, boolean positive) {
    boolean ok = Double.isFinite(value) && (positive ? value > 0 : value >= 0) && value <= 525_600;
    if (!ok) {
      throw CliException.usage(flag + " " + value + ": give " + (positive ? "more than 0" : "0 or more")
          + " minutes, at most 525600 (a year)");
    }
  }

  /** An origin as a browser sends it: {@code http(s)://host[:port]}, nothing after. */
  static void checkOrigin(String origin) {
    if (!origin.matches("https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?")) {
      throw CliException.usage("--allow-origin " + origin + ": an origin is a scheme, a host and an optional port,"
          + " such as https://play.example.org or http://127.0.0.1:8080 (no path, no trailing slash)");
    }
  }

  private ServerOptions options() {
    ServerOptions o = new ServerOptions();
    o.host = host;
    o.port = port;
    o.db = db;
    o.dbUser = dbUser;
    String password = System.getenv("PLY_DB_PASSWORD");
    o.dbPassword = password == null ? "" : password;
    o.botDelayMillis = botDelayMillis;
    if (botThreads != null) {
      o.botThreads = botThreads;
    }
    o.maxBotMillis = maxBotMillis;
    o.maxBotIterations = maxBotIterations;
    o.maxTables = maxTables;
    o.keepFinishedMillis = Math.round(keepFinishedMinutes * 60_000);
    o.idleExpiryMillis = Math.max(1_000, Math.round(idleExpiryMinutes * 60_000));
    o.createsPerMinute = createsPerMinute;
    o.allowSeeds = allowSeeds;
    o.readTimeoutSeconds = readTimeoutSeconds;
    o.allowedOrigins = allowOrigins == null ? List.of() : List.copyOf(allowOrigins);
    o.trustForwardedFor = trustForwardedFor;
    o.warmUp = !noWarmup;
    return o;
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
    if (!table.get("chosenSeed").isNull()) {
      out.println("  chosen seed " + table.get("chosenSeed").asText() + " (every seat is shown it)");
    }
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
