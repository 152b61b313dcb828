package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Two people play each installed game through the HTTP API, each seeing only their own view. */
class TablePlayTest extends ServerFixture {
  static Stream<String> gameIds() {
    return games().map(g -> g.descriptor().id()).toJavaStream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("gameIds")
  @DisplayName("two seats play turns of every installed game through the API")
  void twoSeatsPlay(String gameId) {
    int n = players(gameId);
    JsonNode created = create("{\"game\":\"" + gameId + "\",\"players\":" + n + ",\"seed\":42}");
    List<WebClient.Seat> seats = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      seats.add(WebClient.seat(created, "p" + i));
    }
    Table<?, ?> table = table(created);
    Random pick = new Random(3);
    int played = 0;
    boolean sawDifference = false;
    List<String> acted = new ArrayList<>();
    for (int step = 0; step < 40; step++) {
      List<JsonNode> snaps = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        snaps.add(client.get(seats.get(i).path()).json());
        assertEquals("p" + (i + 1), snaps.get(i).get("seat").asText());
        assertEquals(snaps.get(0).get("version"), snaps.get(i).get("version"), "every seat sees the same version");
        checkOwnView(table, PlayerId.of("p" + (i + 1)), snaps.get(i));
      }
      JsonNode s1 = snaps.get(0);
      sawDifference |= !s1.get("view").equals(wire(table.stateForServer()));
      if (s1.get("over").asBoolean()) {
        break;
      }
      JsonNode awaited = s1.get("awaiting");
      assertFalse(awaited.isEmpty(), "a running game awaits someone");
      String who = awaited.get(0).asText();
      int w = Integer.parseInt(who.substring(1)) - 1;
      WebClient.Seat seat = seats.get(w);
      JsonNode snap = snaps.get(w);
      for (int i = 0; i < n; i++) {
        if (i != w && !awaited.toString().contains("\"p" + (i + 1) + "\"")) {
          assertEquals(0, snaps.get(i).get("legal").size(), "a seat that is not awaited is offered nothing");
        }
      }
      int k = snap.get("legal").size();
      assertTrue(k > 0, who + " is awaited and has legal actions");
      for (JsonNode a : snap.get("legal")) {
        assertFalse(a.get("text").asText().isBlank(), "every action has a description");
        assertEquals(who, a.get("action").get("actor").asText(), "a seat is offered only its own actions");
      }
      int version = snap.get("version").asInt();
      WebClient.Reply r = client.post(seat.path("actions"), WebClient.pick(version, pick.nextInt(k)));
      assertEquals(200, r.status(), r.body());
      assertEquals(version + 1, r.json().get("version").asInt());
      acted.add(who);
      played++;
    }
    assertTrue(played >= 5 || table.isOver(), "several actions were played: " + played);
    assertTrue(acted.contains("p1") && (acted.contains("p2") || table.isOver()), "both seats acted: " + acted);
    if (table.game().descriptor().hiddenInformation()) {
      assertTrue(sawDifference, "a game with hidden information never sends the full state");
    }
  }

  /** The snapshot's view is exactly {@code game.view(state, seat)}, and its events are the seat's. */
  private static <S> void checkOwnView(Table<S, ?> table, PlayerId seat, JsonNode snap) {
    Game<S, ?> game = table.game();
    assertEquals(wire(game.view(table.stateForServer(), seat)), snap.get("view"),
        seat + " receives its own view");
    for (JsonNode e : snap.get("events")) {
      assertTrue(e.has("type") && e.has("rule") && e.has("data"), "events carry type, rule and data");
      String text = e.get("text").asText();
      assertFalse(text.isBlank() || text.matches("(?s).*\\w\\[\\w+=.*"), "an event is told in words, not as a record: " + text);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("gameIds")
  @DisplayName("a seat's link cannot open another seat, and the spectator sees the spectator's view")
  void noPeeking(String gameId) {
    JsonNode created = create("{\"game\":\"" + gameId + "\",\"players\":" + players(gameId) + ",\"seed\":5}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    WebClient.Reply forged = client.get("/api/tables/" + p1.table() + "/p2?token=" + p1.token());
    assertEquals(403, forged.status());
    assertEquals("BAD_TOKEN", forged.json().get("error").asText());
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    JsonNode s = client.get(spectator.path()).json();
    Table<?, ?> table = table(created);
    assertEquals(spectatorView(table), s.get("view"));
    assertEquals(0, s.get("legal").size(), "a spectator has no actions");
    assertNotEquals(p1.token(), p2.token());
  }

  /** Two seats, or the game's fewest (Munchkin seats 3 to 6). */
  private static int players(String gameId) {
    return Math.max(2, games().find(g -> g.descriptor().id().equals(gameId)).get().descriptor().minPlayers());
  }

  private static <S> JsonNode spectatorView(Table<S, ?> table) {
    return wire(table.game().view(table.stateForServer(), PlayerId.SPECTATOR));
  }

  /** A value as it arrives over the wire (numbers re-read, so a long 0 equals an int 0). */
  static JsonNode wire(Object value) {
    try {
      return ViewJson.mapper().readTree(ViewJson.mapper().writeValueAsString(value));
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }
}
