package dev.ply.samples.loveletter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.core.Setup;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.testkit.GoldenReplays;
import dev.ply.samples.loveletter.state.LoveLetterState;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A committed, seeded three-player game replayed hash by hash: any change of behaviour (rules,
 * shuffle, state text) fails here and shows in review. To re-record after an intended change
 * (and a rules-version bump), run {@code main}.
 */
class GoldenReplayTest {

  @Test
  @DisplayName("LL-R15 LL-R16 the golden three-player game replays step by step to its recorded end")
  void threePlayers() {
    ReplayResult<LoveLetterState> r = GoldenReplays.verify(Deals.GAME, "/golden/love-letter-3p.json");
    assertEquals(true, r.last().isOver());
  }

  public static void main(String[] args) {
    GoldenReplays.record(Deals.GAME, Setup.of(3, 2026L), 11L,
        Path.of("samples/src/test/resources/golden/love-letter-3p.json"));
  }
}
