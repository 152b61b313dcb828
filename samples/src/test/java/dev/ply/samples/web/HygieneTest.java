package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** JSON only, the Origin check, the seat cookie, timeouts, malformed HTTP, HEAD, and clean error sentences. */
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
    for (String type : new String[] {"application/jsonx", "application/json-patch+json", "text/application/json"}) {
      WebClient.Reply r = client.raw(client.request("/api/tables").header("Content-Type", type)
          .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
      assertEquals(415, r.status(), type);
    }
    WebClient.Reply withCharset = client.raw(client.request("/api/tables").header("Content-Type", "Application/JSON; charset=utf-8")
        .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"dice-race\"}")));
    assertEquals(201, withCharset.status(), withCharset.body());
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
  @DisplayName("HEAD answers like GET without a body, and the JDK server logs no warning")
  void head() {
    Logger jdk = Logger.getLogger("com.sun.net.httpserver");
    List<LogRecord> warnings = new ArrayList<>();
    Handler h = new Handler() {
      @Override
      public void publish(LogRecord record) {
        if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
          warnings.add(record);
        }
      }

      @Override
      public void flush() {}

      @Override
      public void close() {}
    };
    jdk.addHandler(h);
    WebClient.Seat p1 = WebClient.seat(created(), "p1");
    try {
      for (String path : new String[] {"/", "/static/table.js", "/api/games", "/t/nope/p1", p1.path(),
          p1.path("stream")}) {
        WebClient.Reply r = client.raw(client.request(path)
            .method("HEAD", HttpRequest.BodyPublishers.noBody()));
        assertTrue(r.status() == 200 || r.status() == 404, path + ": " + r.status());
        assertEquals("", r.body());
      }
    } finally {
      jdk.removeHandler(h);
    }
    assertEquals(List.of(), warnings.stream().map(LogRecord::getMessage).toList());
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
