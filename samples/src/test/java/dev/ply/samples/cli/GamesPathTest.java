package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --games-path} and {@code PLY_GAMES_PATH}: games from a jar the command line was not built
 * with. The jar here lists core's test game Goofspiel, whose classes the test class path has but
 * whose service entry it lacks, so Goofspiel is installed only through the jar.
 */
class GamesPathTest {
  @TempDir Path dir;

  private Path gameJar(String name, String service) throws IOException {
    Path jar = dir.resolve(name);
    try (OutputStream f = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(f)) {
      out.putNextEntry(new JarEntry(Installed.SERVICE));
      out.write(service.getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    return jar;
  }

  private static CliHarness withEnv(String gamesPath, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(args, new java.io.StringReader(""), new PrintWriter(out, true),
        new PrintWriter(err, true), false, gamesPath);
    return new CliHarness(status, out.toString(), err.toString());
  }

  @Test
  @DisplayName("a jar's games are listed with --games-path before or after the command, and with PLY_GAMES_PATH")
  void listsTheJarsGames() throws IOException {
    Path jar = gameJar("goof.jar", "dev.ply.core.goofspiel.GoofspielGame\n");
    assertFalse(CliHarness.run("games").out().contains("goofspiel"), "not installed without the jar");
    for (CliHarness r : new CliHarness[] {
        CliHarness.run("games", "--games-path", jar.toString()),
        CliHarness.run("--games-path", jar.toString(), "games"),
        CliHarness.run("games", "--games-path", dir.toString()),
        withEnv(jar.toString(), "games")}) {
      assertEquals(0, r.status(), r.err());
      assertTrue(r.out().contains("goofspiel") && r.out().contains("dice-race"), r.out());
    }
    assertFalse(CliHarness.run("games").out().contains("goofspiel"), "the next run starts from the class path again");
  }

  @Test
  @DisplayName("simulate saves the jar's game logs and replay --verify rebuilds them through the same jar")
  void simulatesAndReplays() throws IOException {
    Path jar = gameJar("goof.jar", "dev.ply.core.goofspiel.GoofspielGame\n");
    Path logs = dir.resolve("logs");
    CliHarness sim = CliHarness.run("simulate", "goofspiel", "--games", "3", "--seed", "7", "--save-logs",
        logs.toString(), "--games-path", jar.toString());
    assertEquals(0, sim.status(), sim.err());
    Path log = logs.resolve("game-00001.json");
    assertTrue(Files.exists(log), sim.out());
    CliHarness replay = CliHarness.run("replay", log.toString(), "--verify", "--games-path", jar.toString());
    assertEquals(0, replay.status(), replay.err());
    CliHarness without = CliHarness.run("replay", log.toString(), "--verify");
    assertEquals(1, without.status(), "without the jar the log names an unknown game: " + without.err());
  }

  @Test
  @DisplayName("a missing path, a file that is not a jar, or a jar without a game is one clear usage error")
  void errors() throws IOException {
    Path notJar = Files.writeString(dir.resolve("notes.txt"), "hello");
    Path noGame = gameJar("empty.jar", "");
    Files.delete(noGame);
    try (OutputStream f = Files.newOutputStream(noGame); JarOutputStream out = new JarOutputStream(f)) {
      out.putNextEntry(new JarEntry("readme.txt"));
      out.closeEntry();
    }
    Path emptyDir = Files.createDirectory(dir.resolve("nothing"));
    String[][] cases = {
        {dir.resolve("missing.jar").toString(), "no such file or directory"},
        {notJar.toString(), "is not a jar"},
        {noGame.toString(), "holds no game"},
        {emptyDir.toString(), "holds no game"}};
    for (String[] c : cases) {
      CliHarness r = CliHarness.run("games", "--games-path", c[0]);
      assertEquals(2, r.status(), r.err());
      assertTrue(r.err().startsWith("ply: --games-path '" + c[0] + "'") && r.err().contains(c[1]), r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
    }
    CliHarness env = withEnv(notJar.toString(), "games");
    assertEquals(2, env.status());
    assertTrue(env.err().startsWith("ply: PLY_GAMES_PATH '") && env.err().contains("is not a jar"), env.err());
  }
}
