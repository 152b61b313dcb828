package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bots share a bounded pool fairly: budgets are capped, a greedy table cannot starve the others,
 * and turn timers never wait behind bots. One bot thread here, so any starvation would show.
 */
class FairBotsTest extends ServerFixture {
  @Override
  ServerOptions options() {
    ServerOptions o = super.options();
    o.botThreads = 1;
    o.maxBotMillis = 1_000;
    o.maxBotIterations = 5_000;
    return o;
  }

  @Test
  @DisplayName("a bot budget above the server's maximum is refused, in iterations and in milliseconds")
  void cappedBudgets() {
    for (String kind : new String[] {"mcts:999999999ms", "mcts:999999999", "mcts:1001ms", "mcts:5001"}) {
      WebClient.Reply r = client.post("/api/tables",
          "{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"" + kind + "\",\"p2\":\"" + kind + "\"}}");
      assertEquals(400, r.status(), kind + ": " + r.body());
      assertEquals("BAD_BOT", r.json().get("error").asText());
      String message = r.json().get("message").asText();
      assertTrue(message.contains("1000 ms") || message.contains("5000 iterations"), "names this server's cap: " + message);
    }
    assertEquals(201, client.post("/api/tables",
        "{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"mcts:1000ms\"}}").status());
  }

  @Test
  @DisplayName("with greedy tables thinking as long as allowed on the only bot thread, other tables and timers keep moving")
  void greedyTablesDoNotStarveOthers() throws Exception {
    for (int i = 0; i < 4; i++) {
      create("{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"mcts:1000ms\",\"p2\":\"mcts:1000ms\"}}");
    }
    JsonNode quick = create("{\"game\":\"love-letter\",\"players\":2,\"bots\":{\"p1\":\"random\",\"p2\":\"random\"}}");
    JsonNode timed = create("{\"game\":\"dice-race\",\"players\":2,\"turnSeconds\":0.3}");
    long t0 = System.nanoTime();
    // the timer fires on its own thread at about 0.3 s; behind the bots it would wait for the
    // four greedy tables' decisions queued ahead of it (3 s and more)
    waitUntil(client, WebClient.seat(timed, "p1"), s -> s.get("version").asInt() >= 1);
    long timerMillis = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(timerMillis < 2_500, "the turn timer fired after " + timerMillis + " ms");
    // four greedy tables ahead of it in the queue at most: about 4 s of thinking per quick move
    JsonNode s = waitUntil(client, WebClient.seat(quick, "spectator"), x -> x.get("version").asInt() >= 2);
    long quickMillis = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(s.get("version").asInt() >= 2);
    assertTrue(quickMillis < 14_000, "the random table made 2 moves in " + quickMillis + " ms");
  }
}
