package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Game;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply play}, driven by scripted input. */
class PlayCommandTest {
  @TempDir Path dir;

  @TestFactory
  @DisplayName("every installed game plays a few scripted turns against bots, then quits")
  Stream<DynamicTest> everyGame() {
    return Installed.all().toJavaStream().map(g -> DynamicTest.dynamicTest(g.descriptor().id(), () -> playFew(g)));
  }

  private void playFew(Game<?, ?> game) throws Exception {
    int n = game.descriptor().minPlayers();
    String seats = "human" + ",random".repeat(n - 1);
    Path log = dir.resolve(game.descriptor().id() + ".json");
    CliHarness r = CliHarness.withInput("1\n2\n1\n1\n1\n1\nquit\ny\n" + log + "\n",
        "play", game.descriptor().id(), "--seats", seats, "--seed", "7");
    assertEquals(0, r.status(), r.err() + r.out());
    assertTrue(r.out().contains("p1, your actions:"), r.out());
    assertTrue(r.out().contains("   1. "), r.out());
    if (r.out().contains("Saved the log")) {
      CliHarness replay = CliHarness.run("replay", log.toString(), "--verify");
      assertEquals(0, replay.status(), replay.err());
    } else {
      assertTrue(r.out().contains("Game over"), r.out());
    }
  }

  @Test
  @DisplayName("a game of bots only runs to the end on its own and prints the outcome")
  void botsOnly() {
    CliHarness r = CliHarness.withInput("", "play", "dice-race", "--seats", "random,mcts:20", "--seed", "11");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("p2 (mcts:20): "), r.out());
    assertTrue(r.out().contains("Game over") && r.out().contains("Outcome: p"), r.out());
  }

  @Test
  @DisplayName("hot-seat: each human's turn is announced and shows only that player's view")
  void hotSeat() {
    CliHarness r = CliHarness.withInput("1\n1\n1\n", "play", "dice-race", "--seats", "human,human", "--seed", "4");
    assertEquals(0, r.status(), r.err());
    String out = r.out();
    int p1 = out.indexOf("p1's turn");
    int p2 = out.indexOf("p2's turn");
    assertTrue(p1 >= 0 && p2 > p1, out);
    // the race shows hidden cards as 0: p1 sees p2's hand masked, and p2 sees p1's masked
    String p1Screen = out.substring(p1, p2);
    String p2Screen = out.substring(p2);
    assertTrue(p1Screen.matches("(?s).*hands=Vector\\(Vector\\([1-3], [1-3]\\), Vector\\(0, 0\\)\\).*"), p1Screen);
    assertTrue(p2Screen.matches("(?s).*hands=Vector\\(Vector\\(0, 0\\), Vector\\([1-3], [1-3]\\)\\).*"), p2Screen);
    assertTrue(out.contains("End of input"), out);
  }

  @Test
  @DisplayName("undo takes back the human's last action and the bots' moves after it")
  void undo() {
    CliHarness r = CliHarness.withInput("1\n1\nundo\nundo\nundo\n", "play", "dice-race", "--seats", "human,random",
        "--seed", "3");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Undid: p1"), r.out());
    assertTrue(r.out().contains("There is nothing of yours to undo."), r.out());
    CliHarness off = CliHarness.withInput("1\nundo\n", "play", "dice-race", "--seats", "human,random", "--no-undo");
    assertTrue(off.out().contains("Undo is off"), off.out());
  }

  @Test
  @DisplayName("save, a refused number and an unknown word are handled; input ending mid-game leaves cleanly")
  void saveAndInputErrors() throws Exception {
    Path file = dir.resolve("saved.json");
    CliHarness r = CliHarness.withInput("7\nhello\nhelp\nsave " + file + "\n", "play", "dice-race", "--seats",
        "human,random", "--seed", "5");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Choose an action from 1 to"), r.out());
    assertTrue(r.out().contains("'hello' is not an action number"), r.out());
    assertTrue(r.out().contains("take that action"), r.out());
    assertTrue(Files.exists(file));
    assertTrue(r.out().contains("End of input"), r.out());
    assertEquals(0, CliHarness.run("replay", file.toString(), "--verify").status());
  }

  @Test
  @DisplayName("quit offers to save; --save is used when the game ends or input ends")
  void quitAndSave() {
    Path file = dir.resolve("q.json");
    CliHarness r = CliHarness.withInput("quit\nn\n", "play", "dice-race", "--seats", "human,random");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Save the log before quitting? [y/N]") && r.out().contains("Bye."), r.out());
    CliHarness ended = CliHarness.withInput("", "play", "dice-race", "--seats", "random", "--save", file.toString());
    assertEquals(0, ended.status(), ended.err());
    assertTrue(Files.exists(file));
    assertFalse(ended.out().contains("Save the log before quitting"));
  }

  @Test
  @DisplayName("bad arguments exit 2 with one sentence; --help works")
  void badArguments() {
    assertEquals(2, CliHarness.run("play", "chess").status());
    CliHarness seat = CliHarness.run("play", "dice-race", "--seats", "human,wizard");
    assertEquals(2, seat.status());
    assertTrue(seat.err().contains("'wizard' is not an agent"), seat.err());
    assertEquals(2, CliHarness.run("play", "dice-race", "--players", "1").status());
    CliHarness help = CliHarness.run("play", "--help");
    assertEquals(0, help.status());
    assertTrue(help.out().startsWith("Usage: ply play"), help.out());
  }
}
