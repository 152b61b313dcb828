package dev.ply.games.desperategods.content;

import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The 44 squares of the board (§6.1) as data: index 0..27 the outer ring O00..O27, 28..39 the
 * middle ring M00..M11, 40..43 the inner ring I00..I03. Bridges O14↔M00 and M06↔I02 (DG-R13).
 */
public final class Board {
  private Board() {}

  /** The depth a square belongs to, which names the deck its draws use (DG-R31, table 2.2). */
  public enum Zone { TOWN, WILD, L1, L2, L3 }

  /** What landing on a square does, in order (§6.1): the primitives the 44 squares are built from. */
  public enum Act {
    /** A Town visit (DG-R55). */
    TOWN_VISIT,
    /** May take 1 damage to be swept forward 2D6. */
    RAPIDS,
    /** Draw {@code n} from the square's deck; you pick 1 (DG-R31, DG-R32). */
    DRAW,
    /** Draw {@code n} from the square's deck; your left opponent picks 1 (DG-R94). */
    DRAW_OPPONENT_PICKS,
    /** Skip your next turn (DG-R8). */
    SKIP_TURN,
    /** Take another turn (DG-R9). */
    EXTRA_TURN,
    /** Move forward D6 (DG-R16). */
    FORWARD_D6,
    /** Move back D6 (DG-R16). */
    BACK_D6,
    /** Go straight to square {@code n}, taking {@code damage} (DG-R17, DG-R18). */
    GO_TO,
    /** Gain the top Town card (DG-R59). */
    GAIN_TOWN_CARD,
    /** Swap places with another player. */
    MIRROR,
    /** Three Town cards, the left opponent picks one for you. */
    JUNK_HEAP,
    /** May pay 1 coin to go to Town. */
    OUTSKIRTS,
    /** May cash a victory card for its skulls in coins. */
    INTERROGATION,
    /** Fight a monster from an opponent's victory pile. */
    CEMETERY,
    /** Heal to 3. */
    HEAL,
    /** Make the others' movement choices until your next turn. */
    PUPPETEER,
    /** Reverse your direction (DG-R19). */
    REVERSE,
    /** Take {@code n} damage. */
    DAMAGE,
    /** Take all of Limbo. */
    TAKE_LIMBO
  }

  /** One act with its number: cards to draw, damage, or the square to go to. */
  public record Effect(Act act, int n, int damage) {}

  /**
   * One square: its id, its rule, its name, its zone (which names its deck), the engine text of its
   * effect and the acts that make it.
   */
  public record Square(int index, String id, String rule, String name, Zone zone, String effect, Vector<Effect> does) {}

  public static final int TOWN = 0;
  public static final int KENNEL = 14;
  public static final int GUILLOTINE = 28;
  public static final int LABYRINTH = 34;
  public static final int ALTAR = 42;
  public static final int SWAMP = 6;
  public static final int HEDGE_MAZE = 23;
  public static final int DESERT = 24;
  public static final int STACKS = 39;
  public static final int DARKNESS = 41;
  public static final int PENTACLE = 43;
  public static final int COUNT = 44;

