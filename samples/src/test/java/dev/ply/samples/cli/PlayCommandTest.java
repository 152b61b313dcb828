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
      resumeSaved(game, log, seats);
    } else {
      assertTrue(r.out().contains("Game over"), r.out());
    }
  }

  /** The saved game goes on with --load: the same position, a few more moves, a longer log that verifies. */
  private void resumeSaved(Game<?, ?> game, Path log, String seats) throws Exception {
    String first = java.nio.file.Files.readString(log);
    Path again = dir.resolve(game.descriptor().id() + "-resumed.json");
    CliHarness r = CliHarness.withInput("1\n1\n1\nquit\ny\n" + again + "\n",
        "play", game.descriptor().id(), "--load", log.toString(), "--seats", seats);
    assertEquals(0, r.status(), r.err() + r.out());
    assertTrue(r.out().contains("resumed from " + log), r.out());
    dev.ply.core.log.ActionLog<?> before = dev.ply.core.log.LogCodec.read(first).get().log();
    CliHarness replay = CliHarness.run("replay", again.toString(), "--verify");
    assertEquals(0, replay.status(), replay.err());
    dev.ply.core.log.ActionLog<?> after = dev.ply.core.log.LogCodec.read(java.nio.file.Files.readString(again)).get().log();
    assertEquals(before.seed(), after.seed());
    assertTrue(after.size() >= before.size(), "the resumed log keeps the saved actions");
    assertEquals((Object) before.entries(), after.entries().take(before.size()), "the saved actions come first, unchanged");
  }

  @Test
  @DisplayName("--load refuses --seed, another game's log and a log that does not replay, each in one line")
  void loadRefusals() throws Exception {
    Path log = dir.resolve("dice.json");
    CliHarness saved = CliHarness.withInput("1\nquit\ny\n" + log + "\n", "play", "dice-race", "--seats",
        "human,random", "--seed", "5");
    assertEquals(0, saved.status(), saved.err());
    CliHarness withSeed = CliHarness.run("play", "dice-race", "--load", log.toString(), "--seed", "3");
    assertEquals(PlyCli.Exit.USAGE, withSeed.status(), withSeed.err());
    assertTrue(withSeed.err().contains("--load"), withSeed.err());
    CliHarness other = CliHarness.run("play", "love-letter", "--load", log.toString());
    assertEquals(PlyCli.Exit.FAILURE, other.status(), other.err());
    assertEquals(1, other.err().strip().lines().count(), other.err());
    Path missing = dir.resolve("nope.json");
    CliHarness none = CliHarness.run("play", "dice-race", "--load", missing.toString());
    assertEquals(PlyCli.Exit.FAILURE, none.status(), none.err());
  }

  @Test
  @DisplayName("a bot's secret order is not printed, even once the human has locked in theirs (Dungeon Lords planning)")
  void botSecretsStaySecret() {
    CliHarness r = CliHarness.withInput("1\n1\n1\n1\n1\n1\n1\n1\nquit\nn\n", "play", "dungeon-lords", "--seats",
        "human,random",
        "--seed", "7");
    assertEquals(0, r.status(), r.err());
    int reveal = r.out().indexOf("p1 reveals ");
    String before = reveal < 0 ? r.out() : r.out().substring(0, reveal);
    assertTrue(r.out().contains("p1: play the"), "p1 chose orders: " + r.out());
    // an order played reads "play the Gold order as your 2nd order"
    assertTrue(before.lines().noneMatch(l -> l.startsWith("p2 (random)") && l.contains(" as your ")),
        "p2's orders before they are revealed: " + before);
    assertTrue(before.contains("p2 (random) makes a choice you cannot see"), before);
  }

  @Test
  @DisplayName("LL-R4: every Love Letter move is played face up, so a bot's is told, a Guard that misses too (its guess leaves no trace in the view, only in the events)")
  void publicMovesAreTold() {
    CliHarness r = CliHarness.withInput("1\n1\n1\n1\n1\n1\n1\n1\n1\n1\nquit\nn\n", "play", "love-letter", "--seats",
        "human,random,random", "--seed", "3");
    assertEquals(0, r.status(), r.err());
    assertFalse(r.out().contains("cannot see"), r.out());
    assertTrue(r.out().lines().anyMatch(l -> l.matches("p[23] \\(random\\): play the Guard on p\\d, naming the .*")),
        r.out());
  }

  @Test
  @DisplayName("Munchkin's long trade menu is folded per partner, 'list N' shows a fold, and its numbers still play")
  void foldedMenus() {
    CliHarness r = CliHarness.withInput("1\n1\n1\n1\nlist 13\n13\nquit\nn\n", "play", "munchkin", "--seats",
        "human,random,random", "--seed", "1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().lines().anyMatch(l -> l.matches(" +\\d+-\\d+\\. trade with p\\d: .*choices: 'list \\d+' shows them\\)")),
        r.out());
    String listed = r.out().substring(r.out().indexOf("p1> list 13"));
    assertTrue(listed.contains("  13. trade with p2:"), listed);
    assertTrue(listed.contains("p1: trade with p2:"), "action 13 was played: " + listed);
  }

  @Test
  @DisplayName("DL-R53: a bot's move reads as it was chosen: the last lord's taxes are taxes, not the next event's payment")
  void botMovesInTheirOwnPosition() {
    CliHarness r = CliHarness.withInput("", "play", "dungeon-lords", "--seats", "heuristic,heuristic,heuristic",
        "--seed", "7", "--no-warmup");
    assertEquals(0, r.status(), r.err());
    java.util.List<String> taxes = r.out().lines().filter(l -> l.matches("p\\d \\(heuristic\\): .*owed.*")).toList();
    assertTrue(taxes.size() >= 6, "every lord pays taxes twice: " + taxes);
    for (String line : taxes) {
      // "pay A gold of the D owed": a lord never pays more than it owes
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("pay (\\d+) \\w+ of the (\\d+) owed").matcher(line);
      assertTrue(m.find(), line);
      assertTrue(Integer.parseInt(m.group(1)) <= Integer.parseInt(m.group(2)), line);
      assertTrue(line.contains("Taxes: pay"), "paid at taxes time: " + line);
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
  @DisplayName("hot-seat: no output after p1's move shows p2's hand before p2 presses Enter at the pass screen")
  void hotSeatTranscript() {
    String input = "\n1\n\n1\n\n1\n\n1\n\n1\n\n1\n\n1\n\n1\n";
    CliHarness r = CliHarness.withInput(input, "play", "love-letter", "--seats", "human,human", "--seed", "3");
    assertEquals(0, r.status(), r.err());
    String out = r.out();
    int checked = 0;
    for (String[] pair : new String[][] {{"p1", "p2"}, {"p2", "p1"}}) {
      for (int at = out.indexOf("\n" + pair[0] + ": play"); at >= 0; at = out.indexOf("\n" + pair[0] + ": play", at + 1)) {
        int pass = out.indexOf("Pass the keyboard to", at);
        if (pass < 0 || !out.startsWith("Pass the keyboard to " + pair[1], pass)) {
          continue; // the same player goes on, or the game ended
        }
        String between = out.substring(at, pass);
        assertFalse(between.contains(pair[1] + " (you)") || between.contains(pair[1] + " draws the"), between);
        checked++;
      }
    }
    assertTrue(checked >= 2, out);
  }

  @Test
  @DisplayName("hot-seat on a terminal: the screen and its scrollback are cleared before each pass screen, and each"
      + " screen shows one player's hand at most")
  void hotSeatScreens() {
    String input = "\n1\n\n1\n\n1\n\n1\n\n1\n\n1\n";
    CliHarness r = CliHarness.onTerminal(input, "play", "love-letter", "--seats", "human,human", "--seed", "3");
    assertEquals(0, r.status(), r.err());
    assertTrue(PlayCommand.CLEAR.contains("\033[3J"), "the clear also wipes the scrollback");
    String[] screens = r.out().split(java.util.regex.Pattern.quote(PlayCommand.CLEAR), -1);
    String next = null;
    int passes = 0;
    for (String screen : screens) {
      if (screen.contains("Pass the keyboard to")) {
        assertFalse(screen.contains("(you)") || screen.contains(" draws the ") || screen.contains("holds the"), screen);
        next = screen.contains("Pass the keyboard to p1") ? "p1" : "p2";
        passes++;
        continue;
      }
      if (next != null) {
        String other = next.equals("p1") ? "p2" : "p1";
        assertFalse(screen.contains(other + " (you)") || screen.contains(other + " draws the"), screen);
        assertTrue(screen.contains(next + " (you)"), screen);
      }
    }
    assertTrue(passes >= 2, r.out());
  }

  @Test
  @DisplayName("'? 3' explains action 3 and '? CARD' explains a card; an unknown name lists the known ones")
  void explain() {
    CliHarness r = CliHarness.withInput("? 8\n? princess\n? Nobody\n? 99\n", "play", "love-letter", "--seats",
        "human,random", "--seed", "3");
    assertEquals(0, r.status(), r.err());
    String out = r.out();
    assertTrue(out.contains("8. play the Priest on p2") && out.contains("Priest: value 2"), out);
    assertTrue(out.contains("Princess: value 8") && out.contains("out of the round"), out);
    assertTrue(out.contains("No card or term called 'Nobody'") && out.contains("Guard"), out);
    assertTrue(out.contains("There is no action 99"), out);
  }

  @Test
  @DisplayName("--save: quit saves without asking; a missing folder is refused and never created")
  void saveKeepsItsPromise() throws Exception {
    Path file = dir.resolve("kept.json");
    CliHarness r = CliHarness.withInput("1\nquit\n", "play", "love-letter", "--seats", "human,random", "--seed", "3",
        "--save", file.toString());
    assertEquals(0, r.status(), r.err());
    assertFalse(r.out().contains("Save the log before quitting"), r.out());
    assertTrue(Files.exists(file), r.out());
    assertEquals(0, CliHarness.run("replay", file.toString(), "--verify").status());

    Path missing = dir.resolve("no/such/dir/x.json");
    CliHarness refused = CliHarness.withInput("", "play", "love-letter", "--save", missing.toString());
    assertEquals(2, refused.status());
    assertTrue(refused.err().contains("does not exist"), refused.err());
    assertFalse(Files.exists(dir.resolve("no")), "no folder is created");

    CliHarness command = CliHarness.withInput("save " + missing + "\n", "play", "love-letter", "--seats",
        "human,random", "--seed", "3");
    assertEquals(0, command.status());
    assertTrue(command.out().contains("Could not save the log to " + missing), command.out());
    assertFalse(Files.exists(dir.resolve("no")), "no folder is created");
  }

  @Test
  @DisplayName("events print in the game's words, never as records")
  void eventsInWords() {
    CliHarness r = CliHarness.withInput("1\n1\n1\n", "play", "heroquest", "--seats", "human,random", "--seed", "7");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("plays T06 Chaos Guard"), r.out());
    assertFalse(r.out().contains("Vector(") || r.out().contains("CardPlayed[") || r.out().contains("[HQ-R"), r.out());
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

  @Test
  @DisplayName("at a terminal the bots are warmed up in the background, and the game is the same as with --no-warmup")
  void warmUpChangesNothing() {
    String input = "1\n1\n1\n1\n1\n1\nquit\nn\n";
    CliHarness warmed = CliHarness.onTerminal(input, "play", "love-letter", "--seats", "human,mcts", "--seed", "9");
    CliHarness cold = CliHarness.onTerminal(input, "play", "love-letter", "--seats", "human,mcts", "--seed", "9",
        "--no-warmup");
    assertEquals(0, warmed.status(), warmed.err());
    assertTrue(warmed.out().contains("p2 (mcts): "), warmed.out());
    assertEquals(cold.out(), warmed.out());
  }
}
