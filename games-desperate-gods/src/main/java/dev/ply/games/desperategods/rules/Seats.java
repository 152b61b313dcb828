package dev.ply.games.desperategods.rules;

import io.vavr.control.Option;

/**
 * Who a step asks: a seat, or {@link #NOBODY} when the step runs by itself. The options of the
 * four seats are made once, so asking who is awaited allocates nothing in the settle loop.
 */
final class Seats {
  private Seats() {}

  /** A step that runs by itself asks nobody. */
  static final Option<Integer> NOBODY = Option.none();

  private static final Option<Integer>[] SEAT = seats(4);

  @SuppressWarnings("unchecked")
  private static Option<Integer>[] seats(int n) {
    Option<Integer>[] s = new Option[n];
    for (int i = 0; i < n; i++) {
      s[i] = Option.some(i);
    }
    return s;
  }

  /** Seat {@code p} is asked. */
  static Option<Integer> of(int p) {
    return p < SEAT.length ? SEAT[p] : Option.some(p);
  }

  /** The seat that makes {@code p}'s movement decisions: the puppeteer, if another seat is one (DG-R136). */
  static int controller(Option<Integer> puppeteer, int p) {
    return puppeteer.isDefined() && puppeteer.get() != p ? puppeteer.get() : p;
  }
}
