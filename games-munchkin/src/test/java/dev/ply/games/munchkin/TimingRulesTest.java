package dev.ply.games.munchkin;

import static dev.ply.games.munchkin.MunchkinPositions.players;
import static dev.ply.games.munchkin.Play.P0;
import static dev.ply.games.munchkin.Play.P1;
import static dev.ply.games.munchkin.Play.P2;
import static dev.ply.games.munchkin.Play.P3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The timing details of four rules: Resurrection on each face-up reward draw (MK-R26), the Mate
 * leaving with an Illusioned original (MK-R63), GLUE after a rescue in FAIL (MK-R76), and "next
 * combat" statuses ending when their player leaves the combat (MK-R88).
 */
class TimingRulesTest {

  /** P0, a level-3 Cleric holding two Go Up a Level cards, fights Snails on Speed (4, 2 treasures). */
  private static MunchkinPositions clericFightsSnails(int level) {
    return players(4).level(P0, level).cls(P0, "D49").hand(P0, "T62", "T63").level(P1, 3)
        .discard("T15").treasureTop("T19", "T50");
  }

  @Test
  @DisplayName("MK-R26 MK-R58: a helped Cleric fighter may resurrect instead of each face-up reward draw")
  void resurrectionOnRewardDraws() {
    Play g = new Play(clericFightsSnails(3).fighting("D12"));
    g.act(new AskForHelp(P0, P1, Option.none(), 0, false));
    g.act(new AcceptHelp(P1));
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertTrue(g.top() instanceof Frame.Choose c && c.purpose() == Purpose.RESURRECT_REWARD, "first draw: " + g.top());
    assertEquals(Vector.of(new Choose(P0, "DRAW"), new Choose(P0, "T62"), new Choose(P0, "T63")), g.legal(P0));
    g.choose("T63");
    assertEquals(Vector.of("T15"), g.s.pool(), "the top of the Treasure discard joins the pool, face up");
    assertEquals(Vector.of("T63"), g.s.treasureDiscard(), "then the named hand card is discarded");
    assertTrue(g.events.contains(new MunchkinEvent.Revealed(P0, "T15", "MK-R26")));
    // the second reward card is a new face-up draw: the choice comes again
    assertEquals(Vector.of(new Choose(P0, "DRAW"), new Choose(P0, "T62")), g.legal(P0));
    g.choose("DRAW");
    assertTrue(g.inWindow(WindowKind.IW_END), "the pool went to the fighter at END_OF_COMBAT");
    assertEquals(Vector.of("T62", "T15", "T19"), g.p(P0).hand());
    assertEquals("T50", g.s.treasureDeck().head());
    g.replayEqualsLive();
  }

  @Test
  @DisplayName("MK-R26 MK-R58: a Cleric who fights alone draws face down and is not offered Resurrection")
  void noResurrectionOnFaceDownDraws() {
    Play g = new Play(clericFightsSnails(5).fighting("D12"));
    g.passUntilEnd(); // would stop at a CHOOSE frame
    assertEquals(Vector.of("T62", "T63", "T19", "T50"), g.p(P0).hand());
    assertEquals(Vector.of("T15"), g.s.treasureDiscard());
  }

  @Test
  @DisplayName("MK-R63 MK-R65: Illusion on an original sends its Mate card and the Mate's enhancers to the Door discard at once")
  void illusionTakesTheMate() {
    Play g = new Play(players(4).level(P0, 3).hand(P1, "D91", "D84", "D90", "D37").fighting("D02"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.act(new PlayEnhancer(P1, "D84", 1));
    g.act(new PlayIllusion(P1, "D90", 0, "D37"));
    assertEquals(Vector.of(MonsterEntry.entering("D37")), g.s.combat().get().monsters(), "the Mate entry is gone");
    assertTrue(g.s.doorDiscard().containsAll(Vector.of("D02", "D91", "D84")), "discarded at once: " + g.s.doorDiscard());
    g.passUntil(p -> !p.inWindow(WindowKind.CW));
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 20, false), g.evaluation(), "only the Plutonium Dragon fights");
  }

  @Test
  @DisplayName("MK-R63 MK-R64: after an Illusion removes a Mate entry, a later Wandering Monster keeps its place and strength")
  void illusionTakesTheMateBeforeAWanderingMonster() {
    Play g = new Play(players(4).level(P0, 3).hand(P1, "D91", "D93", "D14", "D90", "D12").fighting("D02"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.act(new PlayWanderingMonster(P1, "D93", "D14"));
    g.act(new PlayIllusion(P1, "D90", 0, "D12"));
    assertEquals(Vector.of(MonsterEntry.entering("D12"), MonsterEntry.entering("D14")), g.s.combat().get().monsters());
    g.passUntil(p -> !p.inWindow(WindowKind.CW));
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 8, false), g.evaluation());
  }

