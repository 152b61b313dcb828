package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.Deals.baron;
import static dev.ply.samples.loveletter.Deals.guard;
import static dev.ply.samples.loveletter.Deals.king;
import static dev.ply.samples.loveletter.Deals.priest;
import static dev.ply.samples.loveletter.Deals.prince;
import static dev.ply.samples.loveletter.LoveLetterPositions.P1;
import static dev.ply.samples.loveletter.LoveLetterPositions.P2;
import static dev.ply.samples.loveletter.LoveLetterPositions.P3;
import static dev.ply.samples.loveletter.content.Card.BARON;
import static dev.ply.samples.loveletter.content.Card.COUNTESS;
import static dev.ply.samples.loveletter.content.Card.GUARD;
import static dev.ply.samples.loveletter.content.Card.HANDMAID;
import static dev.ply.samples.loveletter.content.Card.KING;
import static dev.ply.samples.loveletter.content.Card.PRIEST;
import static dev.ply.samples.loveletter.content.Card.PRINCE;
import static dev.ply.samples.loveletter.content.Card.PRINCESS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.testkit.Scenario;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a player learns of another's hand, and that its view (and only its view) keeps it. */
class KnowledgeTest {

  private static int seat(PlayerId p) {
    return Integer.parseInt(p.name().substring(1)) - 1;
  }

  private static Card known(LoveLetterState s, PlayerId who, PlayerId whose) {
    int k = s.known(seat(who), seat(whose));
    return k == 0 ? null : Card.of(k);
  }

  private static LoveLetterState after(LoveLetterState s, LoveLetterAction a) {
    return Scenario.givenState(GAME, s).when(a).accepted().state();
  }

  /** p1 on turn with {@code hand} and {@code drawn}; p2 holds the Countess, p3 the Baron. */
  private static LoveLetterPositions three(Card hand, Card drawn) {
    return LoveLetterPositions.players(3).hand(P1, hand).turn(P1, drawn).hand(P2, COUNTESS).hand(P3, BARON);
  }

  @Test
  @DisplayName("LL-R6 after a Priest's look the player's view knows the hand; the target's view knows it was seen; a third's does not")
  void priestLookIsRemembered() {
    LoveLetterState s = after(three(PRIEST, GUARD).build(), priest(P1, P2));
    assertEquals(COUNTESS, known(s, P1, P2));
    assertEquals(COUNTESS, known(GAME.view(s, P1), P1, P2));
    assertEquals(COUNTESS, known(GAME.view(s, P2), P1, P2), "p2 saw p1 look");
    assertEquals(null, known(GAME.view(s, P3), P1, P2));
    assertEquals(null, known(GAME.view(s, PlayerId.SPECTATOR), P1, P2));
    assertEquals(Deck.HIDDEN, GAME.view(s, P1).hand(seat(P2)), "a known card is a memory, not a card shown");
  }

  @Test
  @DisplayName("LL-R6 the screen says what the player knows, and who knows its own card; a third player's says neither")
  void wordsSayIt() {
    LoveLetterState s = after(three(PRIEST, GUARD).build(), priest(P1, P2));
    String p1 = GAME.render(GAME.view(s, P1), P1);
    assertTrue(p1.contains("p2: 0 tokens; holds the Countess (you know it) and a hidden card"), p1);
    String p2 = GAME.render(GAME.view(s, P2), P2);
    assertTrue(p2.contains("p1 knows your Countess"), p2);
    String p3 = GAME.render(GAME.view(s, P3), P3);
    assertTrue(!p3.contains("Countess") && !p3.contains("know"), p3);
  }

  @Test
  @DisplayName("LL-R6 a sampled world deals the known hand the card the viewer knows")
  void determinizeKeepsWhatIsKnown() {
    LoveLetterState s = after(three(PRIEST, GUARD).build(), priest(P1, P2));
    LoveLetterState v = GAME.view(s, P1);
    for (long seed = 0; seed < 50; seed++) {
      LoveLetterState w = GAME.determinize(v, P1, RandomSource.seeded(seed));
      assertEquals(COUNTESS.value(), w.hand(seat(P2)));
      assertEquals(v, GAME.view(w, P1));
    }
  }

