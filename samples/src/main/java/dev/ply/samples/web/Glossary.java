package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
      "heroquest", Lazy.of(Glossary::heroQuest));

  private Glossary() {}

  static Option<JsonNode> of(String gameId) {
    return GAMES.get(gameId).map(Lazy::get);
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
