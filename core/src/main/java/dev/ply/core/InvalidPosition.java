package dev.ply.core;

import java.util.Objects;

/**
 * Thrown by a game's position builder when the position asked for is not one the rules allow: a
 * broken invariant of the spec, or a request that names nothing in the game (a card, square or
 * seat that does not exist). One type for every game, so a puzzle editor or a test catches one
 * thing; its message is a sentence in the game's words and {@link #invariant()} names what broke.
 *
 * <p>A builder is programmer-facing (a front end's puzzle loader, a test), so it throws; rules
 * never do, and refuse with a {@link Rejection} instead.
 */
public final class InvalidPosition extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String invariant;

  /**
   * @param invariant the spec's ID of the invariant or rule the position breaks ({@code "I-P5"},
   *     {@code "DL-R12"}), or {@code "request"} when the request names nothing in the game
   * @param message what is wrong, naming the offending thing in the game's words
   */
  public InvalidPosition(String invariant, String message) {
    super(Objects.requireNonNull(invariant, "invariant") + ": " + Objects.requireNonNull(message, "message"));
    this.invariant = invariant;
  }

  /** A request that names nothing in the game ({@code "no square Q99 on the board"}). */
  public static InvalidPosition request(String message) {
    return new InvalidPosition(REQUEST, message);
  }

  /**
   * A breach worded as its ID, a colon and what breaks it ({@code "I-P5: p1 wears two Armors"}),
   * as the games' invariant checks word them; {@code otherwise} is the ID when the words name none.
   */
  public static InvalidPosition worded(String breach, String otherwise) {
    int colon = breach.indexOf(": ");
    return colon > 0 ? new InvalidPosition(breach.substring(0, colon), breach.substring(colon + 2))
        : new InvalidPosition(otherwise, breach);
  }

  /** What {@link #invariant()} says of a request that names nothing in the game. */
  public static final String REQUEST = "request";

  /** The spec's ID of what the position breaks, or {@link #REQUEST}. */
  public String invariant() {
    return invariant;
  }
}
