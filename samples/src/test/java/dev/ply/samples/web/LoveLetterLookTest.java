package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.PlayerId;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.LoveLetterPositions;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Love Letter's look on the web table: what a player knows of another's hand, to that player only. */
class LoveLetterLookTest {
  private static final LoveLetterGame GAME = new LoveLetterGame();
  private static final PlayerId P1 = LoveLetterPositions.P1;
  private static final PlayerId P2 = LoveLetterPositions.P2;
  private static final PlayerId P3 = LoveLetterPositions.P3;

  private static JsonNode look(LoveLetterState s, PlayerId viewer) {
    return Presentation.of(GAME.view(s, viewer), viewer).get();
  }

  @Test
  @DisplayName("LL-R6 after a Priest's look the looker's page names the card, the target's says who knows it, a third's shows neither")
  void knownHands() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, Card.PRIEST).turn(P1, Card.GUARD)
        .hand(P2, Card.COUNTESS).hand(P3, Card.BARON).build();
    s = GAME.apply(s, new LoveLetterAction.PlayPriest(P1, P2)).get().state();
    JsonNode p1 = look(s, P1);
    assertEquals("Countess", p1.get("seats").get(1).get("known").asText());
    assertEquals("?", p1.get("seats").get(1).get("hand").get(0).asText(), "the card stays face down");
    JsonNode p2 = look(s, P2);
    assertEquals("p1", p2.get("seats").get(1).get("knownBy").get(0).asText());
    JsonNode p3 = look(s, P3);
    assertFalse(p3.toString().contains("Countess") || p3.toString().contains("\"known\""), p3.toString());
    assertEquals(0, p3.get("seats").get(2).get("knownBy").size());
    JsonNode spectator = look(s, PlayerId.SPECTATOR);
    assertFalse(spectator.toString().contains("Countess"), spectator.toString());
  }
}
