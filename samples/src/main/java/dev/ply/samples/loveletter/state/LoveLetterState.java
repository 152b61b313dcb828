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
    RandomSource random) {

  public LoveLetterState {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(deck, "deck");
    Objects.requireNonNull(piles, "piles");
    Objects.requireNonNull(random, "random");
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
        winners, turns, r);
  }

  /**
   * A stable, readable text of the whole state (the log hashes it):
   * {@code LoveLetter[players=p1,p2 round=1 turn=p1 ...]}.
   */
  @Override
  public String toString() {
    int n = table.size();
    StringBuilder sb = new StringBuilder(160);
    sb.append("LoveLetter[players=").append(table)
        .append(" round=").append(round)
        .append(" turn=").append(turn < 0 ? "-" : table.player(turn).name())
        .append(" turns=").append(turns)
        .append(" tokens=");
    for (int s = 0; s < n; s++) {
      sb.append(s == 0 ? "" : ",").append(tokens(s));
    }
    sb.append(" hands=");
    for (int s = 0; s < n; s++) {
      int h = hand(s);
      sb.append(s == 0 ? "" : ",").append(h == Deck.HIDDEN ? '?' : (char) ('0' + h));
    }
    sb.append(" drawn=").append(drawn == Deck.HIDDEN ? '?' : (char) ('0' + drawn))
        .append(" out=").append(Integer.toBinaryString(out))
        .append(" shielded=").append(Integer.toBinaryString(shielded))
        .append(" piles=").append(piles)
        .append(" deck=").append(deck)
        .append(" next=").append(next)
        .append(" winners=").append(Integer.toBinaryString(winners))
        .append(" random=").append(random)
        .append(']');
    return sb.toString();
  }
}
