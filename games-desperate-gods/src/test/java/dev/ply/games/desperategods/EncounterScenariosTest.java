package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.Pos.P1;
import static dev.ply.games.desperategods.Pos.P2;
import static dev.ply.games.desperategods.Pos.P3;
import static dev.ply.games.desperategods.Pos.faces;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
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
    DgState s = Pos.of(4).active(1).at(1, "O00").at(0, "O01").at(2, "O01").at(3, "O01").stack(new Step.PreRoll(1),
        new Step.TurnEnd()).build();
    var sc = given(s).dice(faces(1, 6)).play(new RollMove(P2), new ChooseDie(P2, 0));
    assertEquals(new Step.Encounter(1, 2, false, false, false), top(sc.state()));
    sc = sc.play(new Pass(P2), new Pass(P3));
    assertEquals(new Step.Encounter(1, 3, false, false, false), top(sc.state()));
    sc = sc.play(new Pass(P2), new Pass(dev.ply.core.PlayerId.seat(4)));
    assertEquals(new Step.Encounter(1, 0, false, false, false), top(sc.state()));
  }

  @Test
  @DisplayName("DG-R25 DG-R52 a mover killed in an encounter ends the move and the turn")
  void moverDies() {
    DgState s = Pos.of(2).hp(0, 1).coins(0, 4).at(1, "O01").build();
    var t = given(s).dice(faces(3, 6)).play(new RollMove(P1), new ChooseDie(P1, 0)).dice(faces(1, 6))
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
    DgState s = Pos.of(2).victory(0, "L3-2").at(1, "O02").coins(1, 6).build();
    var sc = given(s).dice(faces(2, 6)).play(new RollMove(P1), new ChooseDie(P1, 0), new StartTrade(P1),
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
    DgState s = Pos.of(2).coins(0, 1).at(1, "O01").build();
    var sc = given(s).dice(faces(1, 6)).play(new RollMove(P1), new ChooseDie(P1, 0), new StartTrade(P1),
        new OfferGiveCoins(P1, 1), new Propose(P1));
    var t = sc.dice(faces(1, 6, 1, 6, 1, 6)).when(new DgAction.Fight(P2));
    assertEquals("p2", t.event(DgEvent.FightStarted.class).player().name(), "the initiator's die is rolled first");
    assertEquals(0, t.state().player(1).square(), "P2 initiated and lost");
    assertEquals(1, t.state().player(0).coins(), "no trade happened: P1 keeps its coin");
    assertEquals(new Step.RapidsChoice(0), top(t.state()), "P1's move goes on to its end");
  }

  @Test
  @DisplayName("DG-R15 DG-R16 a forced move that passes Town offers the Town stop")
  void forcedTownStop() {
    DgState s = Pos.of(2).at(0, "O27").stack(new Step.ForcedMove(0, 1, false, "DG-R16"), new Step.TurnEnd()).settled(3);
    assertEquals(new Step.Move(0, 2, true, false, -1, 0, Step.MoveStage.TOWN_STOP), top(s));
    DgState t = given(s).when(new StopInTown(P1)).accepted().state();
    assertEquals(new Step.TownWindow(0), top(t));
  }

  @Test
  @DisplayName("DG-R114 DG-R59 the Kennel's Town card with 3 items carried: choose, then the draw goes on")
  void kennelFullHands() {
    DgState s = Pos.of(2).items(0, 1, 2, 3).town(Vector.of(4, 5, 6), Vector.of(9, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17))
        .at(0, "O14").stack(new Step.ResolveSquare(0, Board.KENNEL), new Step.TurnEnd()).settled();
    assertEquals(new Step.GainCapacity(0, 9), top(s));
    DgState t = given(s).when(new KeepDiscarding(P1, 2)).accepted().state();
    assertEquals(Vector.of(1, 3, 9), t.player(0).items());
    assertTrue(top(t) instanceof Step.PickCard p && p.picker() == 1);
  }

  @Test
  @DisplayName("DG-R223 Serene Way: when one declines, the next eligible player is asked")
  void sereneNext() {
    DgState s = CardScenariosTest.draws(Pos.of(3), 3, "L3-2", 5);
    assertEquals(new Step.SereneVolunteer(0, 1, "L3-2"), top(s));
    DgState t = given(s).when(new Decline(P2)).accepted().state();
    assertEquals(new Step.SereneVolunteer(0, 2, "L3-2"), top(t));
  }
}
