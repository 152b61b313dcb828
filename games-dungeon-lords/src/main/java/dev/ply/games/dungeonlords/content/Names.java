package dev.ply.games.dungeonlords.content;

import java.util.Locale;

/**
 * The names a player reads for the content IDs the state and the actions carry ({@code T1a},
 * {@code GOBLIN-1a}, {@code ROLLING_STONE}): menus, events and the table use these, never the ID.
 * The ID stays the lookup key of the content's rules term ({@code ? T1a}). A face-down card
 * ({@code "?"}) is named as such; an unknown ID is returned as it is rather than throwing, since
 * these words are for display only.
 */
public final class Names {
  private Names() {}

  /** What a view shows for a card its viewer may not see (DungeonLordsState.HIDDEN). */
  private static final String HIDDEN = "?";

  /** {@code "Thief (level 1)"}, {@code "Paladin"}, {@code "Illusion"}. */
  public static String adventurer(String id) {
    if (id == null || !Adventurers.exists(id)) {
      return HIDDEN.equals(id) ? "an adventurer" : String.valueOf(id);
    }
    return adventurer(Adventurers.get(id));
  }

  public static String adventurer(Adventurer a) {
    return switch (a.cls()) {
      case PALADIN -> "Paladin";
      case ILLUSION -> "Illusion";
      default -> cls(a.cls()) + " (level " + a.level() + ")";
    };
  }

  /** {@code "Warrior"}. */
  public static String cls(AdventurerClass c) {
    String n = c.name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  /** A monster or ghost tile by its kind: {@code GOBLIN-1a} → {@code "Goblin"}. */
  public static String monster(String tile) {
    if (tile == null || HIDDEN.equals(tile) || tile.indexOf('-') < 0) {
      return "a monster";
    }
    try {
      return Monsters.kind(tile).label();
    } catch (IllegalArgumentException e) {
      return tile;
    }
  }

  /** A trap kind: {@code ROLLING_STONE} → {@code "Rolling Stone"}; a face-down card → {@code "a face-down trap"}. */
  public static String trap(String kind) {
    if (kind == null || HIDDEN.equals(kind)) {
      return "a face-down trap";
    }
    try {
      return Trap.valueOf(kind).label();
    } catch (IllegalArgumentException e) {
      return kind;
    }
  }

  public static String room(String room) {
    try {
      return Room.valueOf(room).label();
    } catch (IllegalArgumentException | NullPointerException e) {
      return String.valueOf(room);
    }
  }

  /** A combat card, or {@code "face down"}. */
  public static String card(String card) {
    if (card == null || HIDDEN.equals(card)) {
      return "face down";
    }
    try {
      return CombatCard.valueOf(card).label();
    } catch (IllegalArgumentException e) {
      return card;
    }
  }

  /** A special event, or {@code "a face-down special event"}. */
  public static String special(String event) {
    if (event == null || HIDDEN.equals(event)) {
      return "a face-down special event";
    }
    try {
      return SpecialEvent.valueOf(event).label();
    } catch (IllegalArgumentException e) {
      return event;
    }
  }

  /** An event tile: {@code "Payday"}, {@code "Taxes"}, {@code "Special event"}, or {@code "face down"}. */
  public static String eventTile(String tile) {
    if (tile == null || HIDDEN.equals(tile)) {
      return "face down";
    }
    try {
      return eventTile(EventTile.valueOf(tile));
    } catch (IllegalArgumentException e) {
      return tile;
    }
  }

  public static String eventTile(EventTile t) {
    return switch (t) {
      case PAYDAY -> "Payday";
      case TAXES -> "Taxes";
      case SPECIAL -> "Special event";
    };
  }

  /** An order card: {@code "Food"}. */
  public static String order(Order o) {
    return o.label();
  }

  /** An action space: {@code "Food I"}, {@code "Monsters III"} ({@code space} 0, 1, 2). */
  public static String space(Order o, int space) {
    return o.label() + " " + "I".repeat(space + 1);
  }

  /** {@code "a Pendulum"}, {@code "an Anti-magic Dart"}. */
  public static String a(String name) {
    return ("AEIOUaeiou".indexOf(name.isEmpty() ? 'x' : name.charAt(0)) >= 0 ? "an " : "a ") + name;
  }

  /** 1st, 2nd, 3rd, 4th. */
  public static String ordinal(int n) {
    return n + (n % 100 / 10 == 1 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th");
  }

  /** {@code "1 imp"}, {@code "2 imps"}. */
  public static String count(int n, String one) {
    return n + " " + (n == 1 ? one : one.endsWith("y") ? one.substring(0, one.length() - 1) + "ies" : one + "s");
  }
}
