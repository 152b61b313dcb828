package dev.ply.games.desperategods.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Desperate Gods told in words: ties at the end, rule names, the rules text. The winners are given, so
 * these tests check the words, not the tie-break rule itself (DG-R93 is checked by CoreRulesTest and SC-17).
 */
class TellingTest {
  private static final DesperateGodsGame GAME = new DesperateGodsGame();
  private static final PlayerId P1 = PlayerId.seat(1);
  private static final PlayerId P2 = PlayerId.seat(2);

  private static DgState with(int coins1, Vector<String> pile1, int coins2, Vector<String> pile2) {
    DgState s = GAME.start(Setup.of(2, 5));
    PlayerState a = s.player(0);
    PlayerState b = s.player(1);
    return s.withPlayers(Vector.of(a.withCoins(coins1).withVictory(pile1), b.withCoins(coins2).withVictory(pile2)));
  }

  @Test
  @DisplayName("tie told: equal skulls, more coins wins, and the words say so")
  void tieOnCoins() {
    String t = Telling.tie(with(5, Vector.of("W-2"), 3, Vector.of("W-7")), Vector.of(P1));
    assertEquals("p1 wins: p1 and p2 tie on 2 skulls; the tie goes to more coins (p1 5, p2 3) (DG-R93)", t);
  }

  @Test
  @DisplayName("tie told: equal skulls and coins, more victory cards wins")
  void tieOnPile() {
    String t = Telling.tie(with(4, Vector.of("W-2", "W-1"), 4, Vector.of("L1-2")), Vector.of(P1));
    assertTrue(t.contains("coins tie too (p1 4, p2 4), so it goes to more cards in the victory pile (p1 2, p2 1)"), t);
  }

  @Test
  @DisplayName("tie told: still tied, the win is shared and the words say why")
  void shared() {
    String t = Telling.tie(with(4, Vector.of("W-2"), 4, Vector.of("W-7")), Vector.of(P1, P2));
    assertTrue(t.startsWith("p1 and p2 share the win") && t.contains("tie too, so they share the win"), t);
  }

  @Test
  @DisplayName("no tie: the winner and the skulls")
  void noTie() {
    assertEquals("p2 wins with 2 skulls", Telling.tie(with(9, Vector.of("W-1"), 0, Vector.of("W-7")), Vector.of(P2)));
  }

  @Test
  @DisplayName("rule names cover core rules, sub-rules, squares, cards and items; the rules text lists every card")
  void namesAndRules() {
    assertEquals("moving", GAME.ruleName("DG-R12").get());
    assertEquals("trade offers", GAME.ruleName("DG-R22a").get());
    assertEquals("Curious Slug", GAME.ruleName("DG-R201").get());
    assertEquals("Warm Potion", GAME.ruleName("DG-R302").get());
    var r = GAME.rulesText();
    for (var c : dev.ply.games.desperategods.content.Cards.ALL) {
      assertEquals(1, r.lookup(c.name()).size(), c.name());
    }
    assertEquals("maxRounds", GAME.descriptor().options().head().name());
  }

  @Test
  @DisplayName("a move is told in one line, from where to where; a refusal names the decision in words")
  void moveInOneLine() {
    var position = dev.ply.games.desperategods.DesperateGodsPositions.players(2).build();
    var t = dev.ply.core.testkit.Scenario.givenState(GAME, position).faces(5, 2)
        .play(new dev.ply.games.desperategods.action.DgAction.RollMove(P1))
        .when(new dev.ply.games.desperategods.action.DgAction.ChooseDie(P1, 0));
    var ended = t.event(dev.ply.games.desperategods.event.DgEvent.MoveEnded.class);
    assertEquals("p1 moves 5 squares from Town to the Meadow (O05)", GAME.eventText(t.state(), ended));
    assertTrue(!GAME.routine(ended), "the summary line is shown; the single steps are routine");
    var refused = dev.ply.core.testkit.Scenario.givenState(GAME, position)
        .when(new dev.ply.games.desperategods.action.DgAction.Fight(P1)).rejected(dev.ply.core.Rejection.ILLEGAL_ACTION);
    assertEquals("DG-R10", refused.rule().get());
    assertEquals("that is not one of your choices now: roll, or cast a scroll", refused.message());
  }
}
