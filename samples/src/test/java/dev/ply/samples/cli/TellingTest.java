package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.DungeonLordsPositions;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddMonster;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ChooseTile;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TellingTest {
  static final DungeonLordsGame GAME = new DungeonLordsGame();
  static final PlayerId P1 = PlayerId.of("p1");
  static final PlayerId P2 = PlayerId.of("p2");

  /**
   * p2 plans a battle with one trap in hand, the Pendulum, and has sent the Troll: the trap is the
   * last thing p2 can add, so setting it commits the plan. p1 is still planning.
   */
  static DungeonLordsState planning() {
    DungeonLordsState s = DungeonLordsPositions.players(2).season(4).party("p1", "W1b").party("p2", "W1a", "T1b")
        .monster("p2", "TROLL-1a").trap("p2", Trap.PENDULUM).atCombat().start().state();
    assertEquals(Phase.PLANNING, s.phase());
    for (DungeonLordsAction a : GAME.legalActions(s, P2)) {
      if (a instanceof ChooseTile) {
        s = GAME.apply(s, a).get().state();
        break;
      }
    }
    return GAME.apply(s, new AddMonster(P2, "TROLL-1a")).get().state();
  }

  @Test
  @DisplayName("DL-R71 DL-R75: a lord's only trap is not named to the others when setting it commits his plan; he reads its name")
  void onlyTrapStaysSecret() {
    DungeonLordsState s = planning();
    AddTrap pendulum = new AddTrap(P2, Trap.PENDULUM.name());
    // no other trap could have been set, so no other action looks the same to p1: the words are told
    assertEquals(1, GAME.legalActions(s, P2).count(a -> a instanceof AddTrap), "p2's trap actions");
    Transition<DungeonLordsState> t = GAME.apply(s, pendulum).get();
    assertEquals(io.vavr.collection.List.of(P1), GAME.awaiting(t.state()).toList(), "the trap committed p2's plan");
    assertEquals(": set a trap on the battle tile", Telling.told(GAME, s, pendulum, t, P1));
    assertEquals(": set a trap on the battle tile", Telling.told(GAME, s, pendulum, t, PlayerId.SPECTATOR));
    assertEquals(": set a Pendulum on the battle tile", Telling.told(GAME, s, pendulum, t, P2));
  }
}
