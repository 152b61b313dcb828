package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.Deals.P1;
import static dev.ply.samples.loveletter.Deals.P2;
import static dev.ply.samples.loveletter.Deals.deck;
import static dev.ply.samples.loveletter.Deals.guard;
import static dev.ply.samples.loveletter.Deals.handmaid;
import static dev.ply.samples.loveletter.Deals.prince;
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

import dev.ply.core.Outcome;
import dev.ply.core.Rejection;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The end of a round and of the game (LL-R15, LL-R16), mostly from hand-built two-player
 * positions at the end of the deck. Every such position holds exactly the 16 cards (checked).
 */
class RoundsTest {

  /**
   * Two players, the draw pile empty (the next slot is the burned card): three Guards face up,
   * p1 to play holding {@code p1} and {@code drawn}, p2 holding {@code p2}.
   */
  private static LoveLetterPositions endOfDeck(Card burned, Card p1, Card drawn, Card p2) {
    return LoveLetterPositions.players(2).faceUp(GUARD, GUARD, GUARD).drawPile().burned(burned)
        .hand(P1, p1).hand(P2, p2).turn(P1, drawn);
  }

  private static Scenario<LoveLetterState, LoveLetterAction> given(LoveLetterPositions p) {
    LoveLetterState s = p.build();
    assertEquals(SetupAndTurnTest.sorted(Card.fullDeck()), Deals.everyCard(s), "a test position holds the 16 cards");
    return Scenario.givenState(GAME, s);
  }

