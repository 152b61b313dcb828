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

  /*
   * The grid as a 20-bit mask, bit c × ROWS + r set where a tile lies: the rules test it at every
   * dig and every combat round, so it is built without allocating.
   */

  private static int bit(int c, int r) {
    return 1 << (c * Square.ROWS + r);
  }

  private static boolean occupied(int grid, int c, int r) {
    return c >= 0 && c < Square.COLUMNS && r >= 0 && r < Square.ROWS && (grid & bit(c, r)) != 0;
  }

  private static int grid(Lord lord) {
    int g = 0;
    for (Tile t : lord.tiles()) {
      g |= bit(t.square().c(), t.square().r());
    }
    return g;
  }

  /** DL-R25: why a tunnel may not be dug on {@code sq}, if it may not. */
  public static Option<Rejection> whyNotDig(Lord lord, Square sq) {
    if (sq == null || !sq.inGrid()) {
      return Option.of(Rejection.of("OUTSIDE_GRID", "DL-R25", "the dungeon is 5 columns by 4 rows; " + sq + " is outside it"));
    }
    int g = grid(lord);
    int c = sq.c();
    int r = sq.r();
    return switch (digProblem(g, c, r)) {
      case NONE -> Option.none();
      case TAKEN -> Option.of(Rejection.of("SQUARE_TAKEN", "DL-R25", sq + " already holds a tile"));
      case NOT_ADJACENT -> Option.of(Rejection.of("NOT_ADJACENT", "DL-R25", "a new tunnel must touch a tile of the dungeon; " + sq + " does not"));
      case FULL_2X2 -> {
        Square corner = fullBlock(g | bit(c, r), c, r).get();
        yield Option.of(Rejection.of("FULL_2X2", "DL-R25", "a tunnel on " + sq + " would complete a 2x2 block of tiles ("
            + corner + " to " + Square.of(corner.c() + 1, corner.r() + 1) + ")"));
      }
    };
  }

  /** What forbids a tunnel on a square (DL-R25), {@code NONE} when nothing does. */
  private enum DigProblem { NONE, TAKEN, NOT_ADJACENT, FULL_2X2 }

  private static DigProblem digProblem(int g, int c, int r) {
    if ((g & bit(c, r)) != 0) {
      return DigProblem.TAKEN;
    }
    if (!occupied(g, c - 1, r) && !occupied(g, c + 1, r) && !occupied(g, c, r - 1) && !occupied(g, c, r + 1)) {
      return DigProblem.NOT_ADJACENT;
    }
    return fillsBlock(g | bit(c, r), c, r) ? DigProblem.FULL_2X2 : DigProblem.NONE;
  }

  /** Whether (c, r) is in a full 2×2 block of {@code g} (allocation-free: it runs for every square at every dig). */
  private static boolean fillsBlock(int g, int c, int r) {
    for (int dc = -1; dc <= 0; dc++) {
      for (int dr = -1; dr <= 0; dr++) {
        if (full(g, c + dc, r + dr)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The top-left corner of the first full 2×2 block of {@code g} with (c, r) in it, corners tried left, then up. */
  private static Option<Square> fullBlock(int g, int c, int r) {
    for (int dc = -1; dc <= 0; dc++) {
      for (int dr = -1; dr <= 0; dr++) {
        if (full(g, c + dc, r + dr)) {
          return Option.some(Square.of(c + dc, r + dr));
        }
      }
    }
    return Option.none();
  }

  /** Whether the 2×2 block with top-left corner (c, r) is full in {@code g}. */
  private static boolean full(int g, int c, int r) {
    return occupied(g, c, r) && occupied(g, c + 1, r) && occupied(g, c, r + 1) && occupied(g, c + 1, r + 1);
  }

  public static boolean canDig(Lord lord, Square sq) {
    return sq != null && sq.inGrid() && digProblem(grid(lord), sq.c(), sq.r()) == DigProblem.NONE;
  }

  /** The squares where a tunnel may be dug now, in grid order. */
  public static Vector<Square> diggable(Lord lord) {
    java.util.List<Square> out = new java.util.ArrayList<>();
    int g = grid(lord);
    for (Square sq : SQUARES) {
      if (digProblem(g, sq.c(), sq.r()) == DigProblem.NONE) {
        out.add(sq);
      }
    }
    return Vector.ofAll(out);
  }

  /** Whether {@link #diggable} is not empty. */
  public static boolean anyDiggable(Lord lord) {
    int g = grid(lord);
    for (Square sq : SQUARES) {
      if (digProblem(g, sq.c(), sq.r()) == DigProblem.NONE) {
        return true;
      }
    }
    return false;
  }

  /** DL-R31: why {@code room} may not be built on {@code sq}, if it may not. */
  public static Option<Rejection> whyNotBuild(Lord lord, Room room, Square sq) {
    return switch (buildProblem(lord, room, sq)) {
      case NONE -> Option.none();
      case NOT_A_TUNNEL -> Option.of(Rejection.of("NOT_A_TUNNEL", "DL-R31",
          "a room replaces one of your unconquered tunnels; " + sq + " is not one"));
      case ROOMS_ADJACENT -> {
        Tile o = lord.tiles().find(x -> x.isRoom() && x.square().adjacent(sq)).get();
        yield Option.of(Rejection.of("ROOMS_ADJACENT", "DL-R31", "rooms may not touch: " + sq + " is next to the "
            + o.room().get().label() + " on " + o.square()));
      }
      case OUTSIDE_ZONE -> Option.of(Rejection.of("OUTSIDE_ZONE", "DL-R31", "the " + room.label()
          + " must be built in the " + room.zone().name().toLowerCase() + " zone; " + sq + " is not in it"));
    };
  }

  /** Whether {@code room} may be built on {@code sq} (DL-R31); asked for every tunnel and room a list offers. */
  public static boolean canBuild(Lord lord, Room room, Square sq) {
    return buildProblem(lord, room, sq) == BuildProblem.NONE;
  }

  /** What forbids a room on a square (DL-R31), {@code NONE} when nothing does. */
  private enum BuildProblem { NONE, NOT_A_TUNNEL, ROOMS_ADJACENT, OUTSIDE_ZONE }

  private static BuildProblem buildProblem(Lord lord, Room room, Square sq) {
    Option<Tile> t = sq == null ? Option.none() : lord.tileAt(sq);
    if (t.isEmpty() || !t.get().unconqueredTunnel()) {
      return BuildProblem.NOT_A_TUNNEL;
    }
    for (Tile o : lord.tiles()) {
      if (o.isRoom() && o.square().adjacent(sq)) {
        return BuildProblem.ROOMS_ADJACENT;
      }
    }
    return room.zone().contains(sq.c(), sq.r()) ? BuildProblem.NONE : BuildProblem.OUTSIDE_ZONE;
  }

  /**
   * DL-R71: path distance from the entrance through tiles (conquered ones passable, DL-R100);
   * (2,0) is 1. Unreachable squares get {@link Integer#MAX_VALUE}.
   */
  public static int[][] distances(Lord lord) {
    int[] flat = distances(grid(lord));
    int[][] d = new int[Square.COLUMNS][Square.ROWS];
    for (int c = 0; c < Square.COLUMNS; c++) {
      for (int r = 0; r < Square.ROWS; r++) {
        d[c][r] = flat[c * Square.ROWS + r];
      }
    }
    return d;
  }

  /** The same on the grid mask, indexed c × ROWS + r. */
  private static int[] distances(int g) {
    int[] d = new int[Square.COLUMNS * Square.ROWS];
    java.util.Arrays.fill(d, Integer.MAX_VALUE);
    if (!occupied(g, 2, 0)) {
      return d;
    }
    int[] queue = new int[Square.COLUMNS * Square.ROWS];
    int head = 0;
    int tail = 0;
    d[2 * Square.ROWS] = 1;
    queue[tail++] = 2 * Square.ROWS;
    while (head < tail) {
      int cell = queue[head++];
      int c = cell / Square.ROWS;
      int r = cell % Square.ROWS;
      for (int st = 0; st < 4; st++) { // right, left, down, up
        int nc = c + (st == 0 ? 1 : st == 1 ? -1 : 0);
        int nr = r + (st == 2 ? 1 : st == 3 ? -1 : 0);
        int next = nc * Square.ROWS + nr;
        if (occupied(g, nc, nr) && d[next] == Integer.MAX_VALUE) {
          d[next] = d[cell] + 1;
          queue[tail++] = next;
        }
      }
    }
    return d;
  }

  /** DL-R71: the unconquered tiles nearest the entrance, in grid order. */
  public static Vector<Square> battleTiles(Lord lord) {
    int[] d = distances(grid(lord));
    int best = Integer.MAX_VALUE;
    int nearest = 0; // mask of the unconquered tiles at distance best
    for (Tile t : lord.tiles()) {
      if (!t.conquered()) {
        int at = t.square().c() * Square.ROWS + t.square().r();
        if (d[at] < best) {
          best = d[at];
          nearest = 0;
        }
        if (d[at] == best) {
          nearest |= 1 << at;
        }
      }
    }
    if (nearest == 0) {
      return Vector.empty();
    }
    java.util.List<Square> out = new java.util.ArrayList<>();
    for (Tile t : lord.tiles()) {
      Square sq = t.square();
      if (!t.conquered() && (nearest & (1 << (sq.c() * Square.ROWS + sq.r()))) != 0) {
        out.add(sq);
      }
    }
    if (out.size() > 1) {
      out.sort(null);
    }
    return Vector.ofAll(out);
  }
}
