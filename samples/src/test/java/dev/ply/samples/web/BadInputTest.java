package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every bad request gets a JSON error with the right status, never a stack trace, and leaves the
 * table exactly as it was. Played on the core's dice race (bids first: p1 and p2 both awaited).
 */
class BadInputTest extends ServerFixture {
  JsonNode created;
  WebClient.Seat p1;
  WebClient.Seat p2;
  String table;

  @BeforeEach
  void open() {
    created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":9}");
    p1 = WebClient.seat(created, "p1");
    p2 = WebClient.seat(created, "p2");
    table = created.get("table").asText();
    // p1 bids, so the table is past version 0 and p2 is the one awaited
    assertEquals(200, client.post(p1.path("actions"), "{\"action\":{\"type\":\"bid\",\"actor\":\"p1\",\"coins\":1}}").status());
  }

  /** Sends the request, checks status, code and shape, and that neither seat's snapshot changed. */
  private JsonNode refused(int status, String code, String method, String path, String body) {
    JsonNode before1 = still(client.get(p1.path()).json());
    JsonNode before2 = still(client.get(p2.path()).json());
    WebClient.Reply r = client.send(method, path, body);
    assertEquals(status, r.status(), r.body());
    JsonNode err = r.json();
    assertEquals(code, err.get("error").asText(), r.body());
    assertFalse(err.get("message").asText().isBlank(), "a sentence says why");
    assertTrue(Set.of("error", "message", "rule").containsAll(iter(err)), "only error, message and rule: " + err);
    assertFalse(r.body().contains("Exception") || r.body().contains("\tat ") || r.body().contains("dev.ply."),
        "no stack trace: " + r.body());
    assertEquals(before1, still(client.get(p1.path()).json()), "p1's table is unchanged");
    assertEquals(before2, still(client.get(p2.path()).json()), "p2's table is unchanged");
    return err;
  }

  private static Set<String> iter(JsonNode n) {
    java.util.Set<String> out = new java.util.HashSet<>();
    n.fieldNames().forEachRemaining(out::add);
    return out;
  }

  @Test
  @DisplayName("malformed JSON, an empty body and a non-object body are 400")
  void malformed() {
    refused(400, "BAD_JSON", "POST", p2.path("actions"), "{\"version\": 1, \"index\": ");
    refused(400, "BAD_JSON", "POST", p2.path("actions"), "");
    refused(400, "BAD_REQUEST", "POST", p2.path("actions"), "[1, 2]");
    refused(400, "BAD_REQUEST", "POST", p2.path("actions"), "{\"version\": 1}");
    refused(400, "BAD_REQUEST", "POST", p2.path("actions"), "{\"index\": 0}");
    refused(400, "BAD_REQUEST", "POST", p2.path("actions"), "{\"version\": \"one\", \"index\": 0}");
    refused(400, "BAD_JSON", "POST", "/api/tables", "{game");
    refused(400, "BAD_REQUEST", "POST", "/api/tables", "{\"players\": 2}");
  }

  @Test
  @DisplayName("an action that is not JSON of this game's actions is MALFORMED_ACTION (400)")
  void malformedAction() {
    refused(400, "MALFORMED_ACTION", "POST", p2.path("actions"), "{\"action\":{\"type\":\"fly\",\"actor\":\"p2\"}}");
    refused(400, "MALFORMED_ACTION", "POST", p2.path("actions"), "{\"action\":{\"type\":\"bid\"}}");
    refused(400, "MALFORMED_ACTION", "POST", p2.path("actions"), "{\"action\":\"bid\"}");
  }

  @Test
  @DisplayName("an unknown table, seat, game or path is 404")
  void unknown() {
    refused(404, "UNKNOWN_TABLE", "GET", "/api/tables/nope/p1?token=" + p1.token(), null);
    refused(404, "UNKNOWN_TABLE", "POST", "/api/tables/nope/p1/actions?token=" + p1.token(), "{\"version\":1,\"index\":0}");
    refused(404, "UNKNOWN_SEAT", "GET", "/api/tables/" + table + "/p9?token=" + p1.token(), null);
    WebClient.Reply page = client.get("/t/nope/p1");
    assertEquals(404, page.status());
    assertTrue(page.body().contains("There is no table at this link"), page.body());
    refused(404, "UNKNOWN_GAME", "POST", "/api/tables", "{\"game\":\"chess\"}");
    refused(404, "NOT_FOUND", "GET", "/api/tables/" + table + "/p1/secrets?token=" + p1.token(), null);
    // an encoded slash makes a path mean different things to different servers: refused before any route
    refused(400, "BAD_HTTP", "GET", "/static/..%2Fweb%2Findex.html", null);
    refused(404, "NOT_FOUND", "GET", "/static/..web.index.html", null);
    refused(404, "NOT_FOUND", "GET", "/etc/passwd", null);
    refused(405, "METHOD_NOT_ALLOWED", "DELETE", p1.path(), null);
  }

  @Test
  @DisplayName("a forged or missing token is 403, and so is a link used for another seat")
  void forged() {
    refused(403, "BAD_TOKEN", "GET", "/api/tables/" + table + "/p1?token=AAAAAAAAAAAAAAAAAAAAAAAA", null);
    refused(403, "BAD_TOKEN", "POST", "/api/tables/" + table + "/p2/actions?token=" + p1.token(),
        "{\"version\":1,\"index\":0}");
    refused(403, "MISSING_TOKEN", "GET", "/api/tables/" + table + "/p2", null);
    refused(403, "BAD_TOKEN", "GET", "/api/tables/" + table + "/spectator?token=" + p1.token(), null);
    refused(403, "BAD_TOKEN", "GET", "/api/tables/" + table + "/p2/stream?token=" + p1.token(), null);
  }

  @Test
  @DisplayName("an action naming another seat is 403, a spectator cannot act")
  void anotherSeat() {
    refused(403, "NOT_YOUR_SEAT", "POST", p1.path("actions"), "{\"action\":{\"type\":\"bid\",\"actor\":\"p2\",\"coins\":0}}");
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    refused(403, "SPECTATOR_CANNOT_ACT", "POST", spectator.path("actions"), "{\"version\":1,\"index\":0}");
  }

  @Test
  @DisplayName("a stale version is 409; an index out of range is 400; acting out of turn is 409")
  void staleAndOutOfTurn() {
    refused(409, "STALE_VERSION", "POST", p2.path("actions"), "{\"version\":0,\"index\":0}");
    refused(409, "STALE_VERSION", "POST", p2.path("actions"), "{\"version\":0,\"action\":{\"type\":\"bid\",\"actor\":\"p2\",\"coins\":0}}");
    refused(400, "NO_SUCH_ACTION", "POST", p2.path("actions"), "{\"version\":1,\"index\":99}");
    refused(400, "NO_SUCH_ACTION", "POST", p2.path("actions"), "{\"version\":1,\"index\":-1}");
    refused(409, "NOT_YOUR_TURN", "POST", p1.path("actions"), "{\"version\":1,\"index\":0}");
  }

  @Test
  @DisplayName("a rule's rejection comes back with its code, sentence and rule ID (409)")
  void ruleRejection() {
    JsonNode err = refused(409, "ILLEGAL_ACTION", "POST", p2.path("actions"),
        "{\"action\":{\"type\":\"roll\",\"actor\":\"p2\"}}");
    assertEquals("RACE-R3", err.get("rule").asText());
    JsonNode bid = refused(409, "BAD_BID", "POST", p2.path("actions"),
        "{\"action\":{\"type\":\"bid\",\"actor\":\"p2\",\"coins\":7}}");
    assertEquals("RACE-R2", bid.get("rule").asText());
  }

  @Test
  @DisplayName("the log is refused while the game runs (409); bad table requests are 400")
  void logAndCreate() {
    refused(409, "NOT_FINISHED", "GET", p1.path("log"), null);
    refused(400, "BAD_SETUP", "POST", "/api/tables", "{\"game\":\"dice-race\",\"players\":9}");
    refused(400, "UNKNOWN_SEAT", "POST", "/api/tables", "{\"game\":\"dice-race\",\"bots\":[\"p7\"]}");
    refused(400, "BAD_BOT", "POST", "/api/tables", "{\"game\":\"dice-race\",\"bots\":{\"p2\":\"genius\"}}");
    refused(400, "BAD_REQUEST", "POST", "/api/tables", "{\"game\":\"dice-race\",\"turnSeconds\":-1}");
    refused(413, "TOO_LARGE", "POST", p2.path("actions"), "{\"x\":\"" + "a".repeat(TableServer.MAX_BODY) + "\"}");
  }
}
