package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.Deals.P1;
import static dev.ply.samples.loveletter.Deals.P2;
import static dev.ply.samples.loveletter.Deals.P3;
import static dev.ply.samples.loveletter.Deals.baron;
import static dev.ply.samples.loveletter.Deals.deck;
import static dev.ply.samples.loveletter.Deals.guard;
import static dev.ply.samples.loveletter.Deals.king;
import static dev.ply.samples.loveletter.Deals.prince;
import static dev.ply.samples.loveletter.Deals.setup;
import static dev.ply.samples.loveletter.content.Card.BARON;
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
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Components, setup, the turn, and players who are out (LL-R1 to LL-R4, LL-R14). */
class SetupAndTurnTest {

  @Test
  @DisplayName("LL-R1 the deck holds 16 cards: Guard x5, Priest x2, Baron x2, Handmaid x2, Prince x2, King, Countess, Princess")
  void deckContents() {
    int total = 0;
    for (Card c : Card.values()) {
      total += c.copies();
      assertEquals(c, Card.of(c.value()));
    }
    assertEquals(16, total);
    assertEquals(Vector.of(5, 2, 2, 2, 2, 1, 1, 1), Vector.of(Card.values()).map(Card::copies));
    assertEquals(Vector.rangeClosed(1, 8), Vector.of(Card.values()).map(Card::value));
    assertEquals(16, Card.fullDeck().length);
  }

  @Test
  @DisplayName("LL-R1 Love Letter seats 2 to 4 players and has no options")
  void playerCounts() {
    assertTrue(GAME.checkSetup(Setup.of(1, 1)).isDefined());
    assertTrue(GAME.checkSetup(Setup.of(5, 1)).isDefined());
    for (int n = 2; n <= 4; n++) {
      assertTrue(GAME.checkSetup(Setup.of(n, 1)).isEmpty());
    }
    assertEquals(Rejection.BAD_SETUP, GAME.checkSetup(Setup.of(2, 1).withOption("variant", "x")).get().code());
  }

  @Test
  @DisplayName("LL-R2 affection tokens needed to win: 7 with 2 players, 5 with 3, 4 with 4")
  void targets() {
    assertEquals(7, LoveLetterState.target(2));
    assertEquals(5, LoveLetterState.target(3));
    assertEquals(4, LoveLetterState.target(4));
  }

