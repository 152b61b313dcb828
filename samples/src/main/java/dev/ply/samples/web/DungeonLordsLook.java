package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.rules.Text;
import dev.ply.games.dungeonlords.rules.Words;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;

/**
 * Dungeon Lords' words for the table's look: the phase as the game says it and each lord's
 * dug squares named as the menus name them ({@code "the Mint at (1,2)"}), computed from the
 * viewer's view only; and the glossary of the game's rules terms (id to name and text), the
 * public content of the box.
 */
final class DungeonLordsLook {
  private DungeonLordsLook() {}

  static JsonNode of(DungeonLordsState view) {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    out.put("phase", Text.phase(view.phase()));
    ArrayNode lords = out.putArray("squares");
    for (Lord lord : view.lords()) {
      ObjectNode names = lords.addObject();
      for (int r = 0; r < Square.ROWS; r++) {
        for (int c = 0; c < Square.COLUMNS; c++) {
          Square sq = Square.of(c, r);
          if (lord.tileAt(sq).isDefined()) {
            names.put(c + "," + r, Text.square(lord, sq));
          }
        }
      }
    }
    return out;
  }

  /**
   * Every rules term by its id ({@code T1a}, {@code GOBLIN}, {@code MINT}; a term without one, such
   * as {@code Imp}, by its name): its name and its text without rule IDs.
   */
  static JsonNode glossary() {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    ObjectNode terms = out.putObject("terms");
    Words.rulesText().terms().forEach(t -> {
      ObjectNode n = terms.putObject(t.id().isEmpty() ? t.name() : t.id());
      n.put("name", t.name());
      n.put("text", CardText.untagged(t.text()));
    });
    // the rules terms name Payday and Taxes; the third kind of event tile only points at the year's special event
    ObjectNode special = terms.putObject(EventTile.SPECIAL.name());
    special.put("name", Names.eventTile(EventTile.SPECIAL));
    special.put("text", "event tile: that season the year's special event happens (its card is turned face up with the tile).");
    return out;
  }
}