  public static final Vector<Square> SQUARES = Vector.of(
      sq(0, "O00", "Town", Zone.TOWN, "Town visit: heal to 3, buy, sell or cycle the store", e(Act.TOWN_VISIT)),
      sq(1, "O01", "Rapids", Zone.WILD, "may take 1 damage to be swept forward 2D6", e(Act.RAPIDS)),
      sq(2, "O02", "Clearing", Zone.WILD, "draw 2, you pick 1", draw(2)),
      sq(3, "O03", "Undergrowth", Zone.WILD, "draw 1", draw(1)),
      sq(4, "O04", "Tall Trees", Zone.WILD, "skip your next turn, then draw 3, you pick 1", e(Act.SKIP_TURN), draw(3)),
      sq(5, "O05", "Meadow", Zone.WILD, "take another turn", e(Act.EXTRA_TURN)),
      sq(6, "O06", "Swamp", Zone.WILD, "draw 2, you pick 1; a turn begun here starts stuck", draw(2)),
      sq(7, "O07", "Wasteland", Zone.WILD, "draw 2, your opponent picks 1", e(Act.DRAW_OPPONENT_PICKS, 2)),
      sq(8, "O08", "Entrance", Zone.L1, "move forward D6", e(Act.FORWARD_D6)),
      sq(9, "O09", "Dark Stairs", Zone.L1, "draw 1", draw(1)),
      sq(10, "O10", "Cells", Zone.L1, "draw 2, you pick 1", draw(2)),
      sq(11, "O11", "Library", Zone.L1, "skip your next turn, then draw 4, you pick 1", e(Act.SKIP_TURN), draw(4)),
      sq(12, "O12", "Trap Door", Zone.L1, "fall to the Stacks and take 1 damage", goTo(STACKS, 1)),
      sq(13, "O13", "Laboratory", Zone.L1, "draw 2, you pick 1", draw(2)),
      sq(14, "O14", "Kennel", Zone.L1, "gain the top Town card, then draw 3, your opponent picks 1; bridge to M00", e(Act.GAIN_TOWN_CARD), e(Act.DRAW_OPPONENT_PICKS, 3)),
      sq(15, "O15", "Town Portal", Zone.L1, "go to Town", goTo(TOWN, 0)),
      sq(16, "O16", "Mirror", Zone.L1, "swap places with another player", e(Act.MIRROR)),
      sq(17, "O17", "Wrong Turn", Zone.L1, "move back D6", e(Act.BACK_D6)),
      sq(18, "O18", "Junk Heap", Zone.L1, "draw 3 Town cards, your opponent picks 1 for you", e(Act.JUNK_HEAP)),
      sq(19, "O19", "Hidden Door", Zone.L1, "take another turn", e(Act.EXTRA_TURN)),
      sq(20, "O20", "Guard Tower", Zone.L1, "draw 3, you pick 1", draw(3)),
      sq(21, "O21", "Bright Stairs", Zone.L1, "draw 2, you pick 1", draw(2)),
      sq(22, "O22", "Exit", Zone.L1, "move forward D6", e(Act.FORWARD_D6)),
      sq(23, "O23", "Hedge Maze", Zone.WILD, "skip your next turn", e(Act.SKIP_TURN)),
      sq(24, "O24", "Desert", Zone.WILD, "draw 1", draw(1)),
      sq(25, "O25", "Mirage", Zone.WILD, "go to the Desert", goTo(DESERT, 0)),
      sq(26, "O26", "Oasis", Zone.WILD, "draw 3, you pick 1", draw(3)),
      sq(27, "O27", "Outskirts", Zone.WILD, "may pay 1 coin to go to Town", e(Act.OUTSKIRTS)),
      sq(28, "M00", "Guillotine", Zone.L2, "draw 3, your opponent picks 1; bridge to O14", e(Act.DRAW_OPPONENT_PICKS, 3)),
      sq(29, "M01", "Solitary", Zone.L2, "skip your next turn", e(Act.SKIP_TURN)),
      sq(30, "M02", "Interrogation", Zone.L2, "may cash a victory card for its skulls", e(Act.INTERROGATION)),
      sq(31, "M03", "Church", Zone.L2, "draw 2, you pick 1", draw(2)),
      sq(32, "M04", "Cemetery", Zone.L2, "fight a monster from an opponent's victory pile", e(Act.CEMETERY)),
      sq(33, "M05", "Infirmary", Zone.L2, "heal to 3, skip your next turn", e(Act.HEAL), e(Act.SKIP_TURN)),
      sq(34, "M06", "Labyrinth", Zone.L2, "move back D6; bridge to I02", e(Act.BACK_D6)),
      sq(35, "M07", "Gauntlet", Zone.L2, "draw 1, then draw 1 more", draw(1), draw(1)),
      sq(36, "M08", "Marionette", Zone.L2, "you make the others' movement choices until your next turn", e(Act.PUPPETEER)),
      sq(37, "M09", "Abyss", Zone.L2, "fall to the Pentacle", goTo(PENTACLE, 0)),
      sq(38, "M10", "Asylum", Zone.L2, "draw 1, then reverse your direction", draw(1), e(Act.REVERSE)),
      sq(39, "M11", "Stacks", Zone.L2, "draw 3, you pick 1", draw(3)),
      sq(40, "I00", "Hellgate", Zone.L3, "draw 1", draw(1)),
      sq(41, "I01", "Darkness", Zone.L3, "move back D6", e(Act.BACK_D6)),
      sq(42, "I02", "Altar", Zone.L3, "take 2 damage, then take all of Limbo; bridge to M06", e(Act.DAMAGE, 2), e(Act.TAKE_LIMBO)),
      sq(43, "I03", "Pentacle", Zone.L3, "take 1 damage, then draw 2, you pick 1", e(Act.DAMAGE, 1), draw(2)));

