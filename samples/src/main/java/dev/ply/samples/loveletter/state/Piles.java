package dev.ply.samples.loveletter.state;

/**
 * The cards each seat has played or discarded face up this round (LL-R4, LL-R9, LL-R14), visible
 * to everyone. Each seat's pile is packed in a {@code long}, four bits per card in the order they
 * were put down (a round has fewer than 16 such cards), so a pile is a value that costs nothing
 * to copy. Four seats at most (LL-R1: 2–4 players).
 */
public record Piles(long p0, long p1, long p2, long p3) {

  public static final Piles EMPTY = new Piles(0, 0, 0, 0);

  /** The packed pile of {@code seat}. */
  public long get(int seat) {
    switch (seat) {
      case 0: return p0;
      case 1: return p1;
      case 2: return p2;
      default: return p3;
    }
  }

  /** These piles with {@code card} put on top of {@code seat}'s. */
  public Piles put(int seat, int card) {
    long pile = get(seat);
    long updated = pile | ((long) card << (4 * count(pile)));
    switch (seat) {
      case 0: return new Piles(updated, p1, p2, p3);
      case 1: return new Piles(p0, updated, p2, p3);
      case 2: return new Piles(p0, p1, updated, p3);
      default: return new Piles(p0, p1, p2, updated);
    }
  }

  /** How many cards {@code seat} has put down. */
  public int count(int seat) {
    return count(get(seat));
  }

  /** The {@code i}-th card (0 = first put down) of {@code seat}'s pile. */
  public int card(int seat, int i) {
    return (int) ((get(seat) >>> (4 * i)) & 0xF);
  }

  /** The sum of the values in {@code seat}'s pile: the showdown's tie-break (LL-R15). */
  public int total(int seat) {
    long pile = get(seat);
    int sum = 0;
    while (pile != 0) {
      sum += (int) (pile & 0xF);
      pile >>>= 4;
    }
    return sum;
  }

  /** How many cards of value {@code card} lie in all piles. */
  public int countOf(int card) {
    int n = 0;
    for (int s = 0; s < 4; s++) {
      long pile = get(s);
      while (pile != 0) {
        if ((pile & 0xF) == card) {
          n++;
        }
        pile >>>= 4;
      }
    }
    return n;
  }

  private static int count(long pile) {
    return (64 - Long.numberOfLeadingZeros(pile) + 3) / 4;
  }

  /** Each seat's pile as digits in the order put down, seats separated by {@code |}. */
  @Override
  public String toString() {
    return appendTo(new StringBuilder(24)).toString();
  }

  /** Appends {@link #toString()} to {@code sb}. */
  public StringBuilder appendTo(StringBuilder sb) {
    for (int s = 0; s < 4; s++) {
      if (s > 0) {
        sb.append('|');
      }
      long pile = get(s);
      while (pile != 0) {
        sb.append((char) ('0' + (pile & 0xF)));
        pile >>>= 4;
      }
    }
    return sb;
  }
}
