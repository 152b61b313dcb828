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
  @DisplayName("serve --seed without --allow-seeds is a usage error: seeds are the server's secret by default")
  void seedNeedsPermission() {
    CliHarness r = CliHarness.run("serve", "--port", "0", "--game", "dice-race", "--seed", "4");
    assertEquals(PlyCli.Exit.USAGE, r.status());
    assertTrue(r.err().contains("--allow-seeds"), r.err());
  }

  @Test
  @DisplayName("serve with a --db that is neither H2 nor PostgreSQL fails with one sentence")
  void badStore() {
    CliHarness r = CliHarness.run("serve", "--port", "0", "--db", "jdbc:mysql://x/y");
    assertEquals(PlyCli.Exit.FAILURE, r.status());
    assertTrue(r.err().contains("jdbc:h2: or jdbc:postgresql:"), r.err());
  }

  @Test
  @DisplayName("serve --help lists the options")
  void help() {
    CliHarness r = CliHarness.run("serve", "--help");
    assertEquals(PlyCli.Exit.OK, r.status());
    for (String o : new String[] {"--port", "--game", "--players", "--bots", "--turn-seconds", "--db", "--allow-seeds",
        "--max-bot-ms", "--max-tables", "--keep-finished-minutes", "--idle-expiry-minutes", "--creates-per-minute"}) {
      assertTrue(r.out().contains(o), o);
    }
  }
}
