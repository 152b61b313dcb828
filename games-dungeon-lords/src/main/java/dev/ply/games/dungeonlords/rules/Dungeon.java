package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Rejection;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** The 5×4 dungeon grid and its placement rules (§2, DL-R25, DL-R31, DL-R71, DL-R100). */
public final class Dungeon {
  private Dungeon() {}

  /** Every square of the grid, row by row. */
  public static final Vector<Square> SQUARES = squares();

  private static Vector<Square> squares() {
    java.util.List<Square> out = new java.util.ArrayList<>();
    for (int r = 0; r < Square.ROWS; r++) {
      for (int c = 0; c < Square.COLUMNS; c++) {
        out.add(Square.of(c, r));
      }
    }
    return Vector.ofAll(out);
  }

  private static boolean occupied(boolean[][] grid, int c, int r) {
    return c >= 0 && c < Square.COLUMNS && r >= 0 && r < Square.ROWS && grid[c][r];
  }

  private static boolean[][] grid(Lord lord) {
    boolean[][] g = new boolean[Square.COLUMNS][Square.ROWS];
    for (Tile t : lord.tiles()) {
      g[t.square().c()][t.square().r()] = true;
    }
    return g;
  }

  /** DL-R25: why a tunnel may not be dug on {@code sq}, if it may not. */
  public static Option<Rejection> whyNotDig(Lord lord, Square sq) {
    if (sq == null || !sq.inGrid()) {
      return Option.of(Rejection.of("OUTSIDE_GRID", "DL-R25", "the dungeon is 5 columns by 4 rows; " + sq + " is outside it"));
    }
    return whyNotDig(grid(lord), sq);
  }

  /** The same test on a prepared grid (restored before returning). */
  private static Option<Rejection> whyNotDig(boolean[][] g, Square sq) {
    int c = sq.c();
    int r = sq.r();
    if (g[c][r]) {
      return Option.of(Rejection.of("SQUARE_TAKEN", "DL-R25", sq + " already holds a tile"));
    }
    if (!occupied(g, c - 1, r) && !occupied(g, c + 1, r) && !occupied(g, c, r - 1) && !occupied(g, c, r + 1)) {
      return Option.of(Rejection.of("NOT_ADJACENT", "DL-R25", "a new tunnel must touch a tile of the dungeon; " + sq + " does not"));
    }
    g[c][r] = true;
    for (int dc = -1; dc <= 0; dc++) {
      for (int dr = -1; dr <= 0; dr++) {
        if (occupied(g, c + dc, r + dr) && occupied(g, c + dc + 1, r + dr) && occupied(g, c + dc, r + dr + 1)
            && occupied(g, c + dc + 1, r + dr + 1)) {
          g[c][r] = false;
          return Option.of(Rejection.of("FULL_2X2", "DL-R25", "a tunnel on " + sq + " would complete a 2x2 block of tiles ("
              + Square.of(c + dc, r + dr) + " to " + Square.of(c + dc + 1, r + dr + 1) + ")"));
        }
      }
    }
    g[c][r] = false;
    return Option.none();
  }

  public static boolean canDig(Lord lord, Square sq) {
    return whyNotDig(lord, sq).isEmpty();
  }

  /** The squares where a tunnel may be dug now, in grid order. */
  public static Vector<Square> diggable(Lord lord) {
    java.util.List<Square> out = new java.util.ArrayList<>();
    boolean[][] g = grid(lord);
    for (Square sq : SQUARES) {
      if (!g[sq.c()][sq.r()] && whyNotDig(g, sq).isEmpty()) {
        out.add(sq);
      }
    }
    return Vector.ofAll(out);
  }

  /** DL-R31: why {@code room} may not be built on {@code sq}, if it may not. */
  public static Option<Rejection> whyNotBuild(Lord lord, Room room, Square sq) {
    Option<Tile> t = sq == null ? Option.none() : lord.tileAt(sq);
    if (t.isEmpty() || !t.get().unconqueredTunnel()) {
      return Option.of(Rejection.of("NOT_A_TUNNEL", "DL-R31", "a room replaces one of your unconquered tunnels; " + sq + " is not one"));
    }
    for (Tile o : lord.tiles()) {
      if (o.isRoom() && o.square().adjacent(sq)) {
        return Option.of(Rejection.of("ROOMS_ADJACENT", "DL-R31", "rooms may not touch: " + sq + " is next to the "
            + o.room().get().label() + " on " + o.square()));
      }
    }
    if (!room.zone().contains(sq.c(), sq.r())) {
      return Option.of(Rejection.of("OUTSIDE_ZONE", "DL-R31", "the " + room.label() + " must be built in the "
          + room.zone().name().toLowerCase() + " zone; " + sq + " is not in it"));
    }
    return Option.none();
  }

  public static boolean canBuild(Lord lord, Room room, Square sq) {
    return whyNotBuild(lord, room, sq).isEmpty();
  }

  /**
   * DL-R71: path distance from the entrance through tiles (conquered ones passable, DL-R100);
   * (2,0) is 1. Unreachable squares get {@link Integer#MAX_VALUE}.
   */
  public static int[][] distances(Lord lord) {
    boolean[][] g = grid(lord);
    int[][] d = new int[Square.COLUMNS][Square.ROWS];
    for (int[] row : d) {
      java.util.Arrays.fill(row, Integer.MAX_VALUE);
    }
    if (!g[2][0]) {
      return d;
    }
    int[] queue = new int[Square.COLUMNS * Square.ROWS];
    int head = 0;
    int tail = 0;
    d[2][0] = 1;
    queue[tail++] = 2 * Square.ROWS;
    int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (head < tail) {
      int cell = queue[head++];
      int c = cell / Square.ROWS;
      int r = cell % Square.ROWS;
      for (int[] st : steps) {
        int nc = c + st[0];
        int nr = r + st[1];
        if (occupied(g, nc, nr) && d[nc][nr] == Integer.MAX_VALUE) {
          d[nc][nr] = d[c][r] + 1;
          queue[tail++] = nc * Square.ROWS + nr;
        }
      }
    }
    return d;
  }

  /** DL-R71: the unconquered tiles nearest the entrance, in grid order. */
  public static Vector<Square> battleTiles(Lord lord) {
    int[][] d = distances(lord);
    int best = Integer.MAX_VALUE;
    for (Tile t : lord.tiles()) {
      if (!t.conquered()) {
        best = Math.min(best, d[t.square().c()][t.square().r()]);
      }
    }
    java.util.List<Square> out = new java.util.ArrayList<>();
    for (Tile t : lord.tiles()) {
      if (!t.conquered() && d[t.square().c()][t.square().r()] == best) {
        out.add(t.square());
      }
    }
    return Vector.ofAll(out).sorted();
  }
}
