package dev.ply.samples.loveletter.state;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import java.util.Objects;

/**
 * A Love Letter position: a small immutable value of int fields, built for speed
 * (see {@code docs/performance.md}). Cards are packed as their values 1..8
 * ({@link dev.ply.samples.loveletter.content.Card#of(int)}), {@link Deck#HIDDEN} where a view masks
 * one, 0 for "no card"; sets of seats are bit masks (bit {@code i} = seat {@code i}).
 *
 * @param table the seated players (shared by every state of the game)
 * @param round the round being played, from 1
 * @param tokens affection tokens, four bits per seat (LL-R16)
 * @param deck this round's shuffled cards; it never changes during the round (LL-R3)
 * @param next the deck slot of the next card to draw (the pile is empty at {@link Deck#BURNED})
 * @param hands the card each seat holds between turns, four bits per seat; 0 once out (LL-R14)
 * @param drawn the second card of the player on turn (LL-R4); 0 when nobody holds two
 * @param turn the seat on turn; -1 once the game is over
 * @param out seats out of this round (LL-R14)
 * @param shielded seats protected by a Handmaid (LL-R8)
 * @param piles each seat's face-up cards this round
 * @param winners seats that won the game; 0 while it goes on (LL-R16)
 * @param turns turns begun in the whole game
 * @param random the source the next round's shuffle draws from
 * @param known what each seat has learnt of another's hand this round (a Priest's look, a Baron's
 *     tie, a King's trade): four bits per pair, the card {@code viewer} knows {@code target} holds
 *     between turns at bits {@code 4 × (4 × viewer + target)}, 0 where it knows nothing
 *     ({@link #known(int, int)})
 */
public record LoveLetterState(
    Table table,
    int round,
    int tokens,
    Deck deck,
    int next,
    int hands,
    int drawn,
    int turn,
    int out,
    int shielded,
    Piles piles,
    int winners,
    int turns,
    RandomSource random,
    long known) {

  public LoveLetterState {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(deck, "deck");
    Objects.requireNonNull(piles, "piles");
    Objects.requireNonNull(random, "random");
  }

  /**
   * A position in which nobody has learnt anything of another's hand.
   *
   * @deprecated since 0.2.0, when positions began to carry what players learnt; use the canonical
   *     constructor (with {@code known} 0 for the same position).
   */
  @Deprecated(since = "0.2.0")
  public LoveLetterState(Table table, int round, int tokens, Deck deck, int next, int hands, int drawn, int turn,
      int out, int shielded, Piles piles, int winners, int turns, RandomSource random) {
    this(table, round, tokens, deck, next, hands, drawn, turn, out, shielded, piles, winners, turns, random, 0L);
  }

  /**
   * The card {@code viewer} knows {@code target} holds between turns (during {@code target}'s own
   * turn, the one it held before drawing), 0 when it does not know, and 0 for a viewer who is not
   * seated (seat -1: the spectator). Only a player's own knowledge, and what others know of its own
   * hand, survive in its view.
   */
  public int known(int viewer, int target) {
    return known(known, viewer, target);
  }

  /** {@link #known(int, int)} read from a packed {@code known} value, as the rules keep it while they work. */
  public static int known(long known, int viewer, int target) {
    return viewer < 0 ? 0 : (int) (known >>> shift(viewer, target)) & 0xF;
  }

  /** {@code known} with {@code viewer} knowing {@code card} in {@code target}'s hand (0: knowing nothing). */
  public static long knowing(long known, int viewer, int target, int card) {
    int shift = shift(viewer, target);
    return (known & ~(0xFL << shift)) | ((long) card << shift);
  }

  /** Where the pair's four bits sit in {@code known}: the viewer's row of four, then the target. */
  private static int shift(int viewer, int target) {
    return 4 * (4 * viewer + target);
  }

  /** Seats at the table. */
  public int players() {
    return table.size();
  }

  /** The player in {@code seat}. */
  public PlayerId player(int seat) {
    return table.player(seat);
  }

  /** The card {@code seat} holds between turns (0 when out). */
  public int hand(int seat) {
    return (hands >>> (4 * seat)) & 0xF;
  }

  /** {@code seat}'s affection tokens. */
  public int tokens(int seat) {
    return (tokens >>> (4 * seat)) & 0xF;
  }

  public boolean isOut(int seat) {
    return (out & (1 << seat)) != 0;
  }

  public boolean isShielded(int seat) {
    return (shielded & (1 << seat)) != 0;
  }

  public boolean isOver() {
    return turn < 0;
  }

  /** Cards left in the draw pile (LL-R15: the round ends when it is empty at the end of a turn). */
  public int deckSize() {
    return Math.max(0, Deck.BURNED - next);
  }

  /** Seats still in the round, as a mask. */
  public int active() {
    return ~out & ((1 << table.size()) - 1);
  }

  /** Affection tokens needed to win the game (LL-R2): 7, 5 or 4 for 2, 3 or 4 players. */
  public static int target(int players) {
    return players == 2 ? 7 : players == 3 ? 5 : 4;
  }

  public LoveLetterState withRandom(RandomSource r) {
    return new LoveLetterState(table, round, tokens, deck, next, hands, drawn, turn, out, shielded, piles,
        winners, turns, r, known);
  }

  /**
   * A stable, readable text of the whole state (the log hashes it):
   * {@code LoveLetter[players=p1,p2 round=1 turn=p1 ...]}.
   */
  @Override
  public String toString() {
    int n = table.size();
    StringBuilder sb = new StringBuilder(192);
    sb.append("LoveLetter[players=");
    for (int s = 0; s < n; s++) {
      sb.append(s == 0 ? "" : ",").append(table.player(s).name());
    }
    sb.append(" round=").append(round)
        .append(" turn=").append(turn < 0 ? "-" : table.player(turn).name())
        .append(" turns=").append(turns)
        .append(" tokens=");
    for (int s = 0; s < n; s++) {
      sb.append(s == 0 ? "" : ",").append(tokens(s));
    }
    sb.append(" hands=");
    for (int s = 0; s < n; s++) {
      sb.append(s == 0 ? "" : ",").append(digit(hand(s)));
    }
    sb.append(" drawn=").append(digit(drawn));
    mask(sb.append(" out="), out);
    mask(sb.append(" shielded="), shielded);
    piles.appendTo(sb.append(" piles="));
    deck.appendTo(sb.append(" deck="));
    sb.append(" next=").append(next);
    mask(sb.append(" winners="), winners);
    if (known != 0) {
      sb.append(" known=");
      String sep = "";
      for (int v = 0; v < n; v++) {
        for (int t = 0; t < n; t++) {
          if (known(v, t) != 0) {
            sb.append(sep).append(table.player(v).name()).append('>').append(table.player(t).name())
                .append(':').append(digit(known(v, t)));
            sep = ",";
          }
        }
      }
    }
    sb.append(" random=").append(random).append(']');
    return sb.toString();
  }

  private static char digit(int card) {
    return card == Deck.HIDDEN ? '?' : (char) ('0' + card);
  }

  /** A seat mask in binary, highest seat first, as {@link Integer#toBinaryString} prints it. */
  private static void mask(StringBuilder sb, int mask) {
    if (mask == 0) {
      sb.append('0');
      return;
    }
    for (int bit = 31 - Integer.numberOfLeadingZeros(mask); bit >= 0; bit--) {
      sb.append((mask & (1 << bit)) != 0 ? '1' : '0');
    }
  }
}
