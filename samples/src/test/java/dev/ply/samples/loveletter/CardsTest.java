package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.Deals.P1;
import static dev.ply.samples.loveletter.Deals.P2;
import static dev.ply.samples.loveletter.Deals.P3;
import static dev.ply.samples.loveletter.Deals.P4;
import static dev.ply.samples.loveletter.Deals.baron;
import static dev.ply.samples.loveletter.Deals.countess;
import static dev.ply.samples.loveletter.Deals.deck;
import static dev.ply.samples.loveletter.Deals.guard;
import static dev.ply.samples.loveletter.Deals.handmaid;
import static dev.ply.samples.loveletter.Deals.king;
import static dev.ply.samples.loveletter.Deals.priest;
import static dev.ply.samples.loveletter.Deals.prince;
import static dev.ply.samples.loveletter.Deals.princess;
import static dev.ply.samples.loveletter.Deals.setup;
import static dev.ply.samples.loveletter.content.Card.BARON;
import static dev.ply.samples.loveletter.content.Card.COUNTESS;
import static dev.ply.samples.loveletter.content.Card.GUARD;
import static dev.ply.samples.loveletter.content.Card.HANDMAID;
import static dev.ply.samples.loveletter.content.Card.KING;
import static dev.ply.samples.loveletter.content.Card.PRIEST;
import static dev.ply.samples.loveletter.content.Card.PRINCE;
import static dev.ply.samples.loveletter.content.Card.PRINCESS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What each card does (LL-R5 to LL-R13), four players unless said otherwise; p1 starts. */
class CardsTest {

  /** Four players dealt p1..p4 in order, then p1's draw, then the next draws. */
  private static Scenario<LoveLetterState, LoveLetterAction> deal(Card... top) {
    Vector<Card> named = Vector.of(top);
    Card burned = Vector.of(PRINCESS, COUNTESS, KING).find(c -> !named.contains(c)).get();
    return Scenario.given(GAME, setup(4, 0, deck(burned, top)));
  }

