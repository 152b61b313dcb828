package dev.ply.games.dungeonlords.content;

/** §2: where a year-1 room may be built (DL-R31). Year-2 rooms have no zone (ANY). */
public enum Zone {
  TOP, BOTTOM, OUTER, INNER, ANY;

  public boolean contains(int c, int r) {
    return switch (this) {
      case TOP -> r <= 1;
      case BOTTOM -> r >= 2;
      case OUTER -> c == 0 || c == 4 || r == 0 || r == 3;
      case INNER -> c >= 1 && c <= 3 && r >= 1 && r <= 2;
      case ANY -> true;
    };
  }
}
