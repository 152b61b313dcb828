package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.core.testkit.GoldenReplays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Three committed whole games replayed hash by hash: any change of behaviour shows up here. If a
 * rule change is intended, bump the rules version and re-record them (GoldenReplays.record).
 */
class GoldenReplayTest {
  final DungeonLordsGame game = new DungeonLordsGame();

  @Test
  @DisplayName("DL-R112 a 2-player game with two non-player lords replays step by step")
  void twoPlayers() {
    var r = GoldenReplays.verify(game, "/golden/two-players.json");
    assertEquals(2, r.last().scores().size());
  }

  @Test
  @DisplayName("DL-R112 a 3-player game replays step by step")
  void threePlayers() {
    var r = GoldenReplays.verify(game, "/golden/three-players.json");
    assertEquals(3, r.last().scores().size());
  }

  @Test
  @DisplayName("DL-R112 a 4-player game replays step by step")
  void fourPlayers() {
    var r = GoldenReplays.verify(game, "/golden/four-players.json");
    assertEquals(4, r.last().scores().size());
  }
}
