package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.samples.cli.PlyCli;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A restarted server restores every unfinished table from its store by verified replay, with
 * its turn timers, and the game goes on to a log that {@code ply replay --verify} accepts.
 */
class RestartTest extends ServerFixture {
  @TempDir Path dir;

  @Override
  ServerOptions options() {
    ServerOptions o = super.options();
    o.db = "jdbc:h2:file:" + dir.resolve("tables");
    return o;
  }

  private void restart() throws java.io.IOException {
    // the store is append-only and every step is committed before it is acknowledged, so
    // stopping without any shutdown step is what a crash leaves behind
    server.close();
    server = TableServer.start(options(), games());
    client = new WebClient(server.baseUrl());
  }

  @Test
  @DisplayName("a game stopped mid-way is the same after a restart, finishes, and its log verifies with ply replay")
  void survivesRestart() throws Exception {
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    WebClient.Seat p2 = WebClient.seat(created, "p2");
    for (int i = 0; i < 3; i++) {
      assertTrue(playOne(client, p1, p2));
    }
    JsonNode before1 = still(client.get(p1.path()).json());
    JsonNode before2 = still(client.get(p2.path()).json());
    restart();
    assertEquals(1, server.restored());
    assertEquals(before1, still(client.get(p1.path()).json()), "p1 sees the same table after the restart");
    assertEquals(before2, still(client.get(p2.path()).json()), "p2 sees the same table after the restart");
    int moves = 0;
    while (playOne(client, p1, p2)) {
      assertTrue(++moves < 2_000, "the game ends");
    }
    assertTrue(client.get(p1.path()).json().get("over").asBoolean());
    WebClient.Reply log = client.get(p1.path("log"));
    assertEquals(200, log.status(), log.body());
    Path file = dir.resolve("game.json");
    Files.writeString(file, log.body());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = PlyCli.run(new String[] {"replay", file.toString(), "--verify"}, new PrintWriter(out), new PrintWriter(err));
    assertEquals(PlyCli.Exit.OK, status, out + "\n" + err);
  }

  @Test
  @DisplayName("a turn timer survives a restart: the awaited seat's default action is taken when it runs out")
  void timerSurvivesRestart() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"turnSeconds\":1.5}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    JsonNode start = client.get(p1.path()).json();
    assertEquals(0, start.get("version").asInt());
    restart();
    JsonNode restored = client.get(p1.path()).json();
    assertEquals(0, restored.get("version").asInt(), "nobody moved yet");
    long deadline = -1;
    for (JsonNode s : restored.get("seats")) {
      if (!s.get("deadline").isNull()) {
        deadline = s.get("deadline").asLong();
      }
    }
    long startDeadline = -1;
    for (JsonNode s : start.get("seats")) {
      if (!s.get("deadline").isNull()) {
        startDeadline = s.get("deadline").asLong();
      }
    }
    assertEquals(startDeadline, deadline, "the restored timer runs out when it would have");
    waitUntil(client, p1, s -> s.get("version").asInt() >= 1);
  }

  @Test
  @DisplayName("bots resume after a restart and play an all-bot table to its end")
  void botsResume() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"bots\":[\"p1\",\"p2\"]}");
    WebClient.Seat spectator = WebClient.seat(created, "spectator");
    restart();
    JsonNode end = waitUntil(client, spectator, s -> s.get("over").asBoolean());
    assertTrue(end.get("version").asInt() > 0);
    // a finished table within its keeping time reopens after a restart, for a last look and its log
    restart();
    assertEquals(still(end), still(client.get(spectator.path()).json()));
    assertEquals(200, client.get(spectator.path("log")).status());
  }
}
