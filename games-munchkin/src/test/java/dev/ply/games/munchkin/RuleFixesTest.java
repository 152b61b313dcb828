package dev.ply.games.munchkin;

import static dev.ply.games.munchkin.MunchkinPositions.players;
import static dev.ply.games.munchkin.Play.P0;
import static dev.ply.games.munchkin.Play.P1;
import static dev.ply.games.munchkin.Play.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules found wrong in issue 24, one scenario each; every one failed on the code before its fix. */
class RuleFixesTest {

  private static boolean lootOffered(Play g) {
    return !g.s.over() && g.top() instanceof Frame.Choose c && c.purpose() == Purpose.LOOT_THE_ROOM;
  }

  @Test
  @DisplayName("MK-R102c §4.3 R5 MK-R70 I-F4: after Instant Wall's GLUE the PREROLL of the escaped pair is closed, no Lamp")
  void instantWallClosesPreroll() {
    // P0 (level 1) loses to the Harpies (4) and runs; P1 walls P0 in the PREROLL.
    Play g = new Play(players(4).level(P0, 1).hand(P0, "T49").hand(P1, "T46").fighting("D14"));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    g.pass();
    g.act(new PlayInstantWall(P1, "T46", Option.none()));
    assertTrue(g.inWindow(WindowKind.GLUE));
    g.closeWindow();
    assertFalse(g.inWindow(WindowKind.PREROLL), "the pair is resolved: its PREROLL does not reopen");
    assertFalse(g.legal(P0).exists(a -> a instanceof PlayMagicLamp), "no Lamp on a monster already escaped");
    assertTrue(g.s.combat().isEmpty());
    assertEquals(1, g.level(P0));
    assertEquals(Vector.of("T49"), g.p(P0).hand(), "no treasure after running away (MK-R70)");
  }

  @Test
  @DisplayName("§4.3 R5: Instant Wall's run results come in runner order, fighter first")
  void instantWallRunnerOrder() {
    // P0 with helper P1 (level 1 each) against the Platycore (6): both run; P2 walls both.
    Play g = new Play(players(4).level(P0, 1).level(P1, 1).hand(P2, "T46").fighting("D16"));
    g.act(new AskForHelp(P0, P1, Option.none(), 0, false));
    g.act(new AcceptHelp(P1));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    while (!g.awaited().equals(P2)) {
      g.pass();
    }
    g.act(new PlayInstantWall(P2, "T46", Option.none()));
    assertEquals(Vector.of(
        new MunchkinEvent.RunResult(P0, "D16", true, "§6.6"),
        new MunchkinEvent.RunResult(P1, "D16", true, "§6.6")), g.events(MunchkinEvent.RunResult.class));
  }

  @Test
  @DisplayName("§4.3 R5 MK-R102: Instant Wall on the other runner only leaves this PREROLL open, the actor holding priority")
  void instantWallOnTheOtherRunner() {
    Play g = new Play(players(4).level(P0, 1).level(P1, 1).hand(P2, "T46").fighting("D16"));
    g.act(new AskForHelp(P0, P1, Option.none(), 0, false));
    g.act(new AcceptHelp(P1));
    g.passUntil(p -> p.inWindow(WindowKind.PREROLL));
    while (!g.awaited().equals(P2)) {
      g.pass();
    }
    g.act(new PlayInstantWall(P2, "T46", Option.of(P1)));
    assertEquals(Vector.of(new MunchkinEvent.RunResult(P1, "D16", true, "§6.6")), g.events(MunchkinEvent.RunResult.class));
    g.closeWindow(); // the helper's GLUE
    assertTrue(g.inWindow(WindowKind.PREROLL), "the fighter's own pair is still unresolved");
    assertEquals(P2, g.awaited(), "the Wall's player keeps priority in the resumed PREROLL");
  }

