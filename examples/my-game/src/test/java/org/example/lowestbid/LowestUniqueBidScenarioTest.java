package org.example.lowestbid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Scenario;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.example.lowestbid.BidAction.Pick;
import org.example.lowestbid.BidEvent.Ended;
import org.example.lowestbid.BidEvent.Picked;
import org.example.lowestbid.BidEvent.PicksRevealed;
import org.example.lowestbid.BidEvent.RoundBegan;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Lowest Unique Bid's rules one at a time, in the game's own words; each names the rule it would catch breaking. */
class LowestUniqueBidScenarioTest {
  final LowestUniqueBid game = new LowestUniqueBid();
  final PlayerId p1 = PlayerId.seat(1);
  final PlayerId p2 = PlayerId.seat(2);
  final PlayerId p3 = PlayerId.seat(3);

  Scenario<BidState, BidAction> start(int players, int numbers) {
    return Scenario.given(game, Setup.of(players, 42).withOption("numbers", String.valueOf(numbers)));
  }

  @Test
  @DisplayName("LUB-R1 2 to 5 players, each holding 1..N (numbers 3 to 9, default 5)")
  void setup() {
    assertTrue(game.checkSetup(Setup.of(1, 1)).isDefined(), "one player is too few");
    assertTrue(game.checkSetup(Setup.of(6, 1)).isDefined(), "six players are too many");
    assertTrue(game.checkSetup(Setup.of(5, 1)).isEmpty());
    for (String bad : new String[] {"2", "10", "x", "-4"}) {
      assertEquals("BAD_SETUP", game.checkSetup(Setup.of(3, 1).withOption("numbers", bad)).get().code(), bad);
    }
    var s = game.start(Setup.of(3, 1));
    assertEquals(Vector.of(1, 2, 3, 4, 5).map(n -> (BidAction) new Pick(p3, n)), game.legalActions(s, p3));
    start(2, 4).when(new Pick(p1, 5)).rejected("NO_SUCH_NUMBER");
    start(2, 4).when(new Pick(p1, 0)).rejected("NO_SUCH_NUMBER");
  }

  @Test
  @DisplayName("LUB-R2 everyone is awaited at once; a pick stays hidden from the others until all have picked")
  void secretSimultaneousPicks() {
    var s = start(3, 4);
    assertEquals(LinkedHashSet.of(p1, p2, p3), game.awaiting(s.state()));
    var afterP2 = s.when(new Pick(p2, 3));
    assertEquals(new Picked(p2), afterP2.event(Picked.class), "the others learn only that p2 has picked");
    assertFalse(afterP2.has(PicksRevealed.class), "nothing is revealed before all have picked");
    assertEquals(LinkedHashSet.of(p1, p3), game.awaiting(afterP2.state()), "p1 and p3 still may pick, in any order");
    assertEquals(Option.none(), game.view(afterP2.state(), p1).picks().choiceOf(p2), "p1 cannot see p2's number");
    assertEquals(Option.of(3), game.view(afterP2.state(), p2).picks().choiceOf(p2), "p2 sees its own");
    afterP2.next().when(new Pick(p2, 1)).rejected("NOT_YOUR_TURN");
  }

  @Test
  @DisplayName("LUB-R2 a number picked in an earlier round is spent and refused with NUMBER_SPENT")
  void numbersAreSpent() {
    var round2 = start(2, 3).play(new Pick(p1, 2), new Pick(p2, 1));
    round2.when(new Pick(p1, 2)).rejected("NUMBER_SPENT");
    assertEquals(Vector.of(1, 3), round2.state().unspent(0));
    assertEquals(Vector.of(new Pick(p2, 2), new Pick(p2, 3)), game.legalActions(round2.state(), p2));
  }

