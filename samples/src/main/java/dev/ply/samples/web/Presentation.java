package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.PlayerId;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.control.Option;

/**
 * A readable form of a view whose state is packed for speed, for the game's look: computed from
 * the viewer's view (never the full state) through the state's own accessors. Love Letter keeps
 * hands, tokens and piles in a few ints; this spells them out.
 */
final class Presentation {
  private Presentation() {}

  static Option<JsonNode> of(Object view, PlayerId viewer) {
    if (view instanceof LoveLetterState s) {
      return Option.of(loveLetter(s, viewer));
    }
    if (view instanceof dev.ply.games.dungeonlords.state.DungeonLordsState s) return Option.of(DungeonLordsLook.of(s));
    if (view instanceof dev.ply.games.munchkin.state.MunchkinState s) {
      return Option.of(MunchkinLook.of(s, viewer));
    }
    return Option.none();
  }

  /**
   * Love Letter's look: per seat its hand (names, {@code "?"} where hidden), tokens, protection and
   * played cards; {@code known}, the card the viewer knows a rival holds (LL-R6, LL-R7, LL-R10);
   * and on the viewer's own seat {@code knownBy}, the rivals who know its card.
   */
  private static JsonNode loveLetter(LoveLetterState s, PlayerId viewer) {
    int me = s.table().seatOf(viewer);
    ObjectNode out = ViewJson.mapper().createObjectNode();
    out.put("round", s.round());
    out.put("deck", s.deckSize());
    out.put("target", LoveLetterState.target(s.players()));
    if (s.turn() >= 0) {
      out.put("turn", s.player(s.turn()).name());
    } else {
      out.putNull("turn");
    }
    ArrayNode seats = out.putArray("seats");
    for (int i = 0; i < s.players(); i++) {
      ObjectNode seat = seats.addObject();
      seat.put("seat", s.player(i).name());
      ArrayNode hand = seat.putArray("hand");
      card(hand, s.hand(i));
      if (s.turn() == i) {
        card(hand, s.drawn());
      }
      if (i != me && s.known(me, i) != 0) {
        seat.put("known", Card.of(s.known(me, i)).title());
      }
      if (i == me) {
        ArrayNode knownBy = seat.putArray("knownBy");
        for (int v = 0; v < s.players(); v++) {
          if (v != me && s.known(v, me) != 0) {
            knownBy.add(s.player(v).name());
          }
        }
      }
      seat.put("tokens", s.tokens(i));
      seat.put("out", s.isOut(i));
      seat.put("shielded", s.isShielded(i));
      ArrayNode played = seat.putArray("played");
      for (int k = 0; k < s.piles().count(i); k++) {
        card(played, s.piles().card(i, k));
      }
    }
    return out;
  }

  /** A card's name, {@code "?"} where the view hides it; nothing for "no card". */
  private static void card(ArrayNode into, int value) {
    if (value == Deck.HIDDEN) {
      into.add("?");
    } else if (value >= 1 && value <= 8) {
      into.add(Card.of(value).title());
    }
  }
}
