package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import io.vavr.Lazy;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;

/**
 * The printed content of a game (card names and symbols), keyed by the ids its views use, for
 * the dedicated looks: public rules content from the box, never anything from a position. Games
 * without one get none; the generic renderer shows ids.
 */
final class Glossary {
  private static final Map<String, Lazy<JsonNode>> GAMES = HashMap.of(
      "heroquest", Lazy.of(Glossary::heroQuest),
      "desperate-gods", Lazy.of(Glossary::desperateGods),
      "munchkin", Lazy.of(Glossary::munchkin),
      "dungeon-lords", Lazy.of(DungeonLordsLook::glossary));

  private Glossary() {}

  static Option<JsonNode> of(String gameId) {
    return GAMES.get(gameId).map(Lazy::get);
  }

  /** Desperate Gods' encounter cards by id ({@code "W-1"}), Town cards by number (1..17), squares by index (0..43). */
  private static JsonNode desperateGods() {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    ObjectNode cards = out.putObject("cards");
    for (EncounterCard c : dev.ply.games.desperategods.content.Cards.ALL) {
      ObjectNode n = cards.putObject(c.id());
      n.put("name", c.name());
      n.put("typeLine", c.typeLine());
      n.put("kind", c.kind().name());
      n.put("target", c.target());
      n.put("coins", c.coins());
      n.put("skulls", c.skulls());
      n.put("toll", c.toll());
      n.put("text", c.text());
      n.put("rule", c.rule());
    }
    var squares = out.putArray("squares");
    for (dev.ply.games.desperategods.content.Board.Square sq : dev.ply.games.desperategods.content.Board.SQUARES) {
      squares.addObject().put("id", sq.id()).put("name", sq.name()).put("effect", sq.effect()).put("rule", sq.rule());
    }
    ObjectNode town = out.putObject("town");
    for (TownCard t : TownCard.ALL) {
      ObjectNode n = town.putObject(String.valueOf(t.id()));
      n.put("name", t.kind().title);
      n.put("price", t.kind().price);
      n.put("text", t.kind().text);
      n.put("rule", t.kind().rule);
    }
    return out;
  }

  /** Munchkin's 168 cards by ID ({@code "D04"}): name, kind and what the card does in one line. */
  private static JsonNode munchkin() {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    for (dev.ply.games.munchkin.content.Card c : dev.ply.games.munchkin.content.Cards.ALL) {
      ObjectNode n = out.putObject(c.id());
      n.put("name", c.name());
      n.put("kind", c.kind().name());
      n.put("text", dev.ply.games.munchkin.rules.Text.explain(c.id()));
      if (c.isMonster()) {
        n.put("level", c.level());
      }
      if (c.isItem()) {
        n.put("bonus", c.bonus());
        n.put("value", c.value());
      }
    }
    return out;
  }

  /** HeroQuest's 56 dungeon cards: name, kind, symbols and the label the game's texts use. */
  private static JsonNode heroQuest() {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    for (Card c : Cards.ALL) {
      ObjectNode n = ViewJson.mapper().valueToTree(c);
      n.put("label", c.label());
      out.set(c.id(), n);
    }
    return out;
  }
}
