package dev.ply.samples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.ply.core.Game;
import dev.ply.core.Games;
import io.vavr.collection.Vector;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The web table server: hosts {@link Table}s over HTTP with the JDK's built-in server. It serves
 * the start page, the table page and its scripts from class-path resources under {@code web/},
 * and the JSON API described in {@code docs/web-table.md}.
 */
public final class TableServer implements AutoCloseable {
  static final int MAX_BODY = 64 * 1024;
  static final int MAX_STREAMS = 256;
  private static final long HEARTBEAT_MILLIS = 15_000;
  private static final Pattern STATIC_NAME = Pattern.compile("[a-z0-9-]+\\.(js|css|html|png|svg)");
  private static final Object CLOSED = new Object();

  private final HttpServer http;
  private final ExecutorService workers;
  private final ScheduledExecutorService scheduler;
  private final Tables tables;
  private final Map<LinkedBlockingQueue<Object>, Boolean> streams = new ConcurrentHashMap<>();
  private final AtomicInteger openStreams = new AtomicInteger();

  private TableServer(HttpServer http, ExecutorService workers, ScheduledExecutorService scheduler, Tables tables) {
    this.http = http;
    this.workers = workers;
    this.scheduler = scheduler;
    this.tables = tables;
  }

  /**
   * Starts a server on {@code host:port} (port 0 picks a free one).
   *
   * @param games the games tables may be opened for
   * @param botDelayMillis how long a bot waits before it moves, so people can follow
   */
  public static TableServer start(String host, int port, Vector<Game<?, ?>> games, long botDelayMillis,
      int maxTables) throws IOException {
    // small JSON answers otherwise wait for Nagle's algorithm and delayed ACKs (~40 ms each);
    // the JDK server reads this once, when its first instance is made
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 64);
    ExecutorService workers = Executors.newCachedThreadPool(daemon("ply-web"));
    ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2, daemon("ply-table"));
    Tables tables = new Tables(games, scheduler, System::currentTimeMillis, botDelayMillis, maxTables);
    TableServer server = new TableServer(http, workers, scheduler, tables);
    http.createContext("/", server::handle);
    http.setExecutor(workers);
    http.start();
    return server;
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
    return http.getAddress().getPort();
  }

  /** The base address links are made from, e.g. {@code http://127.0.0.1:8080}. */
  public String baseUrl() {
    String host = http.getAddress().getHostString();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return "http://" + host + ":" + port();
  }

  public Tables tables() {
    return tables;
  }

  @Override
  public void close() {
    for (LinkedBlockingQueue<Object> q : streams.keySet()) {
      q.offer(CLOSED);
    }
    tables.closeAll();
    http.stop(0);
    scheduler.shutdownNow();
    workers.shutdownNow();
  }

  // ------------------------------------------------------------------ routing

  private void handle(HttpExchange ex) {
    try {
      try {
        route(ex);
      } catch (ApiError e) {
        sendError(ex, e);
      } catch (RuntimeException e) {
        // never a stack trace to the client; the table was not changed (errors inside a table
        // happen before or after its single submit)
        sendError(ex, new ApiError(500, "INTERNAL", "the server could not handle this request"));
      }
    } catch (IOException e) {
      // the client went away
    } finally {
      ex.close();
    }
  }

  private void route(HttpExchange ex) throws IOException {
    String method = ex.getRequestMethod();
    String path = ex.getRequestURI().getRawPath();
    String[] parts = path.substring(1).split("/", -1);
    if (path.equals("/") || path.equals("/index.html")) {
      requireMethod(method, "GET");
      sendResource(ex, "index.html");
      return;
    }
    if (parts[0].equals("static") && parts.length == 2) {
      requireMethod(method, "GET");
      if (!STATIC_NAME.matcher(parts[1]).matches()) {
        throw ApiError.notFound("NOT_FOUND", "no such file");
      }
      sendResource(ex, parts[1]);
      return;
    }
    if (parts[0].equals("t") && parts.length == 3) {
      requireMethod(method, "GET");
      tables.get(decode(parts[1]));
      sendResource(ex, "table.html");
      return;
    }
    if (parts[0].equals("api")) {
      api(ex, method, parts);
      return;
    }
    throw ApiError.notFound("NOT_FOUND", "nothing is served at " + path);
  }

  private void api(HttpExchange ex, String method, String[] parts) throws IOException {
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    if (parts.length == 2 && parts[1].equals("games")) {
      requireMethod(method, "GET");
      sendJson(ex, 200, gamesJson());
      return;
    }
    if (parts.length == 2 && parts[1].equals("tables")) {
      requireMethod(method, "POST");
      ObjectNode created = tables.create(readJson(ex));
      sendJson(ex, 201, created);
      return;
    }
    if (parts.length >= 4 && parts.length <= 5 && parts[1].equals("tables")) {
      Table<?, ?> table = tables.get(decode(parts[2]));
      var seat = table.authenticate(decode(parts[3]), token(ex));
      String what = parts.length == 5 ? parts[4] : "";
      switch (what) {
        case "":
          requireMethod(method, "GET");
          sendJson(ex, 200, table.snapshot(seat));
          return;
        case "actions":
          requireMethod(method, "POST");
          sendJson(ex, 200, table.act(seat, readJson(ex)));
          return;
        case "stream":
          requireMethod(method, "GET");
          stream(ex, table, seat);
          return;
        case "log":
          requireMethod(method, "GET");
          String log = table.log();
          ex.getResponseHeaders().set("Content-Disposition",
              "attachment; filename=\"" + table.game().descriptor().id() + "-" + table.id() + ".json\"");
          send(ex, 200, "application/json; charset=utf-8", log.getBytes(StandardCharsets.UTF_8));
          return;
        default:
          break;
      }
    }
    throw ApiError.notFound("NOT_FOUND", "no such API endpoint: " + ex.getRequestURI().getRawPath());
  }

  private ObjectNode gamesJson() {
    ObjectMapper m = ViewJson.mapper();
    ObjectNode root = m.createObjectNode();
    ArrayNode arr = root.putArray("games");
    for (Game<?, ?> g : tables.games()) {
      arr.add(m.<JsonNode>valueToTree(g.descriptor()));
    }
    ArrayNode bots = root.putArray("bots");
    Bots.kinds().forEach(bots::add);
    return root;
  }

  // ------------------------------------------------------------------ live updates

  /** Server-sent events: the seat's snapshot now, then after every change, with heartbeats. */
  private void stream(HttpExchange ex, Table<?, ?> table, dev.ply.core.PlayerId seat) throws IOException {
    if (openStreams.incrementAndGet() > MAX_STREAMS) {
      openStreams.decrementAndGet();
      throw new ApiError(503, "TOO_MANY_STREAMS", "the server has too many live connections; poll instead");
    }
    LinkedBlockingQueue<Object> queue = new LinkedBlockingQueue<>();
    streams.put(queue, Boolean.TRUE);
    Runnable unwatch = table.watch(v -> queue.offer(v));
    try {
      ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      ex.getResponseHeaders().set("Cache-Control", "no-store");
      ex.sendResponseHeaders(200, 0);
      OutputStream out = ex.getResponseBody();
      writeEvent(out, table, seat);
      while (true) {
        Object item = queue.poll(HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
        if (item == CLOSED) {
          return;
        }
        if (item == null) {
          out.write(": heartbeat\n\n".getBytes(StandardCharsets.UTF_8));
          out.flush();
          continue;
        }
        queue.clear();
        writeEvent(out, table, seat);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      unwatch.run();
      streams.remove(queue);
      openStreams.decrementAndGet();
    }
  }

  private static void writeEvent(OutputStream out, Table<?, ?> table, dev.ply.core.PlayerId seat) throws IOException {
    String data = ViewJson.mapper().writeValueAsString(table.snapshot(seat));
    out.write(("event: state\ndata: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  // ------------------------------------------------------------------ helpers

  private static void requireMethod(String method, String allowed) {
    if (!method.equals(allowed)) {
      throw new ApiError(405, "METHOD_NOT_ALLOWED", method + " is not allowed here; use " + allowed);
    }
  }

  private static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("BAD_REQUEST", "the address is not well encoded");
    }
  }

  /** The token from {@code ?token=} or the {@code X-Ply-Token} header. */
  private static String token(HttpExchange ex) {
    String header = ex.getRequestHeaders().getFirst("X-Ply-Token");
    if (header != null) {
      return header;
    }
    URI uri = ex.getRequestURI();
    String q = uri.getRawQuery();
    if (q == null) {
      return null;
    }
    for (String pair : q.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0 && pair.substring(0, eq).equals("token")) {
        return decode(pair.substring(eq + 1));
      }
    }
    return null;
  }

  private static JsonNode readJson(HttpExchange ex) throws IOException {
    byte[] body;
    try (InputStream in = ex.getRequestBody()) {
      body = in.readNBytes(MAX_BODY + 1);
    }
    if (body.length > MAX_BODY) {
      throw new ApiError(413, "TOO_LARGE", "the request body is larger than " + MAX_BODY + " bytes");
    }
    String text = new String(body, StandardCharsets.UTF_8);
    if (text.isBlank()) {
      throw ApiError.badRequest("BAD_JSON", "the request body is empty; send a JSON object");
    }
    try {
      return ViewJson.mapper().readTree(text);
    } catch (JsonProcessingException e) {
      throw ApiError.badRequest("BAD_JSON", "the request body is not valid JSON: " + firstLine(e.getOriginalMessage()));
    }
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "no detail";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }

  private static void sendError(HttpExchange ex, ApiError e) throws IOException {
    ObjectNode err = ViewJson.mapper().createObjectNode();
    err.put("error", e.code());
    err.put("message", e.getMessage());
    if (e.rule().isDefined()) {
      err.put("rule", e.rule().get());
    }
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    sendJson(ex, e.status(), err);
  }

  private static void sendJson(HttpExchange ex, int status, JsonNode body) throws IOException {
    send(ex, status, "application/json; charset=utf-8", ViewJson.mapper().writeValueAsBytes(body));
  }

  private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    ex.getResponseHeaders().set("Referrer-Policy", "no-referrer");
    ex.getResponseHeaders().set("Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'");
    ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    if (body.length > 0) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static void sendResource(HttpExchange ex, String name) throws IOException {
    byte[] bytes;
    try (InputStream in = TableServer.class.getResourceAsStream("/web/" + name)) {
      if (in == null) {
        throw ApiError.notFound("NOT_FOUND", "no such file: " + name);
      }
      bytes = in.readAllBytes();
    }
    String type = name.endsWith(".html") ? "text/html; charset=utf-8"
        : name.endsWith(".js") ? "text/javascript; charset=utf-8"
        : name.endsWith(".css") ? "text/css; charset=utf-8"
        : name.endsWith(".svg") ? "image/svg+xml"
        : "image/png";
    send(ex, 200, type, bytes);
  }

  /** Base64url without padding, for ids and tokens. */
  static String randomId(java.security.SecureRandom random, int bytes) {
    byte[] b = new byte[bytes];
    random.nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
