package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * The 24 monster (or ghost) tiles of §6.4: 12 per year. A tile's id is its kind and year with a
 * letter ({@code GOBLIN-1a}); the kind is the part before the dash.
 */
public final class Monsters {
  private Monsters() {}

  public static final Vector<String> ALL = build(1).appendAll(build(2));

  public static Vector<String> ofYear(int year) {
    return ALL.filter(id -> id.charAt(id.indexOf('-') + 1) == (char) ('0' + year));
  }

  /** The kind of every tile id, looked up without cutting the id (the rules ask at every step). */
  private static final java.util.Map<String, MonsterKind> KINDS = kinds();

  private static java.util.Map<String, MonsterKind> kinds() {
    java.util.Map<String, MonsterKind> out = new java.util.HashMap<>();
    for (String id : ALL) {
      out.put(id, MonsterKind.valueOf(id.substring(0, id.indexOf('-'))));
    }
    return out;
  }

  public static MonsterKind kind(String tile) {
    MonsterKind k = KINDS.get(tile);
    return k != null ? k : MonsterKind.valueOf(tile.substring(0, tile.indexOf('-')));
  }

  public static boolean exists(String tile) {
    return ALL.contains(tile);
  }

  private static Vector<String> build(int year) {
    Vector<String> out = Vector.empty();
    for (MonsterKind k : MonsterKind.values()) {
      for (int i = 0; i < k.tiles(year); i++) {
        out = out.append(k.name() + "-" + year + (char) ('a' + i));
      }
    }
    return out;
  }
}
