package dev.ply.samples.loveletter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Love Letter in words: round banners that explain ties (LL-R15), every card's effect. */
class WordsTest {
  private static final LoveLetterGame GAME = new LoveLetterGame();
  private static final PlayerId P1 = PlayerId.seat(1);
  private static final PlayerId P2 = PlayerId.seat(2);
  private static final PlayerId P3 = PlayerId.seat(3);
  private final LoveLetterState s = GAME.start(Setup.of(3, 1));

  @Test
  @DisplayName("LL-R15: the highest card wins the round, and the banner says which")
  void highest() {
    var e = new LoveLetterEvent.RoundEnded(3, Vector.of(P1, P2), Vector.of(Card.BARON, Card.PRINCESS), Vector.of(P2));
    assertEquals("p2 wins round 3: the deck ran out; revealed: p1 the Baron, p2 the Princess; the Princess is highest",
        GAME.banner(s, e).get());
  }

  @Test
  @DisplayName("LL-R15: a tie on the card goes to the higher total of played cards, and the banner says so")
  void tieBroken() {
    var e = new LoveLetterEvent.RoundEnded(2, Vector.of(P1, P3), Vector.of(Card.PRINCE, Card.PRINCE), Vector.of(P3));
    assertTrue(GAME.banner(s, e).get().endsWith("p1 and p3 tied with the Prince, and the tie goes to the higher total"
        + " of cards played this round (LL-R15)"), GAME.banner(s, e).get());
  }

  @Test
  @DisplayName("LL-R15: still tied, every tied player wins a token, and the banner says why")
  void tieShared() {
    var e = new LoveLetterEvent.RoundEnded(2, Vector.of(P1, P3), Vector.of(Card.KING, Card.KING), Vector.of(P1, P3));
    assertTrue(GAME.banner(s, e).get().startsWith("p1 and p3 win round 2")
        && GAME.banner(s, e).get().contains("so each wins a token"), GAME.banner(s, e).get());
  }

  @Test
  @DisplayName("LL-R3 a new round names the face-up cards as the board does (the Priest, not Priest)")
  void roundStarted() {
    var e = new LoveLetterEvent.RoundStarted(2, P2, Vector.of(Card.PRIEST, Card.GUARD, Card.GUARD));
    assertEquals("round 2 begins; p2 starts; set aside face up: the Priest, the Guard, the Guard", GAME.eventText(s, e));
  }

  @Test
  @DisplayName("ply rules can be played from: every card with its value, count and effect")
  void everyCard() {
    var r = GAME.rulesText();
    for (Card c : Card.values()) {
      var t = r.lookup(c.title());
      assertEquals(1, t.size(), c.title());
      assertTrue(t.head().text().contains("value " + c.value()) && t.head().text().contains(c.rule()), t.head().text());
    }
    assertTrue(r.goal().contains("7 tokens") && r.turn().contains("draw a card"), r.goal() + r.turn());
  }
}
