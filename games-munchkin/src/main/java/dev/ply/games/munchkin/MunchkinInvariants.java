package dev.ply.games.munchkin;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.rules.Items;
import java.util.HashMap;
import java.util.Map;

/**
 * The §9 invariants (I-C1..I-C4, I-P1, I-P3..I-P6), checked after every step of every playout and
 * by {@link MunchkinPositions} when it builds; a broken one throws {@link AssertionError} naming it.
 */
public final class MunchkinInvariants {
  private MunchkinInvariants() {}

  public static void check(MunchkinState s) {
    Map<String, String> zone = new HashMap<>();
    put(zone, s.doorDeck(), "door deck");
    put(zone, s.doorDiscard(), "door discard");
    put(zone, s.treasureDeck(), "treasure deck");
    put(zone, s.treasureDiscard(), "treasure discard");
    put(zone, s.resolving(), "resolving");
    put(zone, s.corpse(), "corpse");
    put(zone, s.pool(), "pool");
    for (PlayerState p : s.seats()) {
      put(zone, p.hand(), p.id() + " hand");
      put(zone, p.items(), p.id() + " items");
      put(zone, p.races(), p.id() + " races");
      put(zone, p.classes(), p.id() + " classes");
      put(zone, p.curses(), p.id() + " curses");
      put(zone, p.halfBreed().toVector(), p.id() + " half-breed");
      put(zone, p.superMunchkin().toVector(), p.id() + " super munchkin");
      put(zone, p.hireling().toVector(), p.id() + " hireling");
      put(zone, p.cheats().map(c -> c.card()), p.id() + " cheats");
      if (p.halfBreed().isDefined() && p.races().isEmpty()) {
        throw new AssertionError("I-P3: " + p.id() + " has Half-Breed without a race");
      }
      if (p.races().map(r -> Cards.card(r).race()).distinct().size() != p.races().size()
          || p.classes().map(r -> Cards.card(r).cls()).distinct().size() != p.classes().size()) {
        throw new AssertionError("I-P3: " + p.id() + " has a race or class twice");
      }
      // I-P1
      if (p.level() < 1 || p.level() > 10 || (p.level() == 10 && !s.over())) {
        throw new AssertionError("I-P1: " + p.id() + " is at level " + p.level());
      }
      // I-P3
      if (p.races().size() > (p.halfBreed().isDefined() ? 2 : 1) || p.classes().size() > (p.superMunchkin().isDefined() ? 2 : 1)) {
        throw new AssertionError("I-P3: " + p.id() + " has races " + p.races() + " classes " + p.classes());
      }
      // I-P4, I-P5
      boolean bigPending = s.frames().items().exists(f -> f instanceof dev.ply.games.munchkin.state.Frame.BigCheck b
          && s.seat(b.seat()).id().equals(p.id()));
      if (Items.bigCount(p) > Items.bigAllowance(p) && !bigPending) {
        throw new AssertionError("I-P4: " + p.id() + " has too many Big items " + p.items());
      }
      for (String e : p.equipped()) {
        if (!p.items().contains(e) || Cards.card(e).kind() != Kind.ITEM) {
          throw new AssertionError("I-P5: " + p.id() + " has " + e + " equipped");
        }
      }
      // I-P6
      if (!p.alive() && (!p.hand().isEmpty() || !p.items().isEmpty() || p.hireling().isDefined())) {
        throw new AssertionError("I-P6: dead " + p.id() + " holds cards");
      }
      // I-C4
      for (String h : p.hand()) {
        Kind k = Cards.card(h).kind();
        if ((k == Kind.DIVINE_INTERVENTION || k == Kind.HOARD) && s.frames().top().isDefined()) {
          throw new AssertionError("I-C4: " + h + " in " + p.id() + "'s hand");
        }
      }
    }
    if (s.combat().isDefined()) {
      for (MonsterEntry m : s.combat().get().monsters()) {
        put(zone, io.vavr.collection.Vector.of(m.card()), "combat");
        put(zone, m.enhancers(), "combat");
      }
      put(zone, s.combat().get().zone(), "combat");
    } else if (!s.pool().isEmpty()) {
      throw new AssertionError("I-C3: a reward pool outside combat");
    }
    // I-C1
    if (zone.size() != 168) {
      throw new AssertionError("I-C1: " + zone.size() + " cards are in zones, not 168");
    }
    // I-C2
    for (String id : s.doorDeck().appendAll(s.doorDiscard())) {
      if (!id.startsWith("D")) {
        throw new AssertionError("I-C2: " + id + " in a Door pile");
      }
    }
    for (String id : s.treasureDeck().appendAll(s.treasureDiscard()).appendAll(s.pool())) {
      if (!id.startsWith("T")) {
        throw new AssertionError("I-C2: " + id + " in a Treasure pile");
      }
    }
  }

  private static void put(Map<String, String> zone, Iterable<String> cards, String where) {
    for (String c : cards) {
      String before = zone.put(c, where);
      if (before != null) {
        throw new AssertionError("I-C1: " + c + " is in " + before + " and in " + where);
      }
    }
  }
}