  @Test
  @DisplayName("LL-R3 with 2 players: one card burned face down, three set aside face up, one card each, the first player draws")
  void twoPlayerSetup() {
    int[] order = deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, KING, PRINCE);
    LoveLetterState s = Scenario.given(GAME, setup(2, 0, order)).state();
    assertEquals(HANDMAID.value(), s.hand(0));
    assertEquals(PRINCE.value(), s.drawn());
    assertEquals(KING.value(), s.hand(1));
    assertEquals(0, s.turn());
    assertEquals(16 - 1 - 3 - 2 - 1, s.deckSize());
    LoveLetterState spectator = GAME.view(s, PlayerId.SPECTATOR);
    assertEquals(GUARD.value(), spectator.deck().get(0));
    assertEquals(PRIEST.value(), spectator.deck().get(1));
    assertEquals(BARON.value(), spectator.deck().get(2));
    assertEquals(Deck.HIDDEN, spectator.deck().get(Deck.BURNED), "the burned card is unknown to all");
    assertEquals(Deck.HIDDEN, GAME.view(s, P1).deck().get(Deck.BURNED));
    assertEquals(Deck.HIDDEN, GAME.view(s, P2).deck().get(Deck.BURNED));
    assertEquals(sorted(Card.fullDeck()), Deals.everyCard(s));
  }

  @Test
  @DisplayName("LL-R3 with 3 or 4 players nothing is set aside face up; each player gets one card")
  void fourPlayerSetup() {
    LoveLetterState s = Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, KING))).state();
    assertEquals(Vector.of(1, 2, 3, 4), Vector.range(0, 4).map(s::hand));
    assertEquals(KING.value(), s.drawn());
    assertEquals(16 - 1 - 4 - 1, s.deckSize());
  }

  @Test
  @DisplayName("LL-R3 the first round starts with a random player")
  void randomFirstPlayer() {
    int[] order = deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, KING);
    assertEquals(2, Scenario.given(GAME, setup(3, 2, order)).state().turn());
    assertEquals(1, Scenario.given(GAME, setup(3, 1, order)).state().turn());
    // the first player is dealt first and draws: with p3 first, p3 gets slot 0 and draws slot 3
    LoveLetterState s = Scenario.given(GAME, setup(3, 2, order)).state();
    assertEquals(GUARD.value(), s.hand(2));
    assertEquals(PRIEST.value(), s.hand(0));
    assertEquals(HANDMAID.value(), s.drawn());
  }

  @Test
  @DisplayName("LL-R3 LL-R15 LL-R16 a later round starts with the previous round's winner")
  void laterRoundsStartWithTheWinner() {
    int[] order = deck(PRIEST, GUARD, GUARD, GUARD, BARON, KING, GUARD);
    Scenario.Then<LoveLetterState, LoveLetterAction> t = Scenario.given(GAME, setup(2, 0, order))
        .dice(Deals.shuffleDraws(deck(PRINCESS, GUARD)))
        .when(baron(P1, P2));
    t.accepted();
    assertEquals(new LoveLetterEvent.KnockedOut(P1, GUARD, "LL-R7"), t.event(LoveLetterEvent.KnockedOut.class));
    assertEquals(Vector.of(P2), t.event(LoveLetterEvent.RoundEnded.class).winners());
    assertEquals(new LoveLetterEvent.TokenGained(P2, 1), t.event(LoveLetterEvent.TokenGained.class));
    LoveLetterState s = t.state();
    assertEquals(2, s.round());
    assertEquals(1, s.turn(), "p2 won round 1, so p2 starts round 2");
    assertEquals(P2, t.event(LoveLetterEvent.RoundStarted.class).first());
    assertEquals(0, s.out());
    assertEquals(0, s.piles().count(0));
  }

  @Test
  @DisplayName("LL-R4 the player on turn holds two cards and the others one; a card not held is refused")
  void twoCardsOnTurn() {
    Scenario<LoveLetterState, LoveLetterAction> s =
        Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, PRINCE)));
    LoveLetterState st = s.state();
    assertEquals(GUARD.value(), st.hand(0));
    assertEquals(PRINCE.value(), st.drawn());
    s.when(king(P1, P2)).rejected("NOT_IN_HAND");
    assertEquals("LL-R4", s.when(king(P1, P2)).rejected("NOT_IN_HAND").rule().get());
  }

  @Test
  @DisplayName("LL-R4 only the player on turn may act")
  void notYourTurn() {
    Scenario<LoveLetterState, LoveLetterAction> s =
        Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, PRINCE)));
    s.when(guard(P2, P1, PRIEST)).rejected(Rejection.NOT_YOUR_TURN);
    assertTrue(GAME.legalActions(s.state(), P2).isEmpty());
    assertEquals(Vector.of(P1), GAME.awaiting(s.state()).toVector());
  }

  @Test
  @DisplayName("LL-R4 a played card stays face up in front of its player, and the next player draws")
  void playedCardsStayVisible() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, PRINCE, KING, GUARD)))
            .when(prince(P1, P3));
    t.accepted();
    LoveLetterState spectator = GAME.view(t.state(), PlayerId.SPECTATOR);
    assertEquals(1, spectator.piles().count(0));
    assertEquals(PRINCE.value(), spectator.piles().card(0, 0));
    assertEquals(BARON.value(), spectator.piles().card(2, 0), "the Prince made p3 discard the Baron face up");
    assertEquals(KING.value(), t.state().hand(2), "p3 drew the next card");
    assertEquals(1, t.state().turn());
    assertEquals(GUARD.value(), t.state().drawn(), "p2 drew the card after that");
    assertEquals(new LoveLetterEvent.TurnStarted(P2), t.event(LoveLetterEvent.TurnStarted.class));
  }

  @Test
  @DisplayName("LL-R14 a player who is out discards their hand face up and takes no more turns this round")
  void outPlayersAreSkipped() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        Scenario.given(GAME, setup(3, 0, deck(PRINCESS, GUARD, PRIEST, BARON, GUARD, GUARD, GUARD)))
            .when(guard(P1, P2, PRIEST));
    t.accepted();
    LoveLetterState s = t.state();
    assertTrue(s.isOut(1));
    assertEquals(0, s.hand(1));
    assertEquals(PRIEST.value(), s.piles().card(1, 0), "p2's Priest lies face up");
    assertEquals(2, s.turn(), "p2 is skipped: p3 plays next");
    assertTrue(GAME.legalActions(s, P2).isEmpty());
    Scenario.Then<LoveLetterState, LoveLetterAction> next = t.next().when(guard(P3, P1, PRINCESS));
    next.accepted();
    assertEquals(0, next.state().turn(), "after p3 comes p1 again");
    t.next().when(guard(P3, P2, BARON)).rejected("TARGET_OUT");
    assertFalse(GAME.legalActions(s, P3).exists(a -> P2.equals(a.target())));
  }

  static List<Integer> sorted(int[] cards) {
    List<Integer> out = new ArrayList<>();
    for (int c : cards) {
      out.add(c);
    }
    out.sort(Integer::compare);
    return out;
  }
}
