package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.log.LogCodec;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code ply tournament}, end to end, on the core's dice race. */
class TournamentCommandTest {
  @TempDir Path dir;

  private CliHarness ladder(String threads, Path json, Path html) {
    return CliHarness.run("tournament", "dice-race", "--agents", "random,heuristic,mcts:10", "--games", "8",
        "--players", "3", "--seed", "11", "--threads", threads, "--json", json.toString(), "--html", html.toString());
  }

  @Test
  @DisplayName("a small ladder on 1 and 3 threads writes the same JSON, byte for byte, and the same tables")
  void sameAcrossThreads() throws Exception {
    CliHarness one = ladder("1", dir.resolve("one.json"), dir.resolve("one.html"));
    CliHarness three = ladder("3", dir.resolve("three.json"), dir.resolve("three.html"));
    assertEquals(0, one.status(), one.err());
    assertEquals(0, three.status(), three.err());
    assertArrayEquals(Files.readAllBytes(dir.resolve("one.json")), Files.readAllBytes(dir.resolve("three.json")));
    assertEquals(withoutTiming(one.out()), withoutTiming(three.out()).replace("three.", "one."));
    JsonNode j = LogCodec.mapper().readTree(dir.resolve("one.json").toFile());
    assertEquals("random", j.get("anchor").asText());
    assertEquals(3, j.get("ratings").size());
    assertEquals(3, j.get("pairings").size());
    assertEquals(24, j.get("finished").asInt() + j.get("unfinished").asInt() + j.get("failed").asInt());
    for (JsonNode r : j.get("ratings")) {
      assertTrue(r.get("low").asDouble() <= r.get("elo").asDouble() && r.get("elo").asDouble() <= r.get("high").asDouble(), r.toString());
    }
    assertTrue(one.out().contains("Rating (Elo, random = 0)"), one.out());
    assertTrue(one.out().contains("mcts:10 vs random") || one.out().contains("random vs mcts:10"), one.out());
    assertTrue(one.out().contains("Seed: 11"), one.out());
  }

  @Test
  @DisplayName("the HTML report is well-formed XHTML with an inline SVG chart and no script")
  void html() throws Exception {
    CliHarness r = ladder("2", dir.resolve("r.json"), dir.resolve("r.html"));
    assertEquals(0, r.status(), r.err());
    byte[] page = Files.readAllBytes(dir.resolve("r.html"));
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(page));
    assertEquals(1, doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg").getLength());
    assertEquals(3, doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "circle").getLength());
    String text = new String(page, java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(!text.contains("<script") && !text.contains("http://") || text.contains("www.w3.org"), text);
  }

  @Test
  @DisplayName("--json - prints the JSON instead of the text")
  void jsonToStdout() throws Exception {
    CliHarness r = CliHarness.run("tournament", "dice-race", "--agents", "random,mcts:5", "--games", "4", "--seed", "3",
        "--json", "-");
    assertEquals(0, r.status(), r.err());
    assertEquals(4, LogCodec.mapper().readTree(r.out()).get("finished").asInt());
  }

  @Test
  @DisplayName("a ladder with mcts warms its search up first, said on stderr, and rates the same without it")
  void warmUp() {
    String[] args = {"tournament", "dice-race", "--agents", "random,mcts", "--games", "4", "--seed", "3", "--threads", "1"};
    CliHarness warmed = CliHarness.run(args);
    CliHarness cold = CliHarness.run(java.util.stream.Stream.concat(java.util.Arrays.stream(args),
        java.util.stream.Stream.of("--no-warmup")).toArray(String[]::new));
    assertEquals(0, warmed.status(), warmed.err());
    assertTrue(warmed.err().contains("Warmed up in"), warmed.err());
    assertFalse(cold.err().contains("Warm"), cold.err());
    assertEquals(cold.out().replaceAll("(?m)^.*(CPU|seconds|games/s).*$", ""),
        warmed.out().replaceAll("(?m)^.*(CPU|seconds|games/s).*$", ""));
  }

  @Test
  @DisplayName("one agent, a repeated agent or an unknown one is a usage error with a sentence")
  void usage() {
    CliHarness one = CliHarness.run("tournament", "dice-race", "--agents", "random", "--games", "4");
    assertEquals(2, one.status());
    assertTrue(one.err().contains("two or more agents"), one.err());
    CliHarness twice = CliHarness.run("tournament", "dice-race", "--agents", "random,random", "--games", "4");
    assertEquals(2, twice.status());
    assertTrue(twice.err().contains("listed once"), twice.err());
    CliHarness help = CliHarness.run("tournament", "--help");
    assertEquals(0, help.status());
    assertTrue(help.out().contains("Bradley-Terry") && help.out().contains("heuristic"), help.out());
    assertTrue(CliHarness.run("--help").out().contains("tournament"));
    CliHarness unknown = CliHarness.run("tournament", "dice-race", "--agents", "random,genius", "--games", "4");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("'genius' is not an agent"), unknown.err());
  }

  private static String withoutTiming(String text) {
    return text.lines().filter(l -> !l.startsWith("Speed:")).collect(java.util.stream.Collectors.joining("\n"));
  }
}
