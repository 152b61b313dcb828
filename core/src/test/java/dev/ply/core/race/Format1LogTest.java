package dev.ply.core.race;

import dev.ply.core.testkit.GoldenReplays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A log written before format 2 still replays, hash by hash, and is read as format 1. */
class Format1LogTest {
  @Test
  @DisplayName("a format-1 log (toString hashes, no chain) still replays to its end")
  void format1StillReplays() {
    GoldenReplays.verifyFormat1(new RaceGame(), "/golden/format-1/race-3p.json");
  }
}
