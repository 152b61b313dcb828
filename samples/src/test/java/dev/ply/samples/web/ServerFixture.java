package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Game;
import dev.ply.core.Games;
import io.vavr.collection.Vector;
import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** A real server on an ephemeral loopback port, with every game on the test class path. */
abstract class ServerFixture {
  TableServer server;
  WebClient client;

  static Vector<Game<?, ?>> games() {
    return Games.installed(ServerFixture.class.getClassLoader());
  }

  long botDelayMillis() {
    return 0;
  }

  private static final java.util.concurrent.atomic.AtomicInteger DATABASES = new java.util.concurrent.atomic.AtomicInteger();

  /** A fresh in-memory store per test, dropped when the test's server closes its last connection. */
  static String freshDb() {
    return "jdbc:h2:mem:ply-test-" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
  }

  ServerOptions options() {
    ServerOptions o = new ServerOptions();
    o.host = "127.0.0.1";
    o.port = 0;
    o.db = freshDb();
    o.botDelayMillis = botDelayMillis();
    o.maxTables = 50;
    o.createsPerMinute = 1_000;
    o.botThreads = 2;
    o.readTimeoutSeconds = 3;
    o.allowSeeds = true; // the scenario tests deal known hands; SeedTest checks the default
    return o;
  }

  @BeforeEach
  void startServer() throws IOException {
    server = TableServer.start(options(), games());
    client = new WebClient(server.baseUrl());
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  JsonNode create(String body) {
    WebClient.Reply r = client.post("/api/tables", body);
    if (r.status() != 201) {
      throw new AssertionError("create failed: " + r.status() + " " + r.body());
    }
    return r.json();
  }

  Table<?, ?> table(JsonNode created) {
    return server.tables().get(created.get("table").asText());
  }

  /** Polls a seat's snapshot until {@code done} holds (at most 15 s). */
  JsonNode waitUntil(WebClient c, WebClient.Seat seat, java.util.function.Predicate<JsonNode> done) {
    long until = System.currentTimeMillis() + 15_000;
    WebClient.Reply last = null;
    while (System.currentTimeMillis() < until) {
      last = c.get(seat.path());
      if (last.status() == 200 && done.test(last.json())) {
        return last.json();
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
    throw new AssertionError("timed out waiting for the table; last answer: " + (last == null ? "none" : last.body()));
  }

  /** Plays the awaited human seat's first legal action; false when nobody human is awaited. */
  static boolean playOne(WebClient c, WebClient.Seat... seats) {
    for (WebClient.Seat seat : seats) {
      JsonNode s = c.get(seat.path()).json();
      if (s.get("legal").size() > 0 && !s.get("over").asBoolean()) {
        WebClient.Reply r = c.post(seat.path("actions"), WebClient.pick(s.get("version").asInt(), 0));
        if (r.status() != 200) {
          throw new AssertionError(r.body());
        }
        return true;
      }
    }
    return false;
  }

  /** A snapshot without the clock, for before/after comparisons. */
  static JsonNode still(JsonNode snapshot) {
    ObjectNode copy = snapshot.deepCopy();
    copy.remove("now");
    return copy;
  }
}
