package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Outcome;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The acceptance scenarios SC-01 … SC-20 of §11, with forced dice. */
class SpecScenariosTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  static int sq(String id) {
    return Board.find(id).get();
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  @Test
  @DisplayName("SC-01 DG-R11 DG-R12 DG-R105 DG-R9 move five squares to the Meadow and take another turn")
  void sc01() {
    var t = given(DesperateGodsPositions.players(2).at(P2, "O16").build()).faces(5, 2).play(new RollMove(P1))
        .when(new ChooseDie(P1, 0));
    DgState s = t.state();
    assertEquals(5, t.events(DgEvent.Moved.class).size());
    assertEquals(sq("O05"), s.player(0).square());
    assertEquals(0, s.player(0).extraTurns(), "the extra turn was taken");
    assertEquals(0, s.active());
    assertEquals(new Step.PreRoll(0), top(s));
    assertTrue(GAME.legalActions(s, P2).isEmpty());
  }

  @Test
  @DisplayName("SC-02 DG-R31 DG-R37 DG-R38 DG-R103 a won fight pays the card's coins from the bank")
  void sc02() {
    DgState s = given(DesperateGodsPositions.players(2).deckTop("W", "W-4", "W-1").build()).faces(3, 6).play(new RollMove(P1))
        .faces(4).when(new ChooseDie(P1, 0)).accepted().state();
    assertEquals(2, s.player(0).coins());
    assertEquals(298, s.bank());
    assertEquals(Vector.of("W-4"), s.player(0).victory());
    assertEquals(6, s.decks().get(0).size());
    assertEquals("W-1", s.decks().get(0).head());
  }

  @Test
  @DisplayName("SC-03 DG-R39 DG-R201 DG-R8 a lost fight: 1 damage, the card to the bottom, the next turn skipped")
  void sc03() {
    var sc = given(DesperateGodsPositions.players(2).at(P2, "M01").build()).faces(3, 5).play(new RollMove(P1))
        .faces(1).play(new ChooseDie(P1, 0));
    DgState s = sc.state();
    assertEquals(2, s.player(0).hp());
    assertEquals(1, s.player(0).skipTurns());
    assertEquals(Vector.of("W-2", "W-3", "W-4", "W-5", "W-6", "W-7", "W-1"), s.decks().get(0));
    assertEquals(1, s.active(), "P2 plays a turn");
    var t = sc.faces(1, 1).play(new RollMove(P2)).when(new Decline(P2));
    assertTrue(t.has(DgEvent.TurnSkipped.class));
    assertEquals(0, t.state().player(0).skipTurns());
    assertEquals(1, t.state().active());
    assertEquals(new Step.PreRoll(1), top(t.state()));
  }

  @Test
  @DisplayName("SC-04 DG-R40 DG-R51 DG-R52 DG-R210 DG-R109 death sends the coins to Limbo and ends the turn")
  void sc04() {
    var t = given(DesperateGodsPositions.players(2).at(P1, "O07").hp(P1, 1).coins(P1, 7).deckTop("L1", "L1-3", "L1-1").build())
        .faces(2, 4).play(new RollMove(P1)).faces(3).when(new ChooseDie(P1, 0));
    DgState s = t.state();
    assertEquals(7, s.limbo());
    assertEquals(0, s.player(0).coins());
    assertEquals(293, s.bank());
    assertEquals(0, s.player(0).square());
    assertEquals(3, s.player(0).hp());
    assertEquals("L1-1", s.decks().get(1).head());
    assertEquals("L1-3", s.decks().get(1).last());
    assertEquals(new Step.PreRoll(1), top(s), "P2 is awaited; no Town visit for P1");
    assertTrue(t.has(DgEvent.PlayerDied.class));
    assertEquals(2, t.event(DgEvent.DamageTaken.class).amount());
  }

