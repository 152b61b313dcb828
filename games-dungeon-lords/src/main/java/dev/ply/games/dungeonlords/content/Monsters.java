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

  public static MonsterKind kind(String tile) {
    return MonsterKind.valueOf(tile.substring(0, tile.indexOf('-')));
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
