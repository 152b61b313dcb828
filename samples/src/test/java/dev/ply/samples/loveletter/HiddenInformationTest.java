package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.Deals.P1;
import static dev.ply.samples.loveletter.Deals.P2;
import static dev.ply.samples.loveletter.Deals.P3;
import static dev.ply.samples.loveletter.Deals.deck;
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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.log.LogCodec;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.rules.Shuffle;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Vector;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.generators.SourceDSL;

/** Hands and the deck are private; views, determinize, the log format and the plain-words texts. */
class HiddenInformationTest {

  private static LoveLetterState fourPlayers() {
    return Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, KING))).state();
  }

  @Test
  @DisplayName("hands and the deck order are private: a player sees their own cards, the sizes and every face-up card")
  void viewsMaskHands() {
    LoveLetterState s = fourPlayers();
    LoveLetterState v = GAME.view(s, P2);
    assertEquals(Deck.HIDDEN, v.hand(0));
    assertEquals(PRIEST.value(), v.hand(1));
    assertEquals(Deck.HIDDEN, v.hand(2));
    assertEquals(Deck.HIDDEN, v.drawn(), "p2 cannot see what p1 drew");
    assertEquals(s.deckSize(), v.deckSize());
    for (int slot = 0; slot < 16; slot++) {
      assertEquals(Deck.HIDDEN, v.deck().get(slot));
    }
    LoveLetterState mine = GAME.view(s, P1);
    assertEquals(KING.value(), mine.drawn());
    assertEquals(GUARD.value(), mine.hand(0));
    LoveLetterState spectator = GAME.view(s, PlayerId.SPECTATOR);
    for (int seat = 0; seat < 4; seat++) {
      assertEquals(Deck.HIDDEN, spectator.hand(seat));
    }
    assertEquals(RandomSource.sealed(), v.random());
  }

  @Test
  @DisplayName("LL-R4 a drawn card is seen by its player only")
  void drawsArePrivate() {
    Scenario.Then<LoveLetterState, LoveLetterAction> t =
        Scenario.given(GAME, setup(4, 0, deck(PRINCESS, GUARD, PRIEST, BARON, HANDMAID, KING, PRINCE)))
            .when(new LoveLetterAction.PlayGuard(P1, P3, PRIEST));
    LoveLetterEvent.CardDrawn drawn = t.event(LoveLetterEvent.CardDrawn.class);
    assertEquals(new LoveLetterEvent.CardDrawn(P2, PRINCE, "LL-R4"), drawn);
    assertTrue(drawn.visibility().visibleTo(P2));
    assertFalse(drawn.visibility().visibleTo(P1));
    assertTrue(t.event(LoveLetterEvent.TurnStarted.class).visibility().visibleTo(P1), "that a turn began is public");
  }

  @Test
  @DisplayName("determinize deals the unseen cards at random, consistent with the view, and the result plays on")
  void determinize() {
    LoveLetterState s = fourPlayers();
    LoveLetterState v = GAME.view(s, P2);
    LoveLetterState a = GAME.determinize(v, P2, RandomSource.seeded(1));
    LoveLetterState b = GAME.determinize(v, P2, RandomSource.seeded(2));
    assertEquals(v, GAME.view(a, P2));
    assertEquals(v, GAME.view(b, P2));
    assertNotEquals(a, b, "different seeds deal differently");
    for (LoveLetterState d : Vector.of(a, b)) {
      int[] counts = new int[10];
      for (int c : Deals.everyCard(d)) {
        counts[c]++;
      }
      for (Card c : Card.values()) {
        assertEquals(c.copies(), counts[c.value()]);
      }
      assertTrue(GAME.apply(d, GAME.legalActions(d, P1).head()).isRight());
    }
  }

  @Test
  @DisplayName("a view refuses to be played on: determinize it first")
  void viewsAreNotPlayable() {
    LoveLetterState v = GAME.view(fourPlayers(), P1);
    assertEquals(Rejection.STATE_IS_A_VIEW, GAME.apply(v, GAME.legalActions(v, P1).head()).getLeft().code());
  }

  @Test
  @DisplayName("every action type round-trips through the log's JSON mapper")
  void actionsRoundTrip() throws Exception {
    Vector<LoveLetterAction> all = Vector.of(
        new LoveLetterAction.PlayGuard(P1, P2, PRIEST), new LoveLetterAction.PlayGuard(P1, null, null),
        new LoveLetterAction.PlayPriest(P1, P2), new LoveLetterAction.PlayBaron(P1, null),
        new LoveLetterAction.PlayHandmaid(P1), new LoveLetterAction.PlayPrince(P1, P1),
        new LoveLetterAction.PlayKing(P1, P3), new LoveLetterAction.PlayCountess(P1),
        new LoveLetterAction.PlayPrincess(P1));
    for (LoveLetterAction a : all) {
      String json = LogCodec.writeAction(a);
      assertEquals(a, LogCodec.readAction(json, LoveLetterAction.class).get(), json);
    }
    assertEquals("{\"type\":\"guard\",\"actor\":\"p1\",\"target\":\"p2\",\"guess\":\"PRIEST\"}",
        LogCodec.writeAction(all.head()));
  }

  @Test
  @DisplayName("actions and positions read in plain words")
  void words() {
    LoveLetterState s = fourPlayers();
    assertEquals("play the Guard on p2, naming the Priest",
        GAME.describe(s, new LoveLetterAction.PlayGuard(P1, P2, PRIEST)));
    assertEquals("play the Prince on yourself", GAME.describe(s, new LoveLetterAction.PlayPrince(P1, P1)));
    assertEquals("play the Baron with no effect (no one can be chosen)",
        GAME.describe(s, new LoveLetterAction.PlayBaron(P1, null)));
    String text = GAME.render(GAME.view(s, P1), P1);
    assertTrue(text.startsWith("Love Letter, round 1: your turn. Deck: 10 cards. Tokens to win: 4."), text);
    assertTrue(text.contains("p1 (you): 0 tokens; holds the Guard and the King."), text);
    assertTrue(text.contains("p2: 0 tokens; holds a hidden card."), text);
    assertFalse(text.contains("Priest"), "p2's Priest must not show in p1's view: " + text);
  }

  @Test
  @DisplayName("the state prints the same text on every run (the log hashes it)")
  void stableText() {
    LoveLetterState s = GAME.start(Setup.of(3, 9L));
    assertEquals(s.toString(), GAME.start(Setup.of(3, 9L)).toString());
    assertTrue(s.toString().startsWith("LoveLetter[players=p1,p2,p3 round=1 turn="), s.toString());
    assertEquals(GAME.stateHash(s), GAME.stateHash(GAME.start(Setup.of(3, 9L))));
  }

  @Test
  @DisplayName("LL-R3 the inline seeded shuffle draws exactly what the Dice shuffle draws")
  void shuffleFastPathAgrees() {
    QuickTheory.qt().forAll(SourceDSL.longs().all()).checkAssert(seed -> {
      int[] fast = Card.fullDeck();
      int[] slow = Card.fullDeck();
      RandomSource afterFast = Shuffle.shuffle(fast, RandomSource.seeded(seed));
      dev.ply.core.Dice dice = new dev.ply.core.Dice(RandomSource.recording(RandomSource.seeded(seed)));
      dice.shuffle(slow);
      assertEquals(Arrays.toString(slow), Arrays.toString(fast));
      assertEquals(RandomSource.unwrap(dice.source()), afterFast);
    });
  }
}
