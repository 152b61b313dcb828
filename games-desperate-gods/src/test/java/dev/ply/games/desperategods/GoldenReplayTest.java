package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.desperategods.state.DgState;

import dev.ply.core.Setup;
import dev.ply.core.testkit.GoldenReplays;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Two committed whole games replayed hash by hash. To re-record after an intended rule change:
 * {@code mvn -pl games-desperate-gods test -Dtest=GoldenReplayTest -Dgolden.record=true}.
 */
class GoldenReplayTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Test
  @DisplayName("DG-R90 golden replay: a seeded 2-player game")
  void twoPlayers() {
    endsOnEmptyDecks(GoldenReplays.verify(GAME, "/golden/two-players.json").last());
  }

  @Test
  @DisplayName("DG-R90 golden replay: a seeded 4-player game")
  void fourPlayers() {
    endsOnEmptyDecks(GoldenReplays.verify(GAME, "/golden/four-players.json").last());
  }

  /** DG-R90: the recorded game ends because the four decks ran out, not at the round cap (DG-R91). */
  private static void endsOnEmptyDecks(DgState last) {
    assertTrue(GAME.outcome(last).isDefined());
    assertEquals("DECKS_EMPTY", last.ending().get().reason());
    assertTrue(last.decks().forAll(d -> d.isEmpty()), "every encounter deck is empty");
  }

  @Test
  @EnabledIfSystemProperty(named = "golden.record", matches = "true")
  void record() {
    Path dir = Path.of("src/test/resources/golden");
    GoldenReplays.record(GAME, Setup.of(2, 2026L), 7L, dir.resolve("two-players.json"));
    GoldenReplays.record(GAME, Setup.of(4, 4242L), 11L, dir.resolve("four-players.json"));
  }
}
