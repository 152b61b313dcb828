package dev.ply.games.dungeonlords.rules;

import dev.ply.core.InvalidPosition;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * §9's conservation counts, and where each year's tiles may be (DL-R6, DL-R8, DL-R10, DL-R11,
 * DL-R102, DL-R105): every component is counted where it lies, so a broken count names the tile
 * that is missing, doubled or unknown and the places it was found, never the whole pile.
 */
final class Census {
  private Census() {}

  /** Where each id was found, in the order looked at. */
  private static final class Places {
    final Map<String, List<String>> at = new LinkedHashMap<>();

    Places add(Iterable<String> ids, String where) {
      for (String id : ids) {
        at.computeIfAbsent(id, k -> new ArrayList<>()).add(where);
      }
      return this;
    }

    /**
     * Each id of {@code expected} (with its multiplicity) found exactly that many times, no other.
     *
     * @param nowhere where the component should be, for a missing one
     */
    void expect(Vector<String> expected, String what, Function<String, String> name, String nowhere) {
      Map<String, Integer> want = new LinkedHashMap<>();
      for (String id : expected) {
        want.merge(id, 1, Integer::sum);
      }
      for (var e : at.entrySet()) {
        if (!want.containsKey(e.getKey())) {
          throw new InvalidPosition("§9", "\"" + e.getKey() + "\" in " + e.getValue().get(0) + " is not " + what
              + " of the game");
        }
      }
      for (var e : want.entrySet()) {
        List<String> found = at.getOrDefault(e.getKey(), List.of());
        int n = e.getValue();
        if (found.size() > n) {
          throw new InvalidPosition("§9", name.apply(e.getKey()) + (n == 1 ? " is in " + found.size() + " places: "
              : " is found " + found.size() + " times, but the game has " + n + ": ") + words(found));
        }
        if (found.size() < n) {
          throw new InvalidPosition("§9", name.apply(e.getKey()) + (found.isEmpty() ? " is nowhere"
              : n == 1 ? " is missing" : " is found only " + found.size() + " times of " + n + " (" + words(found) + ")")
              + ": it should be " + nowhere);
        }
      }
    }
  }

  static String words(List<String> places) {
    if (places.size() <= 1) {
      return String.join("", places);
    }
    return String.join(", ", places.subList(0, places.size() - 1)) + " and " + places.get(places.size() - 1);
  }

  // ---------------------------------------------------------------- names in the game's words

  static String monster(String id) {
    return Monsters.exists(id) ? "the " + Monsters.kind(id).label() + " " + id : "the monster tile \"" + id + "\"";
  }

  static String room(String id) {
    return known(Room.class, id) ? "the " + Room.valueOf(id).label() : "the room tile \"" + id + "\"";
  }

  static String adventurer(String id) {
    if (!Adventurers.exists(id)) {
      return "the adventurer \"" + id + "\"";
    }
    Adventurer a = Adventurers.get(id);
    return switch (a.cls()) {
      case PALADIN -> "the year-" + a.year() + " paladin";
      case ILLUSION -> "the illusion";
      default -> "the " + a.cls().name().toLowerCase() + " " + id;
    };
  }

  static String trap(String id) {
    return known(Trap.class, id) ? "the " + Trap.valueOf(id).label() + " trap card" : "the trap card \"" + id + "\"";
  }

  static String combatCard(String id) {
    return known(CombatCard.class, id) ? "the combat card " + CombatCard.valueOf(id).label() : "the combat card \"" + id + "\"";
  }

