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
  @DisplayName("serve refuses every out-of-range number and a malformed origin with one sentence and exit 2, before it listens")
  void badNumbers() {
    String[][] bad = {
        {"--max-tables", "0"}, {"--max-tables", "-5"}, {"--bot-threads", "0"}, {"--bot-threads", "100000"},
        {"--bot-delay-ms", "-1"}, {"--max-bot-ms", "-1"}, {"--max-bot-iterations", "0"},
        {"--creates-per-minute", "-1"}, {"--read-timeout-seconds", "0"}, {"--keep-finished-minutes", "-1"},
        {"--idle-expiry-minutes", "-1"}, {"--idle-expiry-minutes", "NaN"}, {"--allow-origin", "evil"},
        {"--allow-origin", "https://play.example.org/"}, {"--turn-seconds", "NaN"}, {"--turn-seconds", "-5"},
        {"--turn-seconds", "Infinity"}};
    for (String[] b : bad) {
      CliHarness r = CliHarness.run("serve", "--port", "0", b[0], b[1]);
      assertEquals(PlyCli.Exit.USAGE, r.status(), String.join(" ", b) + ": " + r.err());
      assertTrue(r.err().contains(b[0]), String.join(" ", b) + ": " + r.err());
      assertEquals(1, r.err().strip().lines().count(), String.join(" ", b) + ": " + r.err());
      assertTrue(r.out().isEmpty(), "nothing started: " + r.out());
    }
  }

  @Test
  @DisplayName("serve with a --db H2 cannot open fails with one line, no stack trace")
  void unopenableStore() {
    java.io.PrintStream was = System.err;
    java.io.ByteArrayOutputStream raw = new java.io.ByteArrayOutputStream();
    CliHarness r;
    try {
      System.setErr(new java.io.PrintStream(raw, true, java.nio.charset.StandardCharsets.UTF_8));
      r = CliHarness.run("serve", "--port", "0", "--db", "jdbc:h2:file:/proc/nope/t");
    } finally {
      System.setErr(was);
    }
    String all = r.err() + raw.toString(java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(PlyCli.Exit.FAILURE, r.status());
    assertTrue(r.err().contains("cannot be opened") && r.err().contains("/proc/nope"), r.err());
    assertTrue(!all.contains("\tat ") && !all.contains("Exception"), all);
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
