package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.log.LogCodec;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code ply simulate}, end to end, on the core's dice race. */
class SimulateCommandTest {
  @TempDir Path dir;

  private static String withoutTiming(String text) {
    return text.lines().filter(l -> !l.startsWith("Speed:")).collect(Collectors.joining("\n"));
  }

  @Test
  @DisplayName("the same seed prints the same results on 1 and 2 threads (all but the speed line)")
  void deterministicAcrossThreads() {
    String[] args = {"simulate", "dice-race", "--games", "40", "--players", "3", "--agents", "random,mcts:10,random",
        "--seed", "99"};
    CliHarness one = CliHarness.run(concat(args, "--threads", "1"));
    CliHarness two = CliHarness.run(concat(args, "--threads", "2"));
    assertEquals(0, one.status(), one.err());
    assertEquals(0, two.status(), two.err());
    assertEquals(withoutTiming(one.out()), withoutTiming(two.out()));
    assertTrue(one.out().contains("Win rate by seat") && one.out().contains("95% CI"), one.out());
    assertTrue(one.out().contains("Seed: 99"), one.out());
    assertTrue(one.out().contains("games/s"), one.out());
    assertTrue(one.err().isEmpty(), "no progress bar when output is not a terminal: " + one.err());
  }

  @Test
  @DisplayName("a seat playing mcts gets the search warmed up first, said on stderr; the results are the same without it")
  void warmUpChangesNothing() {
    String[] args = {"simulate", "dice-race", "--games", "6", "--agents", "mcts,random", "--seed", "12", "--threads", "1"};
    CliHarness warmed = CliHarness.run(args);
    CliHarness cold = CliHarness.run(concat(args, "--no-warmup"));
    assertEquals(0, warmed.status(), warmed.err());
    assertTrue(warmed.err().contains("Warming the mcts bot up first") && warmed.err().contains("Warmed up in"),
        warmed.err());
    assertTrue(cold.err().isEmpty(), cold.err());
    assertEquals(withoutTiming(cold.out()), withoutTiming(warmed.out()));
    CliHarness noSearch = CliHarness.run("simulate", "dice-race", "--games", "2", "--agents", "mcts:10,random");
    assertTrue(noSearch.err().isEmpty(), "mcts:N has a safety cap of its own, far above its budget: " + noSearch.err());
  }

  @Test
  @DisplayName("--json: rates with intervals, lengths and rule counts; equal on 1 and 2 threads but for timing")
  void json() throws Exception {
    String[] args = {"simulate", "dice-race", "--games", "30", "--seed", "5", "--json"};
    CliHarness one = CliHarness.run(concat(args, "--threads", "1"));
    CliHarness two = CliHarness.run(concat(args, "--threads", "2"));
    assertEquals(0, one.status(), one.err());
    ObjectNode a = (ObjectNode) LogCodec.mapper().readTree(one.out());
    ObjectNode b = (ObjectNode) LogCodec.mapper().readTree(two.out());
    a.remove("timing");
    b.remove("timing");
    assertEquals(a, b);
    assertEquals(30, a.get("finished").asInt());
    int wins = 0;
    for (JsonNode seat : a.get("bySeat")) {
      assertTrue(seat.get("low").asDouble() <= seat.get("rate").asDouble());
      assertTrue(seat.get("rate").asDouble() <= seat.get("high").asDouble());
      wins += seat.get("wins").asInt();
    }
    assertEquals(30, wins);
    assertEquals(30, a.get("rules").get("RACE-R5").asInt());
    assertTrue(a.get("actions").get("max").asInt() >= a.get("actions").get("median").asDouble());
  }

  @Test
  @DisplayName("MCTS beats random on the dice race through the command line (seeded, seats rotated)")
  void mctsBeatsRandom() throws Exception {
    CliHarness r = CliHarness.run("simulate", "dice-race", "--games", "30", "--agents", "mcts:60,random", "--rotate",
        "--seed", "2024", "--json");
    assertEquals(0, r.status(), r.err());
    JsonNode mcts = LogCodec.mapper().readTree(r.out()).get("byAgent").get(0);
    assertEquals("mcts:60", mcts.get("label").asText());
    assertTrue(mcts.get("rate").asDouble() > 0.5, r.out());
  }

