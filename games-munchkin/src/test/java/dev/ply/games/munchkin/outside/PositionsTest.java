package dev.ply.games.munchkin.outside;

import static dev.ply.games.munchkin.MunchkinPositions.P1;
import static dev.ply.games.munchkin.MunchkinPositions.P2;
import static dev.ply.games.munchkin.MunchkinPositions.P3;
import static dev.ply.games.munchkin.MunchkinPositions.players;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.MunchkinPositions;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.rules.Strength;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The position builder as a front end or a puzzle editor uses it: from outside the module's package. */
class PositionsTest {

  private static InvalidPosition refused(String invariant, Supplier<?> build) {
    InvalidPosition e = assertThrows(InvalidPosition.class, build::get);
    assertEquals(invariant, e.invariant(), e.getMessage());
    return e;
  }

  private static InvalidPosition brokenAs(String invariant, MunchkinState s) {
    InvalidPosition e = MunchkinPositions.broken(s).getOrElseThrow(() -> new AssertionError("nothing broken"));
    assertEquals(invariant, e.invariant(), e.getMessage());
    return e;
  }

  private static WindowKind window(MunchkinState s) {
    return ((Frame.Window) s.frames().top().get()).kind();
  }

  // ---- refusals, one per invariant -----------------------------------------------------------

  @Test
  @DisplayName("I-C1: a card in two places is refused, named")
  void cardTwice() {
    InvalidPosition e = refused("I-C1", () -> players(4).hand(P1, "D04").hand(P2, "D04").build());
    assertEquals("I-C1: Drooling Slime is placed twice", e.getMessage());
    MunchkinState s = players(4).build();
    assertTrue(brokenAs("I-C1", s.withDoorDiscard(Vector.of(s.doorDeck().head()))).getMessage()
        .contains("is both in the Door deck and in the Door discard"));
  }

  @Test
  @DisplayName("I-C2: a Door card in a Treasure pile is refused")
  void doorInTreasure() {
    MunchkinState s = players(4).build();
    String door = s.doorDeck().last();
    InvalidPosition e = brokenAs("I-C2", s.withDoorDeck(s.doorDeck().init()).withTreasureDiscard(Vector.of(door)));
    assertTrue(e.getMessage().contains("in a Treasure pile"), e.getMessage());
  }

  @Test
  @DisplayName("I-C3: a reward pool outside a combat is refused")
  void poolOutsideCombat() {
    MunchkinState s = players(4).build();
    brokenAs("I-C3", s.withTreasureDeck(s.treasureDeck().tail()).withPool(Vector.of(s.treasureDeck().head())));
  }

  @Test
  @DisplayName("I-C4: Divine Intervention is never kept in a hand")
  void divineInterventionInHand() {
    InvalidPosition e = refused("I-C4", () -> players(4).hand(P2, "Divine Intervention").build());
    assertTrue(e.getMessage().contains("Divine Intervention is in p2's hand"), e.getMessage());
  }

  @Test
  @DisplayName("I-P1: levels 1-9 for a built position, 10 only when the game is over")
  void level() {
    refused("I-P1", () -> players(4).level(P1, 10));
    MunchkinState s = players(4).build();
    brokenAs("I-P1", s.withSeats(s.seats().update(0, s.seat(0).withLevel(10))));
  }

  @Test
  @DisplayName("I-P3: two races without Half-Breed, Super Munchkin with one class")
  void racesAndClasses() {
    InvalidPosition e = refused("I-P3", () -> players(4).race(P1, "Elf").race(P1, "Dwarf").build());
    assertTrue(e.getMessage().contains("p1 has 2 races (Elf, Dwarf) without Half-Breed"), e.getMessage());
    refused("I-P3", () -> players(4).cls(P1, "Cleric").superMunchkin(P1, "Super Munchkin").build());
    refused("I-P3", () -> players(4).halfBreed(P1, "Half-Breed").build());
  }

