package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Setup;
import dev.ply.core.testkit.GoldenReplays;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Committed whole games (random agents, short {@code maxTurns}) replayed hash by hash: any change
 * of behaviour shows up here. If a rule change is intended, bump the rules version and re-record
 * them: {@code -Dmunchkin.record=true} rewrites the files under src/test/resources/golden.
 */
class GoldenReplayTest {
  final MunchkinGame game = new MunchkinGame();

  static {
    if (Boolean.getBoolean("munchkin.record")) {
      MunchkinGame g = new MunchkinGame();
      try {
        Files.createDirectories(Path.of("src/test/resources/golden"));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      GoldenReplays.record(g, Setup.of(3, 2026L).withOption("maxTurns", "6"), 11L,
          Path.of("src/test/resources/golden/three-players.json"));
      GoldenReplays.record(g, Setup.of(4, 2027L).withOption("maxTurns", "6"), 12L,
          Path.of("src/test/resources/golden/four-players.json"));
      GoldenReplays.record(g, Setup.of(6, 2028L).withOption("maxTurns", "4"), 13L,
          Path.of("src/test/resources/golden/six-players.json"));
    }
  }

  @Test
  @DisplayName("MK-R6 a 3-player game cut at 6 turns replays step by step")
  void three() {
    assertTrue(GoldenReplays.verify(game, "/golden/three-players.json").last().over());
  }

  @Test
  @DisplayName("MK-R6 a 4-player game cut at 6 turns replays step by step")
  void four() {
    assertTrue(GoldenReplays.verify(game, "/golden/four-players.json").last().over());
  }

  @Test
  @DisplayName("MK-R6 a 6-player game cut at 4 turns replays step by step")
  void six() {
    assertTrue(GoldenReplays.verify(game, "/golden/six-players.json").last().over());
  }
}
