package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P4;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static dev.ply.games.desperategods.DesperateGodsPositions.P3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.rules.Engine;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Encounters with several players, deaths during encounters, victory-card trades, Town stops in forced moves. */
class EncounterScenariosTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  @Test
  @DisplayName("DG-R20 DG-R21 several players on one square: one encounter each, in seat order after the mover")
  void seatOrder() {
    DgState s = DesperateGodsPositions.players(4).active(P2).at(P2, "O00").at(P1, "O01").at(P3, "O01").at(P4, "O01").pending(new Step.PreRoll(1),
        new Step.TurnEnd()).build();
    var sc = given(s).faces(1, 6).play(new RollMove(P2), new ChooseDie(P2, 0));
    assertEquals(new Step.Encounter(1, 2, false, false, false), top(sc.state()));
    sc = sc.play(new Pass(P2), new Pass(P3));
    assertEquals(new Step.Encounter(1, 3, false, false, false), top(sc.state()));
    sc = sc.play(new Pass(P2), new Pass(dev.ply.core.PlayerId.seat(4)));
    assertEquals(new Step.Encounter(1, 0, false, false, false), top(sc.state()));
  }

  @Test
  @DisplayName("DG-R25 DG-R52 a mover killed in an encounter ends the move and the turn")
  void moverDies() {
    DgState s = DesperateGodsPositions.players(2).hp(P1, 1).coins(P1, 4).at(P2, "O01").build();
    var t = given(s).faces(3, 6).play(new RollMove(P1), new ChooseDie(P1, 0)).faces(1, 6)
        .when(new DgAction.Fight(P1));
    DgState after = t.state();
    assertEquals(0, after.player(0).square());
    assertEquals(4, after.player(1).coins(), "the survivor takes the coins (DG-R28)");
    assertEquals(1, after.active());
    assertEquals(new Step.PreRoll(1), top(after));
  }

  @Test
  @DisplayName("DG-R22 DG-R23 DG-R92 victory cards can be traded, and their skulls go with them")
  void victoryCardTrade() {
    DgState s = DesperateGodsPositions.players(2).victory(P1, "L3-2").at(P2, "O02").coins(P2, 6).build();
    var sc = given(s).faces(2, 6).play(new RollMove(P1), new ChooseDie(P1, 0), new StartTrade(P1),
        new OfferGiveVictory(P1, "L3-2"), new OfferAskCoins(P1, 5), new OfferAskCoins(P1, 1), new Propose(P1));
    assertEquals(Vector.of(new Accept(P2), new Decline(P2), new DgAction.Fight(P2)), GAME.legalActions(sc.state(), P2));
    DgState t = sc.when(new Accept(P2)).accepted().state();
    assertEquals(Vector.of("L3-2"), t.player(1).victory());
    assertEquals(8, Engine.score(t.player(1).victory()));
    assertEquals(6, t.player(0).coins());
  }

  @Test
  @DisplayName("DG-R21 DG-R26 the answer to an offer may be a fight, started by the one who answers")
  void answerWithFight() {
    DgState s = DesperateGodsPositions.players(2).coins(P1, 1).at(P2, "O01").build();
    var sc = given(s).faces(1, 6).play(new RollMove(P1), new ChooseDie(P1, 0), new StartTrade(P1),
        new OfferGiveCoins(P1, 1), new Propose(P1));
    var t = sc.faces(1, 6, 1, 6, 1, 6).when(new DgAction.Fight(P2));
    assertEquals("p2", t.event(DgEvent.FightStarted.class).player().name(), "the initiator's die is rolled first");
    assertEquals(0, t.state().player(1).square(), "P2 initiated and lost");
    assertEquals(1, t.state().player(0).coins(), "no trade happened: P1 keeps its coin");
    assertEquals(new Step.RapidsChoice(0), top(t.state()), "P1's move goes on to its end");
  }

  @Test
  @DisplayName("DG-R15 DG-R16 a forced move that passes Town offers the Town stop")
  void forcedTownStop() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "O27").pending(new Step.ForcedMove(0, 1, false, "DG-R16"), new Step.TurnEnd()).dice(3).start().state();
    Step.Move m = (Step.Move) top(s);
    assertEquals(Step.MoveStage.TOWN_STOP, m.stage());
    assertEquals(2, m.left(), "two steps left on reaching Town");
    assertTrue(m.forced(), "a forced move");
    DgState t = given(s).when(new StopInTown(P1)).accepted().state();
    assertEquals(new Step.TownWindow(0), top(t));
  }

  @Test
  @DisplayName("DG-R114 DG-R59 the Kennel's Town card with 3 items carried: choose, then the draw goes on")
  void kennelFullHands() {
    DgState s = DesperateGodsPositions.players(2).items(P1, "T-01", "T-02", "T-03").store("T-04", "T-05", "T-06").townDeck("T-09", "T-07", "T-08", "T-10", "T-11", "T-12", "T-13", "T-14", "T-15", "T-16", "T-17")
        .at(P1, "O14").pending(new Step.ResolveSquare(0, Board.KENNEL), new Step.TurnEnd()).dice().start().state();
    assertEquals(new Step.GainCapacity(0, Item.T09), top(s));
    DgState t = given(s).when(new KeepDiscarding(P1, 2)).accepted().state();
    assertEquals(Vector.of(Item.T01, Item.T03, Item.T09), t.player(0).items());
    assertEquals(s.townDiscard().append(Item.T02), t.townDiscard(), "DG-R59: the item let go reaches the Town discard");
    assertTrue(top(t) instanceof Step.PickCard p && p.picker() == 1);
  }

  @Test
  @DisplayName("DG-R223 Serene Way: when one declines, the next eligible player is asked")
  void sereneNext() {
    DgState s = CardScenariosTest.draws(DesperateGodsPositions.players(3), "L3", "L3-2", 5);
    assertEquals(new Step.SereneVolunteer(0, 1, "L3-2"), top(s));
    DgState t = given(s).when(new Decline(P2)).accepted().state();
    assertEquals(new Step.SereneVolunteer(0, 2, "L3-2"), top(t));
  }
}
