package dev.ply.samples.loveletter.content;

/**
 * The eight card types of the classic 16-card deck (LL-R1), as data: the value printed on the
 * card, how many copies the deck holds, and the rule that says what playing it does.
 *
 * <p>The state packs a card as its {@link #value()} (1..8) in four bits; {@link #of(int)} turns
 * it back into the type.
 */
public enum Card {
  GUARD(1, 5, "LL-R5", "Guard"),
  PRIEST(2, 2, "LL-R6", "Priest"),
  BARON(3, 2, "LL-R7", "Baron"),
  HANDMAID(4, 2, "LL-R8", "Handmaid"),
  PRINCE(5, 2, "LL-R9", "Prince"),
  KING(6, 1, "LL-R10", "King"),
  COUNTESS(7, 1, "LL-R11", "Countess"),
  PRINCESS(8, 1, "LL-R12", "Princess");

  /** Cards in the deck (LL-R1). */
  public static final int DECK_SIZE = 16;

  private static final Card[] BY_VALUE = {null, GUARD, PRIEST, BARON, HANDMAID, PRINCE, KING, COUNTESS, PRINCESS};

  private final int value;
  private final int copies;
  private final String rule;
  private final String title;

  Card(int value, int copies, String rule, String title) {
    this.value = value;
    this.copies = copies;
    this.rule = rule;
    this.title = title;
  }

  /** The number printed on the card: what Baron comparisons and the showdown compare. */
  public int value() {
    return value;
  }

  /** Copies of this card in the deck. */
  public int copies() {
    return copies;
  }

  /** The rule that says what playing this card does. */
  public String rule() {
    return rule;
  }

  /** The card's name as printed, e.g. {@code "Handmaid"}. */
  public String title() {
    return title;
  }

  /** True for the cards whose effect chooses another player (LL-R13 applies to them). */
  public boolean choosesAnother() {
    return this == GUARD || this == PRIEST || this == BARON || this == KING;
  }

  /** The card type of a packed value in {@code 1..8}. */
  public static Card of(int value) {
    if (value < 1 || value > 8) {
      throw new IllegalArgumentException("no card has value " + value);
    }
    return BY_VALUE[value];
  }

  private static final int[] FULL_DECK = buildDeck();

  private static int[] buildDeck() {
    int[] deck = new int[DECK_SIZE];
    int i = 0;
    for (Card c : values()) {
      for (int k = 0; k < c.copies; k++) {
        deck[i++] = c.value;
      }
    }
    return deck;
  }

  /** The full deck in value order, as packed values (LL-R1); a fresh array each call. */
  public static int[] fullDeck() {
    return FULL_DECK.clone();
  }
}
