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
    for (var n : arr) {
      found |= n.get("id").asText().equals("dice-race") && n.get("maxPlayers").asInt() == 4;
    }
    assertTrue(found, r.out());
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
}
