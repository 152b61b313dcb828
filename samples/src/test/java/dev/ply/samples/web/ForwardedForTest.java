package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Behind a proxy ({@code --trust-forwarded-for}) creations are counted per the last
 * {@code X-Forwarded-For} address, the one the proxy appended: the addresses before it are the
 * client's to forge, whether in one header line or several.
 */
class ForwardedForTest extends ServerFixture {
  @Override
  ServerOptions options() {
    ServerOptions o = super.options();
    o.trustForwardedFor = true;
    o.createsPerMinute = 2;
    return o;
  }

  private int createFrom(String... forwardedFor) throws IOException {
    String body = "{\"game\":\"dice-race\",\"players\":2,\"bots\":[\"p1\",\"p2\"]}";
    StringBuilder r = new StringBuilder("POST /api/tables HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n");
    for (String f : forwardedFor) {
      r.append("X-Forwarded-For: ").append(f).append("\r\n");
    }
    r.append("\r\n").append(body);
    return MalformedHttpTest.send(server.port(), r.toString().getBytes(StandardCharsets.ISO_8859_1)).status();
  }

  @Test
  @DisplayName("the proxy's own entry, the last, is the one counted; the forged ones before it are not")
  void lastAddressCounts() throws IOException {
    assertEquals(201, createFrom("9.9.9.1, 10.0.0.7"));
    assertEquals(201, createFrom("9.9.9.2, 10.0.0.7"));
    assertEquals(429, createFrom("9.9.9.3, 10.0.0.7"), "the third from 10.0.0.7 within the minute");
    assertEquals(429, createFrom("9.9.9.4", "10.0.0.7"), "two header lines: still the last address");
    assertEquals(201, createFrom("10.0.0.7, 10.0.0.8"), "another proxy-seen address");
  }
}
