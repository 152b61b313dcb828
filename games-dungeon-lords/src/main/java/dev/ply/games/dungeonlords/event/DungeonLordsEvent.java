package dev.ply.games.dungeonlords.event;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Visibility;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;
import io.vavr.collection.Vector;

/**
 * What happened, each naming its rule and saying it in one line ({@link #words()}). Private events
 * (a spied combat card, the kinds of drawn traps) are visible to their owner only; nothing secret is in a
 * public event.
 */
public sealed interface DungeonLordsEvent extends GameEvent {

  /** One line in the game's words, for terminals, logs and web pages. */
  String words();

  /** Anything public that needs no fields of its own (a payment, a gain, a phase). */
  record Happened(String rule, String words) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words;
    }
  }

  /** A player committed a secret choice; what he chose stays hidden (DL-R4, R14, R39, R75). */
  record Committed(PlayerId player, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String words() {
      return player + " has decided";
    }
  }

  /** A player's minion went onto an action space, or was held on its card (DL-R15..R17). */
  record MinionPlaced(String who, String order, int space) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String rule() {
      return space == 0 ? "DL-R16" : "DL-R15";
    }

    public String words() {
      Order o = Order.valueOf(order);
      return space == 0 ? who + "'s " + o.label() + " order finds no free space: the minion stays on the card"
          : who + "'s minion takes " + Names.space(o, space - 1);
    }
  }

  /** An Evilometer move (DL-R23). */
  record EvilMoved(PlayerId player, int from, int to, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String words() {
      return player + "'s evil " + (to > from ? "rises" : "drops") + " from " + from + " to " + to;
    }
  }

  /** The paladin goes to a lord (DL-R65, DL-R66). */
  record PaladinMoved(PlayerId to, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String words() {
      return "the paladin heads for " + to + "'s dungeon";
    }
  }

  /** A player looked at a face-down combat card (DL-R24): the card is his alone. */
  record Spied(PlayerId player, int position, String card) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String rule() {
      return "DL-R24";
    }

    @Override
    public Visibility visibility() {
      return Visibility.only(player);
    }

    public String words() {
      return player + " spies combat card " + position + ": " + Names.card(card);
    }
  }

  /** Trap cards drawn: the count is public (DL-R29). */
  record TrapsDrawn(PlayerId player, int count, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String words() {
      return player + " draws " + count + " trap card" + (count == 1 ? "" : "s");
    }
  }

  /** The kinds of the trap cards drawn: seen by the drawer only (§8). */
  record TrapsReceived(PlayerId player, Vector<String> traps, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    @Override
    public Visibility visibility() {
      return Visibility.only(player);
    }

    public String words() {
      return player + " receives " + traps.map(Names::trap).mkString(", ");
    }
  }

  /** A trap card went from a hand to the discard pile, which is public (year-2 discard, Golem). */
  record TrapDiscarded(PlayerId player, String trap, String rule) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String words() {
      return player + " discards " + Names.a(Names.trap(trap));
    }
  }

  /** An adventurer joined a party (DL-R59, DL-R61). */
  record AdventurerArrived(PlayerId player, String adventurer, boolean front) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String rule() {
      return "DL-R61";
    }

    public String words() {
      return "the " + Names.adventurer(adventurer) + " joins " + player + "'s party at the " + (front ? "front" : "back");
    }
  }

  /**
   * Damage dealt to a member of a party; {@code by} names its source in words ({@code "the Troll"},
   * {@code "the Rolling Stone"}, {@code "fatigue"}), empty when unknown.
   */
  record Damaged(PlayerId player, String adventurer, int amount, String rule, String by) implements DungeonLordsEvent {
    /** Without a source (kept for callers of the four-field record). */
    @Deprecated
    public Damaged(PlayerId player, String adventurer, int amount, String rule) {
      this(player, adventurer, amount, rule, "");
    }

    @Override
    public String toString() {
      return words();
    }

    public String words() {
      String who = "the " + Names.adventurer(adventurer) + " in " + player + "'s dungeon";
      return by.isEmpty() ? who + " takes " + amount + " damage" : by + " hits " + who + " for " + amount + " damage";
    }
  }

  /** An adventurer was eliminated and imprisoned (DL-R79). */
  record Imprisoned(PlayerId player, String adventurer) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String rule() {
      return "DL-R79";
    }

    public String words() {
      return "the " + Names.adventurer(adventurer) + " falls and is thrown into " + player + "'s prison";
    }
  }

  /** A tile was conquered (DL-R99). */
  record Conquered(PlayerId player, Square square) implements DungeonLordsEvent {
    @Override
    public String toString() {
      return words();
    }

    public String rule() {
      return "DL-R99";
    }

    public String words() {
      return "the adventurers conquer " + player + "'s tile at " + square;
    }
  }
}
