package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.match.Match;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The replay page's API: a log stepped through from any seat's view, verified, nothing more shown. */
class ReplayPageTest extends ServerFixture {
  private final LoveLetterGame game = new LoveLetterGame();

  private Match<LoveLetterState, LoveLetterAction> played(long seed) {
    Match<LoveLetterState, LoveLetterAction> match = Match.start(game, Setup.of(3, seed));
    RandomAgent bot = new RandomAgent(seed);
    while (!match.isOver()) {
      PlayerId who = match.awaiting().head();
      match.submit(bot.choose(game, match.view(who), who)).get();
    }
    return match;
  }

  private JsonNode replay(String log, String view, int step) {
    ObjectNode req = ViewJson.mapper().createObjectNode();
    req.put("log", log);
    req.put("view", view);
    req.put("step", step);
    WebClient.Reply r = client.post("/api/replay", req.toString());
    assertEquals(200, r.status(), r.body());
    return r.json();
  }

  @Test
  @DisplayName("every step of a log, from a seat's view: that seat's view of the position, its own actions in words, only the events it was shown")
  void stepsAsASeatSawThem() {
    var match = played(5);
    String log = LogCodec.write(match.log());
    ReplayResult<LoveLetterState> r = Replay.run(game, match.log());
    PlayerId p2 = PlayerId.of("p2");
    int step = match.log().size() / 2;
    JsonNode b = replay(log, "p2", step);
    assertEquals(match.log().size(), b.get("steps").asInt());
    assertEquals(match.log().size(), b.get("verifiedSteps").asInt());
    assertTrue(b.get("divergence").isNull());
    assertEquals(ViewJson.mapper().valueToTree(game.view(r.states().get(step), p2)).toString(),
        b.get("position").get("view").toString(), "the position at that step as p2 saw it");
    JsonNode timeline = b.get("timeline");
    assertEquals(match.log().size(), timeline.size());
    for (int k = 1; k <= match.log().size(); k++) {
      JsonNode t = timeline.get(k - 1);
      PlayerId actor = match.log().entries().get(k - 1).action().actor();
      if (actor.equals(p2)) {
        assertEquals(game.describe(game.view(r.states().get(k - 1), p2), match.log().entries().get(k - 1).action()),
            t.get("text").asText());
      } else {
        assertTrue(t.get("text").isNull(), "another seat's action is not spelt out: " + t);
        assertEquals(actor.name(), t.get("actor").asText());
      }
      long shown = r.events().get(k - 1).count((GameEvent e) -> e.visibility().visibleTo(p2));
      assertEquals(shown, t.get("events").size(), "step " + k + ": only the events p2 was shown");
    }
    JsonNode spectator = replay(log, "spectator", match.log().size());
    assertTrue(spectator.get("position").get("over").asBoolean());
    assertFalse(spectator.get("position").get("outcome").asText().isBlank());
  }

  @Test
  @DisplayName("a tampered log is stepped through up to where it stops verifying, which the page is told")
  void tampered() {
    var match = played(8);
    String log = LogCodec.write(match.log());
    // the tenth step's recorded hash, changed: the log stops verifying there
    int at = 10;
    String hash = match.log().entries().get(at - 1).hash().get();
    String bad = log.replace(hash, hash.substring(0, hash.length() - 1) + (hash.endsWith("0") ? "1" : "0"));
    JsonNode b = replay(bad, "spectator", 0);
    assertEquals(at, b.get("divergence").get("step").asInt(), b.get("divergence").toString());
    assertTrue(b.get("verifiedSteps").asInt() <= at && b.get("verifiedSteps").asInt() >= at - 1,
        "the steps before the broken one can be viewed: " + b.get("verifiedSteps"));
    ObjectNode beyond = ViewJson.mapper().createObjectNode();
    beyond.put("log", bad);
    beyond.put("step", at + 5);
    WebClient.Reply r = client.post("/api/replay", beyond.toString());
    assertEquals(400, r.status());
    assertEquals("BAD_STEP", r.json().get("error").asText());
  }

  @Test
  @DisplayName("what is not a log, or names no seat of it, is refused in one sentence without library words")
  void refusals() {
    WebClient.Reply notLog = client.post("/api/replay", "{\"log\":\"{\\\"game\\\": 5}\"}");
    assertEquals(400, notLog.status());
    assertEquals("BAD_LOG", notLog.json().get("error").asText());
    assertFalse(notLog.body().contains("jackson") || notLog.body().contains("Exception"), notLog.body());
    WebClient.Reply noLog = client.post("/api/replay", "{\"view\":\"p1\"}");
    assertEquals(400, noLog.status());
    ObjectNode seat = ViewJson.mapper().createObjectNode();
    seat.put("log", LogCodec.write(played(2).log()));
    seat.put("view", "p9");
    WebClient.Reply wrongSeat = client.post("/api/replay", seat.toString());
    assertEquals(400, wrongSeat.status());
    assertEquals("BAD_VIEW", wrongSeat.json().get("error").asText());
  }

  @Test
  @DisplayName("a finished table steps through its own log for its seats; a running one does not")
  void finishedTable() {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"random\",\"p2\":\"random\"}}");
    WebClient.Seat p1 = WebClient.seat(created, "spectator");
    WebClient.Reply early = client.post(p1.path("replay"), "{\"view\":\"p1\",\"step\":0}");
    if (early.status() != 200) {
      assertEquals(409, early.status(), early.body());
    }
    waitUntil(client, p1, s -> s.get("over").asBoolean());
    WebClient.Reply done = client.post(p1.path("replay"), "{\"view\":\"p2\",\"step\":1}");
    assertEquals(200, done.status(), done.body());
    assertEquals(1, done.json().get("step").asInt());
    assertEquals("p2", done.json().get("viewer").asText());
  }

  @Test
  @DisplayName("the replay page is served, and the start page links to it")
  void pages() {
    WebClient.Reply page = client.get("/replay");
    assertEquals(200, page.status());
    assertTrue(page.body().contains("/static/replay.js"));
    assertTrue(client.get("/static/replay.js").status() == 200);
    assertTrue(client.get("/").body().contains("href=\"/replay\""));
  }
}