  @Test
  @DisplayName("LL-R4 a known card played is forgotten; the other card played keeps it known")
  void playingTheKnownCard() {
    // p2 (known to hold the Countess) draws on its turn, then plays one of its two cards
    LoveLetterState seen = after(three(PRIEST, GUARD).build(), priest(P1, P2));
    LoveLetterState kept = after(seen, guard(P2, P3, PRINCE)); // p2 drew a Guard and played it
    assertEquals(COUNTESS, known(kept, P1, P2));
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, GUARD).hand(P2, COUNTESS).turn(P2, PRIEST)
        .hand(P3, BARON).knows(P1, P2).build();
    LoveLetterState played = after(s, new LoveLetterAction.PlayCountess(P2));
    assertEquals(null, known(played, P1, P2), "p1 cannot tell which card p2 kept");
  }

  @Test
  @DisplayName("LL-R7 a Baron's tie tells each player the other's card")
  void baronTie() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, BARON).turn(P1, PRIEST).hand(P2, PRIEST)
        .hand(P3, GUARD).build();
    LoveLetterState t = after(s, baron(P1, P2));
    assertEquals(0, t.out(), "a tie");
    assertEquals(PRIEST, known(t, P1, P2));
    assertEquals(PRIEST, known(t, P2, P1));
    assertEquals(null, known(t, P3, P1));
  }

  @Test
  @DisplayName("LL-R10 after a King's trade each knows the card it gave; what a third knew moves with the cards")
  void kingTrade() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, KING).turn(P1, HANDMAID).hand(P2, COUNTESS)
        .hand(P3, PRIEST).knows(P3, P2).build();
    LoveLetterState t = after(s, king(P1, P2));
    assertEquals(HANDMAID, known(t, P1, P2), "p1 gave p2 its Handmaid");
    assertEquals(COUNTESS, known(t, P2, P1), "p2 gave p1 its Countess");
    assertEquals(COUNTESS, known(t, P3, P1), "p3 knew the Countess, which went to p1");
    assertEquals(null, known(t, P3, P2), "p3 does not know what p1 gave");
  }

  @Test
  @DisplayName("LL-R9 a Prince's discard makes the target's fresh card unknown")
  void princeForgets() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, PRINCE).turn(P1, GUARD).hand(P2, COUNTESS)
        .hand(P3, PRIEST).knows(P1, P2).knows(P3, P2).build();
    LoveLetterState t = after(s, prince(P1, P2));
    assertEquals(null, known(t, P1, P2));
    assertEquals(null, known(t, P3, P2));
  }

  @Test
  @DisplayName("LL-R14 LL-R3 a player put out is known by nobody; a new round starts with nothing known")
  void outAndNewRound() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, GUARD).turn(P1, PRIEST).hand(P2, PRINCESS)
        .knows(P1, P2).knows(P2, P1).build();
    LoveLetterState t = after(s, guard(P1, P2, PRINCESS));
    assertEquals(2, t.round(), "p2 out: the round is over and the next one dealt");
    assertEquals(0L, t.known());
  }

  @Test
  @DisplayName("LL-R6 the position builder and its JSON keep who knows whose hand; a position saved without it loads")
  void positionsKeepIt() {
    LoveLetterState s = three(GUARD, PRINCESS).knows(P2, P1).knows(P3, P2).build();
    assertEquals(GUARD, known(s, P2, P1));
    assertEquals(COUNTESS, known(s, P3, P2));
    String json = LoveLetterPositions.toJson(s);
    assertEquals(s, LoveLetterPositions.fromJson(json).get());
    String old = json.replaceAll(",\\s*\"known\"\\s*:\\s*\\[[^\\]]*\\]", "");
    assertTrue(!old.contains("known"), old);
    assertEquals(0L, LoveLetterPositions.fromJson(old).get().known());
  }
}