  @Test
  @DisplayName("--report writes well-formed XHTML holding its SVG charts; --save-logs writes replayable logs")
  void reportAndLogs() throws Exception {
    Files.createDirectories(dir.resolve("out"));
    Path report = dir.resolve("out/report.html");
    Path logs = dir.resolve("logs");
    CliHarness r = CliHarness.run("simulate", "dice-race", "--games", "12", "--agents", "random", "--seed", "8",
        "--report", report.toString(), "--save-logs", logs.toString());
    assertEquals(0, r.status(), r.err());
    String html = Files.readString(report);
    assertTrue(html.startsWith("<!DOCTYPE html>"));
    assertFalse(html.contains("http://") && html.contains("src=\"http"), "no external resources");
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    assertEquals("html", doc.getDocumentElement().getLocalName());
    var svgs = doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg");
    assertEquals(3, svgs.getLength(), "win rates, lengths, rules");
    assertTrue(doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect").getLength() > 5);
    assertTrue(html.contains("RACE-R5") && html.contains("Wilson"), html);
    try (Stream<Path> files = Files.list(logs)) {
      assertEquals(12, files.count());
    }
    CliHarness replay = CliHarness.run("replay", logs.resolve("game-00003.json").toString(), "--verify");
    assertEquals(0, replay.status(), replay.err());
    assertTrue(replay.out().contains("Outcome: p"), replay.out());
  }

  @Test
  @DisplayName("bad arguments exit 2 with one clear sentence; --help works")
  void badArguments() {
    CliHarness unknown = CliHarness.run("simulate", "chess", "--games", "3");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("unknown game 'chess'"), unknown.err());
    CliHarness agent = CliHarness.run("simulate", "dice-race", "--games", "3", "--agents", "genius");
    assertEquals(2, agent.status());
    assertTrue(agent.err().contains("'genius' is not an agent"), agent.err());
    CliHarness budget = CliHarness.run("simulate", "dice-race", "--games", "3", "--agents", "mcts:0");
    assertEquals(2, budget.status());
    CliHarness players = CliHarness.run("simulate", "dice-race", "--games", "3", "--players", "9");
    assertEquals(2, players.status());
    assertTrue(players.err().contains("seats 2 to 4 players, not 9"), players.err());
    CliHarness seats = CliHarness.run("simulate", "dice-race", "--games", "3", "--players", "3", "--agents", "random,mcts");
    assertEquals(2, seats.status());
    CliHarness listed = CliHarness.run("simulate", "dice-race", "--games", "3", "--agents", "mcts,random,random,random,random");
    assertEquals(2, listed.status());
    assertTrue(listed.err().contains("--agents lists 5 seats, but Dice race seats 2 to 4 players: name one per player,"
        + " or one for all with --players N"), listed.err());
    assertEquals(2, CliHarness.run("simulate", "dice-race", "--games", "0").status());
    assertEquals(2, CliHarness.run("simulate", "dice-race").status(), "--games is required");
    assertEquals(2, CliHarness.run("simulate", "dice-race", "--games", "2", "--threads", "0").status());
    CliHarness help = CliHarness.run("simulate", "--help");
    assertEquals(0, help.status());
    assertTrue(help.out().startsWith("Usage: ply simulate"), help.out());
  }

  @Test
  @DisplayName("the header comes before the games; Ctrl-C (simulated) still prints the summary and writes the report,"
      + " both marked partial")
  void partialOnStop() throws Exception {
    Path report = dir.resolve("partial.html");
    CliHarness r = CliHarness.run("simulate", "dice-race", "--games", "500", "--threads", "1", "--seed", "3",
        "--report", report.toString(), "--stop-after", "20");
    assertEquals(130, r.status(), r.err());
    String out = r.out();
    assertTrue(out.startsWith("Dice race (dice-race): 500 games, 2 players, seed 3"), out);
    assertTrue(out.contains("Stopped after 20 of 500 games") && out.contains("PARTIAL"), out);
    assertTrue(out.contains("Finished 20 of 20 games"), out);
    String html = Files.readString(report);
    assertTrue(html.contains("Partial results") && html.contains("stopped after 20 of the 500 games"), html);
  }

  @Test
  @DisplayName("--json stopped early is still one JSON document, marked partial")
  void partialJson() throws Exception {
    CliHarness r = CliHarness.run("simulate", "dice-race", "--games", "300", "--threads", "1", "--seed", "4", "--json",
        "--stop-after", "7");
    assertEquals(130, r.status(), r.err());
    JsonNode root = LogCodec.mapper().readTree(r.out());
    assertTrue(root.get("partial").asBoolean(), r.out());
    assertEquals(300, root.get("planned").asInt());
    assertEquals(7, root.get("games").asInt());
  }

  @Test
  @DisplayName("a cooperative game with mixed agents says the agents cannot be compared and what to run instead")
  void cooperativeNote() throws Exception {
    Path report = dir.resolve("coop.html");
    CliHarness r = CliHarness.run("simulate", "heroquest", "--games", "2", "--agents", "mcts:5@5,random", "--seed", "1",
        "--report", report.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("cannot compare the agents"), r.out());
    assertTrue(r.out().contains("ply simulate heroquest --games 2 --players 2 --agents random --seed 1"), r.out());
    String html = Files.readString(report);
    assertTrue(html.contains("cannot compare the agents"), html);
    assertTrue(html.contains("HQ-R10 playing a card") || html.contains("playing a card"), "rule names in the report");
    assertTrue(html.contains(">games</text>") && html.contains("game length in actions"), "labelled axes");
  }

  private static String[] concat(String[] a, String... b) {
    return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
  }
}
