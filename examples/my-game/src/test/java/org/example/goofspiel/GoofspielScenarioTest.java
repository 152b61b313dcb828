package org.example.goofspiel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Scenario;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.example.goofspiel.GoofAction.Bid;
import org.example.goofspiel.GoofEvent.BidsRevealed;
import org.example.goofspiel.GoofEvent.Ended;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Goofspiel's rules one at a time, in the game's own words; each names the rule it would catch breaking. */
class GoofspielScenarioTest {
  final GoofspielGame game = new GoofspielGame();
  final PlayerId p1 = PlayerId.seat(1);
  final PlayerId p2 = PlayerId.seat(2);

  Scenario<GoofState, GoofAction> start(int cards) {
    return Scenario.given(game, Setup.of(2, 42).withOption("cards", String.valueOf(cards)));
  }

  @Test
  @DisplayName("GS-R2 both players are awaited at once; a bid stays hidden from the other until both have bid")
  void secretSimultaneousBids() {
    var s = start(3);
    assertEquals(LinkedHashSet.of(p1, p2), game.awaiting(s.state()));
    var afterP1 = s.when(new Bid(p1, 3));
    assertEquals(LinkedHashSet.of(p2), game.awaiting(afterP1.state()), "p1 has bid, p2 still may");
    assertEquals(Option.none(), game.view(afterP1.state(), p2).bids().choiceOf(p1), "p2 cannot see p1's card");
    assertEquals(Option.of(3), game.view(afterP1.state(), p1).bids().choiceOf(p1), "p1 sees its own bid");
    assertTrue(!afterP1.has(BidsRevealed.class), "nothing is revealed before both have bid");
    afterP1.next().when(new Bid(p1, 2)).rejected("NOT_YOUR_TURN");
  }

  @Test
  @DisplayName("GS-R2 a card not in the bidder's hand is refused with NO_SUCH_CARD")
  void onlyHeldCards() {
    start(3).when(new Bid(p1, 4)).rejected("NO_SUCH_CARD");
    var spent = start(3).play(new Bid(p1, 3), new Bid(p2, 1));
    spent.when(new Bid(p1, 3)).rejected("NO_SUCH_CARD");
  }

  @Test
  @DisplayName("GS-R3 the higher bid takes the prize's value, a tie gives it to nobody, both cards are spent")
  void higherBidTakesThePrize() {
    var s = start(3);
    int prize = s.state().prize();
    var won = s.play(new Bid(p1, 3)).when(new Bid(p2, 1));
    assertEquals(new BidsRevealed(Vector.of(3, 1), 0, prize), won.event(BidsRevealed.class));
    assertEquals(Vector.of(prize, 0), won.state().scores());
    assertEquals(Vector.of(Vector.of(1, 2), Vector.of(2, 3)), won.state().hands());
    var tied = start(3).play(new Bid(p1, 2)).when(new Bid(p2, 2));
    assertEquals(-1, tied.event(BidsRevealed.class).winnerSeat());
    assertEquals(Vector.of(0, 0), tied.state().scores());
  }

  @Test
  @DisplayName("GS-R4 after the last round the higher score wins; equal scores are a draw")
  void lastRoundEnds() {
    // p1 always bids higher: it takes every prize, 1 + 2 = 3 points to none
    var end = start(2).play(new Bid(p1, 2), new Bid(p2, 1), new Bid(p1, 1)).when(new Bid(p2, 2));
    assertTrue(end.has(Ended.class));
    var outcome = game.outcome(end.state()).get();
    int p1Score = end.state().scores().get(0);
    int p2Score = end.state().scores().get(1);
    assertEquals(3, p1Score + p2Score, "both prizes were taken");
    assertEquals(p1Score > p2Score ? Vector.of(p1) : Vector.of(p2), outcome.winners());
    var draw = start(2).play(new Bid(p1, 1), new Bid(p2, 1), new Bid(p1, 2)).when(new Bid(p2, 2));
    assertTrue(game.outcome(draw.state()).get().winners().isEmpty(), "two ties: 0 to 0, a draw");
    assertEquals(Vector.empty(), game.legalActions(draw.state(), p1), "GS-R4 nothing more to do");
  }
}