  @Test
  @DisplayName("LL-R15 the round ends when one player is left; that player wins it")
  void lastOneStanding() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        Scenario.given(GAME, setup(2, 0, deck(PRINCESS, GUARD, GUARD, BARON, GUARD, PRIEST, KING)))
            .dice(Deals.shuffleDraws(deck(PRINCESS)))
            .when(guard(P1, P2, PRIEST));
    LoveLetterEvent.RoundEnded end = t.event(LoveLetterEvent.RoundEnded.class);
    assertEquals(Vector.of(P1), end.winners());
    assertTrue(end.reveal().isEmpty(), "nobody reveals when one player is left");
    assertEquals(1, t.state().tokens(0));
    assertEquals(2, t.state().round());
  }

  @Test
  @DisplayName("LL-R15 when the deck is empty at the end of a turn, the highest card wins the round")
  void showdownHighestCard() {
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCESS, HANDMAID, KING)
        .played(P1, GUARD, PRIEST, BARON, PRINCE)
        .played(P2, GUARD, BARON, HANDMAID, PRINCE, COUNTESS);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    LoveLetterEvent.RoundEnded end = t.event(LoveLetterEvent.RoundEnded.class);
    assertEquals(Vector.of(PRINCESS, KING), end.reveal());
    assertEquals(Vector.of(P1), end.winners(), "the Princess beats the King although p2 played more");
    assertEquals(1, t.state().tokens(0));
    assertEquals(0, t.state().tokens(1));
    assertEquals(0, t.state().turn(), "the winner starts the next round (LL-R3)");
  }

  @Test
  @DisplayName("LL-R15 on a tie of the highest card, the higher total of played cards wins")
  void showdownTieBrokenByPlayedTotal() {
    // p1 ends with King, Baron, Guard + Handmaid = 14; p2 played 1+1+2+4+7+3 = 18
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCE, HANDMAID, PRINCE)
        .played(P1, KING, BARON, GUARD)
        .played(P2, GUARD, GUARD, PRIEST, HANDMAID, COUNTESS, BARON);
    p.faceUp(PRINCESS, GUARD, GUARD);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    assertEquals(Vector.of(P2), t.event(LoveLetterEvent.RoundEnded.class).winners());
    assertEquals(Vector.of(new LoveLetterEvent.TokenGained(P2, 1)), t.events(LoveLetterEvent.TokenGained.class));
  }

  @Test
  @DisplayName("LL-R15 if the played totals tie too, every tied player wins a token")
  void showdownFullTie() {
    // both hold a Prince; p1 played King, Baron, Baron + Handmaid = 16; p2 played 1+1+1+2+4+7 = 16
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCE, HANDMAID, PRINCE)
        .played(P1, KING, BARON, BARON)
        .played(P2, GUARD, GUARD, GUARD, PRIEST, HANDMAID, COUNTESS);
    p.faceUp(PRINCESS, GUARD, GUARD);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    assertEquals(Vector.of(P1, P2), t.event(LoveLetterEvent.RoundEnded.class).winners());
    assertEquals(1, t.state().tokens(0));
    assertEquals(1, t.state().tokens(1));
    assertEquals(0, t.state().turn(), "DECISION: of tied winners, the first in seat order starts the next round");
  }

  @Test
  @DisplayName("LL-R9 a Prince played when the deck is empty makes its target take the burned card")
  void princeTakesTheBurnedCard() {
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCE, GUARD, KING)
        .played(P1, GUARD, PRIEST, BARON, HANDMAID)
        .played(P2, GUARD, BARON, HANDMAID, COUNTESS, PRINCE);
    p.faceUp(PRINCESS, GUARD, GUARD);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(prince(P1, P2));
    assertTrue(t.has(LoveLetterEvent.BurnedCardTaken.class));
    assertEquals(new LoveLetterEvent.CardDrawn(P2, PRIEST, "LL-R9"), t.events(LoveLetterEvent.CardDrawn.class).head());
    LoveLetterEvent.RoundEnded end = t.event(LoveLetterEvent.RoundEnded.class);
    assertEquals(Vector.of(GUARD, PRIEST), end.reveal(), "p2 now holds the burned Priest");
    assertEquals(Vector.of(P2), end.winners());
  }

  @Test
  @DisplayName("LL-R16 the round's winner gains a token; the first to the target wins the game and play stops")
  void gameEndsAtTheTarget() {
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCESS, HANDMAID, KING)
        .played(P1, GUARD, PRIEST, BARON, PRINCE)
        .played(P2, GUARD, BARON, HANDMAID, PRINCE, COUNTESS)
        .tokens(P1, 6)
        .tokens(P2, 6);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    assertEquals(new LoveLetterEvent.TokenGained(P1, 7), t.event(LoveLetterEvent.TokenGained.class));
    assertEquals(new LoveLetterEvent.GameWon(Vector.of(P1), 7), t.event(LoveLetterEvent.GameWon.class));
    LoveLetterState end = t.state();
    assertTrue(end.isOver());
    assertTrue(GAME.awaiting(end).isEmpty());
    Outcome o = GAME.outcome(end).get();
    assertEquals(Vector.of(P1), o.winners());
    assertEquals(Vector.of(P1, P2), o.ranking());
    assertEquals(7, o.scores().get(P1).get());
    assertEquals(Rejection.GAME_OVER, GAME.apply(end, handmaid(P1)).getLeft().code());
    assertTrue(GAME.legalActions(end, P1).isEmpty());
  }

  @Test
  @DisplayName("LL-R2 LL-R16 with 2 players, 6 tokens are not enough: the game goes on to a new round")
  void sixTokensAreNotEnough() {
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCESS, HANDMAID, KING)
        .played(P1, GUARD, PRIEST, BARON, PRINCE)
        .played(P2, GUARD, BARON, HANDMAID, PRINCE, COUNTESS)
        .tokens(P1, 5);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    assertFalse(t.state().isOver());
    assertEquals(6, t.state().tokens(0));
    assertEquals(2, t.state().round());
    assertTrue(t.has(LoveLetterEvent.RoundStarted.class));
  }

  @Test
  @DisplayName("LL-R16 DECISION: players who reach the target in the same round all win")
  void sharedWin() {
    LoveLetterPositions p = endOfDeck(PRIEST, PRINCE, HANDMAID, PRINCE)
        .played(P1, KING, BARON, BARON)
        .played(P2, GUARD, GUARD, GUARD, PRIEST, HANDMAID, COUNTESS)
        .tokens(P1, 6)
        .tokens(P2, 6);
    p.faceUp(PRINCESS, GUARD, GUARD);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = given(p).when(handmaid(P1));
    assertEquals(Vector.of(P1, P2), GAME.outcome(t.state()).get().winners());
  }
}
