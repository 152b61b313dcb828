package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.log.LogCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GamesCommandTest {
  @Test
  @DisplayName("games lists every installed game with its descriptor")
  void lists() {
    CliHarness r = CliHarness.run("games");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("dice-race") && r.out().contains("2-4"), r.out());
  }

  @Test
  @DisplayName("games --json is a JSON array of descriptors")
  void json() throws Exception {
    CliHarness r = CliHarness.run("games", "--json");
    var arr = LogCodec.mapper().readTree(r.out());
    assertTrue(arr.isArray());
    boolean found = false;
    boolean options = false;
    for (var n : arr) {
      found |= n.get("id").asText().equals("dice-race") && n.get("maxPlayers").asInt() == 4;
      if (n.get("id").asText().equals("heroquest")) {
        var open = n.get("options").get(2);
        options = open.get("name").asText().equals("openHands") && open.get("kind").asText().equals("FLAG")
            && open.get("defaultValue").asText().equals("false") && open.get("choices").size() == 2;
      }
    }
    assertTrue(found, r.out());
    assertTrue(options, "the descriptors list their options: " + r.out());
  }

  @Test
  @DisplayName("rules names the game and where its rules are; an unknown game is a usage error")
  void rules() {
    CliHarness r = CliHarness.run("rules", "dice-race");
    assertEquals(0, r.status());
    assertTrue(r.out().contains("Full rules"));
    CliHarness bad = CliHarness.run("rules", "chess");
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("unknown game 'chess'"), bad.err());
  }

  @Test
  @DisplayName("a bad option is a usage error with a hint; --help works on every command")
  void usage() {
    CliHarness r = CliHarness.run("replay", "--frobnicate");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("--help"), r.err());
    for (String c : new String[] {"games", "replay", "rules"}) {
      CliHarness h = CliHarness.run(c, "--help");
      assertEquals(0, h.status());
      assertTrue(h.out().startsWith("Usage: ply " + c), h.out());
    }
  }

  @org.junit.jupiter.api.TestFactory
  @DisplayName("ply rules GAME is enough to play from: goal, turn, cards with effects, options with defaults")
  java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> rulesToPlayFrom() {
    return Installed.all().toJavaStream().map(g -> org.junit.jupiter.api.DynamicTest.dynamicTest(g.descriptor().id(),
        () -> {
          CliHarness r = CliHarness.run("rules", g.descriptor().id());
          assertEquals(0, r.status(), r.err());
          String flat = r.out().replaceAll("\\s+", " ");
          assertTrue(flat.contains("Goal:") && flat.contains("Options"), r.out());
          for (var t : g.rulesText().terms()) {
            assertTrue(flat.contains(t.name() + ": "), t.name());
          }
          for (var o : g.descriptor().options()) {
            assertTrue(flat.contains(o.name() + " = " + o.values() + " (default " + o.defaultValue() + "): "
                + o.description()), o.name());
          }
        }));
  }

  @Test
  @DisplayName("the rules of HeroQuest list its options; Love Letter's say what each card does")
  void rulesOfTheGames() {
    String hq = CliHarness.run("rules", "heroquest").out().replaceAll("\\s+", " ");
    assertTrue(hq.contains("heroes = ") && hq.contains("first = ") && hq.contains("openHands = true or false"), hq);
    assertTrue(hq.contains("Healing Water: ") && hq.contains("Door: "), hq);
    String ll = CliHarness.run("rules", "love-letter").out();
    assertTrue(ll.contains("Handmaid: value 4") && ll.contains("Princess: value 8"), ll);
  }
}
