package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The table's lock and version check: of many simultaneous clicks on one list, one is played. */
class ConcurrencyTest extends ServerFixture {
  @Test
  @DisplayName("eight simultaneous actions at the same version: exactly one is accepted, the rest are refused")
  void oneOfManyWins() throws Exception {
    JsonNode created = create("{\"game\":\"dice-race\",\"players\":2,\"seed\":12}");
    WebClient.Seat p1 = WebClient.seat(created, "p1");
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Callable<Integer>> clicks = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        clicks.add(() -> client.post(p1.path("actions"), WebClient.pick(0, 0)).status());
      }
      int accepted = 0;
      int refused = 0;
      for (Future<Integer> f : pool.invokeAll(clicks)) {
        if (f.get() == 200) {
          accepted++;
        } else if (f.get() == 409) {
          refused++;
        }
      }
      assertEquals(1, accepted);
      assertEquals(7, refused);
      assertEquals(1, client.get(p1.path()).json().get("version").asInt(), "one action was played");
    } finally {
      pool.shutdownNow();
    }
  }
}
