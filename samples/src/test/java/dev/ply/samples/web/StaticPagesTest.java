package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The start page, the table page and their scripts come from the class path. */
class StaticPagesTest extends ServerFixture {
  @Test
  @DisplayName("pages and scripts are served; the games list names the installed games")
  void pages() {
    assertTrue(client.get("/").body().contains("Open a table"));
    for (String f : new String[] {"style.css", "start.js", "table.js", "render-generic.js", "render-dg.js", "render-hq.js", "render-ll.js", "render-munchkin.js"}) {
      assertEquals(200, client.get("/static/" + f).status(), f);
    }
    JsonNode created = create("{\"game\":\"dice-race\"}");
    String link = created.get("seats").get(0).get("link").asText();
    assertTrue(link.matches("/t/[A-Za-z0-9_-]+/p1#[A-Za-z0-9_-]{24}"), link);
    assertTrue(client.get(link.substring(0, link.indexOf('#'))).body().contains("table.js"));
    JsonNode games = client.get("/api/games").json();
    assertTrue(games.get("games").toString().contains("dice-race"));
  }

  @Test
  @DisplayName("the HeroQuest and Desperate Gods looks get the printed catalogue, the same for every seat")
  void glossary() {
    JsonNode created = create("{\"game\":\"heroquest\",\"players\":2,\"seed\":1}");
    JsonNode g1 = client.get(WebClient.seat(created, "p1").path()).json().get("glossary");
    JsonNode g2 = client.get(WebClient.seat(created, "p2").path()).json().get("glossary");
    assertEquals(56, g1.size(), "56 dungeon cards");
    assertEquals(g1, g2);
    assertTrue(g1.get("T11").get("label").asText().startsWith("T11 "));
    JsonNode dg = create("{\"game\":\"desperate-gods\",\"players\":2,\"seed\":1}");
    JsonNode g = client.get(WebClient.seat(dg, "p1").path()).json().get("glossary");
    assertEquals(17, g.get("town").size(), "17 Town cards");
    assertEquals(27, g.get("cards").size(), "27 encounter cards");
  }
}
