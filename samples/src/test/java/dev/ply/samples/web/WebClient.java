package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small JSON client for the table server's API, for tests. */
final class WebClient {
  record Reply(int status, String body) {
    JsonNode json() {
      try {
        return ViewJson.mapper().readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON: " + body, e);
      }
    }
  }

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final String base;

  WebClient(String base) {
    this.base = base;
  }

  Reply get(String path) {
    return send(request(path).GET());
  }

  Reply post(String path, String body) {
    return send(request(path)
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  Reply send(String method, String path, String body) {
    HttpRequest.Builder b = request(path)
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    return send(b);
  }

  /** A request exactly as given: no token moved, no content type added. */
  Reply raw(HttpRequest.Builder b) {
    return send(b);
  }

  URI uri(String path) {
    return URI.create(base + path);
  }

  /**
   * The tests write a seat's token as {@code ?token=T} for brevity; the server refuses tokens in
   * the address, so it is sent as the X-Ply-Token header instead.
   */
  HttpRequest.Builder request(String path) {
    int q = path.indexOf("?token=");
    if (q < 0) {
      return HttpRequest.newBuilder(URI.create(base + path));
    }
    return HttpRequest.newBuilder(URI.create(base + path.substring(0, q)))
        .header("X-Ply-Token", path.substring(q + "?token=".length()));
  }

  private Reply send(HttpRequest.Builder b) {
    try {
      HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
      return new Reply(r.statusCode(), r.body());
    } catch (IOException e) {
      throw new AssertionError("request failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  /** A seat of a created table: its API path and token. */
  record Seat(String table, String seat, String token) {
    String path() {
      return "/api/tables/" + table + "/" + seat + "?token=" + token;
    }

    String path(String what) {
      return "/api/tables/" + table + "/" + seat + "/" + what + "?token=" + token;
    }
  }

  static Seat seat(JsonNode created, String seat) {
    String table = created.get("table").asText();
    if (seat.equals("spectator")) {
      return new Seat(table, seat, created.get("spectator").get("token").asText());
    }
    for (JsonNode s : created.get("seats")) {
      if (s.get("seat").asText().equals(seat)) {
        return new Seat(table, seat, s.get("token").asText());
      }
    }
    throw new AssertionError("no seat " + seat);
  }

  static String pick(int version, int index) {
    ObjectNode o = ViewJson.mapper().createObjectNode();
    o.put("version", version);
    o.put("index", index);
    return o.toString();
  }
}
