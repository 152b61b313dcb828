package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Setup;
import dev.ply.core.log.LogCodec;
import dev.ply.core.race.RaceGame;
import dev.ply.core.testkit.GoldenReplays;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply replay}, end to end through main, on logs of the core's test game (on the test class path). */
class ReplayCommandTest {
  @TempDir Path dir;
  Path log;
  String json;

  @BeforeEach
  void write() throws IOException {
    json = LogCodec.write(GoldenReplays.play(new RaceGame(), Setup.of(2, 77), 3));
    log = dir.resolve("race.json");
    Files.writeString(log, json);
  }

  private Path variant(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  @DisplayName("replay --verify of a good log succeeds and shows the final position")
  void verifyGood() {
    CliHarness r = CliHarness.run("replay", log.toString(), "--verify");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("hashes verified."), r.out());
    assertTrue(r.out().contains("Outcome: p"), r.out());
  }

  @Test
  @DisplayName("replay --verify of a log with one tampered hash fails naming that step")
  void tamperedHash() throws IOException {
    String[] parts = json.split("\"hash\" : \"", -1);
    // parts[1] follows the setup's hash; parts[4] follows action 3's hash
    StringBuilder b = new StringBuilder(parts[0]);
    for (int i = 1; i < parts.length; i++) {
      b.append("\"hash\" : \"").append(i == 4 ? "ffff" + parts[i].substring(4) : parts[i]);
    }
    CliHarness r = CliHarness.run("replay", variant("t.json", b.toString()).toString(), "--verify");
    assertEquals(1, r.status());
    assertTrue(r.err().contains("step 3 (/actions/2/hash)") && r.err().contains("HASH_MISMATCH"), r.err());
  }

  @Test
  @DisplayName("replay of a log with one tampered action fails naming that step")
  void tamperedAction() throws IOException {
    int at = json.indexOf("\"type\" : \"roll\"");
    int actor = json.indexOf("\"actor\" : \"p", at);
    String who = json.substring(actor + 11, actor + 13);
    String other = who.equals("p1") ? "p2" : "p1";
    String text = json.substring(0, actor + 11) + other + json.substring(actor + 13);
    CliHarness r = CliHarness.run("replay", variant("a.json", text).toString(), "--verify");
    assertEquals(1, r.status());
    assertTrue(r.err().contains("REJECTED") || r.err().contains("HASH_MISMATCH"), r.err());
    assertTrue(r.err().matches("(?s).*step \\d+ \\(/actions/\\d+(/\\w+)*\\).*"), r.err());
  }

