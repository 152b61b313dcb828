package dev.ply.games.dungeonlords.content;

/**
 * A square of a dungeon (§2): column {@code c} 0..4 left to right, row {@code r} 0..3 from the
 * surface. The entrance opens into (2,0).
 */
public record Square(int c, int r) implements Comparable<Square> {
  public static final int COLUMNS = 5;
  public static final int ROWS = 4;
  public static final Square ENTRANCE = new Square(2, 0);

  public static Square of(int c, int r) {
    return new Square(c, r);
  }

  public boolean inGrid() {
    return c >= 0 && c < COLUMNS && r >= 0 && r < ROWS;
  }

  public boolean adjacent(Square o) {
    return Math.abs(c - o.c) + Math.abs(r - o.r) == 1;
  }

  @Override
  public int compareTo(Square o) {
    return r != o.r ? Integer.compare(r, o.r) : Integer.compare(c, o.c);
  }

  @Override
  public String toString() {
    return "(" + c + "," + r + ")";
  }
}
