package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.rules.Strength;
import dev.ply.games.munchkin.rules.Text;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;
import java.util.Locale;

/**
 * Munchkin's look for the web table, computed from the viewer's view only (never the full state):
 * the prompt, each seat's character and items by slot, and the fight with both sides' strengths
 * (the same numbers the terminal prints, from the game's {@link Strength}). Cards stay IDs
 * (the page names them from the glossary); a card the view hides stays {@code "??"}.
 */
final class MunchkinLook {
  private MunchkinLook() {}

  static JsonNode of(MunchkinState v, PlayerId viewer) {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    // what is being decided, in the game's words (the window's moment, the card that asks)
    out.put("prompt", Text.prompt(v));
    ArrayNode may = out.putArray("stillToAnswer"); // who may still interfere before the window closes
    Text.stillToAnswer(v).forEach(p -> may.add(p.name()));
    out.put("turn", v.turnPlayer().id().toString());
    out.put("round", v.completedTurns() + 1);
    ArrayNode seats = out.putArray("seats");
    for (PlayerState p : v.seats()) {
      seats.add(seat(p));
    }
    if (v.combat().isDefined()) {
      out.set("fight", fight(v, v.combat().get()));
    }
    return out;
  }

  private static ObjectNode seat(PlayerState p) {
    ObjectNode n = ViewJson.mapper().createObjectNode();
    n.put("name", p.id().toString());
    n.put("level", p.level());
    n.put("sex", p.sex().name().toLowerCase(Locale.ROOT));
    n.put("alive", p.alive());
    ArrayNode character = n.putArray("character");
    p.races().forEach(character::add);
    p.halfBreed().forEach(character::add);
    p.classes().forEach(character::add);
    p.superMunchkin().forEach(character::add);
    n.put("human", p.races().isEmpty());
    ObjectNode worn = n.putObject("equipped");
    for (String id : p.equipped()) {
      worn.withArray(slot(id)).add(id);
    }
    ArrayNode carried = n.putArray("carried");
    p.items().filter(i -> !p.equipped().contains(i)).forEach(carried::add);
    ArrayNode cheats = n.putArray("cheated");
    p.items().filter(p::cheated).forEach(cheats::add);
    ArrayNode curses = n.putArray("curses");
    p.curses().forEach(curses::add);
    p.hireling().forEach(h -> n.put("hireling", h));
    n.put("handSize", p.hand().size());
    ArrayNode hand = n.putArray("hand");
    p.hand().forEach(hand::add);
    return n;
  }

  /** The slot a worn item is shown under: headgear, armor, footgear, hands or other (MK-R32). */
  static String slot(String id) {
    if (!Cards.exists(id)) {
      return "other";
    }
    Slot s = Cards.card(id).slot();
    switch (s) {
      case HEADGEAR: return "headgear";
      case ARMOR: return "armor";
      case FOOTGEAR: return "footgear";
      case ONE_HAND:
      case TWO_HANDS: return "hands";
      default: return "other";
    }
  }

  private static ObjectNode fight(MunchkinState v, Combat c) {
    ObjectNode f = ViewJson.mapper().createObjectNode();
    f.put("fighter", v.seat(c.fighter()).id().toString());
    c.helper().forEach(h -> f.put("helper", v.seat(h).id().toString()));
    ArrayNode side = f.putArray("munchkins");
    for (int seat : c.combatants()) {
      side.addObject().put("name", v.seat(seat).id().toString()).put("strength", Strength.combatant(v, c, seat));
    }
    f.put("munchkinBonus", c.munchkinBonus());
    f.put("munchkinStrength", Strength.munchkins(v));
    ArrayNode monsters = f.putArray("monsters");
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterEntry m = c.monsters().get(i);
      ObjectNode n = monsters.addObject();
      n.put("card", m.card());
      n.put("name", Strength.data(c, i).name() + (m.mateOf().isDefined() ? " (mate)" : ""));
      n.put("active", m.active());
      if (m.active()) {
        n.put("strength", Strength.monster(v, i));
      } else {
        n.put("state", m.state().name().toLowerCase(Locale.ROOT));
      }
      ArrayNode enh = n.putArray("enhancers");
      m.enhancers().forEach(enh::add);
    }
    f.put("monsterBonus", c.monsterBonus());
    f.put("monsterStrength", Strength.monsters(v));
    f.put("winning", Strength.winning(v));
    ArrayNode played = f.putArray("played");
    Vector<String> zone = c.zone();
    zone.forEach(played::add);
    return f;
  }
}