  @Test
  @DisplayName("SC-05 DG-R55 DG-R56 DG-R57 DG-R100 heal, buy with refill, cycle the store")
  void sc05() {
    DgState start = DesperateGodsPositions.players(2).at(P1, "O27").hp(P1, 1).coins(P1, 6)
        .store("T-06", "T-04", "T-12").townDeck("T-07", "T-13", "T-14", "T-08", "T-01", "T-02", "T-03", "T-05", "T-09", "T-10", "T-11").build();
    assertEquals(Vector.of(Item.T15, Item.T16, Item.T17), start.townDiscard());
    var sc = given(start).faces(1, 3).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(3, sc.state().player(0).hp());
    assertEquals(new Step.TownWindow(0), top(sc.state()));
    DgState b = sc.when(new Buy(P1, 1)).accepted().state();
    assertEquals(1, b.player(0).coins());
    assertEquals(299, b.bank());
    assertEquals(Vector.of(Item.T06), b.player(0).items());
    assertEquals(Vector.of(Item.T07, Item.T04, Item.T12).map(Option::some), b.store());
    assertEquals(10, b.townDeck().size());
    assertEquals(Item.T13, b.townDeck().head());
    DgState c = given(b).when(new CycleStore(P1)).accepted().state();
    assertEquals(0, c.player(0).coins());
    assertEquals(300, c.bank());
    assertEquals(Vector.of(Item.T13, Item.T14, Item.T08).map(Option::some), c.store());
    assertEquals(Vector.of(Item.T07, Item.T04, Item.T12), c.townDeck().takeRight(3));
    assertEquals(10, c.townDeck().size());
    DgState e = given(c).when(new EndTown(P1)).accepted().state();
    assertEquals(1, e.active());
  }

  @Test
  @DisplayName("SC-06 DG-R57 DG-R306 DG-R301 selling pays half the price rounded down")
  void sc06() {
    DgState s = DesperateGodsPositions.players(2).items(P1, "T-09", "T-01").pending(new Step.TownWindow(0), new Step.TurnEnd()).build();
    DgState a = given(s).when(new Sell(P1, 9)).accepted().state();
    assertEquals(4, a.player(0).coins());
    assertEquals(296, a.bank());
    assertEquals(Item.T09, a.townDeck().last());
    DgState b = given(a).when(new Sell(P1, 1)).accepted().state();
    assertEquals(4, b.player(0).coins());
    assertEquals(Vector.of(Item.T09, Item.T01), b.townDeck().takeRight(2));
  }

  static DgState guardPosition() {
    return DesperateGodsPositions.players(2).items(P1, "T-01", "T-04", "T-12").deckTop("L1", "L1-5")
        .store("T-02", "T-03", "T-05").townDeck("T-07", "T-06", "T-08", "T-09", "T-10", "T-11", "T-13", "T-14", "T-15", "T-16", "T-17")
        .pending(new Step.Draw(0, 1, 1, false), new Step.TurnEnd()).dice().start().state();
  }

  @Test
  @DisplayName("SC-07 DG-R212 DG-R59 DG-R44 the 4th item: keep it by discarding one")
  void sc07() {
    DgState s0 = guardPosition();
    assertTrue(top(s0) instanceof Step.Fight, "the potion and the mask make FIGHT_PRE non-trivial");
    var sc = given(s0).faces(5).play(new Fight(P1)).play(new Ready(P1));
    DgState s = sc.state();
    assertEquals(3, s.player(0).coins());
    assertEquals(297, s.bank());
    assertEquals(new Step.GainCapacity(0, Item.T07), top(s));
    assertFalse(s.player(0).victory().contains("L1-5"), "the card reaches the pile after the choice");
    DgState k = sc.when(new KeepDiscarding(P1, 1)).accepted().state();
    assertEquals(Vector.of(Item.T04, Item.T12, Item.T07), k.player(0).items());
    assertTrue(k.townDiscard().contains(Item.T01));
    assertEquals(Vector.of("L1-5"), k.player(0).victory());
    DgState d = sc.when(new DeclineNew(P1)).accepted().state();
    assertEquals(Vector.of(Item.T01, Item.T04, Item.T12), d.player(0).items());
    assertEquals(Item.T07, d.townDeck().last());
    assertEquals(Vector.of("L1-5"), d.player(0).victory());
  }

  @Test
  @DisplayName("SC-08 DG-R20 DG-R21 DG-R26 DG-R28 DG-R25 DG-R104 PvP while passing, the mover goes on")
  void sc08() {
    var sc = given(DesperateGodsPositions.players(2).coins(P1, 2).at(P2, "O02").coins(P2, 5).build()).faces(4, 6)
        .play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(new Step.Encounter(0, 1, false, false, false), top(sc.state()));
    var t = sc.faces(4, 4, 5, 2, 1, 6, 3, 2).when(new Fight(P1));
    DgState s = t.state();
    assertEquals(7, s.player(0).coins());
    assertEquals(0, s.player(1).coins());
    assertEquals(0, s.player(1).square());
    assertEquals(3, s.player(1).hp());
    assertEquals(1, s.player(0).hp());
    assertEquals(0, s.limbo());
    assertEquals(sq("O04"), s.player(0).square());
    assertEquals(1, s.player(0).skipTurns());
    assertTrue(top(s) instanceof Step.PickCard, "Tall Trees: draw 3, pick 1");
  }

