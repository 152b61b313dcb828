package dev.ply.games.munchkin.rules;

import io.vavr.collection.Vector;

/**
 * Adding to and removing from the small vectors of the state (hands, play areas, piles) through
 * one array copy. Vavr's {@code Vector.append} goes through {@code appendAll(List.of(x))} and
 * {@code remove} rebuilds the trie from two slices; these were a tenth of a random playout's time
 * (docs/performance.md). Same results, same order.
 */
final class Vectors {
  private Vectors() {}

  /** {@code v.append(x)}. */
  static <T> Vector<T> plus(Vector<T> v, T x) {
    int n = v.size();
    Object[] a = new Object[n + 1];
    for (int i = 0; i < n; i++) {
      a[i] = v.get(i);
    }
    a[n] = x;
    @SuppressWarnings("unchecked")
    Vector<T> out = (Vector<T>) Vector.of(a);
    return out;
  }

  /** {@code v.remove(x)}: without its first occurrence, or {@code v} itself when absent. */
  static <T> Vector<T> minus(Vector<T> v, T x) {
    for (int at = 0; at < v.size(); at++) {
      if (v.get(at).equals(x)) {
        return without(v, at);
      }
    }
    return v;
  }

  private static <T> Vector<T> without(Vector<T> v, int at) {
    int n = v.size();
    if (n == 1) {
      return Vector.empty();
    }
    Object[] a = new Object[n - 1];
    for (int i = 0, j = 0; i < n; i++) {
      if (i != at) {
        a[j++] = v.get(i);
      }
    }
    @SuppressWarnings("unchecked")
    Vector<T> out = (Vector<T>) Vector.of(a);
    return out;
  }
}
