package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.core.testkit.SourcePurity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PurityTest {
  @Test
  @DisplayName("the test game's rules and core's contract use no clock, global random, I/O or threads")
  void pureSources() {
    assertEquals(List.of(), SourcePurity.violations(Path.of("src/test/java/dev/ply/core/race")));
    assertEquals(List.of(), SourcePurity.violations(Path.of("src/test/java/dev/ply/core/goofspiel"))
        .stream().filter(v -> !v.startsWith("SeatBiasTest")).toList());
    assertEquals(List.of(), SourcePurity.violations(Path.of("src/main/java/dev/ply/core/flow")));
    for (String f : List.of("Game.java", "RandomSource.java", "Dice.java", "Setup.java", "Transition.java")) {
      Path tmp = Path.of("src/main/java/dev/ply/core/" + f);
      assertFalse(SourcePurity.violations(tmp.getParent()).stream().anyMatch(v -> v.startsWith(f)), f);
    }
  }

  @Test
  @DisplayName("the scan finds a clock, a global random and file I/O")
  void scanFinds(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("Bad.java"), String.join("\n",
        "class Bad {", "  long t = System.currentTimeMillis();", "  double r = Math.random();",
        "  java.nio.file.Path p;", "  // Math.random() in a comment is fine", "}"));
    assertEquals(3, SourcePurity.violations(dir).size());
  }
}