  @Test
  @DisplayName("SC-09 DG-R26 DG-R29 DG-R306 DG-R30 a tie kills both; all their coins go to Limbo")
  void sc09() {
    var sc = given(DesperateGodsPositions.players(2).hp(P1, 1).coins(P1, 3).items(P1, "T-09").at(P2, "O01").hp(P2, 1).coins(P2, 4).build())
        .faces(1, 2).play(new RollMove(P1), new ChooseDie(P1, 0)).faces(3, 4).play(new Fight(P1));
    assertTrue(top(sc.state()) instanceof Step.Pvp p && p.stage() == Step.PvpStage.REROLL_X);
    DgState s = sc.when(new Ready(P1)).accepted().state();
    assertEquals(7, s.limbo());
    assertEquals(0, s.player(0).coins() + s.player(1).coins());
    assertEquals(0, s.player(0).square());
    assertEquals(0, s.player(1).square());
    assertEquals(3, s.player(0).hp());
    assertEquals(3, s.player(1).hp());
    assertEquals(new Step.PreRoll(1), top(s));
  }

  @Test
  @DisplayName("SC-10 DG-R13 DG-R14 DG-R129 DG-R114 take the Kennel bridge, no crossing back")
  void sc10() {
    var sc = given(DesperateGodsPositions.players(2).at(P1, "O13").build()).faces(3, 1).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(Step.MoveStage.BRANCH, ((Step.Move) top(sc.state())).stage());
    assertEquals(sq("O14"), sc.state().player(0).square());
    var t = sc.when(new Bridge(P1));
    DgState s = t.state();
    assertEquals(sq("M01"), s.player(0).square());
    assertEquals(1, s.player(0).skipTurns());
    assertFalse(t.has(DgEvent.CardDrawn.class));
    assertEquals(1, s.active());
  }

  @Test
  @DisplayName("SC-11 DG-R32 DG-R33 DG-R213 DG-R131 empty-deck fallback, pick, Baghead's on-win damage")
  void sc11() {
    var sc = given(DesperateGodsPositions.players(2).at(P1, "M01").deck("L2").deck("L1", "L1-1", "L1-6").deck("W", "W-1", "W-2", "W-3").build())
        .faces(2, 5).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertEquals(new Step.PickCard(0, 0, Vector.of("L1-1", "L1-6")), top(sc.state()));
    DgState s = sc.faces(4).when(new PickCard(P1, 1)).accepted().state();
    assertEquals(Vector.of("L1-1"), s.decks().get(1));
    assertEquals(2, s.player(0).coins());
    assertEquals(2, s.player(0).hp());
    assertEquals(Vector.of("L1-6"), s.player(0).victory());
  }

  @Test
  @DisplayName("SC-12 DG-R142 DG-R65 DG-R134 the Altar: 2 damage, then all of Limbo")
  void sc12() {
    DgState s = given(DesperateGodsPositions.players(2).at(P1, "M04").coins(P1, 1).limbo(9).build()).faces(3, 5)
        .play(new RollMove(P1), new ChooseDie(P1, 0)).when(new Bridge(P1)).accepted().state();
    assertEquals(sq("I02"), s.player(0).square());
    assertEquals(1, s.player(0).hp());
    assertEquals(10, s.player(0).coins());
    assertEquals(0, s.limbo());
  }

  @Test
  @DisplayName("SC-13 DG-R205 DG-R44 the Cold Golem's re-fight; coins paid once")
  void sc13() {
    var t = given(DesperateGodsPositions.players(2).at(P1, "O02").deckTop("W", "W-5").build()).faces(1, 6).play(new RollMove(P1))
        .faces(5, 2, 3, 6).when(new ChooseDie(P1, 0));
    DgState s = t.state();
    assertEquals(2, s.player(0).coins());
    assertEquals(Vector.of("W-5"), s.player(0).victory());
    assertEquals(298, s.bank());
    assertEquals(2, t.events(DgEvent.FightStarted.class).size());
  }

