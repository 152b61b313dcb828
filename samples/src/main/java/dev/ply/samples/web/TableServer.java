package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * The web table server: routes HTTP requests ({@link HttpLayer}) to {@link Tables}. It
 * serves the start page, the table page and its scripts from class-path resources under
 * {@code web/}, and the JSON API described in {@code docs/web-table.md}.
 */
public final class TableServer implements AutoCloseable {
  static final int MAX_BODY = HttpIo.MAX_BODY;
  static final int MAX_STREAMS = 256;
  /** A log sent to the replay page: far above any real game's (the largest seed-game logs are ~130 KB). */
  static final int MAX_REPLAY_BODY = 8 * 1024 * 1024;
  private static final long HEARTBEAT_MILLIS = 15_000;
  private static final Pattern STATIC_NAME = Pattern.compile("[a-z0-9-]+\\.(js|css|html|png|svg)");
  private static final Object CLOSED = new Object();

  private final HttpLayer http;
  private final ScheduledExecutorService timers;
  private final Bots bots;
  private final TableStore store;
  private final Tables tables;
  private final ServerOptions options;
  private final int restored;
  private final List<String> restoreProblems;
  private final Map<LinkedBlockingQueue<Object>, Boolean> streams = new ConcurrentHashMap<>();
  private final AtomicInteger openStreams = new AtomicInteger();
  private volatile BotWarmUp warmUp;

  private TableServer(HttpLayer http, ScheduledExecutorService timers, Bots bots,
      TableStore store, Tables tables, ServerOptions options, int restored, List<String> restoreProblems) {
    this.http = http;
    this.timers = timers;
    this.bots = bots;
    this.store = store;
    this.tables = tables;
    this.options = options;
    this.restored = restored;
    this.restoreProblems = restoreProblems;
  }

  /**
   * Opens the store (migrating it), restores its unfinished tables and starts listening.
   *
   * @throws IOException when the address cannot be listened on
   * @throws TableStore.StoreException when the store cannot be opened
   */
  public static TableServer start(ServerOptions opts, Vector<Game<?, ?>> games) throws IOException {
    return start(opts, games, System::currentTimeMillis);
  }

  static TableServer start(ServerOptions given, Vector<Game<?, ?>> games, LongSupplier clock) throws IOException {
    ServerOptions o = given.copy();
    TableStore store = TableStore.open(o.db, o.dbUser, o.dbPassword);
    Bots bots = new Bots(Math.max(1, o.botThreads), Math.max(1, o.maxBotMillis), Math.max(1, o.maxBotIterations), clock);
    ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(daemon("ply-timers"));
    TableServices env = new TableServices(store, bots, timers, clock, Math.max(0, o.botDelayMillis));
    Tables tables = new Tables(games, env, o);
    List<String> problems = new ArrayList<>();
    int restored = tables.restoreAll(problems::add);
    // bounded: live streams hold a thread each; slow clients are cut after the read timeout
    HttpLayer http = new HttpLayer(o.host, o.port, 64, MAX_STREAMS + 64, o.readTimeoutSeconds);
    TableServer server = new TableServer(http, timers, bots, store, tables, o, restored, problems);
    http.serve(server::handle);
    try {
      http.start();
    } catch (IOException e) {
      tables.closeAll();
      timers.shutdownNow();
      bots.close();
      store.close();
      throw e;
    }
    long sweep = Math.max(50, o.sweepMillis);
    timers.scheduleWithFixedDelay(server::sweep, sweep, sweep, TimeUnit.MILLISECONDS);
    if (o.warmUp) {
      // the games restored with bots first; paused whenever a real bot thinks
      server.warmUp = BotWarmUp.start(tables.warmUpOrder().asJava(), Math.max(0, o.warmUpMillisPerGame), bots::busy);
    }
    return server;
  }

  private void sweep() {
    try {
      tables.sweep();
    } catch (RuntimeException e) {
      // the store may be down; the next sweep tries again
    }
  }

  /** The background warm-up of the bots, when {@link ServerOptions#warmUp} asked for one. */
  public Option<BotWarmUp> warmUp() {
    return Option.of(warmUp);
  }

