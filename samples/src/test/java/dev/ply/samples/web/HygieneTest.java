package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * JSON only, the Origin check, the seat cookie, timeouts, malformed HTTP, HEAD, no server warnings,
 * and clean error sentences (the HTTP layer's own refusals: {@code MalformedHttpTest}).
 */
class HygieneTest extends ServerFixture {
  private JsonNode created() {
    return create("{\"game\":\"dice-race\",\"players\":2}");
  }

  @Test
  @DisplayName("a state-changing request from another site's page is refused (403), and so is a body that is not JSON (415)")
  void crossSite() {
    WebClient.Reply evil = client.raw(client.request("/api/tables").header("Content-Type", "application/json")
        .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(403, evil.status());
    assertEquals("BAD_ORIGIN", evil.json().get("error").asText());
    WebClient.Reply plain = client.raw(client.request("/api/tables").header("Content-Type", "text/plain")
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(415, plain.status());
    assertEquals("NOT_JSON", plain.json().get("error").asText());
    String own = server.baseUrl();
    WebClient.Reply same = client.raw(client.request("/api/tables").header("Content-Type", "application/json")
        .header("Origin", own).POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(201, same.status(), "the server's own page may: " + same.body());
  }

  @Test
  @DisplayName("only application/json itself is JSON, and an https page does not pass for this plain-http server's own")
  void exactTypeAndOrigin() {
    for (String type : new String[] {"application/jsonx", "application/json-patch+json", "text/application/json",
        "application/json, text/plain"}) {
      WebClient.Reply r = client.raw(client.request("/api/tables").header("Content-Type", type)
          .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
      assertEquals(415, r.status(), type);
    }
    WebClient.Reply withCharset = client.raw(client.request("/api/tables").header("Content-Type", "Application/JSON; charset=utf-8")
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(201, withCharset.status(), withCharset.body());
    WebClient.Reply twoOrigins = client.raw(client.request("/api/tables").header("Content-Type", "application/json")
        .header("Origin", server.baseUrl() + ", http://evil.example")
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(403, twoOrigins.status(), "an Origin naming the server and another site: " + twoOrigins.body());
    String https = server.baseUrl().replace("http://", "https://");
    WebClient.Reply tls = client.raw(client.request("/api/tables").header("Content-Type", "application/json")
        .header("Origin", https).POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(403, tls.status(), "an https origin on a plain-http server: " + tls.body());
    WebClient.Reply proxied = client.raw(client.request("/api/tables").header("Content-Type", "application/json")
        .header("X-Forwarded-Proto", "https").header("Origin", https)
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(201, proxied.status(), "behind a TLS proxy that says so: " + proxied.body());
  }

  @Test
  @DisplayName("the link's token is exchanged for an HttpOnly SameSite=Strict cookie for that seat; tokens in addresses are refused")
  void seatCookie() throws Exception {
    JsonNode created = created();
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    var http = java.net.http.HttpClient.newHttpClient();
    var r = http.send(client.request(p1.path("session")).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode(), r.body());
    String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
    assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict")
        && cookie.contains("Path=/api/tables/" + p1.table() + "/p1"), cookie);
    String pair = cookie.substring(0, cookie.indexOf(';'));
    WebClient.Reply withCookie = client.raw(HttpRequest.newBuilder(client.uri("/api/tables/" + p1.table() + "/p1"))
        .header("Cookie", pair).GET());
    assertEquals(200, withCookie.status(), withCookie.body());
    WebClient.Reply inAddress = client.raw(HttpRequest.newBuilder(
        client.uri("/api/tables/" + p1.table() + "/p1?token=" + p1.token())).GET());
    assertEquals(400, inAddress.status());
    assertEquals("TOKEN_IN_ADDRESS", inAddress.json().get("error").asText());
    WebClient.Reply otherSeat = client.raw(HttpRequest.newBuilder(client.uri("/api/tables/" + p1.table() + "/p2"))
        .header("Cookie", pair).GET());
    assertEquals(403, otherSeat.status(), "p1's cookie does not open p2");
  }

  private static String exchange(int port, String request, int timeoutMillis) throws Exception {
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout(timeoutMillis);
      OutputStream out = s.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = s.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    }
  }

  @Test
  @DisplayName("a malformed chunked body gets a 400 answer, not silence")
  void malformedBody() throws Exception {
    String reply = exchange(server.port(), "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", 5_000);
    assertTrue(reply.startsWith("HTTP/1.1 400"), reply);
    assertTrue(reply.contains("BAD_BODY"), reply);
  }

  @Test
  @DisplayName("a client that never finishes its headers, or its body, is cut off after the read timeout")
  void slowClients() throws Exception {
    long t0 = System.nanoTime();
    String headers = exchange(server.port(), "GET / HTTP/1.1\r\nHost: x\r\n", 15_000);
    long headerMillis = (System.nanoTime() - t0) / 1_000_000;
    assertEquals("", headers);
    assertTrue(headerMillis < 10_000, "closed after about the 3 s timeout: " + headerMillis);
    t0 = System.nanoTime();
    exchange(server.port(), "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Content-Length: 100\r\n\r\n{\"ga", 15_000);
    long bodyMillis = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(bodyMillis < 10_000, "closed after about the 3 s timeout: " + bodyMillis);
  }

  @Test
  @DisplayName("a client that trickles its headers, or its body, a byte at a time is cut off after the read timeout too")
  void tricklingClients() throws Exception {
    String head = "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + "a".repeat(100) + "\r\n\r\n";
    String body = "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
        + "{\"game\":\"dice-race\",\"x\":\"" + "a".repeat(200);
    for (String request : new String[] {head, body}) {
      long t0 = System.nanoTime();
      boolean cut = false;
      try (Socket s = new Socket("127.0.0.1", server.port())) {
        OutputStream out = s.getOutputStream();
        int at = request.indexOf("\r\n\r\n") + 4;
        out.write(request.substring(0, request == head ? 16 : at).getBytes(StandardCharsets.ISO_8859_1));
        // a byte every 200 ms: the whole would take over 20 s, each gap far below the 3 s timeout
        for (int i = request == head ? 16 : at; i < request.length() && !cut; i++) {
          Thread.sleep(200);
          try {
            out.write(request.charAt(i));
            out.flush();
          } catch (IOException e) {
            cut = true;
          }
        }
      }
      long millis = (System.nanoTime() - t0) / 1_000_000;
      assertTrue(cut && millis < 15_000, "cut off after about the 3 s timeout: " + cut + " after " + millis + " ms");
    }
  }

  @Test
  @DisplayName("a refused request's unread body does not cost the client its kept-alive connection")
  void keepAliveAfterRefusal() throws Exception {
    try (Socket s = new Socket("127.0.0.1", server.port())) {
      s.setSoTimeout(10_000);
      OutputStream out = s.getOutputStream();
      InputStream in = s.getInputStream();
      // the refusal is answered from the headers alone; its body arrives only after the answer
      out.write(("POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n")
          .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      MalformedHttpTest.Answer refused = MalformedHttpTest.read(in);
      assertEquals(415, refused.status(), refused.head());
      out.write("{}".getBytes(StandardCharsets.ISO_8859_1));
      out.write("GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      MalformedHttpTest.Answer next = MalformedHttpTest.read(in);
      assertEquals(200, next.status(), "the same connection serves the next request: " + next.head());
    }
  }

  @Test
  @DisplayName("a second server on a port in use is refused with the system's sentence, and the first goes on")
  void portInUse() {
    ServerOptions o = options();
    o.port = server.port();
    IOException e = assertThrows(IOException.class, () -> TableServer.start(o, games()));
    assertTrue(e.getMessage().contains("in use"), e.getMessage());
    assertEquals(200, client.get("/api/games").status());
  }

  @Test
  @DisplayName("HEAD answers like GET, with its status, type and length, without a body")
  void head() throws Exception {
    assertTrue(CapturedLogs.active(), "the tests' SLF4J binding is CapturedLogs (samples/pom.xml sets slf4j.provider)");
    int before = CapturedLogs.warnings("org.eclipse.jetty").size();
    WebClient.Seat p1 = WebClient.seat(created(), "p1");
    HttpClient http = HttpClient.newHttpClient();
    for (String path : new String[] {"/", "/static/table.js", "/api/games", "/t/nope/p1", p1.path()}) {
      HttpResponse<String> get = http.send(client.request(path).GET().build(), HttpResponse.BodyHandlers.ofString());
      HttpResponse<String> head = http.send(client.request(path).method("HEAD", HttpRequest.BodyPublishers.noBody()).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(get.statusCode(), head.statusCode(), path);
      assertTrue(head.statusCode() == 200 || head.statusCode() == 404, path + ": " + head.statusCode());
      assertEquals(get.headers().firstValue("Content-Type"), head.headers().firstValue("Content-Type"), path);
      if (!path.startsWith("/api/")) {
        // a snapshot carries the clock; the pages are the same bytes every time
        assertEquals(get.headers().firstValue("Content-Length"), head.headers().firstValue("Content-Length"), path);
      }
      assertEquals("", head.body(), path);
    }
    WebClient.Reply stream = client.raw(client.request(p1.path("stream")).method("HEAD", HttpRequest.BodyPublishers.noBody()));
    assertEquals(200, stream.status());
    assertEquals("", stream.body());
    assertEquals(List.of(), CapturedLogs.warnings("org.eclipse.jetty").subList(before, CapturedLogs.warnings("org.eclipse.jetty").size()));
  }

  @Test
  @DisplayName("normal traffic, a client leaving a live stream and a stop with a stream open log no server warning")
  void quietServer() throws Exception {
    assertTrue(CapturedLogs.active(), "the tests' SLF4J binding is CapturedLogs (samples/pom.xml sets slf4j.provider)");
    int before = CapturedLogs.warnings("org.eclipse.jetty").size();
    WebClient.Seat p1 = WebClient.seat(created(), "p1");
    String streamRequest = "GET /api/tables/" + p1.table() + "/p1/stream HTTP/1.1\r\nHost: x\r\n" + HttpIo.TOKEN_HEADER
        + ": " + p1.token() + "\r\n\r\n";
    // a reader who goes away mid-stream, as a closed browser tab does
    try (Socket s = new Socket("127.0.0.1", server.port())) {
      s.getOutputStream().write(streamRequest.getBytes(StandardCharsets.ISO_8859_1));
      assertTrue(readUntil(s.getInputStream(), "event: state").contains("200"));
    }
    for (int i = 0; i < 3; i++) {
      assertEquals(200, client.get(p1.path()).status());
      assertEquals(200, client.get("/static/table.js").status());
    }
    // a live stream outlives the read timeout (3 s here): only the request's arrival is timed
    Socket open = new Socket("127.0.0.1", server.port());
    open.getOutputStream().write(streamRequest.getBytes(StandardCharsets.ISO_8859_1));
    readUntil(open.getInputStream(), "event: state");
    Thread.sleep(options().readTimeoutSeconds * 1_000L + 2_000);
    open.getInputStream().skipNBytes(open.getInputStream().available()); // the event's end, sent with it
    open.setSoTimeout(300);
    try {
      int b = open.getInputStream().read();
      throw new AssertionError("the quiet stream should still be open and silent, but read " + b);
    } catch (SocketTimeoutException stillOpen) {
      // as it should be
    }
    // a stop while a stream is open ends the stream
    open.setSoTimeout(15_000);
    server.close();
    assertEquals(-1, drain(open.getInputStream()), "the stream ended with the server");
    open.close();
    server = TableServer.start(options(), games());
    client = new WebClient(server.baseUrl());
    assertEquals(List.of(), CapturedLogs.warnings("org.eclipse.jetty").subList(before, CapturedLogs.warnings("org.eclipse.jetty").size()));
  }

  private static String readUntil(InputStream in, String marker) throws IOException {
    StringBuilder seen = new StringBuilder();
    while (!seen.toString().contains(marker)) {
      int b = in.read();
      if (b < 0) {
        throw new AssertionError("ended before '" + marker + "': " + seen);
      }
      seen.append((char) b);
    }
    return seen.toString();
  }

  private static int drain(InputStream in) throws IOException {
    int b;
    do {
      b = in.read();
    } while (b >= 0);
    return b;
  }

  @Test
  @DisplayName("every refusal is one sentence with a stable code, never a class or library name")
  void cleanErrors() {
    JsonNode dice = created();
    JsonNode dg = create("{\"game\":\"desperate-gods\",\"players\":2}");
    WebClient.Seat d1 = WebClient.seat(dice, "p1");
    WebClient.Seat g1 = WebClient.seat(dg, "p1");
    String[][] tries = {
      {"/api/tables", "{\"game\":\"dice-race\",\"players\":null,\"bots\":{\"p1\":null}}"},
      {"/api/tables", "{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"mcts:999999999ms\"}}"},
      {"/api/tables", "{\"game\":[1],\"players\":\"x\"}"},
      {"/api/tables", "{\"game\":\"dice-race\",\"options\":{\"a\":{\"b\":1}}}"},
      {"/api/tables", "{\"game\":"},
      {d1.path("actions"), "{\"action\":{\"type\":\"roll\",\"actor\":null}}"},
      {d1.path("actions"), "{\"action\":{\"type\":\"bid\",\"actor\":\"p1\",\"coins\":null}}"},
      {d1.path("actions"), "{\"action\":{\"type\":\"bid\",\"actor\":\"p1\",\"coins\":\"many\"}}"},
      {g1.path("actions"), "{\"action\":{\"type\":\"chooseDie\",\"actor\":\"p1\"}}"},
      {g1.path("actions"), "{\"action\":{\"type\":\"ChooseDie\",\"actor\":\"p1\",\"die\":{\"x\":1}}}"},
      {g1.path("actions"), "{\"action\":{\"type\":\"move\",\"actor\":\"p1\",\"to\":[1,2]}}"},
      {g1.path("actions"), "{\"version\":0,\"index\":99999999999}"},
    };
    for (String[] t : tries) {
      WebClient.Reply r = client.post(t[0], t[1]);
      assertTrue(r.status() >= 400 && r.status() < 500, t[1] + " -> " + r.status() + " " + r.body());
      JsonNode err = r.json();
      String code = err.get("error").asText();
      String message = err.get("message").asText();
      assertTrue(code.matches("[A-Z][A-Z_]+"), code);
      for (String leak : new String[] {"dev.ply", "com.", "java.", "jackson", "Jackson", "Exception", "$", "class ",
          "DeserializationConfig", "\n"}) {
        assertFalse(message.contains(leak), t[1] + " leaks '" + leak + "': " + message);
      }
      assertFalse(message.matches(".*[.!?] [A-Z].*"), "one sentence: " + message);
    }
  }
}