  @Test
  @DisplayName("LUB-R3 the lowest number picked by exactly one player scores that many; duplicates score nothing")
  void lowestUniqueScores() {
    // 1 is picked twice, so 3 is the lowest unique number, not 1 and not 4
    var s = start(3, 5).play(new Pick(p1, 1), new Pick(p2, 1)).when(new Pick(p3, 3));
    assertEquals(new PicksRevealed(1, Vector.of(1, 1, 3), Option.of(p3), 3, 0), s.event(PicksRevealed.class));
    assertEquals(Vector.of(0, 0, 3), s.state().scores());
    assertTrue(s.has(RoundBegan.class), "round 2 begins");
    // every number shared: nobody scores
    var shared = start(2, 5).play(new Pick(p1, 4)).when(new Pick(p2, 4));
    assertEquals(Option.none(), shared.event(PicksRevealed.class).scorer());
    assertEquals(Vector.of(0, 0), shared.state().scores());
    // two players on different numbers: the lower one scores its value
    var low = start(2, 5).play(new Pick(p1, 5)).when(new Pick(p2, 2));
    assertEquals(Vector.of(0, 2), low.state().scores());
  }

  @Test
  @DisplayName("LUB-R3 a round without a unique number puts its lowest number in the pot; the next scorer takes it all")
  void potCarriesOver() {
    // round 1: both 4, pot 4; round 2: both 3, pot 7; round 3: p1's 1 is unique and takes 1 + 7
    var twoEmpty = start(2, 5).play(new Pick(p1, 4), new Pick(p2, 4), new Pick(p1, 3)).when(new Pick(p2, 3));
    assertEquals(7, twoEmpty.state().pot(), "4 then 3 carried");
    assertEquals(7, twoEmpty.event(PicksRevealed.class).pot());
    var taken = twoEmpty.next().play(new Pick(p2, 5)).when(new Pick(p1, 1));
    assertEquals(new PicksRevealed(3, Vector.of(1, 5), Option.of(p1), 8, 0), taken.event(PicksRevealed.class));
    assertEquals(Vector.of(8, 0), taken.state().scores());
    assertEquals(0, taken.state().pot(), "the pot empties when taken");
  }

  @Test
  @DisplayName("LUB-R4 after N rounds the highest score wins; a shared top score shares the win; all tied is a draw")
  void lastRoundEnds() {
    // 3 rounds in which both always pick the same number: 0 : 0, a draw; the pot of 6 is left to nobody
    var draw = start(2, 3).play(new Pick(p1, 1), new Pick(p2, 1), new Pick(p1, 2), new Pick(p2, 2))
        .play(new Pick(p1, 3)).when(new Pick(p2, 3));
    assertTrue(draw.has(Ended.class));
    assertEquals(Vector.of(0, 0), draw.state().scores());
    assertEquals(6, draw.state().pot());
    assertTrue(game.outcome(draw.state()).get().winners().isEmpty(), "every player tied: a draw");
    assertEquals(LinkedHashSet.empty(), game.awaiting(draw.state()));
    assertEquals(Vector.empty(), game.legalActions(draw.state(), p1), "nothing more to do");
    // round 1: all pick 1, pot 1; then p1 takes 2 + 1 and 3 while p2 and p3 collide
    var win = start(3, 3).play(new Pick(p1, 1), new Pick(p2, 1), new Pick(p3, 1), new Pick(p1, 2), new Pick(p2, 3),
        new Pick(p3, 3), new Pick(p1, 3), new Pick(p2, 2)).when(new Pick(p3, 2));
    assertEquals(Vector.of(6, 0, 0), win.state().scores());
    assertEquals(Vector.of(p1), game.outcome(win.state()).get().winners());
    // 4 rounds: p2 scores 2 and 1, p1 scores 3, p3 scores 2 -> 3 : 3 : 2, p1 and p2 share the win
    var share = start(3, 4).play(new Pick(p1, 1), new Pick(p2, 2), new Pick(p3, 1), new Pick(p1, 2), new Pick(p2, 1),
        new Pick(p3, 3), new Pick(p1, 3), new Pick(p2, 4), new Pick(p3, 4), new Pick(p1, 4), new Pick(p2, 3))
        .when(new Pick(p3, 2));
    assertEquals(Vector.of(3, 3, 2), share.state().scores());
    var shared = game.outcome(share.state()).get();
    assertEquals(Vector.of(p1, p2), shared.winners());
    assertEquals(Vector.of(p1, p2, p3), shared.ranking());
  }
}