  static <E extends Enum<E>> boolean known(Class<E> type, String id) {
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(id)) {
        return true;
      }
    }
    return false;
  }

  private static String deck(String what, int year) {
    return "the year-" + year + " " + what + " deck";
  }

  // ---------------------------------------------------------------- the counts

  static void check(DungeonLordsState s) {
    Places monsters = new Places().add(s.monsterOffer(), "the monster offer").add(s.monsterDiscard(), "the monster discard");
    Places rooms = new Places().add(s.roomOffer(), "the room offer").add(s.roomDiscard(), "the room discard");
    Places adventurers = new Places().add(s.removed(), "the box (out of the game)");
    Places traps = new Places().add(s.trapDeck(), "the trap deck").add(s.trapDiscard(), "the trap discard");
    Places combat = new Places().add(s.combatCards(), "this year's combat-card positions");
    for (int y = 0; y < 2; y++) {
      monsters.add(s.monsterDecks().get(y), deck("monster", y + 1));
      rooms.add(s.roomDecks().get(y), deck("room", y + 1));
      adventurers.add(s.adventurerDecks().get(y), deck("adventurer", y + 1));
      combat.add(s.combatDecks().get(y), deck("combat-card", y + 1));
    }
    for (Vector<String> g : s.waiting()) {
      adventurers.add(g, "the adventurers waiting to arrive");
    }
    for (int seat = 0; seat < s.plans().size(); seat++) {
      Option<Secret> plan = s.plans().get(seat);
      if (plan.isDefined()) {
        traps.add(plan.get().traps().filter(t -> !t.equals(DungeonLordsState.HIDDEN)), s.players().get(seat) + "'s battle plan");
      }
    }
    s.battle().forEach(b -> traps.add(b.traps(), s.players().get(b.seat()) + "'s battle"));
    for (Lord l : s.lords()) {
      String who = l.id() + "'s ";
      monsters.add(l.lair().map(LairMonster::tile), who + "lair");
      rooms.add(l.tiles().flatMap(Tile::room).map(Enum::name), who + "dungeon");
      traps.add(l.traps(), who + "hand");
      adventurers.add(l.party().map(Fighter::id).filter(id -> !id.equals(Adventurers.ILLUSION.id())), who + "party");
      adventurers.add(l.prison(), who + "prison");
    }
    if (s.paladinInTent()) {
      adventurers.add(Vector.of(Adventurers.paladin(s.year()).id()), "the tent");
    }
    if (s.year() == 1) {
      adventurers.add(Vector.of(Adventurers.PALADIN_2.id()), "year 2 (its paladin comes then)");
    }
    monsters.expect(Monsters.ALL, "a monster tile", Census::monster,
        "in a monster deck, on offer, in a lair or in the discard (24 monster tiles)");
    rooms.expect(Room.ofYear(1).appendAll(Room.ofYear(2)).map(Enum::name), "a room tile", Census::room,
        "in a room deck, on offer, in a dungeon or in the discard (16 room tiles)");
    traps.expect(Trap.deck(), "a trap card", Census::trap,
        "in the trap deck, a hand, a battle plan or the discard (27 trap cards)");
    combat.expect(Vector.of(CombatCard.values()).map(Enum::name), "a combat card", Census::combatCard,
        "in its year's deck or on this year's positions (18 combat cards)");
    adventurers.expect(Adventurers.ALL.map(Adventurer::id).append("PAL1").append("PAL2"), "an adventurer",
        Census::adventurer, "in a deck, waiting, in a party, in a prison, in the tent or out of the game "
            + "(32 adventurers and 2 paladins)");
    specials(s);
  }

  /** DL-R3: two different special events, one a year; DL-R8: the three event tiles of the year. */
  private static void specials(DungeonLordsState s) {
    Vector<String> sp = s.specials().filter(e -> !e.equals(DungeonLordsState.HIDDEN));
    for (String e : sp) {
      if (!known(SpecialEvent.class, e)) {
        throw new InvalidPosition("DL-R3", "\"" + e + "\" is not a special event card of the game");
      }
    }
    if (s.specials().size() != 2) {
      throw new InvalidPosition("DL-R3", "the game has " + s.specials().size() + " special events; it has 2, one a year");
    }
    if (sp.size() == 2 && sp.get(0).equals(sp.get(1))) {
      throw new InvalidPosition("DL-R3", "the special event " + SpecialEvent.valueOf(sp.get(0)).label()
          + " is both year 1's and year 2's; two different cards are drawn");
    }
  }

  // ---------------------------------------------------------------- which year's tiles may be where

  static void years(DungeonLordsState s) {
    int year = s.year();
    for (int y = 1; y <= 2; y++) {
      int deckYear = y;
      deckOf(s.monsterDecks().get(y - 1), id -> Monsters.ofYear(deckYear).contains(id), Census::monster, "monster", y);
      deckOf(s.roomDecks().get(y - 1), id -> Room.valueOf(id).year() == deckYear, Census::room, "room", y);
      deckOf(s.adventurerDecks().get(y - 1), id -> Adventurers.get(id).year() == deckYear, Census::adventurer, "adventurer", y);
      deckOf(s.combatDecks().get(y - 1), id -> CombatCard.valueOf(id).year() == deckYear, Census::combatCard, "combat-card", y);
    }
    for (String id : s.monsterOffer()) {
      if (!Monsters.ofYear(year).contains(id)) {
        throw new InvalidPosition("DL-R10", monster(id) + " is on offer in year " + year
            + "; only monsters of the current year are revealed");
      }
    }
    for (String id : s.roomOffer()) {
      if (Room.valueOf(id).year() != year) {
        throw new InvalidPosition("DL-R10", room(id) + " is on offer in year " + year + "; only rooms of the current year are revealed");
      }
    }
    for (String id : s.combatCards()) {
      if (CombatCard.valueOf(id).year() != year) {
        throw new InvalidPosition("DL-R8", combatCard(id) + " is dealt in year " + year + "; each year deals its own four");
      }
    }
    for (Vector<String> g : s.waiting()) {
      for (String id : g) {
        if (Adventurers.get(id).year() != year) {
          throw new InvalidPosition("DL-R11", adventurer(id) + " is waiting to arrive in year " + year
              + "; adventurers of the current year are drawn");
        }
      }
    }
    if (year == 1) {
      for (Lord l : s.lords()) {
        for (LairMonster m : l.lair()) {
          if (!Monsters.ofYear(1).contains(m.tile())) {
            throw new InvalidPosition("DL-R10", monster(m.tile()) + " is in " + l.id() + "'s lair in year 1; year-2 monsters "
                + "are offered only in year 2");
          }
        }
        for (Tile t : l.tiles()) {
          if (t.room().isDefined() && t.room().get().year() != 1) {
            throw new InvalidPosition("DL-R10", room(t.room().get().name()) + " is in " + l.id() + "'s dungeon on "
                + t.square() + " in year 1; year-2 rooms are offered only in year 2");
          }
        }
        for (String id : l.prison()) {
          if (Adventurers.get(id).year() != 1) {
            throw new InvalidPosition("DL-R11", adventurer(id) + " is in " + l.id() + "'s prison in year 1; "
                + "year-2 adventurers come only in year 2");
          }
        }
      }
    }
    for (Lord l : s.lords()) {
      for (Fighter f : l.party()) {
        int y = f.tile().year();
        if (f.tile().paladin() && y != year) {
          throw new InvalidPosition(year == 1 ? "DL-R8" : "DL-R105", adventurer(f.id()) + " is in " + l.id()
              + "'s party in year " + year + "; each year has its own paladin");
        }
        if (!f.tile().paladin() && f.tile().cls() != dev.ply.games.dungeonlords.content.AdventurerClass.ILLUSION && y != year) {
          throw new InvalidPosition(year == 1 ? "DL-R11" : "DL-R102", adventurer(f.id()) + " is in " + l.id()
              + "'s party in year " + year + (year == 1 ? "; year-2 adventurers come only in year 2"
                  : "; year-1 adventurers leave the game after year 1's combat"));
        }
      }
    }
  }

  private static void deckOf(Vector<String> deck, java.util.function.Predicate<String> ofYear,
      Function<String, String> name, String what, int year) {
    for (String id : deck) {
      if (!ofYear.test(id)) {
        throw new InvalidPosition("DL-R6", name.apply(id) + " is in " + deck(what, year) + "; it belongs to the other year's");
      }
    }
  }
}
