package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.EventWords;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Rule references on the web table are shown only when asked: each event's {@code text} is the
 * game's words without them, {@code textWithRules} the words as the game wrote them, and the page
 * shows the latter and the rule badges only while "show rule references" is ticked.
 */
class RuleReferencesTest extends ServerFixture {

  @Test
  @DisplayName("events carry text without rule references and textWithRules as written (Love Letter's LL-R13)")
  void eventsCarryBoth() {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2,\"seed\":4}");
    WebClient.Seat[] seats = {WebClient.seat(created, "p1"), WebClient.seat(created, "p2")};
    Random pick = new Random(3);
    boolean sawTag = false;
    for (int step = 0; step < 400 && !sawTag; step++) {
      JsonNode snap = client.get(seats[0].path()).json();
      for (JsonNode e : snap.get("events")) {
        String text = e.get("text").asText();
        String written = e.get("textWithRules").asText();
        assertEquals(EventWords.withoutRuleTags(written), text, "text is the written words without rule references");
        assertFalse(text.matches("(?s).*\\(LL-R\\d+.*"), text);
        sawTag |= written.contains("(LL-R13)");
      }
      if (snap.get("over").asBoolean()) {
        assertFalse(snap.get("outcome").get("reason").asText().contains("(LL-R"));
        break;
      }
      WebClient.Seat seat = seats[snap.get("awaiting").get(0).asText().equals("p1") ? 0 : 1];
      JsonNode mine = client.get(seat.path()).json();
      WebClient.Reply r = client.post(seat.path("actions"),
          WebClient.pick(mine.get("version").asInt(), pick.nextInt(mine.get("legal").size())));
      assertEquals(200, r.status(), r.body());
    }
    assertTrue(sawTag, "some event's words carried a rule reference (the Guard with no effect, LL-R13)");
  }

  @Test
  @DisplayName("the page has a 'show rule references' toggle, off by default, that switches the words and the badges")
  void pageToggle() throws IOException {
    String html = resource("/web/table.html");
    String js = resource("/web/table.js");
    assertTrue(html.contains("<input type=\"checkbox\" id=\"showRules\"> show rule references"), html);
    assertTrue(js.contains("let showRules = false;"), "off unless the reader ticked it before");
    assertTrue(js.contains("showRules && e.textWithRules ? e.textWithRules : Ply.describeEvent(e)"), js);
    assertTrue(js.contains("if (e.rule && showRules)") && js.contains("if (body.rule && showRules)"), js);
    assertTrue(js.contains("showRules && o.reasonWithRules ? o.reasonWithRules : o.reason"), js);
  }

  private static String resource(String path) throws IOException {
    try (InputStream in = RuleReferencesTest.class.getResourceAsStream(path)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
