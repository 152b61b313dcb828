package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Setup;
import dev.ply.core.race.RaceGame;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldenReplaysTest {
  final RaceGame game = new RaceGame();

  @Test
  @DisplayName("verifyOrRecord: the first run records and verifies the file it wrote; later runs verify it; another setup fails")
  void firstRunRecords(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("golden/race-3p.json");
    var first = GoldenReplays.verifyOrRecord(game, Setup.of(3, 5L), 9L, file);
    assertTrue(Files.exists(file), "recorded on the first run");
    String recorded = Files.readString(file);
    var again = GoldenReplays.verifyOrRecord(game, Setup.of(3, 5L), 9L, file);
    assertEquals(recorded, Files.readString(file), "a later run verifies, never rewrites");
    assertEquals(first.last(), again.last());
    AssertionError other = assertThrows(AssertionError.class,
        () -> GoldenReplays.verifyOrRecord(game, Setup.of(3, 6L), 9L, file));
    assertTrue(other.getMessage().contains("delete it to record afresh"), other.getMessage());
    Files.writeString(file, recorded.replaceFirst("(\"hash\"\\s*:\\s*\")[0-9a-f]{4}", "$1ffff"));
    assertThrows(AssertionError.class, () -> GoldenReplays.verify(game, file), "a tampered file fails");
  }

  @Test
  @DisplayName("record then verify the same file in one test passes on the first run (the class path is not involved)")
  void recordThenVerifyFile(@TempDir Path dir) {
    Path file = GoldenReplays.record(game, Setup.of(2, 3L), 1L, dir.resolve("race.json"));
    assertTrue(GoldenReplays.verify(game, file).ok());
  }

  @Test
  @DisplayName("a format-1 golden log fails verify with the one call that upgrades it, and that call makes it verify")
  void format1GoldenUpgrades(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("race-3p.json");
    try (var in = getClass().getResourceAsStream("/golden/format-1/race-3p.json")) {
      Files.write(file, in.readAllBytes());
    }
    String old = Files.readString(file);
    AssertionError refused = assertThrows(AssertionError.class, () -> GoldenReplays.verify(game, file));
    assertTrue(refused.getMessage().startsWith(file + " is a golden log of format 1; upgrade it once to format 2"
        + " with GoldenReplays.upgrade(game, Path.of(\"" + file + "\"))"), refused.getMessage());
    var upgraded = GoldenReplays.upgrade(game, file);
    assertTrue(upgraded.ok());
    var log = dev.ply.core.log.LogCodec.read(Files.readString(file), game).get().log();
    var before = dev.ply.core.log.LogCodec.read(old, game).get().log();
    assertEquals(2, log.format());
    assertEquals(before.setup(), log.setup(), "the same game");
    assertEquals(before.entries().map(e -> e.action()), log.entries().map(e -> e.action()), "the same actions");
    assertTrue(GoldenReplays.verify(game, file).ok(), "verify passes on the upgraded file");
    String now = Files.readString(file);
    GoldenReplays.upgrade(game, file);
    assertEquals(now, Files.readString(file), "a log already in the current format is left as it is");
  }
}
