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
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scenarios of §11 (P0..P3 are p1..p4; P0 is the turn player; autoPass off). */
class ScenarioTest {

  @Test
  @DisplayName("S1 MK-R50 MK-R51 MK-R52 MK-R57 MK-R58: a solo kill with the Elf bonus on the Slime")
  void s1() {
    Play g = new Play(players(4).level(P0, 3).race(P0, "D38").equipped(P0, "T16", "T02").doorTop("D04")
        .treasureTop("T50").startOfTurn());
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(8, 5, true), g.evaluation());
    assertEquals(4, g.level(P0));
    assertEquals(Vector.of("T50"), g.p(P0).hand());
    assertTrue(g.s.doorDiscard().contains("D04"));
    assertTrue(g.inWindow(WindowKind.IW_END), "no Loot the Room after a kill: IW_END is next");
    g.replayEqualsLive();
  }

  @Test
  @DisplayName("S2 MK-R25 MK-R53 MK-R55: a Warrior wins the tie; Gazebo forbids help")
  void s2() {
    Play g = new Play(players(4).level(P0, 5).cls(P0, "D55").equipped(P0, "T19", "T06").doorTop("D20").startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    for (int i = 0; i < 4; i++) {
      PlayerId who = g.awaited();
      assertFalse(g.legal(who).exists(a -> a instanceof AskForHelp || a instanceof OfferHelp), who + " may ask or offer");
      g.pass();
    }
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(8, 8, true), g.evaluation());
    assertEquals(6, g.level(P0));
    assertEquals(2, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("S3 MK-R72 MK-R80 MK-R4: a Halfling fails to outrun the Frogs and stops at level 1")
  void s3() {
    Play g = new Play(players(4).level(P0, 2).race(P0, "D44").doorTop("D08").dice(6).startOfTurn());
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.RunResult(P0, "D08", false, "MK-R72"), g.events(MunchkinEvent.RunResult.class).last());
    assertEquals(1, g.level(P0));
    assertTrue(g.s.doorDiscard().contains("D08"));
    assertTrue(g.p(P0).hand().isEmpty());
    assertTrue(g.inWindow(WindowKind.IW_END), "no Loot the Room after running");
    g.replayEqualsLive();
  }

  @Test
  @DisplayName("S4 MK-R73 MK-R102b: the Hippogriff does not pursue level 3; GLUE asks everyone but the runner")
  void s4() {
    Play g = new Play(players(4).level(P0, 3).doorTop("D32").dice().startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.GLUE));
    Vector<PlayerId> glue = Vector.empty();
    while (g.inWindow(WindowKind.GLUE)) {
      glue = glue.append(g.awaited());
      g.pass();
    }
    assertEquals(Vector.of(P1, P2, P3), glue);
    g.passUntilEnd();
    assertEquals(3, g.level(P0));
    assertTrue(g.s.doorDiscard().contains("D32"));
  }

  @Test
  @DisplayName("S5 MK-R75: King Tut's flee penalty applies on an escape")
  void s5() {
    Play g = new Play(players(4).level(P0, 6).doorTop("D33").dice(5).startOfTurn());
    g.passUntilEnd();
    assertTrue(g.events(MunchkinEvent.RunResult.class).last().escaped());
    assertEquals(4, g.level(P0));
  }

  @Test
  @DisplayName("S6 MK-R52 MK-R53 MK-R71: an Elf helper raises the Slime; both run, each rolls")
  void s6() {
    Play g = new Play(players(4).level(P0, 1).level(P1, 2).race(P1, "D39").doorTop("D04").dice(5, 3).startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    g.act(new AskForHelp(P0, P1, Option.none(), 1, true));
    g.act(new AcceptHelp(P1));
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 5, false), g.evaluation());
    Vector<MunchkinEvent.RunResult> runs = g.events(MunchkinEvent.RunResult.class);
    assertEquals(Vector.of(new MunchkinEvent.RunResult(P0, "D04", true, "MK-R72"),
        new MunchkinEvent.RunResult(P1, "D04", false, "MK-R72")), runs);
    assertEquals(1, g.level(P1));
    assertEquals(1, g.level(P0));
    assertTrue(g.p(P1).hand().isEmpty(), "no bribe after running");
  }

  @Test
  @DisplayName("S7 MK-R54 MK-R57 MK-R58 MK-R95: the helper picks first from the face-up pool; the Elf helper levels")
  void s7() {
    Play g = new Play(players(4).level(P0, 4).level(P1, 3).race(P1, "D38").doorTop("D14").treasureTop("T50", "T15")
        .startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    g.act(new AskForHelp(P0, P1, Option.none(), 1, true));
    g.act(new AcceptHelp(P1));
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertEquals(5, g.level(P0));
    assertEquals(4, g.level(P1));
    assertEquals(P1, g.awaited());
    g.choose("T15");
    assertEquals(Vector.of("T15"), g.p(P1).hand());
    assertEquals(Vector.of("T50"), g.p(P0).hand());
    assertTrue(g.p(P0).fresh().contains("T50") && g.p(P1).fresh().contains("T15"));
  }

  @Test
  @DisplayName("S8 MK-R64 MK-R69 MK-R71 MK-R75 MK-R108: a Wandering Monster joins; the runner picks the order")
  void s8() {
    Play g = new Play(players(4).level(P0, 3).hand(P2, "D93", "D09").doorTop("D10").dice(5, 2).startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    g.pass().pass();
    g.act(new PlayWanderingMonster(P2, "D93", "D09"));
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertEquals(new MunchkinEvent.CombatEvaluated(3, 4, false), g.evaluation());
    g.choose("D09");
    g.passUntil(p -> !(p.top() instanceof Frame.Window) && !(p.top() instanceof Frame.Choose c
        && c.purpose() == dev.ply.games.munchkin.state.Purpose.POST_ROLL) || p.inWindow(WindowKind.IW_END));
    g.passUntilEnd();
    assertEquals(1, g.level(P0));
    assertTrue(g.s.doorDiscard().containsAll(Vector.of("D09", "D10", "D93")));
    assertTrue(g.p(P0).hand().isEmpty());
  }

  @Test
  @DisplayName("S9 MK-R81 MK-R82 MK-R83 MK-R102b: death, looting with a tie, the dead seat skipped, revival")
  void s9() {
    Play g = new Play(players(4).level(P0, 5).hand(P0, "T51", "D67").equipped(P0, "T19").level(P1, 7).level(P2, 3)
        .level(P3, 7).doorTop("D35").dice(4).draws(0).startOfTurn());
    g.passUntil(p -> !(p.top() instanceof Frame.Window) && !(p.top() instanceof Frame.Choose c
        && c.purpose() == dev.ply.games.munchkin.state.Purpose.POST_ROLL));
    assertFalse(g.p(P0).alive());
    assertEquals(Vector.of("T51", "D67", "T19"), g.s.corpse());
    assertEquals(P3, g.awaited());
    g.choose("T19");
    assertEquals(P1, g.awaited());
    g.choose("T51");
    assertEquals(P2, g.awaited());
    g.choose("D67");
    assertEquals(5, g.level(P0));
    assertTrue(g.p(P0).hand().isEmpty() && g.p(P0).items().isEmpty());
    assertTrue(g.inWindow(WindowKind.IW_END));
    Vector<PlayerId> asked = Vector.empty();
    while (g.inWindow(WindowKind.IW_END)) {
      asked = asked.append(g.awaited());
      g.pass();
    }
    assertEquals(Vector.of(P1, P2, P3), asked);
    assertEquals(new MunchkinEvent.TurnBegan(P1, 2), g.events(MunchkinEvent.TurnBegan.class).last());
    assertTrue(g.p(P0).alive() && g.p(P0).needsRebirthDraw());
  }

  @Test
  @DisplayName("S10 MK-R47: charity goes to the lowest levels, as evenly as possible")
  void s10() {
    Play g = new Play(players(4).level(P0, 4).hand(P0, "T19", "T15", "T32", "T34", "T11", "T06", "T33", "T27")
        .level(P1, 2).level(P2, 2).level(P3, 5).charity());
    assertTrue(g.legal(P0).forAll(a -> a instanceof GiveCharity || !(a instanceof DiscardCharity)));
    assertTrue(g.legal(P0).contains(new GiveCharity(P0, "T19", P1)) && g.legal(P0).contains(new GiveCharity(P0, "T19", P2)));
    assertFalse(g.legal(P0).exists(a -> a instanceof GiveCharity gc && gc.to().equals(P3)));
    g.act(new GiveCharity(P0, "T19", P1));
    assertFalse(g.legal(P0).exists(a -> a instanceof GiveCharity gc && gc.to().equals(P1)));
    g.act(new GiveCharity(P0, "T15", P2));
    assertTrue(g.legal(P0).contains(new GiveCharity(P0, "T32", P1)) && g.legal(P0).contains(new GiveCharity(P0, "T32", P2)));
    g.act(new GiveCharity(P0, "T32", P1));
    assertEquals(5, g.p(P0).hand().size());
    assertEquals(new MunchkinEvent.TurnBegan(P1, 2), g.events(MunchkinEvent.TurnBegan.class).last());
  }

  @Test
  @DisplayName("S11 MK-R38: a Halfling sells with the most valuable item counted twice")
  void s11() {
    Play g = new Play(players(4).level(P0, 4).race(P0, "D44").hand(P0, "T21").carried(P0, "T19").endOfTurn());
    g.act(new AddToSale(P0, "T21")).act(new AddToSale(P0, "T19")).act(new ConfirmSale(P0));
    assertEquals(5, g.level(P0));
    assertTrue(g.s.treasureDiscard().containsAll(Vector.of("T21", "T19")));
    assertTrue(g.s.halflingUsed());
    Play h = new Play(players(4).level(P0, 4).hand(P0, "T21").carried(P0, "T19").endOfTurn());
    h.act(new AddToSale(P0, "T21")).act(new AddToSale(P0, "T19"));
    assertFalse(h.legal(P0).contains(new ConfirmSale(P0)));
  }

  @Test
  @DisplayName("S12 MK-R2 MK-R3 MK-R4: level 10 only by a kill")
  void s12() {
    Play g = new Play(players(4).level(P0, 9).hand(P0, "T63").carried(P0, "T21", "T30").level(P1, 4).doorTop("D02")
        .startOfTurn());
    assertFalse(g.legal(P0).contains(new PlayGoUpLevel(P0, "T63", P0)));
    assertTrue(g.legal(P0).contains(new PlayGoUpLevel(P0, "T63", P1)));
    g.act(new AddToSale(P0, "T21")).act(new AddToSale(P0, "T30"));
    assertFalse(g.legal(P0).contains(new ConfirmSale(P0)));
    g.passUntil(p -> false);
    assertTrue(g.s.over());
    assertEquals(Vector.of(P0), GAME().outcome(g.s).get().winners());
    assertEquals(10, g.level(P0));
    assertEquals(Vector.of("T63"), g.p(P0).hand());
  }

  private static MunchkinGame GAME() {
    return Play.GAME;
  }

  @Test
  @DisplayName("S13 MK-R96 MK-R76 MK-R104: a Loaded Die escape, then the Flask of Glue forces a re-roll")
  void s13() {
    Play g = new Play(players(4).level(P0, 2).hand(P0, "T48").hand(P2, "T43").dice(4, 2).fighting("D08"));
    g.passUntil(p -> !(p.top() instanceof Frame.Window));
    assertTrue(g.legal(P0).contains(new MunchkinAction.Choose(P0, "FACE_6")));
    g.choose("FACE_6");
    assertEquals(P1, g.awaited());
    assertTrue(g.inWindow(WindowKind.GLUE));
    g.pass();
    g.act(new PlayFlaskOfGlue(P2, "T43"));
    assertEquals(Vector.of(P0), Vector.of(g.awaited()));
    g.choose("KEEP");
    Vector<PlayerId> fail = Vector.empty();
    while (g.inWindow(WindowKind.FAIL)) {
      fail = fail.append(g.awaited());
      g.pass();
    }
    assertEquals(Vector.of(P0, P1, P2, P3), fail);
    assertEquals(1, g.level(P0));
    assertTrue(g.s.treasureDiscard().containsAll(Vector.of("T48", "T43")));
  }

  @Test
  @DisplayName("S14 MK-R89: Sandals of Protection stop a kicked curse")
  void s14() {
    Play g = new Play(players(4).level(P0, 5).equipped(P0, "T28").doorTop("D67").startOfTurn());
    g.passUntil(p -> !(p.top() instanceof Frame.Window && ((Frame.Window) p.top()).kind() == WindowKind.IW_START));
    assertTrue(g.top() instanceof Frame.TroubleOrLoot);
    assertEquals(5, g.level(P0));
    assertTrue(g.s.doorDiscard().contains("D67"));
  }

  @Test
  @DisplayName("S15 MK-R85 MK-R87 MK-R101 MK-R102 MK-R102c MK-R102d MK-R15: a Wishing Ring cancels a curse played in combat")
  void s15() {
    Play g = new Play(players(4).level(P0, 4).hand(P1, "D70").hand(P0, "T59").fighting("D05"));
    g.pass();
    g.act(new PlayCurse(P1, "D70", P0));
    assertTrue(g.inWindow(WindowKind.CURSE_RESPONSE));
    assertEquals(P0, g.awaited());
    g.act(new PlayWishingRing(P0, "T59", "D70"));
    assertTrue(g.inWindow(WindowKind.CW));
    assertEquals(P1, g.awaited());
    assertEquals(0, ((Frame.Window) g.top()).window().passesInRow());
    assertTrue(g.s.doorDiscard().contains("D70") && g.s.treasureDiscard().contains("T59"));
    assertEquals(4, g.level(P0));
  }

  @Test
  @DisplayName("S16 MK-R25: at most three Berserk discards per combat")
  void s16() {
    Play g = new Play(players(4).level(P0, 6).cls(P0, "D55").hand(P0, "T62", "T64", "T65", "T66").fighting("D22"));
    g.act(new Berserk(P0, "T62")).act(new Berserk(P0, "T64")).act(new Berserk(P0, "T65"));
    assertFalse(g.legal(P0).exists(a -> a instanceof Berserk));
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(9, 8, true), g.evaluation());
    assertEquals(7, g.level(P0));
    assertEquals(3, g.p(P0).hand().size());
  }

  @Test
  @DisplayName("S18 MK-R1 MK-R51: Ghoulfiends ignore items and one-shots; Bad Stuff sets the lowest level")
  void s18() {
    Play g = new Play(players(4).level(P0, 7).equipped(P0, "T07", "T12").level(P1, 5).level(P2, 2).level(P3, 4)
        .hand(P1, "T50").dice(3).fighting("D21"));
    g.pass();
    g.act(new PlayCombatItem(P1, "T50", true));
    g.passUntilEnd();
    assertEquals(new MunchkinEvent.CombatEvaluated(7, 8, false), g.evaluation());
    assertEquals(2, g.level(P0));
    assertTrue(g.s.treasureDiscard().contains("T50"));
  }

  @Test
  @DisplayName("S19 MK-R51: the Insurance Salesman ignores levels")
  void s19() {
    Play g = new Play(players(4).level(P0, 9).equipped(P0, "T35", "T15").cls(P0, "D58").fighting("D30"));
    g.passUntil(p -> !(p.inWindow(WindowKind.CW)));
    assertEquals(new MunchkinEvent.CombatEvaluated(6, 14, false), g.evaluation());
  }

  @Test
  @DisplayName("S20 MK-R93 MK-R3 MK-R2d: Divine Intervention raises every Cleric and may win")
  void s20() {
    Play g = new Play(players(4).level(P1, 4).cls(P1, "D49").level(P2, 9).cls(P2, "D50").level(P3, 9).cls(P3, "D55")
        .doorTop("D88").startOfTurn());
    g.passUntil(p -> false);
    assertEquals(5, g.level(P1));
    assertEquals(10, g.level(P2));
    assertEquals(Vector.of(P2), Play.GAME.outcome(g.s).get().winners());
    assertTrue(g.s.doorDiscard().contains("D88"));
  }

  @Test
  @DisplayName("S22 MK-R91: Steal a Level needs a victim at level 2 and a thief below 9")
  void s22() {
    Play g = new Play(players(4).level(P0, 8).hand(P0, "T71").level(P1, 1).level(P2, 6).startOfTurn());
    assertTrue(g.legal(P0).contains(new PlayStealALevel(P0, "T71", P2)));
    assertFalse(g.legal(P0).contains(new PlayStealALevel(P0, "T71", P1)));
    g.act(new PlayStealALevel(P0, "T71", P2));
    assertEquals(9, g.level(P0));
    assertEquals(5, g.level(P2));
    Play nine = new Play(players(4).level(P0, 9).hand(P0, "T71").level(P2, 6).startOfTurn());
    assertFalse(nine.legal(P0).exists(a -> a instanceof PlayStealALevel));
  }

  @Test
  @DisplayName("S23 MK-R62 MK-R102 MK-R102b MK-R103 MK-R106: every living player is asked; a play keeps priority")
  void s23() {
    Play g = new Play(players(4).level(P0, 3).race(P0, "D38").equipped(P0, "T16", "T02").hand(P2, "D83").doorTop("D04")
        .treasureTop("T50").startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    assertEquals(P0, g.awaited());
    g.pass();
    assertEquals(P1, g.awaited());
    assertEquals(10, g.legal(P1).size());
    assertEquals(9, g.legal(P1).count(a -> a instanceof OfferHelp));
    g.pass();
    g.act(new PlayEnhancer(P2, "D83", 0));
    assertEquals(P2, g.awaited());
    assertEquals(0, ((Frame.Window) g.top()).window().passesInRow());
    Vector<PlayerId> order = Vector.empty();
    while (g.inWindow(WindowKind.CW)) {
      order = order.append(g.awaited());
      g.pass();
    }
    assertEquals(Vector.of(P2, P3, P0, P1), order);
    assertEquals(new MunchkinEvent.CombatEvaluated(8, 1, true), g.evaluation());
    assertEquals(4, g.level(P0));
    assertEquals(Vector.of("T50"), g.p(P0).hand());
  }
}