  @Test
  @DisplayName("I-P4: two Big items without a Hireling or Dwarf")
  void bigItems() {
    InvalidPosition e = refused("I-P4", () -> players(4).carried(P1, "Huge Rock", "Stepladder").build());
    assertTrue(e.getMessage().contains("Huge Rock, Stepladder"), e.getMessage());
    players(4).race(P1, "Dwarf").carried(P1, "Huge Rock", "Stepladder").build(); // MK-R33: a Dwarf may
  }

  @Test
  @DisplayName("I-P5: two Armors, three hands of weapons, a one-shot equipped are refused; a Cheat! lifts the slot limit")
  void slots() {
    InvalidPosition armor = refused("I-P5", () -> players(4).equipped(P1, "Leather Armor", "Slimy Armor").build());
    assertEquals("I-P5: p1 has two armors equipped: Leather Armor and Slimy Armor", armor.getMessage());
    InvalidPosition hands = refused("I-P5",
        () -> players(4).equipped(P1, "Eleven-Foot Pole", "Sneaky Bastard Sword").build());
    assertTrue(hands.getMessage().contains("more than two hands"), hands.getMessage());
    MunchkinState s = players(4).carried(P1, "Flask of Glue").build();
    String glue = s.seat(0).items().head();
    brokenAs("I-P5", s.withSeats(s.seats().update(0, s.seat(0).withEquipped(Vector.of(glue)))))
        .getMessage().contains("one-shot");
  }

  @Test
  @DisplayName("I-P6: a dead player holds no cards")
  void deadHoldsNothing() {
    refused("I-P6", () -> players(4).dead(P2).hand(P2, "D04").build());
  }

  @Test
  @DisplayName("I-F1: a position where nobody is awaited is refused")
  void nobodyAwaited() {
    MunchkinState s = players(4).build();
    brokenAs("I-F1", s.withFrames(dev.ply.core.flow.DecisionStack.empty()));
  }

  @Test
  @DisplayName("I-F2: the fighter cannot be the helper too")
  void helperIsFighter() {
    refused("I-F2", () -> players(4).combat("Harpies").helper(P1).build());
  }

  @Test
  @DisplayName("I-F3: at most 3 Berserk discards per Warrior per combat")
  void berserkCap() {
    MunchkinState s = players(4).combat("Harpies").build();
    var c = s.combat().get();
    brokenAs("I-F3", s.withCombat(io.vavr.control.Option.of(c.withBerserks(c.berserks().update(0, 4)))));
  }

  @Test
  @DisplayName("request: an unknown card or seat, a die face out of 1-6, a non-enhancer as an enhancer")
  void requests() {
    InvalidPosition card = refused(InvalidPosition.REQUEST, () -> players(4).hand(P1, "Dragon Slayer"));
    assertTrue(card.getMessage().contains("no Munchkin card is named Dragon Slayer"), card.getMessage());
    InvalidPosition seat = refused(InvalidPosition.REQUEST, () -> players(3).level(PlayerId.seat(5), 2));
    assertTrue(seat.getMessage().contains("p5 is not seated"), seat.getMessage());
    refused(InvalidPosition.REQUEST, () -> players(4).dice(7));
    refused(InvalidPosition.REQUEST, () -> players(4).combat("Harpies").enhancers("Mr. Bones"));
    refused(InvalidPosition.REQUEST, () -> players(4).preroll());
    refused(InvalidPosition.REQUEST, () -> players(2));
    assertTrue(IllegalArgumentException.class.isAssignableFrom(InvalidPosition.class), "old catchers still catch it");
  }

  @Test
  @DisplayName("MK-R53 MK-R55 MK-R72: no helper against the Gazebo; no PREROLL when winning; FAIL needs a failing roll")
  void impossibleMoments() {
    refused("MK-R53", () -> players(4).combat("Gazebo").helper(P2).build());
    InvalidPosition win = refused("MK-R55", () -> players(4).level(P1, 9).combat("Harpies").preroll().build());
    assertTrue(win.getMessage().contains("beat Harpies"), win.getMessage());
    refused("MK-R72", () -> players(4).combat("Harpies").failed(5).build());
    refused("MK-R74", () -> players(4).combat("Harpies").failed().build());
  }

