package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
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
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.agent.Belief;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default search's model of the other players: what a rival holds, read from what it played. */
class LoveLetterBeliefTest {
  private static final LoveLetterBelief BELIEF = new LoveLetterBelief();

  /** How many of {@code samples} worlds sampled for p1 deal {@code whose} each card (index 1..8). */
  private static int[] dealt(LoveLetterState view, PlayerId whose, int samples, boolean believing) {
    int[] count = new int[9];
    RandomSource rng = RandomSource.seeded(28);
    for (int i = 0; i < samples; i++) {
      LoveLetterState w = believing ? BELIEF.sample(view, P1, rng) : GAME.determinize(view, P1, rng);
      count[w.hand(w.table().seatOf(whose))]++;
      rng = rng.nextInt(1 << 30).next();
    }
    return count;
  }

  /** Over 4,000 worlds each, the belief deals {@code whose} every card within 200 times of what determinize does. */
  private static void assertDealtAsDeterminizeDeals(LoveLetterState view, PlayerId whose) {
    int[] read = dealt(view, whose, 4000, true);
    int[] blind = dealt(view, whose, 4000, false);
    for (int c = 1; c <= 8; c++) {
      assertTrue(Math.abs(read[c] - blind[c]) < 200, Card.of(c).title() + ": " + read[c] + " against " + blind[c]);
    }
  }

  @Test
  @DisplayName("the game offers the belief to its search, found through the service loader")
  void offered() {
    assertTrue(Belief.of(GAME).get() instanceof LoveLetterBelief);
  }

  @Test
  @DisplayName("LL-R4 LL-R7 a rival who played the Baron is seldom dealt a Guard or a Priest, and more often a high card, than determinize deals them")
  void aBaronPlayedSaysTheKeptCardIsHigher() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, PRIEST).turn(P1, HANDMAID).hand(P2, KING)
        .played(P2, BARON).build();
    LoveLetterState view = GAME.view(s, P1);
    int[] blind = dealt(view, P2, 4000, false);
    int[] read = dealt(view, P2, 4000, true);
    int lowRead = read[GUARD.value()] + read[PRIEST.value()];
    int lowBlind = blind[GUARD.value()] + blind[PRIEST.value()];
    assertTrue(lowRead * 3 < lowBlind, "Guards and Priests dealt: " + lowRead + " against " + lowBlind);
    int highRead = read[5] + read[6] + read[7] + read[8];
    int highBlind = blind[5] + blind[6] + blind[7] + blind[8];
    assertTrue(highRead > highBlind * 1.3, "high cards dealt: " + highRead + " against " + highBlind);
  }

  @Test
  @DisplayName("LL-R5 a Guard tells nothing: the strategy plays it beside anything, so the kept card is dealt as determinize deals it")
  void aGuardPlayedTellsNothing() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, PRIEST).turn(P1, HANDMAID).hand(P2, KING)
        .played(P2, GUARD).build();
    assertDealtAsDeterminizeDeals(GAME.view(s, P1), P2);
  }

  @Test
  @DisplayName("LL-R11 a rival who played the Prince is seldom dealt the Countess: it would have had to play her")
  void noCountessBesideAPlayedPrince() {
    LoveLetterState s = LoveLetterPositions.players(2).hand(P1, PRIEST).turn(P1, BARON).hand(P2, KING)
        .played(P2, PRINCE).build();
    int[] read = dealt(GAME.view(s, P1), P2, 4000, true);
    int[] blind = dealt(GAME.view(s, P1), P2, 4000, false);
    assertTrue(read[COUNTESS.value()] * 3 < blind[COUNTESS.value()], read[7] + " against " + blind[7]);
  }

  @Test
  @DisplayName("LL-R6 a hand the viewer knows is dealt as known, and a rival that has played nothing is dealt as determinize deals it")
  void knownAndSilentHands() {
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, PRIEST).turn(P1, BARON).hand(P2, KING)
        .hand(P3, HANDMAID).played(P2, GUARD).knows(P1, P2).build();
    int[] known = dealt(GAME.view(s, P1), P2, 500, true);
    assertEquals(500, known[KING.value()]);
    assertDealtAsDeterminizeDeals(GAME.view(s, P1), P3);
  }

  @Test
  @DisplayName("the table is a rate for each pair: one card of two different ones is played, a pair of equal ones for certain")
  void playedIsComplementary() {
    for (int p = 1; p <= 8; p++) {
      for (int k = 1; k <= 8; k++) {
        double both = p == k ? 1 : LoveLetterBelief.PLAYED[p][k] + LoveLetterBelief.PLAYED[k][p];
        assertEquals(1, both, 1e-9, Card.of(p).title() + " and " + Card.of(k).title());
      }
      assertEquals(1, LoveLetterBelief.PLAYED[p][p]);
    }
    // LL-R11: the Countess is played beside the King or the Prince
    assertEquals(1, LoveLetterBelief.PLAYED[COUNTESS.value()][KING.value()]);
    assertEquals(1, LoveLetterBelief.PLAYED[COUNTESS.value()][PRINCE.value()]);
  }

  @Test
  @DisplayName("the table says how the strategy bot plays: measured again over 3,000 of its games, each well-observed pair within 0.08")
  void playedIsTheStrategysPlay() {
    LoveLetterStrategy strategy = new LoveLetterStrategy();
    long[][] played = new long[9][9];
    for (int players = 2; players <= 4; players++) {
      for (int g = 0; g < 1000; g++) {
        LoveLetterState s = GAME.start(Setup.of(players, 1000L * players + g));
        Dice dice = new Dice(RandomSource.seeded(g));
        while (GAME.outcome(s).isEmpty()) {
          PlayerId me = GAME.awaiting(s).head();
          LoveLetterState v = GAME.view(s, me);
          Seq<LoveLetterAction> legal = GAME.legalActions(v, me);
          LoveLetterAction a = legal.get(strategy.choose(v, me, legal, dice));
          int hand = v.hand(v.table().seatOf(me));
          int card = a.card().value();
          played[card][card == hand ? v.drawn() : hand]++;
          s = GAME.apply(s, a).get().state();
        }
      }
    }
    int checked = 0;
    for (int p = 1; p <= 8; p++) {
      for (int k = p + 1; k <= 8; k++) {
        long pairs = played[p][k] + played[k][p];
        if (pairs >= 200) {
          double rate = (double) played[p][k] / pairs;
          assertEquals(LoveLetterBelief.PLAYED[p][k], rate, 0.08, Card.of(p).title() + " beside " + Card.of(k).title()
              + " over " + pairs + " plays");
          checked++;
        }
      }
    }
    assertTrue(checked >= 20, "only " + checked + " pairs seen 200 times");
  }
}