  @Test
  @DisplayName("MK-R76 §6.6 T47: an escape by Invisibility opens GLUE; the Flask's re-roll escape is final")
  void invisibilityRescueOpensGlue() {
    Play g = new Play(players(4).level(P0, 1).hand(P0, "T47").hand(P2, "T43").dice(1, 6).fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.FAIL));
    g.act(new PlayInvisibility(P0, "T47"));
    assertTrue(g.inWindow(WindowKind.GLUE), "the runner escaped: GLUE opens as after any escape, not " + g.top());
    assertEquals(P1, g.awaited(), "the runner's seat is skipped (MK-R102b)");
    g.pass();
    g.act(new PlayFlaskOfGlue(P2, "T43"));
    g.choose("KEEP");
    assertFalse(g.inWindow(WindowKind.GLUE), "no second GLUE after the re-roll escape");
    assertTrue(g.inWindow(WindowKind.IW_END));
    assertEquals(Vector.of(false, true, true), g.events(MunchkinEvent.RunResult.class).map(MunchkinEvent.RunResult::escaped));
  }

  @Test
  @DisplayName("MK-R76 MK-R28: an escape by Flight Spell in FAIL opens GLUE, but not after a glued re-roll")
  void flightSpellRescueAndGlue() {
    Play first = new Play(players(4).level(P0, 1).cls(P0, "D58").hand(P0, "T62").dice(4).fighting("D14"));
    first.passUntil(p -> p.inWindow(WindowKind.FAIL));
    first.act(new FlightSpell(P0, "T62"));
    assertTrue(first.inWindow(WindowKind.GLUE), "4 + 1 escapes: GLUE opens, not " + first.top());

    Play glued = new Play(players(4).level(P0, 1).cls(P0, "D58").hand(P0, "T62").hand(P2, "T43").dice(5, 4)
        .fighting("D14"));
    glued.passUntil(p -> p.inWindow(WindowKind.GLUE));
    glued.pass();
    glued.act(new PlayFlaskOfGlue(P2, "T43"));
    glued.choose("KEEP");
    assertTrue(glued.inWindow(WindowKind.FAIL), "the re-roll of 4 fails");
    glued.act(new FlightSpell(P0, "T62"));
    assertFalse(glued.inWindow(WindowKind.GLUE), "the re-rolled attempt's escape is final");
    assertTrue(glued.inWindow(WindowKind.IW_END));
  }

  @Test
  @DisplayName("MK-R88 D65: a helper removed by an entering Gazebo leaves the combat and their Change Sex distraction ends")
  void removedHelperLosesNextCombatStatus() {
    Play g = new Play(players(4).level(P0, 3).cursed(P1, "D65", Status.CHANGE_SEX_DISTRACTION).hand(P2, "D93", "D20")
        .fighting("D02"));
    g.act(new AskForHelp(P0, P1, Option.none(), 0, false));
    g.act(new AcceptHelp(P1));
    g.passUntil(p -> p.inWindow(WindowKind.CW) && p.awaited().equals(P2));
    assertTrue(g.p(P1).has(Status.CHANGE_SEX_DISTRACTION), "it counts in this combat while P1 helps");
    g.act(new PlayWanderingMonster(P2, "D93", "D20"));
    assertTrue(g.s.combat().get().helper().isEmpty(), "the Gazebo removed the helper");
    assertFalse(g.p(P1).has(Status.CHANGE_SEX_DISTRACTION));
    assertTrue(g.p(P1).curses().isEmpty() && g.s.doorDiscard().contains("D65"));
  }

  @Test
  @DisplayName("MK-R88 MK-R68 D80: a fighter replaced by a Transferral Potion leaves the combat and their Malign Mirror ends")
  void transferredFighterLosesNextCombatStatus() {
    Play g = new Play(players(4).level(P0, 3).cursed(P0, "D80", Status.MALIGN_MIRROR).hand(P2, "T57").fighting("D02"));
    g.pass();
    g.pass();
    g.act(new PlayTransferral(P2, "T57", P3));
    assertEquals(3, g.s.combat().get().fighter(), "P3 fights now");
    assertFalse(g.p(P0).has(Status.MALIGN_MIRROR));
    assertTrue(g.p(P0).curses().isEmpty() && g.s.doorDiscard().contains("D80"));
  }
}