  // ---- the new setters and start() ----------------------------------------------------------

  @Test
  @DisplayName("MK-R53 MK-R62: a helper and enhancers; start() gives the monster entering and the helper joining")
  void helperAndEnhancers() {
    Transition<MunchkinState> t = players(4).level(P1, 2).helper(P3).combat("Harpies").enhancers("Ancient").start();
    MunchkinState s = t.state();
    assertEquals(WindowKind.CW, window(s));
    assertEquals(io.vavr.control.Option.of(2), s.combat().get().helper());
    assertEquals(14, Strength.monsters(s), "Harpies 4 + Ancient 10");
    assertTrue(t.events().exists(e -> e instanceof MunchkinEvent.CombatBegan), t.events().toString());
    assertTrue(t.events().contains(new MunchkinEvent.HelperJoined(P3)), t.events().toString());
    assertEquals(s, players(4).level(P1, 2).helper(P3).combat("Harpies").enhancers("Ancient").build());
  }

  @Test
  @DisplayName("§4.3 R3 MK-R107: a position inside PREROLL, with the evaluation among the events")
  void preroll() {
    Transition<MunchkinState> t = players(4).combat("Harpies").preroll().start();
    assertEquals(WindowKind.PREROLL, window(t.state()));
    assertEquals(Vector.of(new MunchkinEvent.CombatEvaluated(1, 4, false)),
        t.events().filter(e -> e instanceof MunchkinEvent.CombatEvaluated));
    assertTrue(t.state().combat().get().running());
    assertEquals(P1, new MunchkinGame().awaiting(t.state()).head());
  }

  @Test
  @DisplayName("§4.3 R5 MK-R104: a position inside FAIL after a failed roll or an automatic catch")
  void fail() {
    Transition<MunchkinState> t = players(4).hand(P1, "Invisibility Potion").combat("Harpies").failed(2).start();
    assertEquals(WindowKind.FAIL, window(t.state()));
    assertTrue(t.events().contains(new MunchkinEvent.Rolled(P1, 2, "MK-R72")), t.events().toString());
    assertTrue(t.events().exists(e -> e instanceof MunchkinEvent.RunResult r && !r.escaped()));
    assertTrue(new MunchkinGame().legalActions(t.state(), P1)
        .exists(a -> a instanceof dev.ply.games.munchkin.action.MunchkinAction.PlayInvisibility));
    assertEquals(WindowKind.FAIL, window(players(4).combat("Crabs").failed().build()));
  }

  @Test
  @DisplayName("the old one-call moments still build the same positions")
  void oldMoments() {
    assertEquals(players(4).combat("Harpies").build(), players(4).fighting("Harpies"));
    assertEquals(players(4).atStartOfTurn().build(), players(4).startOfTurn());
    assertEquals(WindowKind.IW_END, window(players(4).endOfTurn()));
  }

  // ---- JSON ----------------------------------------------------------------------------------

  private static void roundTrip(MunchkinState s) {
    String json = MunchkinPositions.toJson(s);
    Either<String, MunchkinState> back = MunchkinPositions.fromJson(json);
    assertTrue(back.isRight(), () -> back.getLeft() + "\n" + json);
    assertEquals(s, back.get());
    assertEquals(json, MunchkinPositions.toJson(back.get()));
  }

  @Test
  @DisplayName("JSON: built positions, a FAIL with scripted dice and a dealt game's position round-trip")
  void jsonRoundTrip() {
    roundTrip(players(4).level(P1, 3).race(P1, "Elf").equipped(P1, "Leather Armor").hand(P2, "D04").startOfTurn());
    roundTrip(players(5).helper(P2).combat("Harpies").enhancers("Baby").build());
    roundTrip(players(4).hand(P1, "Invisibility Potion").dice(3, 4).combat("Harpies").failed(1).build());
    MunchkinGame game = new MunchkinGame();
    MunchkinState s = game.start(Setup.of(4, 77));
    java.util.Random rnd = new java.util.Random(3);
    int withEffects = 0;
    for (int i = 0; i < 3000 && !game.awaiting(s).isEmpty(); i++) {
      var legal = game.legalActions(s, game.awaiting(s).head());
      s = game.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
      boolean effects = s.frames().items().exists(f -> f instanceof Frame.Choose c && c.effect().isDefined()
          || f instanceof Frame.ApplyEffects);
      if (i % 25 == 0 || effects) {
        roundTrip(s);
        withEffects += effects ? 1 : 0;
      }
    }
    assertTrue(withEffects > 0, "some saved positions hold card effects in their frames");
  }

