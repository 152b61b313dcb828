package dev.ply.core.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.core.log.LogCodec;
import dev.ply.core.testkit.GoldenReplays;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A log written before format 2 still replays, hash by hash, and is read as format 1. */
class Format1LogTest {
  static final String LOG = "/golden/format-1/race-3p.json";

  @Test
  @DisplayName("a format-1 log (toString hashes, no chain) still replays to its end")
  void format1StillReplays() throws IOException {
    RaceGame game = new RaceGame();
    GoldenReplays.verify(game, LOG);
    String json;
    try (var in = Format1LogTest.class.getResourceAsStream(LOG)) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    var log = LogCodec.read(json, game).get().log();
    assertEquals(1, log.format());
    assertFalse(log.chained(), "a format-1 log is never taken for a chained one");
  }
}