  @Test
  @DisplayName("--step shows the position after that action with its events; --view picks the viewer")
  void stepAndView() {
    CliHarness r = CliHarness.run("replay", log.toString(), "--step", "2", "--view", "p1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Position after step 2 as p1 sees it"), r.out());
    assertTrue(r.out().contains("Step 2:"), r.out());
    assertEquals(2, CliHarness.run("replay", log.toString(), "--step", "100000").status());
    CliHarness bad = CliHarness.run("replay", log.toString(), "--view", "p9");
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("not a player"), bad.err());
  }

  @Test
  @DisplayName("--list prints every step on one line naming who acted and what they did")
  void list() throws Exception {
    Path ll = dir.resolve("ll.json");
    CliHarness played = CliHarness.withInput("", "play", "love-letter", "--seats", "random", "--seed", "12",
        "--save", ll.toString());
    assertEquals(0, played.status(), played.err());
    int actions = LogCodec.mapper().readTree(Files.readString(ll)).get("actions").size();
    CliHarness r = CliHarness.run("replay", ll.toString(), "--list");
    assertEquals(0, r.status(), r.err());
    long steps = r.out().lines().filter(l -> l.matches("Step \\d+: p[1-4] play the \\w+.*")).count();
    assertEquals(actions, steps, r.out());
    assertTrue(r.out().contains("Step 1: p"), r.out());
    assertTrue(r.out().contains("Outcome: p") && r.out().contains("tokens:"), r.out());
  }

  @Test
  @DisplayName("DL-R14 DL-R75: --list --view tells a lord his own orders and traps, and the other's neither (a game where p2 sets a trap as the last to plan)")
  void listKeepsSecrets() throws Exception {
    Path dl = dir.resolve("dl.json");
    CliHarness played = CliHarness.withInput("", "play", "dungeon-lords", "--seats", "random,random", "--seed", "6",
        "--save", dl.toString());
    assertEquals(0, played.status(), played.err());
    String p1 = CliHarness.run("replay", dl.toString(), "--list", "--view", "p1").out();
    assertTrue(p1.lines().anyMatch(l -> l.matches("Step \\d+: p1 play the \\w+ order as your \\w+ order.*")), p1);
    assertTrue(p1.lines().noneMatch(l -> l.matches("Step \\d+: p2 play the .*")), p1);
    assertTrue(p1.contains(": p2 makes a choice you cannot see"), p1);
    assertTrue(p1.contains(": p2 set a trap on the battle tile"), p1);
    assertTrue(p1.lines().noneMatch(l -> l.matches("Step \\d+: p2 set an? [A-Z].*")), p1);
    String p2 = CliHarness.run("replay", dl.toString(), "--list", "--view", "p2").out();
    assertTrue(p2.lines().anyMatch(l -> l.matches("Step \\d+: p2 set an? [A-Z][a-z].* on the battle tile")), p2);
  }

  @Test
  @DisplayName("--json prints a machine-readable result")
  void json() throws IOException {
    CliHarness r = CliHarness.run("replay", log.toString(), "--json");
    assertEquals(0, r.status(), r.err());
    var node = LogCodec.mapper().readTree(r.out());
    assertTrue(node.get("ok").asBoolean());
    assertEquals(node.get("actions").asInt(), node.get("replayed").asInt());
  }

  @Test
  @DisplayName("bad files give one clear sentence and a non-zero status, never a stack trace")
  void badFiles() throws IOException {
    assertOneSentence(CliHarness.run("replay", dir.resolve("missing.json").toString()), "no such file");
    assertOneSentence(CliHarness.run("replay", variant("trunc.json", json.substring(0, 300)).toString()), "cut short");
    assertOneSentence(CliHarness.run("replay", variant("junk.json", "{ not json").toString()), "not valid JSON");
    assertOneSentence(CliHarness.run("replay",
        variant("chess.json", json.replace("\"dice-race\"", "\"chess\"")).toString()), "not installed");
    assertOneSentence(CliHarness.run("replay",
        variant("v.json", json.replace("\"rulesVersion\" : \"1\"", "\"rulesVersion\" : \"7\"")).toString()),
        "rules version 7");
    assertOneSentence(CliHarness.run("replay",
        variant("type.json", json.replaceFirst("\"type\" : \"bid\"", "\"type\" : \"fly\"")).toString()),
        "'fly' is not an action");
    assertOneSentence(CliHarness.run("replay", dir.toString()), "NOT_A_FILE");
  }

  @Test
  @DisplayName("a device or a FIFO is refused at once with NOT_A_FILE, never read without end or waited on")
  void notAFile() throws Exception {
    if (Files.exists(Path.of("/dev/zero"))) {
      assertOneSentence(CliHarness.run("replay", "/dev/zero"), "NOT_A_FILE");
    }
    Path fifo = dir.resolve("fifo");
    Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    if (mk.waitFor() == 0) {
      assertOneSentence(CliHarness.run("replay", fifo.toString()), "NOT_A_FILE");
    }
  }

  @Test
  @DisplayName("a format-1 log replays, with a note that its hashes prove less than a chain")
  void format1() throws IOException {
    String old;
    // HeroQuest's rules version is still the one its format-1 log was written for (a copy of
    // games-heroquest's golden/format-1/four-heroes.json)
    try (var in = ReplayCommandTest.class.getResourceAsStream("/golden/format-1/heroquest-four-heroes.json")) {
      old = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    CliHarness r = CliHarness.run("replay", variant("old.json", old).toString(), "--verify");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.err().contains("format-1 log") && r.err().contains("cannot prove"), r.err());
  }

  @Test
  @DisplayName("a log of an older rules version (Love Letter's version 1) exits 1 with WRONG_RULES_VERSION, naming both")
  void olderRulesVersion() throws IOException {
    String old = resource("/golden/format-1/love-letter-3p.json");
    CliHarness r = CliHarness.run("replay", variant("old.json", old).toString(), "--verify");
    assertEquals(1, r.status(), r.err());
    assertTrue(r.err().contains("WRONG_RULES_VERSION") && r.err().contains("rules version 1")
        && r.err().contains("rules version 2"), r.err());
  }

  private static String resource(String name) throws IOException {
    try (var in = ReplayCommandTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  @Test
  @DisplayName("replay --verify of a log with a key twice (seed, a 'chess' game before the real one) exits 1 naming"
      + " the key, for every installed game")
  void duplicateKeys() throws IOException {
    for (dev.ply.core.Game<?, ?> game : Installed.all()) {
      String id = game.descriptor().id();
      String text = LogCodec.write(GoldenReplays.play(game,
          Setup.of(game.descriptor().minPlayers(), 5), 3));
      String seed = text.replaceFirst("\"seed\" : ", "\"seed\" : 1, \"seed\" : ");
      assertOneSentence(CliHarness.run("replay", variant(id + "-seed.json", seed).toString(), "--verify"),
          "the key 'seed' appears twice");
      String chess = text.replaceFirst("\"format\" : 2,", "\"format\" : 2, \"game\" : \"chess\",");
      assertOneSentence(CliHarness.run("replay", variant(id + "-game.json", chess).toString(), "--verify"),
          "the key 'game' appears twice");
    }
  }

  @Test
  @DisplayName("replay --verify of a deep or huge log exits 1 with one plain line, quoting no JSON library")
  void deepAndHuge() throws IOException {
    String deep = json.replaceFirst("\"seed\" : ", "\"x\" : " + "[".repeat(5000) + "]".repeat(5000) + ", \"seed\" : ");
    CliHarness r = CliHarness.run("replay", variant("deep.json", deep).toString(), "--verify");
    assertOneSentence(r, "nest more than 64 levels");
    String huge = json.replaceFirst("\"seed\" : ", "\"note\" : \"" + "a".repeat(3 << 20) + "\", \"seed\" : ");
    CliHarness h = CliHarness.run("replay", variant("huge.json", huge).toString(), "--verify");
    assertOneSentence(h, "longer than 1 MiB");
    for (String err : new String[] {r.err(), h.err()}) {
      assertTrue(!err.matches("(?s).*(Jackson|fasterxml|StreamReadConstraints|Exception|`).*"), err);
    }
  }

  private static void assertOneSentence(CliHarness r, String expected) {
    assertEquals(1, r.status(), r.err());
    assertTrue(r.err().contains(expected), r.err());
    assertTrue(!r.err().contains("\tat "), "no stack trace: " + r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
  }

  @Test
  @DisplayName("rule references only with --rules: play and replay tell events without them, and with --rules each"
      + " event carries its rule and the game's words keep theirs")
  void rulesOnlyWhenAsked() throws IOException {
    Path ll = dir.resolve("ll4.json");
    CliHarness plain = CliHarness.withInput("", "play", "love-letter", "--seats", "random,random", "--seed", "4",
        "--save", ll.toString());
    assertEquals(0, plain.status(), plain.err());
    assertTrue(plain.out().contains("    the Guard has no effect: everyone else is protected or out\n"), plain.out());
    assertTrue(!plain.out().matches("(?s).*\\bLL-R\\d+.*"), plain.out());
    CliHarness rules = CliHarness.withInput("", "play", "love-letter", "--seats", "random,random", "--seed", "4", "--rules");
    assertTrue(rules.out().contains("    the Guard has no effect: everyone else is protected or out (LL-R13)\n"), rules.out());
    assertTrue(rules.out().contains("    p1 plays the Countess  (LL-R4)\n"), rules.out());

    CliHarness step = CliHarness.run("replay", ll.toString(), "--step", "9", "--view", "p1");
    assertTrue(step.out().contains("    p1 plays the Guard\n    the Guard has no effect: everyone else is protected or out\n"
        + "    (p2's turn)\n"), step.out());
    CliHarness stepRules = CliHarness.run("replay", ll.toString(), "--step", "9", "--view", "p1", "--rules");
    assertTrue(stepRules.out().contains("    p1 plays the Guard  (LL-R4)\n    the Guard has no effect: everyone else is"
        + " protected or out (LL-R13)\n    p2's turn  (LL-R4)\n"), stepRules.out());
  }
}