  @Test
  @DisplayName("JSON MK-R53: a combat's refused proposals round-trip; a combat saved before rules version 6 loads with none")
  void refusedRoundTrip() {
    MunchkinGame game = new MunchkinGame();
    MunchkinState s = players(4).level(P1, 1).level(P2, 4).fighting("Harpies");
    s = game.apply(s, new MunchkinAction.AskForHelp(P1, P2, io.vavr.control.Option.none(), 1, false)).get().state();
    s = game.apply(s, new MunchkinAction.DeclineHelp(P2)).get().state();
    assertEquals(1, s.combat().get().refused().size());
    roundTrip(s);
    String json = MunchkinPositions.toJson(s);
    String old = json.replaceAll(",\\s*\"refused\"\\s*:\\s*\\[[^\\]]*\\]", "");
    assertFalse(old.contains("\"refused\""), old);
    assertEquals(s.withCombat(s.combat().map(c -> c.withRefused(Vector.empty()))),
        MunchkinPositions.fromJson(old).get());
  }

  @Test
  @DisplayName("JSON MK-R37: the swaps turned down round-trip; a position saved before rules version 7 loads with none")
  void refusedTradesRoundTrip() {
    MunchkinGame game = new MunchkinGame();
    MunchkinState s = players(3).carried(P1, "Bow With Ribbons").carried(P2, "Bad-Ass Bandanna").startOfTurn();
    s = game.apply(s, new MunchkinAction.ProposeTrade(P1, P2, io.vavr.control.Option.of("T04"),
        io.vavr.control.Option.of("T01"))).get().state();
    s = game.apply(s, new MunchkinAction.DeclineTrade(P2)).get().state();
    assertEquals(1, s.refusedTrades().size());
    roundTrip(s);
    String json = MunchkinPositions.toJson(s);
    String old = json.replaceAll(",\\s*\"refusedTrades\"\\s*:\\s*\\[[^\\]]*\\]", "");
    assertFalse(old.contains("refusedTrades"), old);
    assertEquals(s.withRefusedTrades(Vector.empty()), MunchkinPositions.fromJson(old).get());
  }

  @Test
  @DisplayName("JSON: a tampered position is refused, saying which rule it breaks in the game's words")
  void jsonTampered() {
    String json = MunchkinPositions.toJson(players(4).level(P2, 3).hand(P2, "D04").startOfTurn());
    Either<String, MunchkinState> high = MunchkinPositions.fromJson(json.replace("\"level\" : 3", "\"level\" : 12"));
    assertEquals("the position breaks a rule: I-P1: p2 is at level 12", high.getLeft());
    Either<String, MunchkinState> twice = MunchkinPositions.fromJson(
        json.replaceFirst("\"hand\" : \\[ \"D04\" \\]", "\"hand\" : [ \"D04\", \"D04\" ]"));
    assertTrue(twice.getLeft().contains("I-C1: Drooling Slime is both in p2's hand and in p2's hand"), twice.getLeft());
    Either<String, MunchkinState> unknown = MunchkinPositions.fromJson(json.replace("\"D04\"", "\"D99\""));
    assertTrue(unknown.getLeft().contains("D99 in p2's hand is not a Munchkin card"), unknown.getLeft());
    assertTrue(MunchkinPositions.fromJson("{").getLeft().startsWith("not JSON"));
    assertTrue(MunchkinPositions.fromJson(json.replace("\"munchkin\"", "\"heroquest\"")).getLeft()
        .contains("a position of heroquest, not of munchkin"));
  }
}
