package dev.ply.samples.loveletter;

import static dev.ply.samples.loveletter.Deals.GAME;
import static dev.ply.samples.loveletter.LoveLetterPositions.P1;
import static dev.ply.samples.loveletter.LoveLetterPositions.P2;
import static dev.ply.samples.loveletter.LoveLetterPositions.P3;
import static dev.ply.samples.loveletter.LoveLetterPositions.P4;
import static dev.ply.samples.loveletter.content.Card.BARON;
import static dev.ply.samples.loveletter.content.Card.GUARD;
import static dev.ply.samples.loveletter.content.Card.HANDMAID;
import static dev.ply.samples.loveletter.content.Card.PRIEST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.state.LoveLetterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Between rounds, a Love Letter game is a race to the target of tokens; the search ends its playouts there. */
class LoveLetterHeuristicTest {
  private static final LoveLetterHeuristic RACE = new LoveLetterHeuristic();

  private static LoveLetterState tokens(int... counts) {
    LoveLetterPositions p = LoveLetterPositions.players(counts.length);
    for (int i = 0; i < counts.length; i++) {
      p.tokens(PlayerId.seat(i + 1), counts[i]);
    }
    return p.build();
  }

  private static double sum(LoveLetterState s) {
    double total = 0;
    for (int i = 0; i < s.players(); i++) {
      total += RACE.value(s, s.player(i));
    }
    return total;
  }

  @Test
  @DisplayName("the game offers the heuristic to its search, found through the service loader")
  void offered() {
    assertTrue(Heuristic.of(GAME).get() instanceof LoveLetterHeuristic);
  }

  @Test
  @DisplayName("LL-R2: two players, 6 tokens to none of 7: the rival must win seven rounds running, 1 in 128")
  void twoPlayerRace() {
    LoveLetterState s = tokens(6, 0);
    assertEquals(1 - Math.pow(0.5, 7), RACE.value(s, P1), 1e-12);
    assertEquals(Math.pow(0.5, 7), RACE.value(s, P2), 1e-12);
    // 3 to 5 of 7: P1 needs 4 wins before P2 needs 2, i.e. at least 4 of the next 5 rounds
    assertEquals((5 + 1) / 32.0, RACE.value(tokens(3, 5), P1), 1e-12);
    assertEquals(0.5, RACE.value(tokens(0, 0), P1), 1e-12);
  }

  @Test
  @DisplayName("LL-R2: with 3 or 4 players, even counts are even chances, more tokens a better one, and the chances sum to 1")
  void manyPlayerRace() {
    assertEquals(1 / 3.0, RACE.value(tokens(2, 2, 2), P2), 1e-12);
    assertEquals(0.25, RACE.value(tokens(0, 0, 0, 0), P4), 1e-12);
    LoveLetterState s = tokens(3, 1, 0, 0);
    assertTrue(RACE.value(s, P1) > RACE.value(s, P2));
    assertTrue(RACE.value(s, P2) > RACE.value(s, P3));
    assertEquals(RACE.value(s, P3), RACE.value(s, P4), 1e-12);
    // three tokens of four: the leader wins the next round a quarter of the time, and may win later
    assertTrue(RACE.value(s, P1) > 0.25 + 0.5 * 0.25);
    for (LoveLetterState t : new LoveLetterState[] {s, tokens(4, 0, 1), tokens(1, 6), tokens(0, 3, 2, 1)}) {
      assertEquals(1, sum(t), 1e-9);
    }
  }

  @Test
  @DisplayName("LL-R14: a playout ends when its round is over and the next is dealt, not at a turn within it")
  void endsWithTheRound() {
    // P1 holds a Guard and draws the Baron; P2 holds a Priest, P3 a Handmaid
    LoveLetterState s = LoveLetterPositions.players(3).hand(P1, GUARD).turn(P1, BARON).hand(P2, PRIEST)
        .hand(P3, HANDMAID).build();
    LoveLetterState guard = GAME.apply(s, new LoveLetterAction.PlayGuard(P1, P2, PRIEST)).get().state();
    // P2 is out, one rival left: the round goes on, P3 to play
    assertEquals(s.round(), guard.round());
    assertFalse(RACE.endsPlayout(s, guard));
    // P3 plays on; whichever way the round ends, the playout from s ends with it
    LoveLetterState t = guard;
    while (t.round() == s.round() && GAME.outcome(t).isEmpty()) {
      assertFalse(RACE.endsPlayout(s, t));
      t = GAME.apply(t, GAME.legalActions(t, GAME.awaiting(t).head()).head()).get().state();
    }
    assertTrue(RACE.endsPlayout(s, t));
  }
}
