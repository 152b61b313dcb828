package dev.ply.games.munchkin;

import dev.ply.core.InvalidPosition;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.rules.Items;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;

/**
 * The §9 invariants a single position can break: I-C1..I-C4, I-P1, I-P3..I-P6, I-F2 and I-F3
 * (I-F1 needs the rules' legal lists and is checked by {@link MunchkinPositions}; I-P2, I-P7,
 * I-F4, I-F5, the I-D and I-T invariants speak of steps, not positions, and are checked by the
 * playout and contract tests). {@link #broken} names the first broken one in the game's words;
 * {@link #check}, called after every step of every playout, throws it as an {@link AssertionError}.
 */
public final class MunchkinInvariants {
  private MunchkinInvariants() {}

  /** Throws {@link AssertionError} naming the first broken invariant (for playouts and tests). */
  public static void check(MunchkinState s) {
    Option<InvalidPosition> broken = broken(s);
    if (broken.isDefined()) {
      throw new AssertionError(broken.get().getMessage(), broken.get());
    }
  }

  /** The first broken invariant of {@code s}, its {@link InvalidPosition#invariant()} the spec's ID. */
  public static Option<InvalidPosition> broken(MunchkinState s) {
    try {
      cards(s);
      for (PlayerState p : s.seats()) {
        player(s, p);
      }
      combat(s);
      return Option.none();
    } catch (InvalidPosition e) {
      return Option.of(e);
    }
  }

  /** A card's name, for messages; an unknown ID as itself. */
  static String name(String id) {
    return Cards.exists(id) ? Cards.card(id).name() : "the unknown card " + id;
  }

  private static InvalidPosition broken(String invariant, String message) {
    return new InvalidPosition(invariant, message);
  }

  /** I-C1 .. I-C4. */
  private static void cards(MunchkinState s) {
    Map<String, String> zone = new HashMap<>();
    put(zone, s.doorDeck(), "the Door deck");
    put(zone, s.doorDiscard(), "the Door discard");
    put(zone, s.treasureDeck(), "the Treasure deck");
    put(zone, s.treasureDiscard(), "the Treasure discard");
    put(zone, s.resolving(), "the resolving slot");
    put(zone, s.corpse(), "the corpse");
    put(zone, s.pool(), "the reward pool");
    for (PlayerState p : s.seats()) {
      String who = p.id().name() + "'s ";
      put(zone, p.hand(), who + "hand");
      put(zone, p.items(), who + "items");
      put(zone, p.races(), who + "races");
      put(zone, p.classes(), who + "classes");
      put(zone, p.curses(), who + "curses");
      put(zone, p.halfBreed().toVector(), who + "Half-Breed card");
      put(zone, p.superMunchkin().toVector(), who + "Super Munchkin card");
      put(zone, p.hireling().toVector(), who + "Hireling card");
      put(zone, p.cheats().map(c -> c.card()), who + "Cheat! cards");
    }
    if (s.combat().isDefined()) {
      for (MonsterEntry m : s.combat().get().monsters()) {
        put(zone, Vector.of(m.card()), "the combat");
        put(zone, m.enhancers(), "the combat");
      }
      put(zone, s.combat().get().zone(), "the combat");
    }
    if (zone.size() != Cards.ALL.size()) {
      Vector<String> missing = Cards.ALL.map(Card::id).filter(id -> !zone.containsKey(id));
      throw broken("I-C1", zone.size() + " cards are in zones, not " + Cards.ALL.size() + "; missing: "
          + missing.take(5).map(MunchkinInvariants::name).mkString(", ") + (missing.size() > 5 ? ", ..." : ""));
    }
    pile(s.doorDeck().appendAll(s.doorDiscard()), Deck.DOOR, "a Door pile");
    pile(s.treasureDeck().appendAll(s.treasureDiscard()).appendAll(s.pool()), Deck.TREASURE, "a Treasure pile");
    if (s.combat().isDefined()) {
      Combat c = s.combat().get();
      for (String id : c.monsters().map(MonsterEntry::card).appendAll(c.monsters().flatMap(MonsterEntry::enhancers))
          .appendAll(c.zone())) {
        Card card = Cards.card(id);
        if (card.deck() != Deck.DOOR && card.kind() != Kind.ONE_SHOT) {
          throw broken("I-C2", card.name() + " is in the combat, which holds only Door cards and one-shot items");
        }
      }
    } else if (!s.pool().isEmpty()) {
      throw broken("I-C3", "the reward pool holds " + s.pool().map(MunchkinInvariants::name).mkString(", ")
          + " outside a combat");
    }
    if (!s.corpse().isEmpty() && !s.frames().items().exists(f -> f instanceof Frame.LootNext
        || f instanceof Frame.Choose ch && ch.purpose() == Purpose.LOOT_CORPSE)) {
      throw broken("I-C3", "the corpse holds " + s.corpse().map(MunchkinInvariants::name).mkString(", ")
          + " while nobody loots it");
    }
    for (PlayerState p : s.seats()) {
      for (String h : p.hand()) {
        Kind k = Cards.card(h).kind();
        if ((k == Kind.DIVINE_INTERVENTION || k == Kind.HOARD) && s.frames().top().isDefined()) {
          throw broken("I-C4", name(h) + " is in " + p.id().name() + "'s hand; it resolves when drawn");
        }
      }
    }
  }