  @Test
  @DisplayName("SC-14 DG-R203 DG-R46 paying the Bandit's toll avoids the fight")
  void sc14() {
    var sc = given(DesperateGodsPositions.players(2).at(P1, "O02").coins(P1, 2).deck("W", "W-3", "W-2").build()).faces(1, 6)
        .play(new RollMove(P1), new ChooseDie(P1, 0));
    var t = sc.when(new PayToll(P1));
    DgState s = t.state();
    assertEquals(1, s.player(0).coins());
    assertEquals(299, s.bank());
    assertEquals(3, s.player(0).hp());
    assertFalse(t.has(DgEvent.DiceRolled.class));
    assertEquals(Vector.of("W-2", "W-3"), s.decks().get(0));
    assertTrue(s.player(0).victory().isEmpty());
  }

  @Test
  @DisplayName("SC-15 DG-R214 DG-R47 the Explorer's toll gives two dice in the next fight")
  void sc15() {
    DgState a = given(DesperateGodsPositions.players(2).at(P1, "O07").coins(P1, 3).deckTop("L1", "L1-7").build()).faces(2, 4)
        .play(new RollMove(P1), new ChooseDie(P1, 0)).when(new PayToll(P1)).accepted().state();
    assertEquals(1, a.player(0).coins());
    assertTrue(a.player(0).explorerBonus());
    assertEquals("L1-7", a.decks().get(1).last());
    DgState later = DesperateGodsPositions.players(2).at(P1, "O07").coins(P1, 1).turns(P1, 0, 0).explorerBonus(P1).deckTop("L1", "L1-5")
        .store("T-01", "T-02", "T-03").townDeck("T-07", "T-04", "T-05", "T-06", "T-08", "T-09", "T-10", "T-11", "T-12", "T-13", "T-14", "T-15", "T-16", "T-17").build();
    var t = given(later).faces(2, 4).play(new RollMove(P1)).faces(2, 4).when(new ChooseDie(P1, 0));
    DgState s = t.state();
    assertEquals(4, s.player(0).coins());
    assertFalse(s.player(0).explorerBonus());
    assertEquals(Vector.of(Item.T07), s.player(0).items());
    assertEquals(Vector.of("L1-5"), s.player(0).victory());
  }

  @Test
  @DisplayName("SC-16 DG-R106 DG-R7 the Swamp: doubles move, otherwise a draw and the turn ends")
  void sc16() {
    DgState swamp = DesperateGodsPositions.players(2).at(P1, "O06").pending(new Step.TurnStart()).dice().start().state();
    assertEquals(new Step.SwampChoice(0), top(swamp));
    var a = given(swamp).faces(3, 3, 4).when(new SwampTryDoubles(P1));
    assertEquals(sq("O09"), a.state().player(0).square());
    assertEquals(3, a.events(DgEvent.Moved.class).size());
    assertFalse(a.has(DgEvent.DieChosen.class));
    assertEquals("L1-1", a.event(DgEvent.CardDrawn.class).card());
    var b = given(swamp).faces(2, 5, 2).when(new SwampTryDoubles(P1));
    assertEquals(sq("O06"), b.state().player(0).square());
    assertEquals("W-1", b.event(DgEvent.CardDrawn.class).card());
    assertEquals(1, b.state().active());
  }

  @Test
  @DisplayName("SC-17 DG-R90 DG-R92 DG-R93 the last card ends the game; a tie on skulls goes to coins")
  void sc17() {
    DgState s0 = DesperateGodsPositions.players(2).at(P1, "O02").coins(P1, 3).victory(P1, "L3-2", "L3-1", "W-5").coins(P2, 5)
        .victory(P2, "L3-3", "L3-6", "L2-5", "W-7").deck("W", "W-2").deck("L1").deck("L2").deck("L3").build();
    assertEquals(19, s0.removed().size());
    assertEquals(292, s0.bank());
    var t = given(s0).faces(1, 6).play(new RollMove(P1)).faces(2).when(new ChooseDie(P1, 0));
    DgState s = t.state();
    assertTrue(s.over());
    Outcome o = GAME.outcome(s).get();
    assertEquals(Vector.of(P2), o.winners());
    assertEquals(20, o.scores().get(P1).get());
    assertEquals(20, o.scores().get(P2).get());
    assertEquals("DECKS_EMPTY", s.ending().get().reason());
    assertTrue(GAME.awaiting(s).isEmpty());
  }

