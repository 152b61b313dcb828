package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.ReplayResult;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * "Report a problem" at any moment: the seat's position and step always, the log so far only
 * when handing it over hides nothing from another person.
 */
class ReportTest extends ServerFixture {
  private int playSome(WebClient.Seat seat, int actions) {
    int played = 0;
    for (int i = 0; i < 50 && played < actions; i++) {
      JsonNode snap = client.get(seat.path()).json();
      if (snap.get("over").asBoolean()) {
        break;
      }
      if (snap.get("legal").isEmpty()) {
        try {
          Thread.sleep(20); // a bot or another seat is to move; this waits for a state, not a time
        } catch (InterruptedException e) {
          throw new AssertionError(e);
        }
        continue;
      }
      WebClient.Reply r = client.post(seat.path("actions"), WebClient.pick(snap.get("version").asInt(), 0));
      assertEquals(200, r.status(), r.body());
      played++;
    }
    return played;
  }

  @Test
  @DisplayName("against bots, a mid-game report carries the log so far, which verifies and replays to the reported position")
  void againstBots() {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p2\":\"random\"}}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    playSome(p1, 2);
    JsonNode report = client.get(p1.path("report")).json();
    assertEquals("ply-bug-report", report.get("kind").asText());
    assertEquals("p1", report.get("seat").asText());
    int step = report.get("step").asInt();
    assertTrue(report.get("log").isTextual(), "only bots would learn the seed: " + report);
    LoadedLog<?, ?> loaded = LogCodec.read(report.get("log").asText()).get();
    assertEquals(step, loaded.log().size());
    ReplayResult<?> replayed = loaded.replay();
    assertTrue(replayed.ok(), "the log so far verifies");
    assertEquals(report.get("position").get("version").asInt(), step);
    assertEquals(report.get("position").get("view").toString(),
        ViewJson.mapper().valueToTree(viewOf(loaded, replayed, "p1")).toString(), "it replays to the position p1 saw");
    assertTrue(report.get("howToReplay").asText().contains("--step " + step), report.get("howToReplay").asText());
    // each event says whose action it followed, for the page's "since your last move"
    int checked = 0;
    for (JsonNode e : report.get("position").get("events")) {
      int v = e.get("version").asInt();
      if (v >= 1 && v <= step) {
        assertEquals(loaded.log().entries().get(v - 1).action().actor().name(), e.get("by").asText(), e.toString());
        checked++;
      } else if (v == 0) {
        assertTrue(e.get("by").isNull(), e.toString());
      }
    }
    assertTrue(checked > 0, "some events followed an action");
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object viewOf(LoadedLog loaded, ReplayResult replayed, String seat) {
    return loaded.game().view(replayed.last(), dev.ply.core.PlayerId.of(seat));
  }

  @Test
  @DisplayName("between people with a secret seed, a mid-game report holds the position and step but not the log, and no other seat may take it")
  void betweenPeople() {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    JsonNode report = client.get(p1.path("report")).json();
    assertTrue(report.get("log").isNull(), "the log would show p2's card and the coming draws: " + report);
    assertEquals(0, report.get("step").asInt());
    assertEquals(client.get(p1.path()).json().get("view"), report.get("position").get("view"));
    assertTrue(report.get("howToReplay").asText().contains("when the game is over"));
    WebClient.Reply stolen = client.get("/api/tables/" + p1.table() + "/p1/report?token=" + p2.token());
    assertEquals(403, stolen.status(), stolen.body());
  }

  @Test
  @DisplayName("with a chosen seed every seat knows already, the report carries the log")
  void chosenSeed() {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2,\"seed\":9}");
    JsonNode report = client.get(WebClient.seat(created, "p2").path("report")).json();
    assertTrue(report.get("log").isTextual(), report.toString());
  }
}
