package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Playout;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.AdventurerArrived;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Seq;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded random playouts for 2, 3 and 4 players with every §9 invariant after every step, and the
 * invariants that compare a state with the one before it. The count per player count is
 * {@code -Dply.dl.playouts} (default 200 per player count in CI: every step checks all of §9, which costs about 0.5 ms a step on this shared machine; run 1,000 or more with the property).
 */
class PlayoutTest {
  final DungeonLordsGame game = new DungeonLordsGame();
  static final int PLAYOUTS = Integer.getInteger("ply.dl.playouts", 200);

  @Test
  @DisplayName("DL-R63 DL-R64 §9 playouts: invariants every step, penalties never drop, conquests stay, 3 adventurers a year, the token passes")
  void playouts() {
    long longest = 0;
    for (int n = 2; n <= 4; n++) {
      for (long seed = 1; seed <= PLAYOUTS; seed++) {
        Setup setup = Setup.of(n, seed * 7919 + n);
        Playout<DungeonLordsState, DungeonLordsAction> p =
            Playout.play(game, setup, seed, game.maxActions(setup), Invariants::check);
        assertTrue(game.outcome(p.last()).isDefined(), "a game ends within the bound");
        longest = Math.max(longest, p.actions().size());
        check(p);
      }
    }
    assertTrue(longest < game.maxActions(Setup.of(4, 1)), "longest " + longest);
  }

  private void check(Playout<DungeonLordsState, DungeonLordsAction> p) {
    Map<String, Integer> arrived = new HashMap<>();
    for (int i = 1; i < p.states().size(); i++) {
      DungeonLordsState before = p.states().get(i - 1);
      DungeonLordsState after = p.states().get(i);
      for (int seat = 0; seat < after.players().size(); seat++) {
        Lord a = before.lord(seat);
        Lord b = after.lord(seat);
        assertTrue(b.penalties() >= a.penalties(), "§9: penalty tokens never decrease");
        for (Tile t : a.tiles()) {
          if (t.conquered()) {
            assertTrue(b.tileAt(t.square()).get().conquered(), "§9: a conquered tile stays conquered");
          }
        }
      }
      if (after.season() != before.season() && before.season() >= 1 && before.season() != 4 && after.year() == before.year()) {
        assertEquals((before.starting() + 1) % before.players().size(), after.starting(), "DL-R64: the token passes left");
      }
      if (after.year() != before.year()) {
        assertEquals(before.starting(), after.starting(), "DL-R64: not after Autumn");
      }
      Seq<GameEvent> events = p.events().get(i - 1);
      for (GameEvent e : events) {
        if (e instanceof AdventurerArrived aa) {
          arrived.merge(after.year() + ":" + aa.player(), 1, Integer::sum);
        }
      }
    }
    for (PlayerId who : p.setup().players()) {
      for (int y = 1; y <= 2; y++) {
        assertEquals(3, arrived.getOrDefault(y + ":" + who, 0), "DL-R63: 3 adventurers a year for " + who);
      }
    }
  }
}
