package dev.ply.samples.loveletter.state;

import java.util.Arrays;

/**
 * One round's 16 cards in the order they were shuffled (LL-R3), as an immutable array-backed
 * value. The round never changes it: the state moves an index ({@code LoveLetterState.next()})
 * instead, so drawing a card allocates nothing here and every state of a round shares one deck.
 *
 * <p>Layout: with 2 players slots {@code 0..2} are the cards set aside face up; the draw pile
 * runs from {@link #firstDraw(int)} to slot 14; slot {@value #BURNED} is the burned card, set
 * aside face down. Drawing from an empty pile therefore reads the burned card (LL-R9), and the
 * pile is empty once the index reaches {@value #BURNED}.
 *
 * <p>In a view every slot except the face-up ones holds {@link #HIDDEN}.
 */
public final class Deck {
  /** The slot of the burned card. */
  public static final int BURNED = 15;
  /** A card the viewer cannot see. */
  public static final int HIDDEN = 9;

  private final byte[] cards;

  private Deck(byte[] cards) {
    this.cards = cards;
  }

  /** A deck of these 16 packed card values, copied. */
  public static Deck of(int[] values) {
    if (values.length != 16) {
      throw new IllegalArgumentException("a deck has 16 slots, not " + values.length);
    }
    byte[] b = new byte[16];
    for (int i = 0; i < 16; i++) {
      b[i] = (byte) values[i];
    }
    return new Deck(b);
  }

  /** The first draw-pile slot: 3 with 2 players (three cards set aside face up), else 0 (LL-R3). */
  public static int firstDraw(int players) {
    return players == 2 ? 3 : 0;
  }

  /** The card in {@code slot} (a value 1..8, or {@link #HIDDEN}). */
  public int get(int slot) {
    return cards[slot];
  }

  /** The slots as packed values (a copy). */
  public int[] toArray() {
    int[] out = new int[16];
    for (int i = 0; i < 16; i++) {
      out[i] = cards[i];
    }
    return out;
  }

  private static final Deck ALL_HIDDEN = new Deck(hiddenSlots());

  private static byte[] hiddenSlots() {
    byte[] b = new byte[16];
    Arrays.fill(b, (byte) HIDDEN);
    return b;
  }

  /** This deck as a viewer sees it: the first {@code faceUp} slots shown, every other one hidden. */
  public Deck masked(int faceUp) {
    if (faceUp == 0) {
      return ALL_HIDDEN; // 3 and 4 players: nothing lies face up, and every view shares one value
    }
    byte[] b = new byte[16];
    Arrays.fill(b, (byte) HIDDEN);
    System.arraycopy(cards, 0, b, 0, faceUp);
    return new Deck(b);
  }

  @Override
  public boolean equals(Object o) {
    return o == this || (o instanceof Deck d && Arrays.equals(cards, d.cards));
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cards);
  }

  /** The 16 slots as digits, {@code ?} for hidden: {@code 1425318...}. */
  @Override
  public String toString() {
    return appendTo(new StringBuilder(16)).toString();
  }

  /** Appends {@link #toString()} to {@code sb} (the state's text builds in one buffer). */
  public StringBuilder appendTo(StringBuilder sb) {
    for (int i = 0; i < 16; i++) {
      sb.append(cards[i] == HIDDEN ? '?' : (char) ('0' + cards[i]));
    }
    return sb;
  }
}
