package dev.ply.games.desperategods.rules;

import io.vavr.collection.Vector;

/**
 * A row of {@link Pile}s (each seat's items, each seat's victory pile, the four decks) inside the
 * working {@link Table}, each made only when first used: most applies touch one or two piles, and
 * a legal-action query touches almost none.
 */
abstract class Piles<T> {
  private final Pile<T>[] piles;

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
    return p == null ? source(i).isEmpty() : p.isEmpty();
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