  @Test
  @DisplayName("LL-R5 a Guard naming the card the target holds puts the target out")
  void guardRight() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(GUARD, PRIEST, BARON, HANDMAID, GUARD).when(guard(P1, P2, PRIEST));
    assertEquals(new LoveLetterEvent.KnockedOut(P2, PRIEST, "LL-R5"), t.event(LoveLetterEvent.KnockedOut.class));
    assertTrue(t.state().isOut(1));
  }

  @Test
  @DisplayName("LL-R5 a wrong guess does nothing but show the guess")
  void guardWrong() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(GUARD, PRIEST, BARON, HANDMAID, GUARD).when(guard(P1, P3, PRIEST));
    assertEquals(new LoveLetterEvent.GuessMissed(P1, P3, PRIEST), t.event(LoveLetterEvent.GuessMissed.class));
    assertEquals(0, t.state().out());
  }

  @Test
  @DisplayName("LL-R5 the Guard may not name the Guard, nor choose its own player; it offers 7 names per other player")
  void guardChoices() {
    Scenario<LoveLetterState, LoveLetterAction> s = deal(GUARD, PRIEST, BARON, HANDMAID, GUARD);
    assertEquals("LL-R5", s.when(guard(P1, P2, GUARD)).rejected("BAD_GUESS").rule().get());
    s.when(guard(P1, P1, PRIEST)).rejected("CANNOT_CHOOSE_YOURSELF");
    s.when(guard(P1, P2, null)).rejected("MALFORMED_ACTION");
    s.when(guard(P1, PlayerId.of("stranger"), PRIEST)).rejected("UNKNOWN_PLAYER");
    Seq<LoveLetterAction> legal = GAME.legalActions(s.state(), P1);
    assertEquals(3 * 7, legal.size());
    assertFalse(legal.exists(a -> ((LoveLetterAction.PlayGuard) a).guess() == GUARD));
  }

  @Test
  @DisplayName("LL-R6 a Priest shows the target's hand to the player only")
  void priestShowsTheHand() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(PRIEST, KING, BARON, HANDMAID, GUARD).when(priest(P1, P2));
    LoveLetterEvent.HandSeen seen = t.event(LoveLetterEvent.HandSeen.class);
    assertEquals(new LoveLetterEvent.HandSeen(P1, P2, KING), seen);
    assertTrue(seen.visibility().visibleTo(P1));
    assertTrue(seen.visibility().visibleTo(P2));
    assertFalse(seen.visibility().visibleTo(P3));
    assertFalse(seen.visibility().visibleTo(PlayerId.SPECTATOR));
    assertEquals(0, t.state().out());
  }

  @Test
  @DisplayName("LL-R7 a Baron compares hands privately; the lower card is out and revealed")
  void baronLowerIsOut() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(BARON, PRIEST, GUARD, HANDMAID, PRINCE).when(baron(P1, P2));
    LoveLetterEvent.HandsCompared compared = t.event(LoveLetterEvent.HandsCompared.class);
    assertEquals(new LoveLetterEvent.HandsCompared(P1, PRINCE, P2, PRIEST), compared);
    assertFalse(compared.visibility().visibleTo(P3));
    assertTrue(compared.visibility().visibleTo(P2));
    LoveLetterEvent.KnockedOut out = t.event(LoveLetterEvent.KnockedOut.class);
    assertEquals(new LoveLetterEvent.KnockedOut(P2, PRIEST, "LL-R7"), out);
    assertTrue(out.visibility().visibleTo(P3), "the loser's card is revealed to all");
  }

  @Test
  @DisplayName("LL-R7 on a Baron tie nothing happens")
  void baronTie() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(BARON, GUARD, PRIEST, HANDMAID, GUARD).when(baron(P1, P2));
    t.accepted();
    assertFalse(t.has(LoveLetterEvent.KnockedOut.class));
    assertEquals(0, t.state().out());
  }

  @Test
  @DisplayName("LL-R8 a Handmaid protects her player from other cards until the start of that player's next turn")
  void handmaidProtects() {
    Scenario<LoveLetterState, LoveLetterAction> s = deal(HANDMAID, GUARD, BARON, HANDMAID, GUARD, GUARD, GUARD, GUARD)
        .play(handmaid(P1));
    assertTrue(s.state().isShielded(0));
    assertEquals("LL-R8", s.when(guard(P2, P1, PRIEST)).rejected("TARGET_PROTECTED").rule().get());
    assertFalse(GAME.legalActions(s.state(), P2).exists(a -> P1.equals(a.target())));
    s = s.play(guard(P2, P3, PRINCESS), guard(P3, P2, PRINCESS), guard(P4, P2, PRIEST));
    assertEquals(0, s.state().turn());
    assertFalse(s.state().isShielded(0), "protection ends when p1's turn starts");
  }

  @Test
  @DisplayName("LL-R9 a Prince makes the chosen player discard their hand without effect and draw a new card")
  void princeOnAnother() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(PRINCE, BARON, PRIEST, HANDMAID, GUARD, KING).when(prince(P1, P2));
    assertEquals(new LoveLetterEvent.CardDiscarded(P2, BARON), t.event(LoveLetterEvent.CardDiscarded.class));
    LoveLetterEvent.CardDrawn drawn = t.events(LoveLetterEvent.CardDrawn.class).head();
    assertEquals(new LoveLetterEvent.CardDrawn(P2, KING, "LL-R9"), drawn);
    assertFalse(drawn.visibility().visibleTo(P1), "only p2 sees the card p2 drew");
    assertEquals(KING.value(), t.state().hand(1));
    assertFalse(t.has(LoveLetterEvent.KnockedOut.class), "the Baron's effect does not happen");
  }

  @Test
  @DisplayName("LL-R9 the Prince may choose its own player")
  void princeOnSelf() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(PRINCE, BARON, PRIEST, HANDMAID, GUARD, KING).when(prince(P1, P1));
    assertEquals(new LoveLetterEvent.CardDiscarded(P1, GUARD), t.event(LoveLetterEvent.CardDiscarded.class));
    assertEquals(KING.value(), t.state().hand(0));
  }

  @Test
  @DisplayName("LL-R9 LL-R12 discarding the Princess to a Prince puts that player out")
  void princeOnPrincess() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(PRINCE, PRINCESS, PRIEST, HANDMAID, GUARD, KING).when(prince(P1, P2));
    assertEquals(new LoveLetterEvent.KnockedOut(P2, PRINCESS, "LL-R12"), t.event(LoveLetterEvent.KnockedOut.class));
    assertTrue(t.state().isOut(1));
    assertFalse(t.has(LoveLetterEvent.CardDiscarded.class));
  }

  @Test
  @DisplayName("LL-R10 a King trades hands with the chosen player")
  void kingTrades() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(KING, PRIEST, BARON, HANDMAID, GUARD).when(king(P1, P2));
    assertEquals(new LoveLetterEvent.HandsTraded(P1, P2), t.event(LoveLetterEvent.HandsTraded.class));
    assertEquals(PRIEST.value(), t.state().hand(0));
    assertEquals(GUARD.value(), t.state().hand(1));
  }

  @Test
  @DisplayName("LL-R11 holding the Countess with the King, the Countess must be played")
  void countessWithKing() {
    Scenario<LoveLetterState, LoveLetterAction> s = deal(COUNTESS, PRIEST, BARON, HANDMAID, KING);
    assertEquals(Vector.of(countess(P1)), GAME.legalActions(s.state(), P1));
    assertEquals("LL-R11", s.when(king(P1, P2)).rejected("MUST_PLAY_COUNTESS").rule().get());
    Scenario.Then<LoveLetterState, LoveLetterAction> t = s.when(countess(P1));
    assertEquals(1, t.events().size() - 2, "only the play and the next turn's start and draw");
  }

  @Test
  @DisplayName("LL-R11 holding the Countess with a Prince, the Countess must be played; with other cards she is optional")
  void countessWithPrince() {
    Scenario<LoveLetterState, LoveLetterAction> s = deal(PRINCE, PRIEST, BARON, HANDMAID, COUNTESS);
    assertEquals(Vector.of(countess(P1)), GAME.legalActions(s.state(), P1));
    s.when(prince(P1, P2)).rejected("MUST_PLAY_COUNTESS");
    Scenario<LoveLetterState, LoveLetterAction> free = deal(GUARD, PRIEST, BARON, HANDMAID, COUNTESS);
    assertEquals(3 * 7 + 1, GAME.legalActions(free.state(), P1).size());
    free.when(guard(P1, P2, PRIEST)).accepted();
  }

  @Test
  @DisplayName("LL-R12 a player who plays the Princess is out of the round")
  void princessPlayed() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        deal(PRINCESS, PRIEST, BARON, HANDMAID, GUARD).when(princess(P1));
    assertEquals(new LoveLetterEvent.KnockedOut(P1, GUARD, "LL-R12"), t.event(LoveLetterEvent.KnockedOut.class));
    assertTrue(t.state().isOut(0));
    assertEquals(Vector.of(PRINCESS.value(), GUARD.value()),
        Vector.range(0, t.state().piles().count(0)).map(k -> t.state().piles().card(0, k)));
  }

  @Test
  @DisplayName("LL-R13 when every other player is protected or out, a card that chooses another player has no effect and the Prince must choose its player")
  void noOneToChoose() {
    // two players: three Guards face up, p1 Handmaid, p2 Guard, p1 draws a Baron, p2 draws a Prince
    Scenario<LoveLetterState, LoveLetterAction> s =
        Scenario.given(GAME, setup(2, 0, deck(PRINCESS, GUARD, GUARD, GUARD, HANDMAID, GUARD, BARON, PRINCE)))
            .play(handmaid(P1));
    assertEquals(Vector.of(guard(P2, null, null), prince(P2, P2)), GAME.legalActions(s.state(), P2));
    s.when(guard(P2, P1, PRIEST)).rejected("TARGET_PROTECTED");
    s.when(prince(P2, P1)).rejected("TARGET_PROTECTED");
    s.when(guard(P2, null, PRIEST)).rejected("MALFORMED_ACTION");
    Scenario.Then<LoveLetterState, LoveLetterAction> t = s.when(guard(P2, null, null));
    assertEquals(new LoveLetterEvent.NoEffect(P2, GUARD), t.event(LoveLetterEvent.NoEffect.class));
  }

  @Test
  @DisplayName("LL-R13 while another player can be chosen, the card must choose one")
  void targetRequired() {
    Scenario<LoveLetterState, LoveLetterAction> s = deal(GUARD, PRIEST, BARON, HANDMAID, KING);
    assertEquals("LL-R13", s.when(guard(P1, null, null)).rejected("TARGET_REQUIRED").rule().get());
    s.when(king(P1, null)).rejected("TARGET_REQUIRED");
    s.when(prince(P1, null)).rejected("NOT_IN_HAND");
  }
}
