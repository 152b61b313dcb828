package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Seeds are the server's secret; a chosen seed is refused unless allowed, and then every seat is told. */
class SeedTest extends ServerFixture {
  @Override
  ServerOptions options() {
    ServerOptions o = super.options();
    o.allowSeeds = false;
    return o;
  }

  @Test
  @DisplayName("by default a chosen seed is refused (403), and tables are dealt from secret seeds nobody is shown")
  void refusedByDefault() {
    WebClient.Reply r = client.post("/api/tables", "{\"game\":\"love-letter\",\"players\":2,\"seed\":4}");
    assertEquals(403, r.status());
    assertEquals("SEED_NOT_ALLOWED", r.json().get("error").asText());
    JsonNode a = create("{\"game\":\"love-letter\",\"players\":2}");
    JsonNode b = create("{\"game\":\"love-letter\",\"players\":2}");
    assertTrue(a.get("chosenSeed").isNull());
    JsonNode sa = client.get(WebClient.seat(a, "p1").path()).json();
    assertTrue(sa.get("chosenSeed").isNull());
    assertTrue(!sa.toString().contains("\"seed\""), "no seed in a seat's snapshot");
    Table<?, ?> ta = table(a);
    Table<?, ?> tb = table(b);
    assertNotEquals(ta.stateForServer().toString(), tb.stateForServer().toString(), "two secret seeds deal differently");
    assertEquals(false, client.get("/api/games").json().get("limits").get("allowSeeds").asBoolean());
  }

  @Test
  @DisplayName("with --allow-seeds a chosen seed is shown to every seat and on the creation reply")
  void shownWhenAllowed() throws Exception {
    server.close();
    ServerOptions o = options();
    o.allowSeeds = true;
    server = TableServer.start(o, games());
    client = new WebClient(server.baseUrl());
    JsonNode created = create("{\"game\":\"love-letter\",\"players\":2,\"seed\":4}");
    assertEquals(4, created.get("chosenSeed").asLong());
    for (String seat : new String[] {"p1", "p2", "spectator"}) {
      assertEquals(4, client.get(WebClient.seat(created, seat).path()).json().get("chosenSeed").asLong(), seat);
    }
  }
}