  @Test
  @DisplayName("SC-18 DG-R222 DG-R140 the Succubus binds the loser, who fights it next turn without moving")
  void sc18() {
    DgState s = given(DesperateGodsPositions.players(2).at(P1, "I03").deckTop("L3", "L3-1").build()).faces(1, 6).play(new RollMove(P1))
        .faces(4).when(new ChooseDie(P1, 0)).accepted().state();
    assertEquals(3, s.player(0).hp());
    assertTrue(s.player(0).bound());
    assertFalse(s.decks().get(3).contains("L3-1"));
    DgState bound = DesperateGodsPositions.players(2).at(P1, "I00").turns(P1, 0, 0).bound(P1).pending(new Step.TurnStart()).dice().start().state();
    assertEquals(new Step.SuccubusChoice(0), top(bound));
    DgState w = given(bound).faces(6).when(new FightSuccubus(P1)).accepted().state();
    assertEquals(Vector.of("L3-1"), w.player(0).victory());
    assertFalse(w.player(0).bound());
    assertEquals(sq("I00"), w.player(0).square());
    assertEquals(1, w.active());
  }

  @Test
  @DisplayName("SC-19 DG-R21 DG-R22 DG-R22a DG-R23 a trade while passing; nothing moves before ACCEPT")
  void sc19() {
    var sc = given(DesperateGodsPositions.players(2).coins(P1, 5).at(P2, "O01").items(P2, "T-04").build()).faces(2, 6)
        .play(new RollMove(P1), new ChooseDie(P1, 0), new StartTrade(P1), new OfferGiveCoins(P1, 1),
            new OfferGiveCoins(P1, 1), new OfferGiveCoins(P1, 1), new OfferAskItem(P1, 4));
    assertEquals(5, sc.state().player(0).coins(), "drafting moves nothing");
    sc = sc.play(new Propose(P1));
    assertTrue(top(sc.state()) instanceof Step.Offer);
    int bank = sc.state().bank();
    DgState s = sc.faces(1, 2).when(new Accept(P2)).accepted().state();
    assertEquals(2, s.player(0).coins());
    assertEquals(Vector.of(Item.T04), s.player(0).items());
    assertEquals(3, s.player(1).coins());
    assertTrue(s.player(1).items().isEmpty());
    assertEquals(bank, s.bank());
    assertEquals(sq("O02"), s.player(0).square(), "the move goes on");
    var d = sc.faces(1, 2).when(new Decline(P2));
    assertEquals(5, d.state().player(0).coins());
    assertEquals(Vector.of(Item.T04), d.state().player(1).items());
    assertEquals(sq("O02"), d.state().player(0).square());
    assertFalse(d.has(DgEvent.FightStarted.class));
  }

  @Test
  @DisplayName("SC-20 DG-R22b DG-R21 a full-handed swap; abandoning a draft")
  void sc20() {
    var sc = given(DesperateGodsPositions.players(2).items(P1, "T-01", "T-12", "T-13").at(P2, "O01").items(P2, "T-04", "T-07", "T-08").store("T-02", "T-03", "T-05")
        .build()).faces(1, 6).play(new RollMove(P1), new ChooseDie(P1, 0));
    var drafting = sc.play(new StartTrade(P1), new OfferGiveItem(P1, 1));
    var legal = GAME.legalActions(drafting.state(), P1);
    assertFalse(legal.contains(new Propose(P1)), "P2 would carry 4");
    assertTrue(legal.contains(new OfferAskItem(P1, 7)));
    var asked = drafting.play(new OfferAskItem(P1, 7));
    assertTrue(GAME.legalActions(asked.state(), P1).contains(new Propose(P1)));
    DgState s = asked.play(new Propose(P1)).faces(1, 1).when(new Accept(P2)).accepted().state();
    assertEquals(Vector.of(Item.T12, Item.T13, Item.T07), s.player(0).items());
    assertEquals(Vector.of(Item.T04, Item.T08, Item.T01), s.player(1).items());
    var abandoned = drafting.play(new AbandonTrade(P1));
    assertEquals(Vector.of(Item.T01, Item.T12, Item.T13), abandoned.state().player(0).items());
    assertEquals(Vector.of(new DgAction.Fight(P1), new Pass(P1)), GAME.legalActions(abandoned.state(), P1));
    var p2 = GAME.legalActions(abandoned.play(new Pass(P1)).state(), P2);
    assertTrue(p2.containsAll(Vector.of(new DgAction.Fight(P2), new StartTrade(P2), new Pass(P2))));
  }
}
