package dev.ply.samples.loveletter.outside;

import static dev.ply.samples.loveletter.LoveLetterPositions.P1;
import static dev.ply.samples.loveletter.LoveLetterPositions.P2;
import static dev.ply.samples.loveletter.LoveLetterPositions.P3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.InvalidPosition;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.LoveLetterPositions;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The public position builder as a test or front end in another package uses it. */
class PositionsTest {
  static final LoveLetterGame GAME = new LoveLetterGame();

  @Test
  @DisplayName("LL-R5 a built position plays: a Guard naming the right card knocks the target out")
  void guardFromAPosition() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, Card.GUARD).turn(P1, Card.PRIEST)
        .hand(P2, Card.BARON).hand(P3, Card.KING).build();
    var t = Scenario.givenState(GAME, s).when(new LoveLetterAction.PlayGuard(P1, P2, Card.BARON)).accepted();
    assertTrue(t.state().isOut(1), "p2 held the Baron");
  }

  @Test
  @DisplayName("LL-R1 LL-R14 a position with a card too many or a card in an out player's hand is refused with InvalidPosition")
  void invalidPositionsAreNamed() {
    InvalidPosition princesses = assertThrows(InvalidPosition.class,
        () -> LoveLetterPositions.players(2).hand(P1, Card.PRINCESS).hand(P2, Card.PRINCESS).build());
    assertEquals("LL-R1", princesses.invariant());
    assertTrue(princesses.getMessage().contains("the deck holds only 1 Princess"), princesses.getMessage());
    InvalidPosition out = assertThrows(InvalidPosition.class,
        () -> LoveLetterPositions.players(3).out(P2).hand(P2, Card.KING).build());
    assertEquals("LL-R14", out.invariant());
    assertTrue(out.getMessage().contains("p2 is out"), out.getMessage());
    assertEquals("LL-R3", assertThrows(InvalidPosition.class,
        () -> LoveLetterPositions.players(3).faceUp(Card.GUARD, Card.GUARD, Card.GUARD)).invariant());
    assertEquals(InvalidPosition.REQUEST, assertThrows(InvalidPosition.class,
        () -> LoveLetterPositions.players(2).hand(P3, Card.GUARD)).invariant());
  }

  @Test
  @DisplayName("start() is the built position awaiting the player on turn, with no events")
  void start() {
    var t = LoveLetterPositions.players(2).hand(P1, Card.GUARD).turn(P1, Card.PRIEST).start();
    assertTrue(t.events().isEmpty());
    assertEquals(io.vavr.collection.HashSet.of(P1), GAME.awaiting(t.state()));
    assertEquals(t.state(), LoveLetterPositions.start(t.state()).state());
  }

  @Test
  @DisplayName("a position saved as JSON loads back equal, and a tampered one is refused")
  void jsonRoundTrip() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, Card.COUNTESS).turn(P1, Card.KING)
        .played(P2, Card.HANDMAID).shielded(P2).tokens(P2, 3).build();
    String json = LoveLetterPositions.toJson(s);
    assertEquals(Either.right(s), LoveLetterPositions.fromJson(json));
    Either<String, LoveLetterState> bad = LoveLetterPositions.fromJson(json.replace("\"HANDMAID\"", "\"PRINCESS\""));
    assertTrue(bad.isLeft() && bad.getLeft().contains("LL-R1"), bad::toString);
    assertThrows(IllegalArgumentException.class, () -> LoveLetterPositions.toJson(GAME.view(s, P1)));
  }
}
