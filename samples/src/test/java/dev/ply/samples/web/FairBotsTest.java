package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bot budgets are capped by the server's limits. How waiting decisions share the bot threads is
 * counted, not timed, in {@link FairQueueTest}.
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
}