  /** Every game on the class path. */
  public static Vector<Game<?, ?>> installedGames() {
    return Games.installed(TableServer.class.getClassLoader());
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  public int port() {
    return http.address().getPort();
  }

  /** The base address links are made from, e.g. {@code http://127.0.0.1:8080}. */
  public String baseUrl() {
    String host = http.address().getHostString();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return "http://" + host + ":" + port();
  }

  public Tables tables() {
    return tables;
  }

  /** The store's address, without credentials. */
  public String storeDescription() {
    return store.describe();
  }

  /** How many unfinished tables were restored at start, and which could not be. */
  public int restored() {
    return restored;
  }

  public List<String> restoreProblems() {
    return restoreProblems;
  }

  @Override
  public void close() {
    for (LinkedBlockingQueue<Object> q : streams.keySet()) {
      q.offer(CLOSED);
    }
    http.close();
    if (warmUp != null) {
      warmUp.close();
    }
    timers.shutdownNow();
    bots.close();
    tables.closeAll();
    store.close();
  }

  // ------------------------------------------------------------------ routing

  private void handle(HttpExchange ex) {
    try {
      try {
        route(ex);
      } catch (ApiError e) {
        HttpIo.sendError(ex, e);
      } catch (TableStore.StoreException e) {
        HttpIo.sendError(ex, new ApiError(503, "STORE_UNAVAILABLE", "the table store cannot be reached; try again shortly"));
      } catch (RuntimeException e) {
        // never a stack trace to the client; a table changes only after its store append succeeded
        HttpIo.sendError(ex, new ApiError(500, "INTERNAL", "the server could not handle this request"));
      }
    } catch (IOException e) {
      // the client went away
    } finally {
      HttpIo.finish(ex);
    }
  }

  private void route(HttpExchange ex) throws IOException {
    String path = HttpIo.rawPath(ex);
    String[] parts = path.substring(1).split("/", -1);
    if (path.equals("/") || path.equals("/index.html")) {
      HttpIo.requireMethod(ex, "GET");
      HttpIo.sendResource(ex, "index.html");
      return;
    }
    if (path.equals("/replay")) {
      HttpIo.requireMethod(ex, "GET");
      HttpIo.sendResource(ex, "replay.html");
      return;
    }
    if (parts[0].equals("static") && parts.length == 2) {
      HttpIo.requireMethod(ex, "GET");
      if (!STATIC_NAME.matcher(parts[1]).matches()) {
        throw ApiError.notFound("NOT_FOUND", "no such file");
      }
      HttpIo.sendResource(ex, parts[1]);
      return;
    }
    if (parts[0].equals("t") && parts.length == 3) {
      HttpIo.requireMethod(ex, "GET");
      Option<Tables.Gone> gone = tables.lookup(HttpIo.decode(parts[1]));
      if (gone.isDefined()) {
        HttpIo.sendGonePage(ex, gone.get());
      } else {
        HttpIo.sendResource(ex, "table.html");
      }
      return;
    }
    if (parts[0].equals("api")) {
      ex.getResponseHeaders().set("Cache-Control", "no-store");
      api(ex, parts);
      return;
    }
    throw ApiError.notFound("NOT_FOUND", "nothing is served at this address");
  }

  private void api(HttpExchange ex, String[] parts) throws IOException {
    if (parts.length == 2 && parts[1].equals("games")) {
      HttpIo.requireMethod(ex, "GET");
      HttpIo.sendJson(ex, 200, gamesJson());
      return;
    }
    if (parts.length == 2 && parts[1].equals("tables")) {
      HttpIo.requireMethod(ex, "POST");
      HttpIo.checkStateChange(ex, options.allowedOrigins);
      ObjectNode created = tables.create(HttpIo.readJson(ex), HttpIo.clientAddress(ex, options.trustForwardedFor));
      HttpIo.sendJson(ex, 201, created);
      return;
    }
    if (parts.length == 2 && parts[1].equals("replay")) {
      HttpIo.requireMethod(ex, "POST");
      HttpIo.checkStateChange(ex, options.allowedOrigins);
      JsonNode req = HttpIo.readJson(ex, MAX_REPLAY_BODY);
      JsonNode text = req.get("log");
      if (text == null || !text.isTextual()) {
        throw ApiError.badRequest("BAD_REQUEST", "send {\"log\": the log file's text, \"view\": a seat or"
            + " \"spectator\", \"step\": N}");
      }
      LoadedLog<?, ?> loaded = LogCodec.read(text.asText(), id -> tables.games().find(g -> g.descriptor().id().equals(id)),
          MAX_REPLAY_BODY).getOrElseThrow(e -> ApiError.badRequest("BAD_LOG", "the log cannot be read: " + e.describe()));
      HttpIo.sendJson(ex, 200, replay(loaded, req));
      return;
    }
    if (parts.length >= 4 && parts.length <= 5 && parts[1].equals("tables")) {
      String tableId = HttpIo.decode(parts[2]);
      String seatName = HttpIo.decode(parts[3]);
      String what = parts.length == 5 ? parts[4] : "";
      if (what.equals("log")) {
        HttpIo.requireMethod(ex, "GET");
        log(ex, tableId, seatName);
        return;
      }
      Table<?, ?> table = tables.get(tableId);
      PlayerId seat = table.authenticate(seatName, HttpIo.token(ex));
      switch (what) {
        case "":
          HttpIo.requireMethod(ex, "GET");
          HttpIo.sendJson(ex, 200, table.snapshot(seat));
          return;
        case "session":
          HttpIo.requireMethod(ex, "POST");
          HttpIo.checkStateChange(ex, options.allowedOrigins);
          HttpIo.setSeatCookie(ex, table.id(), seat.name(), HttpIo.token(ex));
          ObjectNode ok = ViewJson.mapper().createObjectNode();
          ok.put("table", table.id());
          ok.put("seat", seat.name());
          HttpIo.sendJson(ex, 200, ok);
          return;
        case "actions":
          HttpIo.requireMethod(ex, "POST");
          HttpIo.checkStateChange(ex, options.allowedOrigins);
          HttpIo.sendJson(ex, 200, table.act(seat, HttpIo.readJson(ex)));
          return;
        case "stream":
          HttpIo.requireMethod(ex, "GET");
          stream(ex, table, seat);
          return;
        case "replay":
          HttpIo.requireMethod(ex, "POST");
          HttpIo.checkStateChange(ex, options.allowedOrigins);
          JsonNode req = HttpIo.readJson(ex);
          LoadedLog<?, ?> loaded = LogCodec.read(table.downloadLog(), table.game())
              .getOrElseThrow(e -> new IllegalStateException(e.describe()));
          HttpIo.sendJson(ex, 200, replay(loaded, req));
          return;
        case "report":
          HttpIo.requireMethod(ex, "GET");
          ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\""
              + table.game().descriptor().id() + "-" + table.id() + "-" + seat.name() + "-report.json\"");
          HttpIo.sendJson(ex, 200, table.report(seat));
          return;
        default:
          break;
      }
    }
    throw ApiError.notFound("NOT_FOUND", "no such API endpoint");
  }

