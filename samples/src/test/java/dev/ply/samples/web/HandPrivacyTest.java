package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A seat never receives another seat's hand, nor the events private to it (HeroQuest). */
class HandPrivacyTest extends ServerFixture {
  @Test
  @DisplayName("HeroQuest: each seat sees its own hand, only the backs of the other's, and none of its private events")
  void heroQuestHands() {
    JsonNode created = create("{\"game\":\"heroquest\",\"players\":2,\"seed\":17}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    Random pick = new Random(2);
    boolean sawPrivate = false;
    for (int step = 0; step < 30; step++) {
      JsonNode s1 = client.get(p1.path()).json();
      JsonNode s2 = client.get(p2.path()).json();
      check(s1, s2, 0, 1, step == 0);
      check(s2, s1, 1, 0, step == 0);
      Set<Long> seen1 = seqs(s1);
      for (long seq : seqs(s2)) {
        sawPrivate |= !seen1.contains(seq);
      }
      if (s1.get("over").asBoolean()) {
        break;
      }
      String who = s1.get("awaiting").get(0).asText();
      WebClient.Seat seat = who.equals("p1") ? p1 : p2;
      JsonNode snap = who.equals("p1") ? s1 : s2;
      int n = snap.get("legal").size();
      assertEquals(200, client.post(seat.path("actions"), WebClient.pick(snap.get("version").asInt(), pick.nextInt(n))).status());
    }
    assertTrue(sawPrivate, "some events were private to p2 and never reached p1");
  }

  /**
   * {@code mine} (seat index {@code me}) shows its own hand and only backs of {@code other}'s. At
   * the start, when no card has been public yet, the other hand's ids appear nowhere in the
   * snapshot (later a card may come back to a hand after being seen on the floor).
   */
  private static void check(JsonNode mine, JsonNode theirs, int me, int other, boolean fresh) {
    JsonNode myHand = mine.get("view").get("heroes").get(me).get("hand");
    JsonNode theirHandSeenByMe = mine.get("view").get("heroes").get(other).get("hand");
    JsonNode theirHand = theirs.get("view").get("heroes").get(other).get("hand");
    for (JsonNode c : myHand) {
      assertFalse(c.asText().equals("??"), "a seat sees its own cards");
    }
    for (JsonNode c : theirHandSeenByMe) {
      assertEquals("??", c.asText(), "a seat sees only the backs of another's hand");
    }
    assertEquals(theirHand.size(), theirHandSeenByMe.size(), "hand sizes stay visible");
    if (!fresh) {
      return;
    }
    ObjectNode withoutCatalogue = mine.deepCopy();
    withoutCatalogue.remove("glossary");
    String text = withoutCatalogue.toString();
    for (JsonNode c : theirHand) {
      assertFalse(text.contains("\"" + c.asText() + "\""), "the other seat's card " + c.asText() + " is nowhere in "
          + mine.get("seat").asText() + "'s snapshot");
    }
  }

  private static Set<Long> seqs(JsonNode snap) {
    Set<Long> out = new HashSet<>();
    snap.get("events").forEach(e -> out.add(e.get("seq").asLong()));
    return out;
  }
}
