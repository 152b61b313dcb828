package dev.ply.core.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceAction.Bid;
import dev.ply.core.race.RaceAction.Boost;
import dev.ply.core.race.RaceAction.Pass;
import dev.ply.core.race.RaceAction.Roll;
import dev.ply.core.race.RaceEvent.BidsRevealed;
import dev.ply.core.race.RaceEvent.DiceRolled;
import dev.ply.core.race.RaceEvent.Moved;
import dev.ply.core.testkit.GoldenReplays;
import dev.ply.core.testkit.Scenario;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenarios in the race's own words; each checks replay-equals-live through the kit. */
class RaceScenarioTest {
  final RaceGame game = new RaceGame();
  final PlayerId p1 = PlayerId.seat(1);
  final PlayerId p2 = PlayerId.seat(2);

  Scenario<RaceState, RaceAction> start() {
    return Scenario.given(game, Setup.of(2, 4));
  }

  @Test
  @DisplayName("RACE-R2 a single highest bid moves its bidder two squares; bids are paid")
  void highestBidMoves() {
    var t = start().play(new Bid(p1, 2)).when(new Bid(p2, 1));
    assertEquals(Vector.of(2, 1), t.event(BidsRevealed.class).bids());
    assertEquals(new Moved(p1, 0, 2), t.event(Moved.class));
    assertEquals(Vector.of(1, 2), t.state().coins());
  }

  @Test
  @DisplayName("RACE-R2 a tied bid moves nobody; a bid above 2 is refused")
  void tiedBid() {
    assertTrue(!start().play(new Bid(p1, 1)).when(new Bid(p2, 1)).has(Moved.class));
    start().when(new Bid(p1, 3)).rejected("BAD_BID");
  }

  @Test
  @DisplayName("RACE-R3 the forced die shows 4 (value 3): the roller moves four squares")
  void rollMoves() {
    var t = start().play(new Bid(p1, 0), new Bid(p2, 0)).dice(3).when(new Roll(p1));
    assertEquals(new DiceRolled(p1, 4), t.event(DiceRolled.class));
    assertEquals(new Moved(p1, 0, 4), t.event(Moved.class));
    assertEquals(p2, t.state().window().get().offeredTo(), "RACE-R4 the window opens at the next player");
  }

  @Test
  @DisplayName("RACE-R4 a boost reopens the window and draws a private replacement; passes close it")
  void boostAndPass() {
    var s = start().play(new Bid(p1, 0), new Bid(p2, 0)).dice(0).play(new Roll(p1));
    int card = s.state().hands().get(1).head();
    var t = s.when(new Boost(p2, card));
    var drawn = t.event(RaceEvent.CardDrawn.class);
    assertTrue(!drawn.visibility().visibleTo(p1) && drawn.visibility().visibleTo(p2));
    var closed = t.next().play(new Pass(p1)).when(new Pass(p2));
    assertTrue(closed.state().window().isEmpty());
    assertEquals(1, closed.state().active(), "RACE-R3 then the next player's turn");
    start().play(new Bid(p1, 0), new Bid(p2, 0)).dice(0).play(new Roll(p1))
        .when(new Boost(p2, 7)).rejected("NO_SUCH_CARD");
  }

  @Test
  @DisplayName("RACE-R5 reaching square 20 wins at once and ends the game")
  void win() {
    var s = start().edit(st -> ImmutableRaceState.copyOf(st).withPositions(Vector.of(17, 0)))
        .play(new Bid(p1, 0), new Bid(p2, 0)).dice(5);
    var t = s.when(new Roll(p1));
    assertEquals(new RaceEvent.Won(p1), t.event(RaceEvent.Won.class));
    assertTrue(game.outcome(t.state()).get().won(p1));
    t.next().when(new Pass(p2)).rejected("GAME_OVER");
  }

  @Test
  @DisplayName("RACE-R1 setup: two cards each, ten left in the deck, 2 to 4 players")
  void setup() {
    RaceState s = start().state();
    assertEquals(2, s.hands().get(0).size());
    assertEquals(8, s.deck().size());
    assertTrue(game.checkSetup(Setup.of(5, 1)).isDefined());
  }

  @Test
  @DisplayName("golden replay: a committed three-player game replays hash by hash")
  void golden() {
    GoldenReplays.verify(game, "/golden/race-3p.json");
  }
}
