package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code ply serve}'s argument checks (the server itself is tested in dev.ply.samples.web). */
class ServeCommandTest {
  @Test
  @DisplayName("serve --game with an unknown game is a usage error naming the installed games")
  void unknownGame() {
    CliHarness r = CliHarness.run("serve", "--port", "0", "--game", "chess");
    assertEquals(PlyCli.Exit.USAGE, r.status());
    assertTrue(r.err().contains("unknown game 'chess'") && r.err().contains("dice-race"), r.err());
  }

  @Test
  @DisplayName("serve --port out of range is a usage error")
  void badPort() {
    CliHarness r = CliHarness.run("serve", "--port", "70000");
    assertEquals(PlyCli.Exit.USAGE, r.status());
    assertTrue(r.err().contains("--port 70000"), r.err());
  }

  @Test
  @DisplayName("serve --help lists the options")
  void help() {
    CliHarness r = CliHarness.run("serve", "--help");
    assertEquals(PlyCli.Exit.OK, r.status());
    for (String o : new String[] {"--port", "--game", "--players", "--bots", "--turn-seconds"}) {
      assertTrue(r.out().contains(o), o);
    }
  }
}
