package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.action.DgAction.*;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One scenario for each Town item (§6.3) and the item rules DG-R41..R43, DG-R67..R70. */
class ItemScenariosTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  static DgState draws(DesperateGodsPositions p, String deck, String card, int... faces) {
    return CardScenariosTest.draws(p, deck, card, faces);
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  @Test
  @DisplayName("DG-R301 DG-R42 DG-R68 DG-R69 Brittle Dagger: one reroll a round; a 1-3 breaks it")
  void brittleDagger() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-01"), "W", "W-4", 1);
    assertEquals(Vector.of(new Reroll(P1, 1, 0), new Ready(P1)), GAME.legalActions(s, P1));
    var t = given(s).faces(2).when(new Reroll(P1, 1, 0));
    DgState r = t.state();
    assertTrue(r.player(0).items().isEmpty(), "a 2 breaks the dagger");
    assertTrue(t.events(DgEvent.ItemEvent.class).exists(e -> e.kind().equals("BROKEN")));
    assertEquals(2, t.event(DgEvent.FightEnded.class).strength(), "the new value is kept");
    assertEquals(2, r.player(0).hp(), "the window left with READY only closes by itself: a loss");
    // DG-R68: a dagger that survives its break roll gives no second reroll in the same round
    var kept = given(s).faces(4, 5).play(new Reroll(P1, 1, 0));
    assertEquals(Vector.of(Item.T01), kept.state().player(0).items(), "a 5 keeps the dagger");
    assertFalse(GAME.legalActions(kept.state(), P1).exists(a -> a instanceof Reroll), "one reroll a round");
  }

  @Test
  @DisplayName("DG-R302 DG-R50 DG-R70 Warm Potion: drink in a window to heal 2 (never above 3); the window stays open")
  void warmPotion() {
    DgState s = DesperateGodsPositions.players(2).hp(P1, 1).items(P1, "T-04", "T-05").build();
    assertTrue(GAME.legalActions(s, P1).contains(new UsePotion(P1)));
    DgState t = given(s).when(new UsePotion(P1)).accepted().state();
    assertEquals(3, t.player(0).hp());
    assertEquals(Vector.of(Item.T05), t.player(0).items(), "the first potion in equipment order");
    assertEquals(new Step.PreRoll(0), top(t));
    DgState full = given(t).when(new UsePotion(P1)).accepted().state();
    assertEquals(3, full.player(0).hp());
  }

  @Test
  @DisplayName("DG-R70 no potion while drafting or answering a trade, or choosing an item to lose")
  void noPotionInItemWindows() {
    DgState s = DesperateGodsPositions.players(2).items(P1, "T-04").at(P2, "O01").items(P2, "T-05").build();
    var sc = given(s).faces(1, 6).play(new RollMove(P1), new ChooseDie(P1, 0));
    assertTrue(GAME.legalActions(sc.state(), P1).contains(new UsePotion(P1)), "ENCOUNTER_OPEN allows it");
    var drafting = sc.play(new StartTrade(P1));
    assertFalse(GAME.legalActions(drafting.state(), P1).contains(new UsePotion(P1)));
    var offer = drafting.play(new OfferGiveItem(P1, 4), new Propose(P1));
    assertFalse(GAME.legalActions(offer.state(), P2).contains(new UsePotion(P2)));
    DgState steal = draws(DesperateGodsPositions.players(2).items(P1, "T-04"), "W", "W-4");
    var lost = given(steal).faces(1).play(new DgAction.Fight(P1), new Ready(P1));
    assertTrue(top(lost.state()) instanceof Step.DamageReaction);
    assertTrue(GAME.legalActions(lost.state(), P1).contains(new UsePotion(P1)));
    DgState pick = lost.when(new Accept(P1)).accepted().state();
    assertEquals(Vector.of(new GiveUpItem(P1, 4)), GAME.legalActions(pick, P1));
  }

  @Test
  @DisplayName("DG-R303 Thirsty Sword: heal 1 after a won fight; a rerolled 1 breaks it")
  void thirstySword() {
    DgState s = draws(DesperateGodsPositions.players(2).hp(P1, 2).items(P1, "T-06"), "W", "W-2", 1);
    DgState after = given(s).faces(5).when(new Reroll(P1, 6, 0)).accepted().state();
    assertEquals(Vector.of("W-2"), after.player(0).victory());
    assertEquals(3, after.player(0).hp());
    DgState broke = given(s).faces(1).when(new Reroll(P1, 6, 0)).accepted().state();
    assertTrue(broke.player(0).items().isEmpty());
  }

  @Test
  @DisplayName("DG-R304 DG-R43 DG-R49 Wary Helmet: prevents the whole battle damage, then a break roll")
  void waryHelmet() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-07"), "L3", "L3-3", 1);
    assertEquals(Vector.of(new UseHelmet(P1), new Accept(P1)), GAME.legalActions(s, P1));
    DgState a = given(s).faces(5).when(new UseHelmet(P1)).accepted().state();
    assertEquals(Vector.of(Item.T07), a.player(0).items(), "a 5 keeps the helmet");
    assertEquals(3, a.player(0).hp(), "all 4 damage of the Alarmed Knight prevented; then ACCEPT was the only option");
    DgState potion = draws(DesperateGodsPositions.players(2).items(P1, "T-07", "T-04"), "L3", "L3-3");
    var h = given(potion).faces(1).play(new DgAction.Fight(P1), new Ready(P1)).faces(5).play(new UseHelmet(P1));
    assertEquals(Vector.of(new Accept(P1), new UsePotion(P1)), GAME.legalActions(h.state(), P1), "the Helmet once per window");
    DgState broke = given(s).faces(2).when(new UseHelmet(P1)).accepted().state();
    assertTrue(broke.player(0).items().isEmpty());
  }

  @Test
  @DisplayName("DG-R305 Reassuring Sphere: saves another item from breaking, then breaks on 1-2")
  void reassuringSphere() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-01", "T-08"), "W", "W-4", 1);
    DgState r = given(s).faces(3).when(new Reroll(P1, 1, 0)).accepted().state();
    assertEquals(new Step.BreakReaction(0, Item.T01), top(r));
    DgState saved = given(r).faces(4).when(new UseSphere(P1)).accepted().state();
    assertEquals(Vector.of(Item.T01, Item.T08), saved.player(0).items());
    DgState let = given(r).when(new LetBreak(P1)).accepted().state();
    assertEquals(Vector.of(Item.T08), let.player(0).items());
  }

  @Test
  @DisplayName("DG-R306 DG-R68 Unflinching Sword: +1 strength and two rerolls a round")
  void unflinchingSword() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-09"), "L1", "L1-1", 1);
    var sc = given(s).faces(2).play(new Reroll(P1, 9, 0));
    assertEquals(Vector.of(new Reroll(P1, 9, 0), new Ready(P1)), GAME.legalActions(sc.state(), P1), "one use left");
    DgState w = sc.faces(3).when(new Reroll(P1, 9, 0)).accepted().state();
    assertEquals(Vector.of("L1-1"), w.player(0).victory(), "3 + 1 beats the Adventurer's 4");
  }

  @Test
  @DisplayName("DG-R307 DG-R67 DG-R309 DG-R55 Receptive Gem keeps a Scroll of Town Portal, then a break roll")
  void receptiveGem() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "M05").hp(P1, 1).items(P1, "T-11", "T-13").build();
    assertTrue(GAME.legalActions(s, P1).contains(new Cast(P1, 13, CastMode.GEM)));
    DgState t = given(s).faces(1).when(new Cast(P1, 13, CastMode.GEM)).accepted().state();
    assertEquals(0, t.player(0).square());
    assertEquals(3, t.player(0).hp());
    assertEquals(Vector.of(Item.T13), t.player(0).items(), "the scroll stays; the gem broke on a 1");
    assertEquals(new Step.TownWindow(0), top(t));
    DgState d = given(s).when(new Cast(P1, 13, CastMode.DISCARD)).accepted().state();
    assertEquals(Vector.of(Item.T11), d.player(0).items());
  }

  @Test
  @DisplayName("DG-R308 DG-R46 Shy Mask: avoid the fight, then a 1-3 loses the mask")
  void shyMask() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-12"), "L3", "L3-3");
    DgState t = given(s).faces(2).when(new UseShyMask(P1)).accepted().state();
    assertTrue(t.player(0).items().isEmpty());
    assertEquals(3, t.player(0).hp());
    assertEquals("L3-3", t.decks().get(3).last());
  }

  @Test
  @DisplayName("DG-R310 DG-R136 DG-R14 Scroll of Teleport: 1-6 squares either way over bridges, never the start")
  void scrollOfTeleport() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "O12").items(P1, "T-14").build();
    DgState t = given(s).when(new Cast(P1, 14, CastMode.DISCARD)).accepted().state();
    assertEquals(new Step.TeleportDest(0), top(t));
    var dests = GAME.legalActions(t, P1).map(a -> ((TeleportTo) a).square());
    assertEquals(Vector.of("O06", "O07", "O08", "O09", "O10", "O11", "O13", "O14", "O15", "O16", "O17", "O18",
        "M00", "M01", "M02", "M03"), dests);
    assertFalse(dests.contains("M11"), "the path must keep one direction");
    var d = given(t).when(new TeleportTo(P1, "O16"));
    assertEquals(Board.find("O16").get(), d.state().player(0).square());
    assertFalse(d.has(DgEvent.Moved.class), "a relocation, not a move");
    assertEquals(new Step.MirrorTarget(0), top(d.state()), "the destination is resolved (DG-R18)");
    // the puppeteer picks the destination
    DgState pup = DesperateGodsPositions.players(2).at(P1, "O12").items(P1, "T-14").puppeteer(P2).build();
    DgState pt = given(pup).when(new Cast(P1, 14, CastMode.DISCARD)).accepted().state();
    assertTrue(GAME.legalActions(pt, P1).isEmpty());
    assertFalse(GAME.legalActions(pt, P2).isEmpty());
  }

  @Test
  @DisplayName("DG-R311 DG-R41 Scroll of Smiting: this round's dice total 6, no roll, no reroll")
  void scrollOfSmiting() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-15", "T-01"), "L3", "L3-3");
    var t = given(s).when(new Cast(P1, 15, CastMode.DISCARD));
    assertFalse(t.has(DgEvent.DiceRolled.class));
    assertEquals(Vector.of("L3-3"), t.state().player(0).victory());
  }

  @Test
  @DisplayName("DG-R312 DG-R67 Ravenous Staff: 1 damage keeps the scroll; not offered at 1 HP")
  void ravenousStaff() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "M05").items(P1, "T-16", "T-13").build();
    DgState t = given(s).when(new Cast(P1, 13, CastMode.STAFF)).accepted().state();
    assertEquals(Vector.of(Item.T16, Item.T13), t.player(0).items());
    assertEquals(3, t.player(0).hp(), "1 damage, then healed by the Town visit");
    DgState weak = DesperateGodsPositions.players(2).hp(P1, 1).items(P1, "T-16", "T-13").build();
    assertFalse(GAME.legalActions(weak, P1).contains(new Cast(P1, 13, CastMode.STAFF)));
  }

  @Test
  @DisplayName("DG-R313 DG-R43 Nervous Boots: escape a lost fight, no damage, no effects; lost on 1-2")
  void nervousBoots() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-17", "T-11"), "W", "W-4", 1);
    assertEquals(Vector.of(new UseBoots(P1), new Accept(P1)), GAME.legalActions(s, P1));
    DgState t = given(s).faces(1).when(new UseBoots(P1)).accepted().state();
    assertEquals(3, t.player(0).hp());
    assertEquals(Vector.of(Item.T11), t.player(0).items(), "the Rider steals nothing; the boots are lost");
    assertEquals("W-4", t.decks().get(0).last());
  }

  @Test
  @DisplayName("DG-R41 DG-R46 FIGHT_PRE lists fight, toll, mask and every Smiting mode")
  void fightPreOptions() {
    DgState s = draws(DesperateGodsPositions.players(2).coins(P1, 3).items(P1, "T-12", "T-15", "T-11"), "W", "W-3");
    assertEquals(Vector.of(new DgAction.Fight(P1), new PayToll(P1), new UseShyMask(P1),
        new Cast(P1, 15, CastMode.DISCARD), new Cast(P1, 15, CastMode.GEM)), GAME.legalActions(s, P1));
  }

  @Test
  @DisplayName("DG-R26 DG-R30 DG-R311 DG-R313 PvP with Smiting and a Boots escape")
  void pvpItems() {
    DgState s = DesperateGodsPositions.players(2).items(P1, "T-15").at(P2, "O01").items(P2, "T-17").build();
    var sc = given(s).faces(1, 6).play(new RollMove(P1), new ChooseDie(P1, 0), new DgAction.Fight(P1));
    assertTrue(GAME.legalActions(sc.state(), P1).contains(new Cast(P1, 15, CastMode.DISCARD)));
    var r = sc.faces(3).play(new Cast(P1, 15, CastMode.DISCARD));
    assertEquals(Vector.of(new UseBoots(P2), new Accept(P2)), GAME.legalActions(r.state(), P2));
    DgState e = r.faces(5).when(new UseBoots(P2)).accepted().state();
    assertEquals(3, e.player(1).hp());
    assertEquals(Board.find("O01").get(), e.player(0).square(), "combat over; P1's move ends on Rapids");
    assertEquals(new Step.RapidsChoice(0), top(e));
  }
}