  /** The log of a finished game, from memory or (once the table is closed) from the store. */
  private void log(HttpExchange ex, String tableId, String seatName) throws IOException {
    String token = HttpIo.token(ex);
    String log;
    String game;
    try {
      Table<?, ?> table = tables.get(tableId);
      table.authenticate(seatName, token);
      log = table.downloadLog();
      game = table.game().descriptor().id();
    } catch (ApiError e) {
      if (e.status() != 410) {
        throw e;
      }
      log = tables.closedLog(tableId, seatName, token);
      game = "ply";
    }
    ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\"" + game + "-" + tableId + ".json\"");
    HttpIo.send(ex, 200, "application/json; charset=utf-8", log.getBytes(StandardCharsets.UTF_8));
  }

  /** The replay page's request: {@code view} (a seat or spectator, default spectator) and {@code step} (default 0). */
  private static ObjectNode replay(LoadedLog<?, ?> loaded, JsonNode req) {
    JsonNode view = req.get("view");
    JsonNode step = req.get("step");
    if ((view != null && !view.isTextual()) || (step != null && !step.canConvertToInt())) {
      throw ApiError.badRequest("BAD_REQUEST", "'view' is a seat name or \"spectator\", 'step' a whole number");
    }
    PlayerId viewer;
    try {
      viewer = PlayerId.of(view == null ? PlayerId.SPECTATOR.name() : view.asText());
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("BAD_VIEW", "'view' is a seat name (p1, p2, ...) or \"spectator\"");
    }
    return ReplayView.of(loaded, viewer, step == null ? 0 : step.asInt());
  }

  private ObjectNode gamesJson() {
    ObjectMapper m = ViewJson.mapper();
    ObjectNode root = m.createObjectNode();
    ArrayNode arr = root.putArray("games");
    for (Game<?, ?> g : tables.games()) {
      arr.add(m.<JsonNode>valueToTree(g.descriptor()));
    }
    ArrayNode kinds = root.putArray("bots");
    Bots.kinds().forEach(kinds::add);
    ObjectNode limits = root.putObject("limits");
    limits.put("allowSeeds", options.allowSeeds);
    limits.put("maxBotMillis", bots.maxMillis());
    limits.put("maxBotIterations", bots.maxIterations());
    limits.put("maxTables", options.maxTables);
    limits.put("createsPerMinute", options.createsPerMinute);
    limits.put("maxTurnSeconds", TableRequest.MAX_TURN_SECONDS);
    return root;
  }

  // ------------------------------------------------------------------ live updates

  /** Server-sent events: the seat's snapshot now, then after every change, with heartbeats. */
  private void stream(HttpExchange ex, Table<?, ?> table, PlayerId seat) throws IOException {
    if (HttpIo.isHead(ex)) {
      HttpIo.send(ex, 200, "text/event-stream; charset=utf-8", new byte[0]);
      return;
    }
    if (openStreams.incrementAndGet() > MAX_STREAMS) {
      openStreams.decrementAndGet();
      throw new ApiError(503, "TOO_MANY_STREAMS", "the server has too many live connections; poll instead");
    }
    LinkedBlockingQueue<Object> queue = new LinkedBlockingQueue<>();
    streams.put(queue, Boolean.TRUE);
    Runnable unwatch = table.watch(v -> queue.offer(v));
    // with a shared store, other servers' moves arrive only when this one looks
    long wait = store.shared() ? 1_000 : HEARTBEAT_MILLIS;
    try {
      ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      ex.getResponseHeaders().set("Cache-Control", "no-store");
      ex.sendResponseHeaders(200, 0);
      OutputStream out = ex.getResponseBody();
      writeEvent(out, table, seat);
      long quietSince = System.nanoTime();
      while (true) {
        Object item = queue.poll(wait, TimeUnit.MILLISECONDS);
        if (item == CLOSED) {
          return;
        }
        if (item == null) {
          if (store.shared()) {
            table.refresh();
            if (!queue.isEmpty()) {
              continue;
            }
          }
          if (System.nanoTime() - quietSince >= HEARTBEAT_MILLIS * 1_000_000L) {
            out.write(": heartbeat\n\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            quietSince = System.nanoTime();
          }
          continue;
        }
        queue.clear();
        writeEvent(out, table, seat);
        quietSince = System.nanoTime();
        if (table.isClosed()) {
          return; // its last snapshot says why; a reload shows the page for closed tables
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      unwatch.run();
      streams.remove(queue);
      openStreams.decrementAndGet();
    }
  }

  private static void writeEvent(OutputStream out, Table<?, ?> table, PlayerId seat) throws IOException {
    String data = ViewJson.mapper().writeValueAsString(table.snapshot(seat));
    out.write(("event: state\ndata: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  /** Base64url without padding, for ids and tokens. */
  static String randomId(java.security.SecureRandom random, int bytes) {
    byte[] b = new byte[bytes];
    random.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