  @Test
  @DisplayName("MK-R66 MK-R46: Out to Lunch against a kicked Amazon nobody befriended gives no Loot the Room")
  void outToLunchNoLoot() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "D92").doorTop("D19").startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    g.pass();
    g.act(new PlayOutToLunch(P1, "D92"));
    assertTrue(g.s.combat().isEmpty());
    assertFalse(lootOffered(g), "the Amazon was sent to lunch, not befriended");
    assertTrue(g.inWindow(WindowKind.IW_END));
  }

  @Test
  @DisplayName("MK-R46 §6.6 T45: a Friendship Potion on a kicked monster nobody befriended gives no Loot the Room")
  void friendshipPotionNoLoot() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "T45").doorTop("D19").startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    g.pass();
    g.act(new PlayFriendshipPotion(P1, "T45"));
    assertTrue(g.s.combat().isEmpty());
    assertFalse(lootOffered(g), "the Amazon was removed by the potion, not befriended");
  }

  @Test
  @DisplayName("MK-R46 MK-R61 MK-R64: a Wandering Monster sent to lunch beside a befriended Amazon spoils the loot")
  void wanderingMonsterNoLoot() {
    // P0 is female: the kicked Amazon is befriended as it enters; the Lame Goblin joins as a
    // Wandering Monster and Out to Lunch removes it: not every monster was befriended.
    Play g = new Play(players(4).level(P0, 1).sex(P0, dev.ply.games.munchkin.content.Sex.FEMALE)
        .hand(P1, "D93", "D02", "D92").doorTop("D19").startOfTurn());
    g.passUntil(p -> p.inWindow(WindowKind.CW));
    while (!g.awaited().equals(P1)) {
      g.pass();
    }
    g.act(new PlayWanderingMonster(P1, "D93", "D02"));
    g.act(new PlayOutToLunch(P1, "D92"));
    assertTrue(g.s.combat().isEmpty());
    assertFalse(lootOffered(g), "the Lame Goblin was not befriended");
  }

  @Test
  @DisplayName("MK-R46 MK-R61: every monster of a kicked combat befriended still gives Loot the Room")
  void befriendedLoot() {
    Play g = new Play(players(4).level(P0, 1).sex(P0, dev.ply.games.munchkin.content.Sex.FEMALE)
        .doorTop("D19").startOfTurn());
    g.passUntil(p -> lootOffered(p));
    assertTrue(lootOffered(g));
  }

  @Test
  @DisplayName("MK-R63 MK-R51: the Mate of Ghoulfiends keeps 'no items' once the original is gone")
  void mateOfGhoulfiends() {
    // P0 level 1 with a +3 item; Ghoulfiends (8), its Mate, then Pollymorph on the original.
    Play g = new Play(players(4).level(P0, 1).equipped(P0, "T35").cls(P0, "Wizard")
        .hand(P1, "D91").hand(P2, "T52").fighting("D21"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.pass();
    g.act(new PlayPollymorph(P2, "T52", 0));
    assertEquals(1, dev.ply.games.munchkin.rules.Strength.munchkins(g.s), "items count 0 against the Mate of Ghoulfiends");
  }

  @Test
  @DisplayName("MK-R63 MK-R51: the Mate of the Insurance Salesman keeps 'levels count 0' once the original is gone")
  void mateOfInsuranceSalesman() {
    Play g = new Play(players(4).level(P0, 5).hand(P1, "D91").hand(P2, "T52").fighting("D30"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.pass();
    g.act(new PlayPollymorph(P2, "T52", 0));
    assertEquals(0, dev.ply.games.munchkin.rules.Strength.munchkins(g.s));
  }

  @Test
  @DisplayName("MK-R63 MK-R53: the Mate of the Gazebo keeps 'no help' once the original is gone")
  void mateOfGazebo() {
    Play g = new Play(players(4).level(P0, 1).hand(P1, "D91").hand(P2, "T52").fighting("D20"));
    g.pass();
    g.act(new PlayMate(P1, "D91", 0));
    g.pass();
    g.act(new PlayPollymorph(P2, "T52", 0));
    while (!g.awaited().equals(P0)) {
      g.pass();
    }
    assertFalse(g.legal(P0).exists(a -> a instanceof AskForHelp), "no help against the Mate of the Gazebo");
  }
}
