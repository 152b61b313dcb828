package dev.ply.samples.web;

import java.util.List;

/**
 * How a {@link TableServer} runs: where it listens and stores, and its limits. Every field has a
 * default suited to a newcomer's {@code ply serve}; {@code docs/web-table.md} lists them with
 * their command-line flags.
 */
public final class ServerOptions {
  public String host = "127.0.0.1";
  public int port = 8080;
  /** The store: an H2 file (the default) or {@code jdbc:postgresql://HOST:PORT/DB}. */
  public String db = "jdbc:h2:file:./ply-data/tables";
  public String dbUser = "";
  public String dbPassword = "";
  /** How long a bot waits before it moves, so people can follow. */
  public long botDelayMillis = 600;
  /** Bot decisions thought at once. */
  public int botThreads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
  /** The longest a bot may think per move; a table asking for more is refused. */
  public long maxBotMillis = 2_000;
  /** The largest MCTS iteration budget per move a table may ask for. */
  public int maxBotIterations = 20_000;
  /** The most unfinished tables hosted at once (finished tables do not count). */
  public int maxTables = 100;
  /** How long a finished table stays open for its log download before it is closed. */
  public long keepFinishedMillis = 30 * 60_000L;
  /** How long an unfinished table may go without a move before it expires (its log is kept). */
  public long idleExpiryMillis = 6 * 3_600_000L;
  /** Tables one address may create per minute. */
  public int createsPerMinute = 20;
  /** Whether a table's creator may choose its seed (then shown to every seat). */
  public boolean allowSeeds = false;
  /** The longest a client may take to send a whole request, its headers and body; then the connection is closed. */
  public int readTimeoutSeconds = 10;
  /** Origins besides the server's own that may send state-changing requests, e.g. {@code https://play.example.org}. */
  public List<String> allowedOrigins = List.of();
  /** Count creations per the last {@code X-Forwarded-For} address (only behind a proxy that sets it). */
  public boolean trustForwardedFor = false;
  /** How often lifecycle checks run. */
  public long sweepMillis = 10_000;
  /**
   * Whether the server warms its default bot up in the background at start ({@link BotWarmUp}):
   * off here, so embedders and tests pay nothing unasked; {@code ply serve} turns it on unless
   * given {@code --no-warmup}.
   */
  public boolean warmUp = false;
  /** The most CPU time the warm-up spends on each game, in milliseconds. */
  public long warmUpMillisPerGame = BotWarmUp.DEFAULT_BUDGET_MILLIS;

  public ServerOptions copy() {
    ServerOptions o = new ServerOptions();
    o.host = host;
    o.port = port;
    o.db = db;
    o.dbUser = dbUser;
    o.dbPassword = dbPassword;
    o.botDelayMillis = botDelayMillis;
    o.botThreads = botThreads;
    o.maxBotMillis = maxBotMillis;
    o.maxBotIterations = maxBotIterations;
    o.maxTables = maxTables;
    o.keepFinishedMillis = keepFinishedMillis;
    o.idleExpiryMillis = idleExpiryMillis;
    o.createsPerMinute = createsPerMinute;
    o.allowSeeds = allowSeeds;
    o.readTimeoutSeconds = readTimeoutSeconds;
    o.allowedOrigins = List.copyOf(allowedOrigins);
    o.trustForwardedFor = trustForwardedFor;
    o.sweepMillis = sweepMillis;
    o.warmUp = warmUp;
    o.warmUpMillisPerGame = warmUpMillisPerGame;
    return o;
  }
}
