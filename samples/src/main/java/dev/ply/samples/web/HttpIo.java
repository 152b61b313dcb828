package dev.ply.samples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reading requests and writing answers for the table server: JSON bodies only, the seat's token
 * from a header or its cookie (never the address), the Origin check, and every answer's headers.
 */
final class HttpIo {
  static final int MAX_BODY = 64 * 1024;
  static final String TOKEN_HEADER = "X-Ply-Token";
  static final String COOKIE = "ply_seat";

  /** Headers on every answer, the HTTP layer's own refusals ({@link ProtocolErrors}) included. */
  static final Map<String, String> ANSWER_HEADERS = headers(
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "no-referrer",
      "Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'");

  private HttpIo() {}

  private static Map<String, String> headers(String... pairs) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put(pairs[i], pairs[i + 1]);
    }
    return Collections.unmodifiableMap(m);
  }

  static boolean isHead(HttpExchange ex) {
    return ex.getRequestMethod().equals("HEAD");
  }

  /** Refuses any other method; HEAD is allowed wherever GET is. */
  static void requireMethod(HttpExchange ex, String allowed) {
    String method = ex.getRequestMethod();
    if (!method.equals(allowed) && !(allowed.equals("GET") && method.equals("HEAD"))) {
      throw new ApiError(405, "METHOD_NOT_ALLOWED", method + " is not allowed here; use " + allowed);
    }
  }

  /**
   * The request's path, still percent-encoded. An address the HTTP layer let through that is no
   * URI (a {@code |} or a backslash in it) is refused here in the same words as any other.
   */
  static String rawPath(HttpExchange ex) {
    String path;
    try {
      path = ex.getRequestURI().getRawPath();
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("BAD_ADDRESS", "the address holds characters that no web address may hold");
    }
    if (path == null || !path.startsWith("/")) {
      throw ApiError.badRequest("BAD_ADDRESS", "the address does not start with a slash as a path on this server does");
    }
    return path;
  }

  static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("BAD_REQUEST", "the address is not well encoded");
    }
  }

  /**
   * A request header's whole value, or null. The server hands a line's comma-separated parts
   * over as separate values; they are joined again, so that {@code Content-Type: application/json,
   * text/plain} is not taken for JSON nor {@code Origin: A, B} for {@code A}. Several lines of one
   * header join the same way.
   */
  static String header(HttpExchange ex, String name) {
    List<String> values = ex.getRequestHeaders().get(name);
    return values == null || values.isEmpty() ? null : String.join(", ", values);
  }

  /**
   * The seat's token: the {@code X-Ply-Token} header, else the seat's cookie. A token in the
   * query string is refused, since addresses end up in logs and browser history.
   */
  static String token(HttpExchange ex) {
    String q = ex.getRequestURI().getRawQuery();
    if (q != null && (q.startsWith("token=") || q.contains("&token="))) {
      throw ApiError.badRequest("TOKEN_IN_ADDRESS", "send the seat's token in the X-Ply-Token header or its cookie,"
          + " never in the address (addresses end up in logs and browser history)");
    }
    String header = header(ex, TOKEN_HEADER);
    if (header != null) {
      return header;
    }
    List<String> cookies = ex.getRequestHeaders().get("Cookie");
    if (cookies != null) {
      for (String line : cookies) {
        for (String c : line.split(";")) {
          String t = c.trim();
          if (t.startsWith(COOKIE + "=")) {
            return t.substring(COOKIE.length() + 1);
          }
        }
      }
    }
    return null;
  }

  /** Sets the seat's cookie: readable by no script, sent to this seat's API only, never cross-site. */
  static void setSeatCookie(HttpExchange ex, String table, String seat, String token) {
    boolean https = scheme(ex).equals("https");
    ex.getResponseHeaders().add("Set-Cookie", COOKIE + "=" + token + "; Path=/api/tables/" + table + "/" + seat
        + "; Max-Age=2592000; HttpOnly; SameSite=Strict" + (https ? "; Secure" : ""));
  }

  /**
   * Cross-site request forgery guard for state-changing requests: a browser sends {@code Origin}
   * with every POST, so one naming another site is refused; and only {@code application/json} is
   * read, which a page of another site cannot send without a preflight this server never grants.
   */
  static void checkStateChange(HttpExchange ex, List<String> allowedOrigins) {
    String origin = header(ex, "Origin");
    if (origin != null) {
      String host = header(ex, "Host");
      boolean same = host != null && origin.equalsIgnoreCase(scheme(ex) + "://" + host);
      if (!same && !allowedOrigins.contains(origin)) {
        throw ApiError.forbidden("BAD_ORIGIN", "requests that change a table are accepted from this server's own pages only");
      }
    }
    String site = header(ex, "Sec-Fetch-Site");
    if (site != null && site.equalsIgnoreCase("cross-site") && origin == null) {
      throw ApiError.forbidden("BAD_ORIGIN", "requests that change a table are accepted from this server's own pages only");
    }
    if (!isJson(header(ex, "Content-Type"))) {
      throw new ApiError(415, "NOT_JSON", "send the request body as JSON (Content-Type: application/json)");
    }
  }

  /**
   * The scheme the browser used to reach this server: {@code https} only when a TLS proxy in front
   * says so with {@code X-Forwarded-Proto} (as docs/web-table.md asks it to), else {@code http}, so
   * a page served over https elsewhere cannot pass for this plain-http server's own.
   */
  static String scheme(HttpExchange ex) {
    String proto = header(ex, "X-Forwarded-Proto");
    return proto != null && proto.trim().equalsIgnoreCase("https") ? "https" : "http";
  }

  /** {@code application/json} exactly, with parameters ({@code ; charset=utf-8}) allowed after it. */
  static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    int semi = contentType.indexOf(';');
    String media = (semi < 0 ? contentType : contentType.substring(0, semi)).trim();
    return media.equalsIgnoreCase("application/json");
  }

  static JsonNode readJson(HttpExchange ex) {
    return readJson(ex, MAX_BODY);
  }

  /** The body as JSON, at most {@code maxBytes} long (413 {@code TOO_LARGE} beyond). */
  static JsonNode readJson(HttpExchange ex, int maxBytes) {
    byte[] body;
    try (InputStream in = ex.getRequestBody()) {
      body = in.readNBytes(maxBytes + 1);
    } catch (IOException e) {
      throw ApiError.badRequest("BAD_BODY", "the request body could not be read (malformed or cut off)");
    }
    if (body.length > maxBytes) {
      throw new ApiError(413, "TOO_LARGE", "the request body is larger than " + maxBytes + " bytes");
    }
    String text = new String(body, StandardCharsets.UTF_8);
    if (text.isBlank()) {
      throw ApiError.badRequest("BAD_JSON", "the request body is empty; send a JSON object");
    }
    try {
      return ViewJson.mapper().readTree(text);
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      throw ApiError.badRequest("BAD_JSON", "the request body is not valid JSON"
          + (loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")"));
    }
  }

  /**
   * The address a creation is counted against: behind a trusted proxy the last
   * {@code X-Forwarded-For} entry, the one the proxy appended, over all of the header's lines (the
   * server may hand a line's comma-separated entries over as separate values).
   */
  static String clientAddress(HttpExchange ex, boolean trustForwardedFor) {
    List<String> forwarded = trustForwardedFor ? ex.getRequestHeaders().get("X-Forwarded-For") : null;
    if (forwarded != null) {
      String[] parts = String.join(",", forwarded).split(",");
      String last = parts.length == 0 ? "" : parts[parts.length - 1].trim();
      if (!last.isEmpty()) {
        return last;
      }
    }
    return ex.getRemoteAddress().getAddress().getHostAddress();
  }

  static void sendError(HttpExchange ex, ApiError e) throws IOException {
    ObjectNode err = ViewJson.mapper().createObjectNode();
    err.put("error", e.code());
    err.put("message", ApiError.clean(e.getMessage()));
    if (e.rule().isDefined()) {
      err.put("rule", e.rule().get());
    }
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    sendJson(ex, e.status(), err);
  }

  static void sendJson(HttpExchange ex, int status, JsonNode body) throws IOException {
    send(ex, status, "application/json; charset=utf-8", ViewJson.mapper().writeValueAsBytes(body));
  }

  static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    ANSWER_HEADERS.forEach(ex.getResponseHeaders()::set);
    if (isHead(ex)) {
      // the headers GET would have, its length included; the server sends no body after them
      ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
      return;
    }
    ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    if (body.length > 0) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(body);
      }
    }
  }

  /**
   * Ends an exchange. What is left of the request body (a refusal does not read it) is read
   * first, up to {@link #MAX_BODY} as the JDK's server did, so that the kept-alive connection
   * stays usable for the client's next request; past that the connection is closed.
   */
  static void finish(HttpExchange ex) {
    try {
      InputStream in = ex.getRequestBody();
      long left = MAX_BODY;
      while (left > 0) {
        long n = in.skip(left);
        if (n <= 0) {
          if (in.read() < 0) {
            break;
          }
          n = 1;
        }
        left -= n;
      }
    } catch (IOException | RuntimeException e) {
      // cut off or malformed: the connection is closed after the answer
    }
    try {
      ex.close();
    } catch (RuntimeException e) {
      // the client went away before the answer's end
    }
  }

  static byte[] resource(String name) throws IOException {
    try (InputStream in = TableServer.class.getResourceAsStream("/web/" + name)) {
      if (in == null) {
        throw ApiError.notFound("NOT_FOUND", "no such file");
      }
      return in.readAllBytes();
    }
  }

  static void sendResource(HttpExchange ex, String name) throws IOException {
    byte[] bytes = resource(name);
    String type = name.endsWith(".html") ? "text/html; charset=utf-8"
        : name.endsWith(".js") ? "text/javascript; charset=utf-8"
        : name.endsWith(".css") ? "text/css; charset=utf-8"
        : name.endsWith(".svg") ? "image/svg+xml"
        : "image/png";
    send(ex, 200, type, bytes);
  }

  /** The page an old or unknown table link opens: what happened, in a sentence, and a way back. */
  static void sendGonePage(HttpExchange ex, Tables.Gone why) throws IOException {
    String text;
    int status;
    switch (why) {
      case FINISHED:
        status = 410;
        text = "This table's game is over, and the table has since been closed. Its log is kept by the server.";
        break;
      case EXPIRED:
        status = 410;
        text = "This table expired after a long time without a move. Its log is kept by the server.";
        break;
      default:
        status = 404;
        text = "There is no table at this link on this server. The link may be mistyped, or from another server.";
        break;
    }
    String html = new String(resource("gone.html"), StandardCharsets.UTF_8).replace("{{message}}", escape(text));
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    send(ex, status, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8));
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
