package dev.ply.games.munchkin;

import static dev.ply.games.munchkin.MunchkinPositions.players;
import static dev.ply.games.munchkin.Play.P0;
import static dev.ply.games.munchkin.Play.P1;
import static dev.ply.games.munchkin.Play.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.RandomSource;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The defects the strengthened core test kit found, each pinned by a scenario. */
class ContractFindingsTest {
  private static final MunchkinGame GAME = new MunchkinGame();

  @Test
  @DisplayName("MK-R29 MK-R24 MK-R23 I-P3: Super Munchkin, and Half-Breed with two races, are not discard fodder")
  void fodderKeepsSuperMunchkinAndHalfBreed() {
    Play g = new Play(players(3).cls(P0, "D55").cls(P0, "D51").superMunchkin(P0, "D61")
        .race(P0, "D38").race(P0, "D41").halfBreed(P0, "D47").hand(P0, "D01").fighting("D02"));
    Seq<MunchkinAction> legal = g.legal(P0);
    assertTrue(legal.contains(new MunchkinAction.Berserk(P0, "D01")), "a hand card is fodder: " + legal);
    assertTrue(legal.contains(new MunchkinAction.Berserk(P0, "D51")), "the other class is fodder: " + legal);
    assertFalse(legal.contains(new MunchkinAction.Berserk(P0, "D61")), "Super Munchkin with two classes: " + legal);
    assertFalse(legal.contains(new MunchkinAction.Berserk(P0, "D47")), "Half-Breed with two races: " + legal);
    // Discarding the Cleric card as fodder takes Super Munchkin with it (MK-R20), keeping I-P3.
    g.act(new MunchkinAction.Berserk(P0, "D51"));
    assertTrue(g.p(P0).superMunchkin().isEmpty());
    assertEquals(1, g.p(P0).classes().size());
  }

  @Test
  @DisplayName("MK-R29 MK-R23: Half-Breed with a single race stays discard fodder")
  void halfBreedWithOneRaceIsFodder() {
    Play g = new Play(players(3).cls(P0, "D55").race(P0, "D38").halfBreed(P0, "D47").fighting("D02"));
    g.act(new MunchkinAction.Berserk(P0, "D47"));
    assertTrue(g.p(P0).halfBreed().isEmpty());
  }

  @Test
  @DisplayName("I-C4 MK-R93 MK-R94 §8: determinize never deals Divine Intervention or Hoard! into a hidden hand")
  void determinizeKeepsTriggersOutOfHands() {
    MunchkinState s = players(3).hand(P1, "D01", "D02", "D03", "D04", "T01", "T02", "T03", "T04")
        .hand(P2, "D05", "D06", "D07", "D08", "T05", "T06", "T07", "T08").startOfTurn();
    MunchkinState view = GAME.view(s, P0);
    for (int seed = 0; seed < 200; seed++) {
      MunchkinState world = GAME.determinize(view, P0, RandomSource.seeded(seed));
      MunchkinInvariants.check(world);
      for (PlayerState p : world.seats()) {
        assertFalse(p.hand().contains("D88") || p.hand().contains("T73"), "seed " + seed + ": " + p.id() + " " + p.hand());
      }
      assertEquals(view, GAME.view(world, P0), "seed " + seed);
    }
  }

  @Test
  @DisplayName("MK-R58 §8: a solo kill's reward is drawn face down, and only the fighter learns the card")
  void faceDownRewardNamedOnlyToTheFighter() {
    Play g = new Play(players(3).level(P0, 3).doorTop("D01").treasureTop("T50").startOfTurn());
    g.passUntilEnd();
    assertTrue(g.p(P0).hand().contains("T50"));
    for (GameEvent e : g.events) {
      if (e.visibility().visibleTo(P1) && e instanceof MunchkinEvent m) {
        assertFalse(m.toString().contains("T50"), "P1 receives " + m);
      }
    }
    assertTrue(g.events.exists(e -> e instanceof MunchkinEvent.Received r && r.cards().contains("T50")
        && e.visibility().visibleTo(P0)));
  }
}