  private static Square sq(int index, String id, String name, Zone zone, String effect, Effect... does) {
    return new Square(index, id, "DG-R" + (100 + index), name, zone, effect, Vector.of(does));
  }

  private static Effect e(Act act) {
    return new Effect(act, 0, 0);
  }

  private static Effect e(Act act, int n) {
    return new Effect(act, n, 0);
  }

  private static Effect draw(int n) {
    return new Effect(Act.DRAW, n, 0);
  }

  private static Effect goTo(int square, int damage) {
    return new Effect(Act.GO_TO, square, damage);
  }

  private static final Square[] BY_INDEX = SQUARES.toJavaArray(Square[]::new);

  public static Square square(int index) {
    return BY_INDEX[index];
  }

  /** The next square along the ring (DG-R12); {@code ccw} walks the ring backwards. */
  public static int next(int sq, boolean ccw) {
    int d = ccw ? -1 : 1;
    if (sq < 28) {
      return Math.floorMod(sq + d, 28);
    }
    if (sq < 40) {
      return 28 + Math.floorMod(sq - 28 + d, 12);
    }
    return 40 + Math.floorMod(sq - 40 + d, 4);
  }

  /**
   * The other end of the bridge at {@code sq}, or -1 (DG-R13).
   *
   * @deprecated use {@link #bridgeAt}, which says "no bridge" as none rather than -1
   */
  @Deprecated
  public static int bridge(int sq) {
    return bridgeAt(sq).getOrElse(-1);
  }

  /** The other end of the bridge at {@code sq}, if a bridge starts there (DG-R13); made once per square. */
  public static Option<Integer> bridgeAt(int sq) {
    return sq >= 0 && sq < COUNT ? BRIDGES[sq] : Option.none();
  }

  /** Each square's bridge end, made once: the move loop asks at every step (DG-R13). */
  @SuppressWarnings("unchecked")
  private static final Option<Integer>[] BRIDGES = Vector.range(0, COUNT).map(Board::bridgeEnd).toJavaArray(Option[]::new);

  private static Option<Integer> bridgeEnd(int sq) {
    switch (sq) {
      case KENNEL: return Option.some(GUILLOTINE);
      case GUILLOTINE: return Option.some(KENNEL);
      case LABYRINTH: return Option.some(ALTAR);
      case ALTAR: return Option.some(LABYRINTH);
      default: return Option.none();
    }
  }

  /**
   * The encounter deck a square's draws use (DG-R31): 0 W, 1 L1, 2 L2, 3 L3, -1 Town.
   *
   * @deprecated use {@link #deckAt}, which says "no deck" (the Town) as none rather than -1
   */
  @Deprecated
  public static int deckOf(int sq) {
    return deckAt(sq).getOrElse(-1);
  }

  /** The encounter deck a square's draws use (DG-R31): 0 W, 1 L1, 2 L2, 3 L3; none in the Town. */
  public static Option<Integer> deckAt(int sq) {
    switch (square(sq).zone()) {
      case WILD: return Option.some(0);
      case L1: return Option.some(1);
      case L2: return Option.some(2);
      case L3: return Option.some(3);
      default: return Option.none();
    }
  }

  public static String id(int sq) {
    return square(sq).id();
  }

  public static String name(int sq) {
    return square(sq).name();
  }

  /**
   * The square index of an id such as {@code "M06"}, or -1.
   *
   * @deprecated use {@link #find}, which says "no such square" as none rather than -1
   */
  @Deprecated
  public static int parse(String id) {
    return find(id).getOrElse(-1);
  }

  /** The square index of an id such as {@code "M06"}, if a square has that id. */
  public static Option<Integer> find(String id) {
    for (Square s : SQUARES) {
      if (s.id().equals(id)) {
        return Option.some(s.index());
      }
    }
    return Option.none();
  }
}
