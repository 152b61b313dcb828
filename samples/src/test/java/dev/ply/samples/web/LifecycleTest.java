package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Finished tables are kept a while then closed, idle tables expire, their logs stay; limits on creation. */
class LifecycleTest extends ServerFixture {
  @Override
  ServerOptions options() {
    ServerOptions o = super.options();
    o.keepFinishedMillis = 400;
    o.idleExpiryMillis = 700;
    o.sweepMillis = 50;
    o.maxTables = 2;
    o.createsPerMinute = 6;
    return o;
  }

  private WebClient.Reply waitForStatus(String path, int status) throws InterruptedException {
    long until = System.currentTimeMillis() + 10_000;
    WebClient.Reply r = client.get(path);
    while (r.status() != status && System.currentTimeMillis() < until) {
      Thread.sleep(25);
      r = client.get(path);
    }
    return r;
  }

  @Test
  @DisplayName("a finished table stays for its log, is then closed (410 and a page saying so) and its log stays downloadable")
  void finishedTablesAreClosed() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"bots\":[\"p1\",\"p2\"]}");
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    waitUntil(client, spectator, s -> s.get("over").asBoolean());
    assertEquals(200, client.get(spectator.path("log")).status(), "kept for its log at first");
    WebClient.Reply gone = waitForStatus(spectator.path(), 410);
    assertEquals("TABLE_FINISHED", gone.json().get("error").asText(), gone.body());
    WebClient.Reply page = client.get("/t/" + spectator.table() + "/spectator");
    assertEquals(410, page.status());
    assertTrue(page.body().contains("game is over"), page.body());
    WebClient.Reply log = client.get(spectator.path("log"));
    assertEquals(200, log.status(), "the log stays in the store: " + log.body());
    assertTrue(log.json().get("actions").size() > 0);
    assertEquals(403, client.get("/api/tables/" + spectator.table() + "/spectator/log?token=nope").status());
  }

  @Test
  @DisplayName("an idle unfinished table expires (410) and its log is kept; only unfinished tables count against the limit")
  void idleTablesExpire() throws Exception {
    JsonNode first = create("{\"game\":\"dice-race\",\"players\":2}");
    create("{\"game\":\"dice-race\",\"players\":2}");
    WebClient.Reply full = client.post("/api/tables", "{\"game\":\"dice-race\",\"players\":2}");
    assertEquals(503, full.status(), full.body());
    assertEquals("TOO_MANY_TABLES", full.json().get("error").asText());
    WebClient.Seat p1 = WebClient.seat(first, "p1");
    WebClient.Reply gone = waitForStatus(p1.path(), 410);
    assertEquals("TABLE_EXPIRED", gone.json().get("error").asText(), gone.body());
    assertEquals(200, client.get(p1.path("log")).status(), "an expired table's log is kept");
    // both expired: the limit counts live tables only, so there is room again
    assertEquals(201, client.post("/api/tables", "{\"game\":\"dice-race\",\"players\":2}").status());
  }

  @Test
  @DisplayName("one address may open only so many tables a minute (429)")
  void creationRateLimit() {
    int created = 0;
    int limited = 0;
    for (int i = 0; i < 8; i++) {
      WebClient.Reply r = client.post("/api/tables", "{\"game\":\"dice-race\",\"players\":2,\"bots\":[\"p1\",\"p2\"]}");
      created += r.status() == 201 ? 1 : 0;
      if (r.status() == 429) {
        limited++;
        assertEquals("TOO_MANY_CREATIONS", r.json().get("error").asText());
      }
    }
    assertTrue(created <= 6, "at most 6 a minute: " + created);
    assertTrue(limited >= 2, "the rest are refused: " + limited);
  }
}