  private static void pile(Vector<String> ids, Deck deck, String where) {
    for (String id : ids) {
      if (Cards.card(id).deck() != deck) {
        throw broken("I-C2", name(id) + " is in " + where);
      }
    }
  }

  private static void put(Map<String, String> zone, Iterable<String> cards, String where) {
    for (String c : cards) {
      if (!Cards.exists(c)) {
        throw broken("I-C1", c + " in " + where + " is not a Munchkin card");
      }
      String before = zone.put(c, where);
      if (before != null) {
        throw broken("I-C1", name(c) + " is both in " + before + " and in " + where);
      }
    }
  }

  /** I-P1, I-P3 .. I-P6. */
  private static void player(MunchkinState s, PlayerState p) {
    String who = p.id().name();
    if (p.level() < 1 || p.level() > 10 || (p.level() == 10 && !s.over())) {
      throw broken("I-P1", who + " is at level " + p.level() + (p.level() == 10 ? " while the game goes on" : ""));
    }
    for (String r : p.races()) {
      kind(who, r, Kind.RACE, "race");
    }
    for (String c : p.classes()) {
      kind(who, c, Kind.CLASS, "class");
    }
    if (p.halfBreed().isDefined() && p.races().isEmpty()) {
      throw broken("I-P3", who + " has Half-Breed without a race");
    }
    if (p.races().map(r -> Cards.card(r).race()).distinct().size() != p.races().size()) {
      throw broken("I-P3", who + " has the same race twice: " + p.races().map(MunchkinInvariants::name).mkString(", "));
    }
    if (p.classes().map(r -> Cards.card(r).cls()).distinct().size() != p.classes().size()) {
      throw broken("I-P3", who + " has the same class twice: " + p.classes().map(MunchkinInvariants::name).mkString(", "));
    }
    if (p.races().size() > (p.halfBreed().isDefined() ? 2 : 1)) {
      throw broken("I-P3", who + " has " + p.races().size() + " races ("
          + p.races().map(MunchkinInvariants::name).mkString(", ") + ")" + (p.halfBreed().isDefined() ? "" : " without Half-Breed"));
    }
    if (p.superMunchkin().isDefined() ? p.classes().size() != 2 : p.classes().size() > 1) {
      throw broken("I-P3", who + " has " + p.classes().size() + " classes ("
          + p.classes().map(MunchkinInvariants::name).mkString(", ") + ")"
          + (p.superMunchkin().isDefined() ? " with Super Munchkin, which needs exactly 2" : " without Super Munchkin"));
    }
    boolean bigPending = s.frames().items().exists(f -> f instanceof Frame.BigCheck b && s.seat(b.seat()).id().equals(p.id()));
    if (Items.bigCount(p) > Items.bigAllowance(p) && !bigPending) {
      throw broken("I-P4", who + " has " + Items.bigCount(p) + " Big items in play ("
          + p.items().filter(i -> Cards.card(i).big() && !p.cheated(i)).map(MunchkinInvariants::name).mkString(", ")
          + "), more than the " + Items.bigAllowance(p) + " allowed");
    }
    slots(p);
    if (!p.alive() && (!p.hand().isEmpty() || !p.items().isEmpty() || p.hireling().isDefined())) {
      throw broken("I-P6", "dead " + who + " still holds cards");
    }
  }

