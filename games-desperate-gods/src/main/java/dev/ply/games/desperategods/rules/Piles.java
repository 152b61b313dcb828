package dev.ply.games.desperategods.rules;

import io.vavr.collection.Vector;

/**
 * A row of {@link Pile}s (each seat's items, each seat's victory pile, the four decks) inside the
 * working {@link Table}, each made only when first used: most applies touch one or two piles, and
 * a legal-action query touches almost none.
 */
abstract class Piles<T> {
  private final Pile<T>[] piles;
  /** Emptiness of the untouched source vectors, read once each: bit 2i set = known, bit 2i+1 = empty. */
  private long emptyKnown;

  @SuppressWarnings("unchecked")
  Piles(int size) {
    piles = (Pile<T>[]) new Pile<?>[size];
  }

  /** The state's vector for pile {@code i}. */
  abstract Vector<T> source(int i);

  int size() {
    return piles.length;
  }

  Pile<T> get(int i) {
    Pile<T> p = piles[i];
    if (p == null) {
      p = new Pile<>(source(i));
      piles[i] = p;
    }
    return p;
  }

  boolean isEmpty(int i) {
    Pile<T> p = piles[i];
    if (p != null) {
      return p.isEmpty();
    }
    // the deck-exhaustion check asks this at every step of the settle loop (DG-R90)
    if ((emptyKnown & (1L << (2 * i))) == 0) {
      emptyKnown |= (1L << (2 * i)) | (source(i).isEmpty() ? 1L << (2 * i + 1) : 0);
    }
    return (emptyKnown & (1L << (2 * i + 1))) != 0;
  }

  /** Pile {@code i} as an immutable vector: the state's own one when it did not change. */
  Vector<T> vector(int i) {
    Pile<T> p = piles[i];
    return p == null ? source(i) : p.toVector();
  }

  /** True when pile {@code i} was written to in this apply. */
  boolean changed(int i) {
    Pile<T> p = piles[i];
    return p != null && p.changed();
  }
}
