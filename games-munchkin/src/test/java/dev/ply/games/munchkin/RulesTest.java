package dev.ply.games.munchkin;

import static dev.ply.games.munchkin.MunchkinPositions.players;
import static dev.ply.games.munchkin.Play.P0;
import static dev.ply.games.munchkin.Play.P1;
import static dev.ply.games.munchkin.Play.P2;
import static dev.ply.games.munchkin.Play.P3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.Terms;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenarios S17, S21, S24 of §11 and one scenario per rule the §11 list does not reach. */
class RulesTest {

  private static boolean notWindow(Play p) {
    return !(p.top() instanceof Frame.Window) && !(p.top() instanceof Frame.Choose c && c.purpose() == Purpose.POST_ROLL);
  }

  @Test
  @DisplayName("S17 MK-R56 §6.1 D27: Booga booga defeats the Wannabe Vampire: treasure, no level")
  void s17() {
    Play g = new Play(players(4).level(P0, 3).cls(P0, "D49").fighting("D27"));
    g.act(new BoogaBooga(P0, 0));
    g.passUntilEnd();
    assertEquals(3, g.level(P0));
    assertEquals(3, g.p(P0).hand().size());
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 0, true), g.evaluation());
  }

  @Test
  @DisplayName("S21 MK-R53: Kneepads of Allure: a lower-level player must help for nothing")
  void s21() {
    Play g = new Play(players(4).level(P0, 6).equipped(P0, "T18").level(P1, 4).fighting("D26"));
    Vector<AskForHelp> asks = g.legal(P0).filter(a -> a instanceof AskForHelp h && h.target().equals(P1))
        .map(a -> (AskForHelp) a).toVector();
    assertEquals(Vector.of(new AskForHelp(P0, P1, Option.none(), 0, false)), asks);
    g.act(asks.head());
    assertEquals(Option.of(1), g.s.combat().get().helper());
    assertTrue(g.inWindow(WindowKind.CW));
  }

  @Test
  @DisplayName("MK-R53: a refused ask, offer or counter-offer is on the table's record until the fight changes")
  void refusedUntilTheFightChanges() {
    // P0 (level 1) against the Harpies (4); P1 (level 4) would turn it.
    Play g = new Play(players(4).level(P0, 1).level(P1, 4).level(P2, 2).hand(P0, "T54").fighting("D14"));
    Frame.Offer ask = new Frame.Offer(Frame.OfferKind.ASK, 0, 1, new Terms(Option.none(), 1, false));
    g.act(new AskForHelp(P0, P1, Option.none(), 1, false)).act(new DeclineHelp(P1));
    assertEquals(Vector.of(ask), g.s.combat().get().refused());
    g.act(new AskForHelp(P0, P1, Option.none(), 1, false)).act(new CounterOffer(P1, Option.none(), 2, true));
    Frame.Offer counter = new Frame.Offer(Frame.OfferKind.COUNTER, 1, 0, new Terms(Option.none(), 2, true));
    g.act(new RejectCounter(P0));
    assertEquals(Vector.of(ask, ask, counter), g.s.combat().get().refused(), "an ask answered with other terms is refused too");
    g.act(new PlayCombatItem(P0, "T54", true));
    assertEquals(Vector.empty(), g.s.combat().get().refused(), "a card played into the fight clears it");
    assertFalse(g.legal(P0).exists(a -> a instanceof AskForHelp h && h.target().equals(P1)), "MK-R53: two asks of P1");
    while (!g.awaited().equals(P2)) {
      g.pass();
    }
    g.act(new OfferHelp(P2, Option.none(), 1, false)).act(new DeclineOffer(P0));
    assertEquals(Vector.of(new Frame.Offer(Frame.OfferKind.OFFER, 2, 0, new Terms(Option.none(), 1, false))),
        g.s.combat().get().refused());
    g.act(new OfferHelp(P2, Option.none(), 0, false)).act(new AcceptOffer(P0));
    assertEquals(Vector.empty(), g.s.combat().get().refused(), "a helper joining changes the fight");
    g.replayEqualsLive();
  }

  @Test
  @DisplayName("MK-R37: a swap turned down is on the table's record while its items stay with the two players")
  void refusedSwapsAreRecorded() {
    Play g = new Play(players(3).carried(P0, "T04").carried(P1, "T01").carried(P2, "T02").startOfTurn());
    Frame.Trade swap = new Frame.Trade(0, 1, Option.of("T04"), Option.of("T01"));
    g.act(new ProposeTrade(P0, P1, Option.of("T04"), Option.of("T01"))).act(new DeclineTrade(P1));
    assertEquals(Vector.of(swap), g.s.refusedTrades());
    g.act(new ProposeTrade(P0, P1, Option.of("T04"), Option.of("T01"))).act(new DeclineTrade(P1));
    assertEquals(Vector.of(swap), g.s.refusedTrades(), "the same swap turned down twice is one entry");
    g.act(new ProposeTrade(P0, P2, Option.none(), Option.of("T02"))).act(new AcceptTrade(P2));
    assertEquals(Vector.of(swap), g.s.refusedTrades(), "a trade accepted is not on it");
    g.replayEqualsLive();

    // as the next turn begins, a swap whose item has moved (p3 no longer has the Boots) is forgotten
    Frame.Trade moved = new Frame.Trade(1, 2, Option.of("T01"), Option.of("T02"));
    Play next = new Play(players(3).carried(P0, "T04", "T02").carried(P1, "T01").endOfTurn()
        .withRefusedTrades(Vector.of(swap, moved)));
    next.passUntil(p -> p.s.turn() == 1);
    assertEquals(Vector.of(swap), next.s.refusedTrades());
  }

  @Test
  @DisplayName("S24 MK-R61 MK-R46 MK-R103: Lawyers befriend a Thief with nothing to trade; the room may be looted")
  void s24() {
    Play g = new Play(players(4).level(P0, 2).cls(P0, "D52").doorTop("D18").startOfTurn());
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertEquals(MonsterState.REMOVED, g.s.combat().get().monsters().head().state());
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "NO")), g.legal(P0));
    g.choose("NO");
    assertTrue(g.inWindow(WindowKind.CW));
    g.passUntil(RulesTest::notWindow);
    assertEquals(2, g.level(P0));
    assertTrue(g.p(P0).hand().isEmpty());
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "LOOT"), new MunchkinAction.Choose(P0, "SKIP")), g.legal(P0));
  }

  @Test
  @DisplayName("MK-R61: a female fighter befriends the Amazon and draws a Treasure")
  void amazon() {
    Play g = new Play(players(4).sex(P0, Sex.FEMALE).treasureTop("T15").fighting("D19"));
    assertEquals(MonsterState.REMOVED, g.s.combat().get().monsters().head().state());
    assertEquals(Vector.of("T15"), g.p(P0).hand());
  }

  @Test
  @DisplayName("MK-R61: a Thief trades two Treasure cards in with the Lawyers for two new ones")
  void lawyersTradeIn() {
    Play g = new Play(players(4).cls(P0, "D53").hand(P0, "T62", "T63").treasureTop("T15", "T19").fighting("D18"));
    g.choose("YES").choose("T62").choose("T63");
    assertEquals(Vector.of("T15", "T19"), g.p(P0).hand());
  }

  @Test
  @DisplayName("MK-R21 MK-R20 MK-R23: a new Race replaces the old; Half-Breed holds two and goes with the last")
  void races() {
    Play g = new Play(players(4).race(P0, "D38").hand(P0, "D41", "D47", "D44").troubleOrLoot());
    assertFalse(g.legal(P0).contains(new PlayRace(P0, "D41", Option.none())), "a second race needs Half-Breed");
    g.act(new PlayHalfBreed(P0, "D47")).act(new PlayRace(P0, "D41", Option.none()));
    assertEquals(Vector.of("D38", "D41"), g.p(P0).races());
    assertFalse(g.legal(P0).contains(new PlayRace(P0, "D44", Option.none())));
    g.act(new PlayRace(P0, "D44", Option.of("D38")));
    assertEquals(Vector.of("D41", "D44"), g.p(P0).races());
    g.act(new DiscardRace(P0, "D41")).act(new DiscardRace(P0, "D44"));
    assertTrue(g.p(P0).halfBreed().isEmpty() && g.s.doorDiscard().contains("D47"));
  }

  @Test
  @DisplayName("MK-R22 MK-R24: Super Munchkin holds two classes and goes when one is discarded")
  void classes() {
    Play g = new Play(players(4).cls(P0, "D55").hand(P0, "D61", "D58", "D49").troubleOrLoot());
    g.act(new PlaySuperMunchkin(P0, "D61", "D58"));
    assertEquals(Vector.of("D55", "D58"), g.p(P0).classes());
    g.act(new DiscardClass(P0, "D55"));
    assertTrue(g.p(P0).superMunchkin().isEmpty() && g.s.doorDiscard().contains("D61"));
    g.act(new PlayClass(P0, "D49", Option.of("D58")));
    assertEquals(Vector.of("D49"), g.p(P0).classes());
  }

  @Test
  @DisplayName("MK-R35 MK-R32 MK-R37: Cheat! equips an item ignoring its restriction; it goes when the item goes")
  void cheat() {
    Play g = new Play(players(4).hand(P0, "D87", "T04").troubleOrLoot());
    assertFalse(g.legal(P0).contains(new PlayItem(P0, "T04", true)), "Bow With Ribbons is for Elves");
    g.act(new PlayCheat(P0, "D87", "T04"));
    assertTrue(g.p(P0).equipped().contains("T04"));
    g.act(new AddToSale(P0, "T04"));
    assertFalse(g.legal(P0).contains(new ConfirmSale(P0)));
    g.act(new ProposeTrade(P0, P1, Option.of("T04"), Option.none())).act(new AcceptTrade(P1));
    assertTrue(g.s.doorDiscard().contains("D87"));
    assertEquals(Vector.of("T04"), g.p(P1).items());
    assertTrue(g.p(P1).equipped().isEmpty(), "MK-R37: received items are carried");
  }

  @Test
  @DisplayName("MK-R33 MK-R36 MK-R31: one Big item, two with a Hireling; without it the owner keeps one and the excess goes to the lowest level")
  void bigItems() {
    Play g = new Play(players(4).carried(P0, "T07").hand(P0, "T17", "T72").hand(P1, "T67").troubleOrLoot());
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayItem pi && pi.card().equals("T17")));
    g.act(new PlayHireling(P0, "T72"));
    g.act(new PlayItem(P0, "T17", false));
    assertEquals(Vector.of("T07", "T17"), g.p(P0).items());
    g.act(new LootTheRoom(P0));
    while (!g.awaited().equals(P1)) {
      g.pass();
    }
    g.act(new PlayGoUpLevel(P1, "T67", P1));
    assertTrue(g.s.treasureDiscard().contains("T72"));
    assertEquals(P0, g.awaited(), "the owner chooses what to keep");
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "T07"), new MunchkinAction.Choose(P0, "T17")), g.legal(P0));
    g.choose("T17");
    // the lowest-level players who can carry it are P2 and P3 (P1 went up): the owner names one
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "p3"), new MunchkinAction.Choose(P0, "p4")), g.legal(P0));
    g.choose("p4");
    assertEquals(Vector.of("T07"), g.p(P0).items());
    assertEquals(Vector.of("T17"), g.p(P3).items());
    assertTrue(g.p(P3).equipped().isEmpty(), "received items are carried");
  }

  @Test
  @DisplayName("MK-R32 MK-R105: one headgear at a time; hands hold two; each item toggled once per frame")
  void slots() {
    Play g = new Play(players(4).equipped(P0, "T15").carried(P0, "T01").equipped(P0, "T06", "T33").carried(P0, "T13")
        .troubleOrLoot());
    assertFalse(g.legal(P0).contains(new Equip(P0, "T01")));
    assertFalse(g.legal(P0).contains(new Equip(P0, "T13")));
    g.act(new Unequip(P0, "T15"));
    assertTrue(g.legal(P0).contains(new Equip(P0, "T01")));
    assertFalse(g.legal(P0).contains(new Equip(P0, "T15")), "MK-R105: each item once per frame");
  }

  @Test
  @DisplayName("MK-R43 MK-R44 MK-R45 MK-R12: a kicked card goes to hand; then Look for Trouble or Loot the Room face down")
  void kickThenTroubleOrLoot() {
    Play g = new Play(players(4).hand(P0, "D05").doorTop("D87", "D02").startOfTurn());
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertTrue(g.p(P0).hand().contains("D87"));
    assertTrue(g.legal(P0).contains(new LookForTrouble(P0, "D05")));
    g.act(new LootTheRoom(P0));
    assertTrue(g.p(P0).hand().contains("D02"));
    MunchkinEvent.Received r = g.events(MunchkinEvent.Received.class).last();
    assertEquals(Vector.of("D02"), r.cards());
    assertFalse(r.visibility().visibleTo(P1), "a face-down draw is seen by its drawer only");
    assertTrue(g.events(MunchkinEvent.Drew.class).last().visibility().visibleTo(P1));
  }

  @Test
  @DisplayName("MK-R44: Look for Trouble fights a monster from hand; no second fight or loot after it")
  void lookForTrouble() {
    Play g = new Play(players(4).level(P0, 2).hand(P0, "D05", "D02").troubleOrLoot());
    g.act(new LookForTrouble(P0, "D05"));
    assertTrue(g.inWindow(WindowKind.CW));
    g.passUntilEnd();
    assertEquals(3, g.level(P0));
  }

  @Test
  @DisplayName("MK-R40 MK-R83: the dead revive at the next turn and draw 4 + 4 at the start of their own")
  void rebirth() {
    MunchkinState s = players(4).dead(P1).turn(P0).endOfTurn();
    Play g = new Play(s);
    g.passUntil(p -> p.s.turn() == 1 && p.inWindow(WindowKind.IW_START));
    assertTrue(g.p(P1).alive());
    assertEquals(8, g.p(P1).hand().size());
  }

  @Test
  @DisplayName("MK-R14 MK-R47: a Dwarf keeps six cards; a lowest-level turn player discards")
  void dwarfCharity() {
    Play g = new Play(players(4).level(P0, 1).race(P0, "D41").hand(P0, "T62", "T63", "T64", "T65", "T66", "T69", "T70")
        .charity());
    assertTrue(g.legal(P0).forAll(a -> !(a instanceof GiveCharity)));
    g.act(new DiscardCharity(P0, "T62"));
    assertEquals(6, g.p(P0).hand().size());
    assertEquals(1, g.s.turn());
  }

  @Test
  @DisplayName("MK-R47: Charity lasts only while the hand is over the limit: a card played from it can end it")
  void charityEndsWhenAPlayBringsTheHandDown() {
    Play g = new Play(players(4).level(P0, 4).hand(P0, "T63", "T19", "T15", "T32", "T34", "T11").level(P1, 2)
        .charity());
    assertTrue(g.legal(P0).contains(new PlayGoUpLevel(P0, "T63", P0)));
    g.act(new PlayGoUpLevel(P0, "T63", P0));
    assertEquals(5, g.level(P0));
    assertEquals(5, g.p(P0).hand().size());
    assertEquals(1, g.s.turn(), "five cards are within the limit: nothing more to give, the next turn began");
  }

  @Test
  @DisplayName("MK-R46 MK-R68: Transferral Potion: the new fighter fights; the turn player may loot afterwards")
  void transferral() {
    Play g = new Play(players(4).level(P0, 1).level(P2, 5).hand(P1, "T57").fighting("D05"));
    g.pass();
    g.act(new PlayTransferral(P1, "T57", P2));
    assertEquals(2, g.s.combat().get().fighter());
    g.passUntil(RulesTest::notWindow);
    assertEquals(6, g.level(P2));
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "LOOT"), new MunchkinAction.Choose(P0, "SKIP")), g.legal(P0));
  }

  @Test
  @DisplayName("MK-R63 MK-R72: a Mate doubles the monster and each member gives -1 to Run Away")
  void mate() {
    Play g = new Play(players(4).level(P0, 3).hand(P1, "D91").fighting("D02"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 2, true), g.evaluation());
    assertEquals(5, g.level(P0), "two KILLED entries: two levels");
    assertEquals(2, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("MK-R63 MK-R72: with a Mate the munchkins lose to two monsters and each needs its own escape")
  void mateRun() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "D91").dice(5, 5).fighting("D05"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.passUntil(p -> p.top() instanceof Frame.Choose c && c.purpose() == Purpose.NEXT_MONSTER);
    assertEquals(new MunchkinEvent.CombatEvaluated(1, 2, false), g.evaluation());
    g.choose("D05");
    g.passUntilEnd();
    // die 5 − 1 (Mate pair) = 4 < 5: caught twice (MK-R63), each Bad Stuff −1 level, floor 1
    assertEquals(Vector.of(false, false), g.events(MunchkinEvent.RunResult.class).map(MunchkinEvent.RunResult::escaped));
  }

  @Test
  @DisplayName("MK-R65: Illusion replaces the monster with one from hand")
  void illusion() {
    Play g = new Play(players(4).level(P0, 3).hand(P1, "D90", "D37").fighting("D02"));
    g.pass();
    g.act(new PlayIllusion(P1, "D90", 0, "D37"));
    assertEquals("D37", g.s.combat().get().monsters().head().card());
    assertTrue(g.s.doorDiscard().contains("D02"));
  }

  @Test
  @DisplayName("MK-R66: Out to Lunch ends the combat: 2 Treasure face down, no level")
  void outToLunch() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "D92").fighting("D37"));
    g.pass();
    g.act(new PlayOutToLunch(P1, "D92"));
    assertTrue(g.s.combat().isEmpty());
    assertEquals(2, g.p(P0).hand().size());
    assertEquals(1, g.level(P0));
    assertTrue(g.inWindow(WindowKind.IW_END));
  }

  @Test
  @DisplayName("MK-R67: Help Me Out Here! takes another player's item, equipped, only to turn the fight")
  void helpMeOutHere() {
    Play g = new Play(players(4).level(P0, 4).hand(P0, "D89").equipped(P2, "T35").carried(P2, "T15").fighting("D12"));
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayHelpMeOutHere h && h.item().equals("T35")), "Wizard only");
    assertTrue(g.legal(P0).contains(new PlayHelpMeOutHere(P0, "D89", "T15", Option.none())));
    Play w = new Play(players(4).level(P0, 4).hand(P0, "D89").equipped(P2, "T06").fighting("D05"));
    assertFalse(w.legal(P0).exists(a -> a instanceof PlayHelpMeOutHere), "the munchkins are already winning");
    Play h = new Play(players(4).level(P0, 3).hand(P0, "D89").equipped(P2, "T06").fighting("D14"));
    h.act(new PlayHelpMeOutHere(P0, "D89", "T06", Option.none()));
    assertTrue(h.p(P0).equipped().contains("T06") && h.p(P2).items().isEmpty());
  }

  @Test
  @DisplayName("MK-R26: Turning gives +3 per discard only against Undead")
  void turning() {
    Play g = new Play(players(4).level(P0, 2).cls(P0, "D49").hand(P0, "T62").fighting("D09"));
    g.act(new Turn(P0, "T62"));
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(5, 2, true), g.evaluation());
  }

  @Test
  @DisplayName("MK-R26: a Cleric may resurrect the top of the Door discard instead of kicking")
  void resurrection() {
    Play g = new Play(players(4).cls(P0, "D50").hand(P0, "T62").discard("D67").doorTop("D02").startOfTurn());
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertEquals(Vector.of(new MunchkinAction.Choose(P0, "DRAW"), new MunchkinAction.Choose(P0, "T62")), g.legal(P0));
    g.choose("T62");
    assertTrue(g.inWindow(WindowKind.CURSE_RESPONSE), "the Duck of Doom was kicked from the discard");
    assertEquals("D02", g.s.doorDeck().head());
  }

  @Test
  @DisplayName("MK-R27: Backstab gives -2 to a combatant, once per victim")
  void backstab() {
    Play g = new Play(players(4).level(P0, 2).cls(P1, "D52").hand(P1, "T62", "T63").fighting("D05"));
    g.pass();
    g.act(new Backstab(P1, P0, "T62"));
    assertFalse(g.legal(P1).exists(a -> a instanceof Backstab));
    g.passUntil(p -> !p.inWindow(WindowKind.CW));
    assertEquals(new MunchkinEvent.CombatEvaluated(0, 1, false), g.evaluation());
  }

  @Test
  @DisplayName("MK-R27 MK-R96: theft succeeds on 4+, else the Thief loses a level")
  void theft() {
    Play g = new Play(players(4).level(P0, 3).cls(P0, "D52").hand(P0, "T62", "T63").carried(P1, "T15", "T19").dice(4, 3)
        .troubleOrLoot());
    g.act(new Steal(P0, "T62", P1, "T15")).choose("KEEP");
    assertTrue(g.p(P0).items().contains("T15"));
    g.act(new Steal(P0, "T63", P1, "T19")).choose("KEEP");
    assertEquals(2, g.level(P0));
    assertTrue(g.p(P1).items().contains("T19"));
  }

  @Test
  @DisplayName("MK-R28: Charm discards the hand and defeats the monster")
  void charm() {
    Play g = new Play(players(4).level(P0, 1).cls(P0, "D58").hand(P0, "T62").fighting("D37"));
    g.act(new Charm(P0, 0));
    g.passUntilEnd();
    assertEquals(1, g.level(P0));
    assertEquals(5, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("MK-R28 MK-R107: Flight Spell adds +1 per discard to the run-away rolls")
  void flightSpell() {
    Play g = new Play(players(4).level(P0, 1).cls(P0, "D59").hand(P0, "T62").dice(4).fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    g.act(new FlightSpell(P0, "T62"));
    g.passUntilEnd();
    assertTrue(g.events(MunchkinEvent.RunResult.class).last().escaped());
  }

  @Test
  @DisplayName("MK-R74 §6.6 T47: the Crabs catch without a roll and Invisibility does not help against them")
  void crabs() {
    Play g = new Play(players(4).level(P0, 1).hand(P0, "T47").dice().fighting("D03"));
    g.passUntil(p -> p.inWindow(WindowKind.FAIL));
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayInvisibility));
  }

  @Test
  @DisplayName("§6.6 T47 MK-R74: Invisibility rescues a failed runner")
  void invisibility() {
    Play g = new Play(players(4).level(P0, 1).hand(P0, "T47").dice(1).fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.FAIL));
    g.act(new PlayInvisibility(P0, "T47"));
    g.passUntilEnd();
    assertEquals(1, g.level(P0));
    assertTrue(g.events(MunchkinEvent.RunResult.class).last().escaped());
  }

  @Test
  @DisplayName("MK-R77 §6.6 T49: the Magic Lamp on the last monster while running gives its treasure")
  void lamp() {
    Play g = new Play(players(4).level(P0, 1).hand(P0, "T49").fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    g.act(new PlayMagicLamp(P0, "T49", 0));
    g.passUntilEnd();
    assertEquals(1, g.level(P0));
    assertEquals(2, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("MK-R102c §6.6 T52: a Pollymorph in PREROLL resolves the pair and the window closes at once")
  void pollymorph() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "T52").fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    g.pass();
    g.act(new PlayPollymorph(P1, "T52", 0));
    assertFalse(g.inWindow(WindowKind.PREROLL));
    assertTrue(g.s.combat().isEmpty(), "nothing left to run from: no rewards (MK-R77)");
    assertEquals(0, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("MK-R92 MK-R93: the Wand of Dowsing takes a card from a discard pile")
  void wand() {
    Play g = new Play(players(4).hand(P0, "T58").discard("T15").troubleOrLoot());
    g.act(new PlayWandOfDowsing(P0, "T58", "T15"));
    assertEquals(Vector.of("T15"), g.p(P0).hand());
    assertEquals(Vector.of("T58"), g.s.treasureDiscard());
  }

  @Test
  @DisplayName("MK-R94 MK-R12: Hoard! drawn face down is revealed and three Treasure follow")
  void hoard() {
    Play g = new Play(players(4).level(P0, 2).treasureTop("T73", "T15", "T19", "T32").fighting("D05"));
    g.passUntilEnd();
    assertEquals(Vector.of("T15", "T19", "T32"), g.p(P0).hand());
    assertTrue(g.s.treasureDiscard().contains("T73"));
  }

  @Test
  @DisplayName("MK-R11: an empty deck is rebuilt from its shuffled discard")
  void reshuffle() {
    MunchkinState s = players(4).startOfTurn();
    s = s.withDoorDiscard(s.doorDeck()).withDoorDeck(Vector.empty()).withRandom(dev.ply.core.RandomSource.seeded(3));
    Play g = new Play(s);
    g.passUntil(p -> !(p.top() instanceof Frame.Window && ((Frame.Window) p.top()).kind() == WindowKind.IW_START));
    assertFalse(g.events(MunchkinEvent.Shuffled.class).isEmpty());
  }

  @Test
  @DisplayName("MK-R16: a fresh card may be put on the table out of turn in an Interlude window")
  void fresh() {
    MunchkinState s = players(4).startOfTurn();
    s = s.withSeats(s.seats().update(1, s.seat(1).withHand(Vector.of("T15")).withFresh(Vector.of("T15"))))
        .withTreasureDeck(s.treasureDeck().remove("T15"));
    Play g = new Play(s);
    g.pass();
    assertTrue(g.legal(P1).contains(new PlayItem(P1, "T15", true)));
    Play h = new Play(s.withSeats(s.seats().update(1, s.seat(1).withFresh(Vector.empty()))));
    h.pass();
    assertFalse(h.legal(P1).contains(new PlayItem(P1, "T15", true)));
  }

  @Test
  @DisplayName("MK-R88 MK-R86: Change Sex: -5 in the next combat, then the card goes; the sex stays changed")
  void changeSex() {
    Play g = new Play(players(4).level(P0, 6).hand(P1, "D65").doorTop("D05").startOfTurn());
    g.pass();
    g.act(new PlayCurse(P1, "D65", P0));
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    assertEquals(Sex.FEMALE, g.p(P0).sex());
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(1, 1, false), g.evaluation());
    assertFalse(g.p(P0).has(Status.CHANGE_SEX_DISTRACTION));
    assertTrue(g.s.doorDiscard().contains("D65"));
  }

  @Test
  @DisplayName("MK-R96 D66: Chicken on Your Head: the effective die is one lower")
  void chicken() {
    Play g = new Play(players(4).level(P0, 1).cursed(P0, "D66", Status.CHICKEN).dice(5).fighting("D14"));
    g.passUntilEnd();
    assertFalse(g.events(MunchkinEvent.RunResult.class).last().escaped());
  }

  @Test
  @DisplayName("MK-R87: a Wishing Ring ends a persistent curse")
  void ringOnPersistentCurse() {
    Play g = new Play(players(4).cursed(P1, "D66", Status.CHICKEN).hand(P0, "T60").troubleOrLoot());
    g.act(new PlayWishingRing(P0, "T60", "D66"));
    assertFalse(g.p(P1).has(Status.CHICKEN));
    assertTrue(g.s.doorDiscard().contains("D66"));
  }

  @Test
  @DisplayName("MK-R85 MK-R86: a curse from hand on another player; a persistent one stays in play")
  void persistentCurse() {
    Play g = new Play(players(4).hand(P0, "D66").startOfTurn());
    g.act(new PlayCurse(P0, "D66", P2));
    g.passUntil(p -> p.inWindow(WindowKind.IW_START) && p.s.resolving().isEmpty());
    assertTrue(g.p(P2).has(Status.CHICKEN));
    assertEquals(Vector.of("D66"), g.p(P2).curses());
  }

  @Test
  @DisplayName("MK-R97 §8: Lose Two Cards moves two random cards, seen only by the two players of each move")
  void loseTwoCardsHidden() {
    Play g = new Play(players(4).hand(P0, "D77").hand(P2, "T62", "T63").draws(0, 0).startOfTurn());
    g.act(new PlayCurse(P0, "D77", P2));
    g.passUntil(p -> p.inWindow(WindowKind.IW_START) && p.s.resolving().isEmpty());
    assertEquals(Vector.of("T62"), g.p(P3).hand());
    assertEquals(Vector.of("T63"), g.p(P1).hand());
    for (MunchkinEvent.MovedSecretly m : g.events(MunchkinEvent.MovedSecretly.class)) {
      assertFalse(m.visibility().visibleTo(P0));
    }
  }

  @Test
  @DisplayName("MK-R5 MK-R84: dead players are not targets")
  void deadAreNotTargets() {
    Play g = new Play(players(4).dead(P2).hand(P0, "D67", "T62").startOfTurn());
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayCurse c && c.target().equals(P2)));
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayGoUpLevel c && c.target().equals(P2)));
  }

  @Test
  @DisplayName("MK-R90: Mutilate the Bodies only in IW_END after a combat; Whine at the GM not on the leader")
  void goUpConditions() {
    Play g = new Play(players(4).level(P1, 5).hand(P0, "T68", "T70").startOfTurn());
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayGoUpLevel c && c.card().equals("T68")));
    assertFalse(g.legal(P0).contains(new PlayGoUpLevel(P0, "T70", P1)));
    assertTrue(g.legal(P0).contains(new PlayGoUpLevel(P0, "T70", P0)));
    Play h = new Play(players(4).hand(P0, "T68").fighting("D05"));
    h.passUntilEnd();
    assertTrue(h.legal(P0).contains(new PlayGoUpLevel(P0, "T68", P0)));
  }

  @Test
  @DisplayName("MK-R6: after maxTurns turns the highest levels win")
  void maxTurns() {
    MunchkinState s = players(Setup.of(4, 1).withOption("maxTurns", "1")).level(P2, 4).level(P3, 4).endOfTurn();
    Play g = new Play(s);
    g.passUntil(p -> false);
    assertEquals(Vector.of(P2, P3), Play.GAME.outcome(g.s).get().winners());
  }

  @Test
  @DisplayName("MK-R100 I-F5: an illegal action is rejected with a code, a rule and a sentence; the state is untouched")
  void rejection() {
    MunchkinState s = players(4).level(P0, 9).hand(P0, "T62").startOfTurn();
    Rejection r = Play.GAME.apply(s, new PlayGoUpLevel(P0, "T62", P0)).getLeft();
    assertEquals("NO_LEVEL_TEN", r.code());
    assertEquals(Option.of("MK-R4"), r.rule());
    assertEquals(Rejection.NOT_YOUR_TURN, Play.GAME.apply(s, new Pass(P1)).getLeft().code());
    assertEquals(players(4).level(P0, 9).hand(P0, "T62").startOfTurn(), s);
  }

  @Test
  @DisplayName("MK-R103: with autoPass on, players with nothing to play are skipped (the option leaks)")
  void autoPass() {
    MunchkinState s = players(Setup.of(4, 1).withOption("autoPass", "true")).level(P0, 3).doorTop("D32").dice().startOfTurn();
    Play g = new Play(s);
    g.pass();
    assertFalse(g.s.frames().top().get() instanceof Frame.Window w && w.kind() == WindowKind.IW_START);
  }

  @Test
  @DisplayName("MK-R70 MK-R55 I-F4: running away gives no level and no treasure")
  void runningGivesNothing() {
    Play g = new Play(players(4).level(P0, 1).dice(6).fighting("D14"));
    g.passUntilEnd();
    assertEquals(1, g.level(P0));
    assertTrue(g.p(P0).hand().isEmpty());
  }

  @Test
  @DisplayName("MK-R81 MK-R82: a dead player's curses and race stay; the corpse is looted highest level first")
  void deathKeepsCharacter() {
    Play g = new Play(players(4).level(P0, 6).race(P0, "D38").carried(P0, "T15").level(P1, 3).level(P2, 4).dice(1)
        .fighting("D37"));
    g.passUntil(p -> !(p.top() instanceof Frame.Window) && !(p.top() instanceof Frame.Choose c && c.purpose() == Purpose.POST_ROLL));
    assertFalse(g.p(P0).alive());
    assertEquals(Vector.of("D38"), g.p(P0).races());
    assertEquals(P2, g.awaited());
  }

  @Test
  @DisplayName("MK-R13: a card in hand gives no bonus")
  void handGivesNothing() {
    Play g = new Play(players(4).level(P0, 2).hand(P0, "T01").fighting("D05"));
    g.passUntil(p -> !p.inWindow(WindowKind.CW));
    assertEquals(new MunchkinEvent.CombatEvaluated(2, 1, true), g.evaluation());
  }

  @Test
  @DisplayName("MK-R19 MK-R32: sex matters for the Broad Sword")
  void sex() {
    Play m = new Play(players(4).hand(P0, "T05").troubleOrLoot());
    assertFalse(m.legal(P0).contains(new PlayItem(P0, "T05", true)));
    Play f = new Play(players(4).sex(P0, Sex.FEMALE).hand(P0, "T05").troubleOrLoot());
    assertTrue(f.legal(P0).contains(new PlayItem(P0, "T05", true)));
  }

  @Test
  @DisplayName("MK-R29: class abilities never discard persistent curses or the class card itself")
  void fodder() {
    Play g = new Play(players(4).level(P0, 2).cls(P0, "D55").cursed(P0, "D66", Status.CHICKEN).carried(P0, "T15")
        .fighting("D05"));
    assertEquals(Vector.of(new Berserk(P0, "T15")), g.legal(P0).filter(a -> a instanceof Berserk));
  }

  @Test
  @DisplayName("MK-R30 MK-R39: Go Up a Level cards are not Items; one-shots may be carried, sold and played from the table")
  void itemsAndOneShots() {
    Play g = new Play(players(4).level(P0, 2).hand(P0, "T62", "T50").troubleOrLoot());
    assertFalse(g.legal(P0).contains(new AddToSale(P0, "T62")));
    g.act(new PlayItem(P0, "T50", false));
    assertTrue(g.legal(P0).contains(new AddToSale(P0, "T50")));
    assertFalse(g.legal(P0).contains(new Equip(P0, "T50")));
    Play h = new Play(players(4).level(P0, 1).carried(P0, "T50").fighting("D14"));
    assertTrue(h.legal(P0).contains(new PlayCombatItem(P0, "T50", true)));
  }

  @Test
  @DisplayName("MK-R34 D03: the Crabs take equipped Armor and below-the-waist items only")
  void crabsBadStuff() {
    Play g = new Play(players(4).level(P0, 1).equipped(P0, "T19", "T02", "T15").hand(P1, "D82").fighting("D03"));
    g.pass();
    g.act(new PlayEnhancer(P1, "D82", 0));
    g.passUntilEnd();
    assertEquals(Vector.of("T15"), g.p(P0).items());
  }

  @Test
  @DisplayName("MK-R41 MK-R42: character creation offers only table plays; the turn player then acts first")
  void setupAndFirstTurn() {
    MunchkinState s = Play.GAME.start(Setup.of(4, 9));
    Frame f = s.frames().top().get();
    assertTrue(f instanceof Frame.SetupTurn);
    PlayerId first = Play.GAME.awaiting(s).head();
    assertTrue(Play.GAME.legalActions(s, first).forAll(a -> a instanceof SetupDone || a instanceof PlayRace
        || a instanceof PlayClass || a instanceof PlayItem || a instanceof PlayHalfBreed || a instanceof PlaySuperMunchkin
        || a instanceof PlayCheat || a instanceof PlayHireling));
    Play g = new Play(s);
    for (int i = 0; i < 4; i++) {
      g.act(new SetupDone(g.awaited()));
    }
    assertTrue(g.inWindow(WindowKind.IW_START));
    assertEquals(first, g.awaited());
  }

  @Test
  @DisplayName("MK-R59: a Monster card in hand gives a non-turn player nothing to play")
  void monstersInHand() {
    Play g = new Play(players(4).hand(P1, "D05").startOfTurn());
    g.pass();
    assertEquals(Vector.of(new Pass(P1)), g.legal(P1));
  }

  @Test
  @DisplayName("MK-R60: the Tongue Demon makes each combatant discard an item on entering")
  void tongueDemon() {
    Play g = new Play(players(4).level(P0, 2).carried(P0, "T15", "T19").fighting("D28"));
    assertEquals(P0, g.awaited());
    g.choose("T19");
    assertEquals(Vector.of("T15"), g.p(P0).items());
    assertTrue(g.inWindow(WindowKind.CW));
  }

  @Test
  @DisplayName("MK-R103 I-D3 §8: who is asked, and in which frame, does not depend on a hidden hand")
  void askingRevealsNothing() {
    Vector<String> a = askedSequence("T43", "T59", "T48");
    Vector<String> b = askedSequence("T19", "T15", "T32");
    assertEquals(a, b);
    assertTrue(a.size() >= 12, "CW, PREROLL, the post-roll choice and GLUE were all asked");
  }

  private static Vector<String> askedSequence(String... p2Hand) {
    Play g = new Play(players(4).level(P0, 1).hand(P2, p2Hand).dice(6, 2).fighting("D14"));
    Vector<String> seen = Vector.empty();
    for (int i = 0; i < 40 && !g.inWindow(WindowKind.IW_END); i++) {
      Frame f = g.top();
      seen = seen.append(g.awaited() + " " + (f instanceof Frame.Window w ? w.kind().name() : f.getClass().getSimpleName()));
      if (f instanceof Frame.Window) {
        g.pass();
      } else {
        g.choose("KEEP");
      }
    }
    return seen;
  }
}
