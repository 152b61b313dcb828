package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Requests the server's HTTP layer refuses before any handler sees them (issue 27): each answer is
 * a 4xx in this server's own words, the JSON error every other refusal uses, and names no Java,
 * JDK or library class.
 */
class MalformedHttpTest extends ServerFixture {
  private static final String[] LEAKS = {"Exception", "java.", "sun.", "jetty", "Jetty", "Powered by", "<h1>", "<html"};

  /** The status, headers and body of the first answer on a fresh connection. */
  record Answer(int status, String head, String body) {}

  static Answer send(int port, byte[] request) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout(10_000);
      OutputStream out = s.getOutputStream();
      try {
        out.write(request);
        out.flush();
      } catch (IOException e) {
        // the server may refuse and close before a large request is all written: read its answer
      }
      return read(s.getInputStream());
    }
  }

  /** One answer from {@code in}: its headers, then as many body bytes as its Content-Length says. */
  static Answer read(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        throw new AssertionError("the connection closed without an answer; got: " + head);
      }
      head.write(b);
    }
    String h = head.toString(StandardCharsets.ISO_8859_1);
    int length = 0;
    for (String line : h.split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Integer.parseInt(line.substring(15).trim());
      }
    }
    String body = new String(in.readNBytes(length), StandardCharsets.UTF_8);
    return new Answer(Integer.parseInt(h.substring(9, 12)), h, body);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  private void assertOurRefusal(String what, byte[] request) throws IOException {
    assertOurRefusal(what, request, false);
  }

  /** {@code versionProblem}: 505, the status HTTP has for a version the server does not speak, also passes. */
  private void assertOurRefusal(String what, byte[] request, boolean versionProblem) throws IOException {
    Answer a = send(server.port(), request);
    String all = a.head() + a.body();
    assertTrue(a.status() >= 400 && a.status() < 500 || versionProblem && a.status() == 505, what + ": " + all);
    for (String leak : LEAKS) {
      assertFalse(all.contains(leak), what + " leaks '" + leak + "': " + all);
    }
    assertTrue(a.head().toLowerCase(Locale.ROOT).contains("content-type: application/json"), what + ": " + all);
    JsonNode err = ViewJson.mapper().readTree(a.body());
    assertTrue(err.get("error").asText().matches("[A-Z][A-Z_]+"), what + ": " + a.body());
    String message = err.get("message").asText();
    assertTrue(message.matches("[A-Za-z][A-Za-z0-9 ,;:'()/.-]+[A-Za-z0-9)]") && message.split(" ").length >= 4,
        what + ": one plain sentence, not '" + message + "'");
    assertFalse(message.matches(".*[.!?] [A-Z].*"), what + ": one sentence: " + message);
  }

  @Test
  @DisplayName("malformed request lines get a 400 in the server's words, never 'URISyntaxException thrown'")
  void malformedRequestLines() throws IOException {
    String[] lines = {
      "GET /static/\\..\\..\\etc\\passwd HTTP/1.1",
      "GET /%zz HTTP/1.1",
      "GET /a|b HTTP/1.1",
      "GET /static/../../etc/passwd HTTP/1.1",
      "GET /a b c HTTP/1.1",
      "GET /a\u0001b HTTP/1.1",
      "HELLO",
      "G(E)T / HTTP/1.1",
      "GET /a{b} HTTP/1.1",
      "GET /a^b HTTP/1.1",
      "GET /a`b HTTP/1.1",
      "GET /a\"b HTTP/1.1",
      "GET /<script> HTTP/1.1",
      "GET /a%00b HTTP/1.1",
      "GET /t/%2e%2e/%2e%2e/x HTTP/1.1",
      "GET //x//y HTTP/1.1",
      "GET http://other.example/%zz HTTP/1.1",
    };
    for (String line : lines) {
      assertOurRefusal(line, bytes(line + "\r\nHost: x\r\n\r\n"));
    }
    // no version at all (read as HTTP/0.9, which has no headers): refused as a version this server does not speak
    assertOurRefusal("GET  HTTP/1.1", bytes("GET  HTTP/1.1\r\nHost: x\r\n\r\n"), true);
  }

  @Test
  @DisplayName("bad headers, oversized headers and unknown versions get a 4xx in the server's words")
  void badHeadersAndVersions() throws IOException {
    assertOurRefusal("a header line without a colon", bytes("GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n"));
    assertOurRefusal("a 100 kB header", bytes("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(100_000) + "\r\n\r\n"));
    assertOurRefusal("a 20 kB address", bytes("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"));
    assertOurRefusal("HTTP/9.9", bytes("GET / HTTP/9.9\r\nHost: x\r\n\r\n"), true);
    assertOurRefusal("HTTP/1.x", bytes("GET / HTTP/1.x\r\nHost: x\r\n\r\n"), true);
    assertOurRefusal("two lengths", bytes("POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}"));
    assertOurRefusal("a length beside chunked", bytes("POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"));
    assertOurRefusal("an unknown transfer coding", bytes("POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: gzip\r\n\r\n{}"));
    assertOurRefusal("a folded header", bytes("GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  2\r\n\r\n"));
    assertOurRefusal("a space before the colon", bytes("GET / HTTP/1.1\r\nHost: x\r\nX-A : 1\r\n\r\n"));
    assertOurRefusal("a lone CR", bytes("GET / HTTP/1.1\rHost: x\r\n\r\n"));
    assertOurRefusal("HTTP/1.1 without Host", bytes("GET / HTTP/1.1\r\n\r\n"));
    assertOurRefusal("a length that is no number",
        bytes("POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ten\r\n\r\n{}"));
    assertOurRefusal("a malformed request line with bare LF line endings", bytes("GET /a|b HTTP/1.1\nHost: x\n\n"));
  }

  @Test
  @DisplayName("an unknown method is answered 405 by the router in the same words as every refusal")
  void unknownMethod() throws IOException {
    Answer a = send(server.port(), bytes("BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    assertEquals(405, a.status(), a.head() + a.body());
    assertEquals("METHOD_NOT_ALLOWED", ViewJson.mapper().readTree(a.body()).get("error").asText());
  }

  @Test
  @DisplayName("methods no route takes (OPTIONS *, CONNECT, TRACE, an HTTP/2 preface) are refused in the same words")
  void oddMethods() throws IOException {
    String[] requests = {
      "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n",
      "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
      "TRACE / HTTP/1.1\r\nHost: x\r\n\r\n",
      "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
      "DELETE /api/games HTTP/1.1\r\nHost: x\r\n\r\n",
    };
    for (String r : requests) {
      assertOurRefusal(r.substring(0, r.indexOf('\r')), bytes(r), false);
    }
  }

  @Test
  @DisplayName("a well-formed request with bare LF line endings is still served")
  void bareLineFeeds() throws IOException {
    Answer a = send(server.port(), bytes("GET /api/games HTTP/1.1\nHost: x\nConnection: close\n\n"));
    assertEquals(200, a.status(), a.head());
  }
}
