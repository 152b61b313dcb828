package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.match.Match;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Dungeon Lords table's words: every content ID a view carries has a glossary name (the page
 * shows names, never IDs), the texts carry no rule IDs, and the presentation is public: the same
 * for every seat and the spectator, so it cannot carry what one viewer's view hides.
 */
class DungeonLordsLookTest {
  private static final String HIDDEN = "?";
  private final DungeonLordsGame game = new DungeonLordsGame();

  @Test
  @DisplayName("every card, tile, order, room and adventurer ID in a playout's views has a name and a text without rule IDs")
  void everyIdHasAName() {
    JsonNode terms = DungeonLordsLook.glossary().get("terms");
    terms.fields().forEachRemaining(e -> {
      assertFalse(e.getValue().get("name").asText().isBlank(), e.getKey());
      assertFalse(e.getValue().get("text").asText().contains("(DL-R"), e.getKey() + " text shows a rule ID");
    });
    playout(3, 400, (views, presentations) -> {
      for (JsonNode v : views) {
        for (String id : ids(v)) {
          assertTrue(terms.has(id) || terms.has(id.substring(0, Math.max(0, id.indexOf('-')))),
              "no name for " + id);
        }
      }
    });
  }

  @Test
  @DisplayName("the presentation is the same for every viewer and names squares as the game does")
  void presentationIsPublic() {
    playout(2, 300, (views, presentations) -> {
      for (JsonNode p : presentations) {
        assertEquals(presentations.get(0), p, "a viewer's presentation differs");
      }
      JsonNode p = presentations.get(0);
      assertFalse(p.get("phase").asText().matches(".*[A-Z]{2,}.*"), "the phase in words: " + p.get("phase"));
      String entrance = p.get("squares").get(0).get("2,0").asText();
      assertTrue(entrance.matches("the (conquered )?[A-Za-z ]+ at \\(2,0\\)"), "the entrance square as the menus name it: " + entrance);
    });
  }

  interface Check {
    void at(List<JsonNode> views, List<JsonNode> presentations);
  }

  private void playout(int players, int steps, Check check) {
    Match<DungeonLordsState, DungeonLordsAction> match = Match.start(game, Setup.of(players, 7L));
    RandomAgent agent = new RandomAgent(3);
    Vector<PlayerId> viewers = match.log().players().append(PlayerId.SPECTATOR);
    for (int step = 0; step < steps && !match.isOver(); step++) {
      List<JsonNode> views = new ArrayList<>();
      List<JsonNode> presentations = new ArrayList<>();
      for (PlayerId v : viewers) {
        DungeonLordsState view = game.view(match.state(), v);
        views.add(ViewJson.tree(view));
        presentations.add(Presentation.of(view, v).get());
      }
      check.at(views, presentations);
      PlayerId who = match.awaiting().head();
      match.submit(agent.choose(game, game.view(match.state(), who), who)).get();
    }
  }

  /** The content IDs the page names: orders, offers, adventurers, events, lairs, traps, rooms, parties, prisons. */
  private static List<String> ids(JsonNode v) {
    List<String> out = new ArrayList<>();
    for (String k : new String[] {"monsterOffer", "roomOffer", "eventTiles", "specials", "combatCards"}) {
      v.get(k).forEach(n -> add(out, n));
    }
    v.get("waiting").forEach(g -> g.forEach(n -> add(out, n)));
    v.get("nonPlayers").forEach(n -> n.get("played").forEach(o -> add(out, o)));
    for (JsonNode l : v.get("lords")) {
      for (String k : new String[] {"hand", "unavailable", "played", "traps", "prison"}) {
        l.get(k).forEach(n -> add(out, n));
      }
      l.get("lair").forEach(m -> add(out, m.get("tile")));
      l.get("party").forEach(f -> add(out, f.get("id")));
      l.get("tiles").forEach(t -> add(out, t.get("room")));
    }
    return out;
  }

  private static void add(List<String> out, JsonNode n) {
    if (n == null || n.isNull() || (n.isArray() && n.isEmpty())) {
      return;
    }
    String s = n.isArray() ? n.get(0).asText() : n.asText();
    if (!s.equals(HIDDEN)) {
      out.add(s);
    }
  }
}
