package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Setup;
import dev.ply.core.log.LogCodec;
import dev.ply.core.race.RaceGame;
import dev.ply.core.testkit.GoldenReplays;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * A corpus of bad arguments for every command: each exits 2 with exactly one line on standard
 * error, a sentence starting with {@code ply:}, with no Java exception name or stack trace, and
 * nothing is played, written or created first.
 */
class CliErrorsTest {
  @TempDir static Path dir;

  static List<String[]> corpus() throws Exception {
    Path log = dir.resolve("race.json");
    Files.writeString(log, LogCodec.write(GoldenReplays.play(new RaceGame(), Setup.of(2, 77), 3)));
    Files.createDirectories(dir.resolve("a-folder"));
    String folder = dir.resolve("a-folder").toString();
    String missing = dir.resolve("no/such/folder/x.json").toString();
    List<String[]> c = new ArrayList<>();
    c.add(new String[] {"frobnicate"});
    c.add(new String[] {"games", "--bogus"});
    c.add(new String[] {"rules"});
    c.add(new String[] {"rules", "chess"});
    c.add(new String[] {"rules", "love-letter", "extra"});
    c.add(new String[] {"play", "chess"});
    c.add(new String[] {"play"});
    c.add(new String[] {"play", "love-letter", "--players", "9"});
    c.add(new String[] {"play", "love-letter", "--players", "0"});
    c.add(new String[] {"play", "love-letter", "--players", "-1"});
    c.add(new String[] {"play", "love-letter", "--players", "2147483648"});
    c.add(new String[] {"play", "love-letter", "--players", "two"});
    c.add(new String[] {"play", "love-letter", "--seats", ","});
    c.add(new String[] {"play", "love-letter", "--seats", ""});
    c.add(new String[] {"play", "love-letter", "--seats", "human,wizard"});
    c.add(new String[] {"play", "love-letter", "--seats", "human,human,human", "--players", "2"});
    c.add(new String[] {"play", "love-letter", "--seed", "abc"});
    c.add(new String[] {"play", "love-letter", "--option", "colour=red"});
    c.add(new String[] {"play", "love-letter", "--option", "=x"});
    c.add(new String[] {"play", "heroquest", "--option", "heroes=Nobody,Elf"});
    c.add(new String[] {"play", "heroquest", "--option", "openHands=maybe"});
    c.add(new String[] {"play", "desperate-gods", "--option", "maxRounds=-3"});
    c.add(new String[] {"play", "love-letter", "--save", missing});
    c.add(new String[] {"play", "love-letter", "--save", folder});
    c.add(new String[] {"play", "love-letter", "--save", ""});
    c.add(new String[] {"tournament", "chess", "--agents", "random,mcts", "--games", "3"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random", "--games", "3"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,,mcts", "--games", "3"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "0"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "99999999"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "3", "--players", "9"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "3", "--threads", "0"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "3", "--html", "/proc/nope/r.html"});
    c.add(new String[] {"tournament", "love-letter", "--agents", "random,mcts", "--games", "3", "--json", ""});
    c.add(new String[] {"tournament", "love-letter", "--agents", "mcts:0,random", "--games", "3"});
    c.add(new String[] {"simulate", "chess", "--games", "3"});
    c.add(new String[] {"simulate", "love-letter"});
    c.add(new String[] {"simulate", "love-letter", "--games", "2147483647"});
    c.add(new String[] {"simulate", "love-letter", "--games", "2147483648"});
    c.add(new String[] {"simulate", "love-letter", "--games", "0"});
    c.add(new String[] {"simulate", "love-letter", "--games", "-5"});
    c.add(new String[] {"simulate", "love-letter", "--games", "many"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", ","});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", ""});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", "random,,random"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", "mcts:0"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", "mcts:abc"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--agents", "mcts:10@0"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--threads", "0"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--threads", "100000"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--players", "9"});
    c.add(new String[] {"simulate", "love-letter", "--games", "3", "--option", "x=y"});
    // output paths are checked before the first game: with this many games a late check would hang the test
    c.add(new String[] {"simulate", "love-letter", "--games", "100000", "--save-logs", "/proc/nope"});
    c.add(new String[] {"simulate", "love-letter", "--games", "100000", "--report", "/proc/nope/r.html"});
    c.add(new String[] {"simulate", "love-letter", "--games", "100000", "--report", missing});
    c.add(new String[] {"simulate", "love-letter", "--games", "100000", "--report", folder});
    c.add(new String[] {"simulate", "love-letter", "--games", "100000", "--save-logs", log.toString()});
    c.add(new String[] {"replay"});
    c.add(new String[] {"replay", log.toString(), "--view", ""});
    c.add(new String[] {"replay", log.toString(), "--view", "p9"});
    c.add(new String[] {"replay", log.toString(), "--step", "-1"});
    c.add(new String[] {"replay", log.toString(), "--step", "99999"});
    c.add(new String[] {"replay", log.toString(), "--step", "x"});
    c.add(new String[] {"replay", log.toString(), "--mode", "sideways"});
    c.add(new String[] {"serve", "--port", "99999"});
    c.add(new String[] {"serve", "--port", "http"});
    return c;
  }

  @TestFactory
  @DisplayName("every bad argument: exit 2 and one sentence on standard error, no exception name, no stack trace")
  Stream<DynamicTest> badArguments() throws Exception {
    return corpus().stream().map(args -> DynamicTest.dynamicTest("ply " + String.join(" ", args), () -> {
      CliHarness r = CliHarness.run(args);
      assertEquals(2, r.status(), "exit status; stderr: " + r.err() + " stdout: " + r.out());
      String err = r.err().strip();
      assertEquals(1, err.lines().count(), "one line: " + r.err());
      assertTrue(err.startsWith("ply: ") && err.endsWith("."), err);
      assertFalse(err.matches("(?s).*\\b(java\\.|Exception|Error:|\\tat |NullPointer).*"), err);
      assertFalse(r.out().contains("Finished") || r.out().contains("Saved the log"), r.out());
    }));
  }
}
