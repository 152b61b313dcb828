package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static dev.ply.games.desperategods.DesperateGodsPositions.P3;
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

/** One scenario for each encounter card whose effect §11 does not already cover (§6.2). */
class CardScenariosTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  static Scenario<DgState, DgAction> given(DgState s) {
    return Scenario.givenState(GAME, s);
  }

  /** P1 draws {@code card} (top of its deck) with these dice for what follows automatically. */
  static DgState draws(DesperateGodsPositions p, String deck, String card, int... faces) {
    return p.deckTop(deck, card).drawing(P1, deck, 1).dice(faces).start().state();
  }

  static Step top(DgState s) {
    return s.stack().head();
  }

  @Test
  @DisplayName("DG-R204 DG-R45 DG-R61 Hostile Rider: on a loss give up an item (before the damage) to the Town discard, then 1 damage")
  void hostileRider() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-08", "T-11"), "W", "W-4", 1);
    assertEquals(new Step.StealPick(0, false), top(s));
    assertEquals(3, s.player(0).hp(), "the theft comes before the damage (DG-R45)");
    assertEquals(Vector.of(new GiveUpItem(P1, 8), new GiveUpItem(P1, 11)), GAME.legalActions(s, P1));
    DgState t = given(s).when(new GiveUpItem(P1, 11)).accepted().state();
    assertEquals(Vector.of(Item.T08), t.player(0).items());
    assertEquals(Item.T11, t.townDiscard().last(), "DG-R61: the stolen item goes to the Town discard");
    assertEquals(2, t.player(0).hp());
    assertEquals("W-4", t.decks().get(0).last());
  }

  @Test
  @DisplayName("DG-R206 DG-R123 DG-R18 Incensed Wizard: on a loss, 1 damage and off to the Hedge Maze")
  void incensedWizard() {
    DgState s = draws(DesperateGodsPositions.players(2), "W", "W-6", 2);
    assertEquals(Board.HEDGE_MAZE, s.player(0).square());
    assertEquals(2, s.player(0).hp());
    assertEquals(1, s.player(0).skipTurns());
  }

  @Test
  @DisplayName("DG-R207 DG-R40 Lonely Flight: 3 damage instead of 1 kills at full health")
  void lonelyFlight() {
    var t = DesperateGodsPositions.players(2).at(P1, "O03").coins(P1, 2).deckTop("W", "W-7").drawing(P1, "W", 1).dice(2).start();
    // death alone would not tell 3 from 4; DG-R40: the card's 3 replaces the standard 1, it is not added
    assertTrue(t.events().exists(e -> e instanceof DgEvent.DamageTaken d && d.player().equals(P1) && d.amount() == 3),
        () -> "3 damage taken: " + t.events());
    DgState s = t.state();
    assertEquals(0, s.player(0).square());
    assertEquals(3, s.player(0).hp());
    assertEquals(2, s.limbo());
    assertEquals("W-7", s.decks().get(0).last());
    assertEquals(1, s.active());
  }

  @Test
  @DisplayName("DG-R202 DG-R208 Eager Guardian and Certain Adventurer: plain monsters with their coins and skulls")
  void plainMonsters() {
    DgState g = draws(DesperateGodsPositions.players(2), "W", "W-2", 2);
    assertEquals(Vector.of("W-2"), g.player(0).victory());
    assertEquals(0, g.player(0).coins());
    DgState a = draws(DesperateGodsPositions.players(2), "L1", "L1-1", 4);
    assertEquals(Vector.of("L1-1"), a.player(0).victory());
    assertEquals(4, a.player(0).coins());
  }

  @Test
  @DisplayName("DG-R209 DG-R95 DG-R43 Satisfied Ghoul: no damage, a victory card goes back to its own deck")
  void satisfiedGhoul() {
    DgState s = draws(DesperateGodsPositions.players(2).victory(P1, "W-2", "L2-4"), "L1", "L1-2", 2);
    assertEquals(new Step.GhoulPick(0), top(s));
    DgState t = given(s).when(new ReturnVictoryCard(P1, "W-2")).accepted().state();
    assertEquals(3, t.player(0).hp());
    assertEquals(Vector.of("L2-4"), t.player(0).victory());
    assertEquals("W-2", t.decks().get(0).last());
    assertEquals("L1-2", t.decks().get(1).last());
    DgState empty = draws(DesperateGodsPositions.players(2), "L1", "L1-2", 2);
    assertEquals(2, empty.player(0).hp(), "an empty pile: the standard 1 damage");
    // DG-R43: a 0-damage loss still opens the damage window for a player with boots
    DgState boots = draws(DesperateGodsPositions.players(2).items(P1, "T-17").victory(P1, "W-2"), "L1", "L1-2", 2);
    assertTrue(top(boots) instanceof Step.DamageReaction d && d.damage() == 0);
  }

  @Test
  @DisplayName("DG-R211 Clever Slime: on a loss discard an item, then 1 damage")
  void cleverSlime() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-16"), "L1", "L1-4", 3);
    assertEquals(Vector.of(new DiscardItem(P1, 16)), GAME.legalActions(s, P1));
    DgState t = given(s).when(new DiscardItem(P1, 16)).accepted().state();
    assertTrue(t.player(0).items().isEmpty());
    assertTrue(t.townDiscard().contains(Item.T16));
    assertEquals(2, t.player(0).hp());
    DgState none = draws(DesperateGodsPositions.players(2), "L1", "L1-4", 3);
    assertEquals(2, none.player(0).hp(), "no item: no discard");
  }

  @Test
  @DisplayName("DG-R215 DG-R141 DG-R143 Sympathetic Shadow: 1 damage, to the Darkness, back D6 and resolve")
  void sympatheticShadow() {
    DgState s = draws(DesperateGodsPositions.players(2).at(P2, "O16"), "L2", "L2-1", 1, 2);
    assertEquals(Board.PENTACLE, s.player(0).square());
    assertEquals(1, s.player(0).hp(), "1 from the Shadow, 1 from the Pentacle");
    assertTrue(top(s) instanceof Step.PickCard);
  }

  @Test
  @DisplayName("DG-R216 DG-R36 Spirited Shrine: sacrifice an item, or take 3 damage; the card is kept either way")
  void spiritedShrine() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-07"), "L2", "L2-2");
    assertEquals(Vector.of(new Sacrifice(P1, 7), new TakeThreeDamage(P1)), GAME.legalActions(s, P1));
    DgState a = given(s).when(new Sacrifice(P1, 7)).accepted().state();
    assertEquals(Vector.of("L2-2"), a.player(0).victory());
    assertTrue(a.townDiscard().contains(Item.T07));
    DgState b = given(s).when(new TakeThreeDamage(P1)).accepted().state();
    assertEquals(Vector.of("L2-2"), b.player(0).victory(), "the card reaches the pile even though the drawer died");
    assertEquals(0, b.player(0).square());
    assertEquals(1, b.active());
  }

  @Test
  @DisplayName("DG-R217 Pleased Troll: on a loss give up an item and take 1 damage")
  void pleasedTroll() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-08"), "L2", "L2-3", 4);
    DgState t = given(s).when(new GiveUpItem(P1, 8)).accepted().state();
    assertTrue(t.townDiscard().contains(Item.T08));
    assertEquals(2, t.player(0).hp());
    assertEquals("L2-3", t.decks().get(2).last());
  }

  @Test
  @DisplayName("DG-R218 DG-R53 DG-R54 DG-R49 Engrossed Priestess: every player takes 1 damage from the winner on")
  void engrossedPriestess() {
    DgState s = draws(DesperateGodsPositions.players(3).items(P1, "T-07").hp(P2, 1).coins(P2, 3).hp(P3, 2), "L2", "L2-4", 4);
    assertEquals(2, s.player(0).hp(), "no Helmet window: splash damage is not battle damage");
    assertEquals(0, s.player(1).square(), "P2 died and went to Town");
    assertEquals(3, s.player(1).hp());
    assertEquals(3, s.limbo());
    assertEquals(1, s.player(2).hp());
    assertEquals(2, s.player(0).coins());
    assertEquals(Vector.of("L2-4"), s.player(0).victory());
  }

  @Test
  @DisplayName("DG-R219 DG-R28 DG-R97 Lost Wanderer: a duel to the death; the survivor takes the card and the coins")
  void lostWanderer() {
    DgState s = draws(DesperateGodsPositions.players(3).hp(P3, 1).coins(P3, 4), "L2", "L2-5");
    assertEquals(Vector.of(new ChooseWandererTarget(P1, P2), new ChooseWandererTarget(P1, P3)), GAME.legalActions(s, P1));
    DgState t = given(s).faces(5, 2).when(new ChooseWandererTarget(P1, P3)).accepted().state();
    assertEquals(Vector.of("L2-5"), t.player(0).victory());
    assertEquals(4, t.player(0).coins());
    assertEquals(0, t.player(2).square());
    assertEquals(1, t.active());
  }

  @Test
  @DisplayName("DG-R220 DG-R55 Secure Stronghold: a Town visit where you stand, then the card is kept")
  void secureStronghold() {
    DgState s = draws(DesperateGodsPositions.players(2).at(P1, "M03").hp(P1, 1), "L2", "L2-6");
    assertEquals(new Step.TownWindow(0), top(s));
    assertEquals(3, s.player(0).hp());
    DgState t = given(s).when(new EndTown(P1)).accepted().state();
    assertEquals(Vector.of("L2-6"), t.player(0).victory());
    assertEquals(Board.find("M03").get(), t.player(0).square());
  }

  @Test
  @DisplayName("DG-R221 Lonely Birdman: after the win a 5-6 sends it back to L2; the coins stay")
  void lonelyBirdman() {
    DgState away = draws(DesperateGodsPositions.players(2), "L2", "L2-7", 5, 5);
    assertEquals(3, away.player(0).coins());
    assertTrue(away.player(0).victory().isEmpty());
    assertEquals("L2-7", away.decks().get(2).last());
    DgState kept = draws(DesperateGodsPositions.players(2), "L2", "L2-7", 6, 4);
    assertEquals(Vector.of("L2-7"), kept.player(0).victory());
  }

  @Test
  @DisplayName("DG-R223 Serene Way: another player with 2+ HP may take 1 damage to send it back")
  void sereneWay() {
    DgState s = draws(DesperateGodsPositions.players(3).hp(P2, 1), "L3", "L3-2", 5);
    assertEquals(new Step.SereneVolunteer(0, 2, "L3-2"), top(s), "P2 at 1 HP is not asked");
    DgState back = given(s).when(new SendBack(P3)).accepted().state();
    assertEquals(2, back.player(2).hp());
    assertTrue(back.player(0).victory().isEmpty());
    assertEquals("L3-2", back.decks().get(3).last());
    DgState kept = given(s).when(new Decline(P3)).accepted().state();
    assertEquals(Vector.of("L3-2"), kept.player(0).victory());
  }

  @Test
  @DisplayName("DG-R224 Alarmed Knight: 4 damage instead of 1")
  void alarmedKnight() {
    var t = DesperateGodsPositions.players(2).deckTop("L3", "L3-3").drawing(P1, "L3", 1).dice(5).start();
    // at 3 HP any damage of 3 or more kills, so the amount itself is what tells 4 from 1 or 3
    assertTrue(t.events().exists(e -> e instanceof DgEvent.DamageTaken d && d.player().equals(P1) && d.amount() == 4),
        () -> "4 damage taken: " + t.events());
    assertEquals(0, t.state().player(0).square(), "p1 died and went to Town");
    assertEquals(1, t.state().active());
  }

  @Test
  @DisplayName("DG-R225 DG-R305 DG-R48 Furious Runes: each carried item breaks on 1-3; the Sphere may save one")
  void furiousRunes() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-01", "T-08", "T-09"), "L3", "L3-4", 2);
    assertEquals(new Step.BreakReaction(0, Item.T01), top(s));
    DgState t = given(s).faces(1, 5).when(new UseSphere(P1)).accepted().state();
    assertEquals(Vector.of(Item.T01, Item.T09), t.player(0).items(), "the dagger saved, the Sphere broke, the sword held");
    assertTrue(t.townDiscard().contains(Item.T08));
    assertEquals(Vector.of("L3-4"), t.player(0).victory());
  }

  @Test
  @DisplayName("DG-R226 DG-R53 Quaking Magma: every player takes 2 damage from the drawer on; items do not help")
  void quakingMagma() {
    DgState s = draws(DesperateGodsPositions.players(2).items(P1, "T-07").hp(P2, 2).coins(P2, 1), "L3", "L3-5");
    assertEquals(1, s.player(0).hp());
    assertEquals(0, s.player(1).square());
    assertEquals(1, s.limbo());
    assertEquals(Vector.of("L3-5"), s.player(0).victory());
  }

  @Test
  @DisplayName("DG-R227 DG-R94 Woeful Dryad: 1 damage and the left opponent sends back one of the loser's cards")
  void woefulDryad() {
    DgState s = draws(DesperateGodsPositions.players(3).victory(P1, "W-2", "L1-1"), "L3", "L3-6", 3);
    assertEquals(new Step.DryadPick(1, 0), top(s));
    assertEquals(3, s.player(0).hp(), "the theft comes first (DG-R45)");
    DgState t = given(s).when(new TakeVictoryCard(P2, "L1-1")).accepted().state();
    assertEquals(Vector.of("W-2"), t.player(0).victory());
    assertEquals("L1-1", t.decks().get(1).last());
    assertEquals(2, t.player(0).hp());
  }

  @Test
  @DisplayName("DG-R222 DG-R51 the Succubus: surrender means death, and the card goes back to L3")
  void succubusSurrender() {
    DgState bound = DesperateGodsPositions.players(2).at(P1, "I00").coins(P1, 2).turns(P1, 0, 0).bound(P1)
        .pending(new Step.TurnStart()).dice().start().state();
    DgState s = given(bound).when(new Surrender(P1)).accepted().state();
    assertFalse(s.player(0).bound());
    assertEquals("L3-1", s.decks().get(3).last());
    assertEquals(2, s.limbo());
    assertEquals(1, s.active());
  }
}