  private static void kind(String who, String id, Kind kind, String what) {
    if (Cards.card(id).kind() != kind) {
      throw broken("I-P3", name(id) + " is among " + who + "'s " + what + " cards but is not a " + what);
    }
  }

  /** I-P5: equipped items are permanent items in play, within slot capacity (cheated excluded). */
  private static void slots(PlayerState p) {
    String who = p.id().name();
    int hands = 0;
    Map<Slot, String> worn = new HashMap<>();
    for (String e : p.equipped()) {
      Card item = Cards.card(e);
      if (!p.items().contains(e)) {
        throw broken("I-P5", who + " has " + item.name() + " equipped but not in play");
      }
      if (item.kind() != Kind.ITEM) {
        throw broken("I-P5", who + " has " + item.name() + " equipped; " + (item.kind() == Kind.ONE_SHOT
            ? "a one-shot item is never equipped" : "only items are"));
      }
      if (p.cheated(e)) {
        continue;
      }
      if (Items.hands(item.slot()) > 0) {
        hands += Items.hands(item.slot());
        if (hands > 2) {
          throw broken("I-P5", who + " has more than two hands of weapons equipped ("
              + p.equipped().filter(i -> Items.hands(Cards.card(i).slot()) > 0 && !p.cheated(i))
                  .map(MunchkinInvariants::name).mkString(", ") + ")");
        }
      } else if (item.slot() != Slot.NONE) {
        String other = worn.put(item.slot(), item.name());
        if (other != null) {
          throw broken("I-P5", who + " has two " + slotWord(item.slot()) + " equipped: " + other + " and " + item.name());
        }
      }
    }
  }

  private static String slotWord(Slot slot) {
    switch (slot) {
      case HEADGEAR: return "headgear";
      case ARMOR: return "armors";
      default: return "footgear";
    }
  }

  /** I-F2, I-F3. */
  private static void combat(MunchkinState s) {
    if (s.combat().isEmpty()) {
      return;
    }
    Combat c = s.combat().get();
    if (c.monsters().isEmpty()) {
      throw broken("I-F2", "a combat without a monster");
    }
    for (MonsterEntry m : c.monsters()) {
      Card card = Cards.card(m.card());
      if (m.mateOf().isDefined() ? card.kind() != Kind.MATE || m.mateOf().get() < 0
          || m.mateOf().get() >= c.monsters().size() : !card.isMonster()) {
        throw broken("I-F2", card.name() + " fights in the combat but is not a monster");
      }
      for (String e : m.enhancers()) {
        if (Cards.card(e).kind() != Kind.ENHANCER) {
          throw broken("I-F2", name(e) + " is on " + card.name() + " but is not a monster enhancer");
        }
      }
    }
    if (c.fighter() < 0 || c.fighter() >= s.size()) {
      throw broken("I-F2", "the fighter is not seated");
    }
    String fighter = s.seat(c.fighter()).id().name();
    if (c.helper().isDefined()) {
      int h = c.helper().get();
      if (h < 0 || h >= s.size()) {
        throw broken("I-F2", "the helper is not seated");
      }
      if (h == c.fighter()) {
        throw broken("I-F2", fighter + " cannot help " + fighter + ": the helper is another player");
      }
    }
    if (c.fighter() != s.turn() && !c.transferred()) {
      throw broken("I-F2", fighter + " fights on " + s.turnPlayer().id().name()
          + "'s turn without a Transferral Potion");
    }
    for (int seat = 0; seat < s.size(); seat++) {
      String who = s.seat(seat).id().name();
      if (c.berserks().get(seat) > 3) {
        throw broken("I-F3", who + " berserked " + c.berserks().get(seat) + " times; at most 3 per combat");
      }
      if (c.turnings().get(seat) > 3) {
        throw broken("I-F3", who + " turned " + c.turnings().get(seat) + " times; at most 3 per combat");
      }
      if (c.flights().get(seat) > 3) {
        throw broken("I-F3", who + " cast Flight Spell " + c.flights().get(seat) + " times; at most 3 per run");
      }
    }
    if (c.backstabs().distinct().size() != c.backstabs().size()) {
      throw broken("I-F3", "a Thief backstabbed the same player twice in one combat");
    }
  }
}
