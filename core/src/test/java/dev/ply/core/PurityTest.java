package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

  @Test
  @DisplayName("in rules and state packages the scan refuses a ThreadLocal and static mutable memory, with why; elsewhere not")
  void scanFindsHiddenMemory(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path rules = Files.createDirectories(dir.resolve("game/rules"));
    Path state = Files.createDirectories(dir.resolve("game/state"));
    Path bot = Files.createDirectories(dir.resolve("game/bot"));
    Files.writeString(rules.resolve("Rules.java"), String.join("\n",
        "final class Rules {",
        "  private static final ThreadLocal<Object[]> LAST = ThreadLocal.withInitial(() -> new Object[9]);",
        "  private static int calls;",
        "  static volatile State last = null;",
        "  private static final java.util.Map<String, Integer> SEEN = new java.util.HashMap<>();",
        "  private static final ConcurrentHashMap<PlayerId, Object[]> ANSWERS =",
        "      new ConcurrentHashMap<>();",
        "  // a ThreadLocal in a comment is fine",
        "  private static final int LIMIT = 7;",
        "  static final List<String> NAMES = List.of(\"a\", \"b\");",
        "  private static final int[] STEPS = {1, 5};",
        "  static int twice(int x) { int y = x; return 2 * y; }",
        "  public static <S> Either<Rejection, Transition<S>> apply(S s, int i) { return null; }",
        "  private static final class Kept { int n; }",
        "  private final java.util.Map<String, Integer> perCall = new java.util.HashMap<>();",
        "}"));
    Files.writeString(state.resolve("Encoding.java"), String.join("\n",
        "final class Encoding {", "  private static final ThreadLocal<Table[]> LAST = new ThreadLocal<>();", "}"));
    Files.writeString(bot.resolve("Bot.java"), String.join("\n",
        "final class Bot {", "  private static final ThreadLocal<Object> SCRATCH = new ThreadLocal<>();",
        "  private static int played;", "}"));
    List<String> found = SourcePurity.memories(dir);
    assertEquals(List.of("game/rules/Rules.java:2", "game/rules/Rules.java:3", "game/rules/Rules.java:4",
        "game/rules/Rules.java:5", "game/rules/Rules.java:6", "game/state/Encoding.java:2"),
        found.stream().map(v -> v.substring(0, v.indexOf(": "))).sorted().toList(), String.join("\n", found));
    assertTrue(found.stream().filter(v -> v.contains("ThreadLocal")).allMatch(v -> v.contains("-- a thread-local memory")));
    assertTrue(found.stream().filter(v -> !v.contains("ThreadLocal")).allMatch(v -> v.contains("-- a static mutable memory")));
    assertEquals(found, SourcePurity.violations(dir), "the full scan reports them too, and nothing else here");
    assertEquals(List.of("Rules.java:2"), SourcePurity.memories(rules).stream()
        .map(v -> v.substring(0, v.indexOf(": "))).filter(v -> v.endsWith(":2")).toList(), "a rules directory as the root");
  }
}
