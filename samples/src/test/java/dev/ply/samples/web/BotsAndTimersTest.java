package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.Replay;
import dev.ply.samples.cli.PlyCli;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bots move on their own, timers take the default action, and a finished game's log replays. */
class BotsAndTimersTest extends ServerFixture {
  @TempDir Path dir;

  private JsonNode waitFor(WebClient.Seat seat, java.util.function.Predicate<JsonNode> done) throws InterruptedException {
    long until = System.currentTimeMillis() + 10_000;
    while (System.currentTimeMillis() < until) {
      JsonNode s = client.get(seat.path()).json();
      if (done.test(s)) {
        return s;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("timed out waiting for the table");
  }

  @Test
  @DisplayName("a person plays against a random bot to the end; the log downloads and ply replay verifies it")
  void playAgainstBot() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":21,\"bots\":{\"p2\":\"random\"}}");
    assertTrue(created.get("seats").get(1).get("link").isNull(), "a bot seat has no link");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    Random pick = new Random(1);
    for (int i = 0; i < 500; i++) {
      JsonNode s = waitFor(p1, x -> x.get("over").asBoolean() || x.get("legal").size() > 0);
      if (s.get("over").asBoolean()) {
        break;
      }
      WebClient.Reply r = client.post(p1.path("actions"),
          WebClient.pick(s.get("version").asInt(), pick.nextInt(s.get("legal").size())));
      assertTrue(r.status() == 200 || r.status() == 409, r.body()); // 409: the bot moved in between
    }
    JsonNode end = client.get(p1.path()).json();
    assertTrue(end.get("over").asBoolean(), "the game ended");
    assertTrue(end.get("outcome").get("reason").asText().length() > 0);
    WebClient.Reply log = client.get(p1.path("log"));
    assertEquals(200, log.status());
    Either<LogError, LoadedLog<?, ?>> loaded = LogCodec.read(log.body(), id -> ServerFixture.games()
        .find(g -> g.descriptor().id().equals(id)), LogCodec.DEFAULT_MAX_BYTES);
    assertTrue(loaded.isRight(), () -> loaded.getLeft().toString());
    assertTrue(replays(loaded.get()), "the log replays with every hash");
    Path file = dir.resolve("race.json");
    Files.writeString(file, log.body());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(new String[] {"replay", file.toString(), "--verify"}, new PrintWriter(out), new PrintWriter(err));
    assertEquals(0, status, err.toString());
    WebClient.Reply spectatorLog = client.get(WebClient.seat(created, "spectator").path("log"));
    assertEquals(200, spectatorLog.status(), "the spectator may download a finished game's log too");
  }

  private static <S, A extends dev.ply.core.Action> boolean replays(LoadedLog<S, A> l) {
    return Replay.run(l.game(), l.log(), Replay.Mode.AUTO).ok();
  }

  @Test
  @DisplayName("when a seat's turn timer runs out the server takes the game's default action")
  void timer() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":3,\"turnSeconds\":0.3}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    JsonNode first = client.get(p1.path()).json();
    assertTrue(first.get("seats").get(0).get("deadline").isNumber(), "the awaited seat shows its deadline");
    JsonNode later = waitFor(p1, s -> s.get("version").asInt() >= 2);
    assertTrue(later.get("events").toString().contains("BidsRevealed"), "both default bids were taken");
  }

  @Test
  @DisplayName("an MCTS bot (the core's Agent) and a random bot play a whole game; unknown kinds are refused")
  void mctsBot() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":6,\"bots\":{\"p1\":\"mcts:30\",\"p2\":\"random\"}}");
    JsonNode end = waitFor(WebClient.seat(created, "spectator"), s -> s.get("over").asBoolean());
    assertEquals("mcts:30", end.get("seats").get(0).get("bot").asText());
    // the table's bot statistics: decisions its safety cap cut (none: 30 iterations are far below it)
    assertEquals(0, end.get("seats").get(0).get("botCapsHit").asInt());
    assertEquals(0, end.get("seats").get(1).get("botCapsHit").asInt());
    WebClient.Reply bad = client.post("/api/tables", "{\"game\":\"dice-race\",\"bots\":{\"p2\":\"mcts:-1\"}}");
    assertEquals(400, bad.status());
    assertTrue(bad.json().get("message").asText().contains("not an agent"), bad.body());
  }

  @Test
  @DisplayName("a heuristic bot (the game's strategy, random in the race) plays a whole game")
  void heuristicBot() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":8,\"bots\":{\"p1\":\"heuristic\",\"p2\":\"mcts\"}}");
    JsonNode end = waitFor(WebClient.seat(created, "spectator"), s -> s.get("over").asBoolean());
    assertEquals("heuristic", end.get("seats").get(0).get("bot").asText());
  }

  @Test
  @DisplayName("two bots play a whole game by themselves")
  void botsAlone() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":3,\"seed\":8,\"bots\":[\"p1\",\"p2\",\"p3\"]}");
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    JsonNode end = waitFor(spectator, s -> s.get("over").asBoolean());
    assertEquals(1, end.get("outcome").get("winners").size());
  }

  @Test
  @DisplayName("the live stream sends the seat's snapshot now and after every change")
  void stream() throws IOException, InterruptedException {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":4}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    var http = java.net.http.HttpClient.newHttpClient();
    var req = client.request(p1.path("stream")).build();
    var lines = http.send(req, java.net.http.HttpResponse.BodyHandlers.ofLines()).body().iterator();
    JsonNode firstSnap = nextState(lines);
    assertEquals(0, firstSnap.get("version").asInt());
    assertEquals(200, client.post(p2.path("actions"), WebClient.pick(0, 0)).status());
    JsonNode next = nextState(lines);
    assertEquals(1, next.get("version").asInt());
    assertEquals("p1", next.get("seat").asText(), "the stream carries p1's own view");
  }

  private static JsonNode nextState(java.util.Iterator<String> lines) throws IOException {
    while (lines.hasNext()) {
      String line = lines.next();
      if (line.startsWith("data: ")) {
        return ViewJson.mapper().readTree(line.substring(6));
      }
    }
    throw new AssertionError("the stream ended");
  }
}
