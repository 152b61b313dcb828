package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two servers on one PostgreSQL database: the same move sent to both at once is applied exactly
 * once, and both then serve the same position. Skipped (and said so) without PostgreSQL.
 */
class TwoServersTest {
  private TableServer a;
  private TableServer b;

  @BeforeEach
  void start() throws Exception {
    Stores.Db db = Stores.postgresql();
    a = TableServer.start(options(db), ServerFixture.games());
    b = TableServer.start(options(db), ServerFixture.games());
  }

  private static ServerOptions options(Stores.Db db) {
    ServerOptions o = new ServerOptions();
    o.port = 0;
    o.db = db.url();
    o.dbUser = db.user();
    o.dbPassword = db.password();
    o.botDelayMillis = 0;
    o.createsPerMinute = 1_000;
    o.readTimeoutSeconds = 3;
    return o;
  }

  @AfterEach
  void stop() {
    if (a != null) {
      a.close();
    }
    if (b != null) {
      b.close();
    }
  }

  @Test
  @DisplayName("concurrent moves at one table through two servers are applied exactly once; both serve the same position")
  void exactlyOnce() throws Exception {
    WebClient ca = new WebClient(a.baseUrl());
    WebClient cb = new WebClient(b.baseUrl());
    WebClient.Reply made = ca.post("/api/tables", "{\"game\":\"love-letter\",\"players\":2}");
    assertEquals(201, made.status(), made.body());
    JsonNode created = made.json();
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      for (int move = 0; move < 12; move++) {
        JsonNode s1 = cb.get(p1.path()).json();
        if (s1.get("over").asBoolean()) {
          break;
        }
        WebClient.Seat actor = s1.get("legal").size() > 0 ? p1 : p2;
        int version = s1.get("version").asInt();
        List<Callable<Integer>> clicks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
          WebClient c = i % 2 == 0 ? ca : cb;
          clicks.add(() -> c.post(actor.path("actions"), WebClient.pick(version, 0)).status());
        }
        int ok = 0;
        int stale = 0;
        for (Future<Integer> f : pool.invokeAll(clicks)) {
          int status = f.get();
          ok += status == 200 ? 1 : 0;
          stale += status == 409 ? 1 : 0;
        }
        assertEquals(1, ok, "move " + move + " is applied once");
        assertEquals(7, stale, "the other clicks are refused as stale");
        JsonNode fromA = ServerFixture.still(ca.get(p1.path()).json());
        JsonNode fromB = ServerFixture.still(cb.get(p1.path()).json());
        assertEquals(version + 1, fromA.get("version").asInt());
        assertEquals(fromA, fromB, "both servers serve the same position");
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  @DisplayName("bots of one table run in both servers; each step is kept once and both agree on the end")
  void botsOnTwoServers() throws Exception {
    WebClient ca = new WebClient(a.baseUrl());
    WebClient cb = new WebClient(b.baseUrl());
    JsonNode created = ca.post("/api/tables", "{\"game\":\"love-letter\",\"players\":2,\"bots\":[\"p1\",\"p2\"]}").json();
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    // B opens the table from the store and its bots start too: both servers now race for every step
    assertEquals(200, cb.get(spectator.path()).status());
    long until = System.currentTimeMillis() + 30_000;
    JsonNode endB = cb.get(spectator.path()).json();
    while (!endB.get("over").asBoolean() && System.currentTimeMillis() < until) {
      Thread.sleep(50);
      endB = cb.get(spectator.path()).json();
    }
    assertEquals(true, endB.get("over").asBoolean(), "the game ended");
    JsonNode endA = ca.get(spectator.path()).json();
    assertEquals(ServerFixture.still(endA), ServerFixture.still(endB), "both servers serve the same finished table");
    WebClient.Reply log = cb.get(spectator.path("log"));
    assertEquals(200, log.status());
    assertEquals(endB.get("version").asInt(), log.json().get("actions").size(), "one logged action per step");
  }
}
