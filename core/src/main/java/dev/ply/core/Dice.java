package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * A cursor over a {@link RandomSource} for use inside one {@code apply}: draw several values,
 * then store {@link #source()} back in the state. It is mutable but never escapes the call, so
 * {@code apply} stays pure. Not thread-safe (it never needs to be).
 */
public final class Dice {
  private RandomSource source;

  public Dice(RandomSource source) {
    this.source = source;
  }

  /** A value in {@code [0, bound)}. */
  public int nextInt(int bound) {
    RandomSource.Draw d = source.nextInt(bound);
    source = d.next();
    return d.value();
  }

  /** A fair die with {@code sides} faces: a value in {@code [1, sides]}. */
  public int roll(int sides) {
    return nextInt(sides) + 1;
  }

  /**
   * A Fisher–Yates shuffle (Durstenfeld): for {@code i} from {@code n-1} down to {@code 1}, swap
   * element {@code i} with element {@code nextInt(i + 1)}. Draws {@code n-1} values.
   */
  public <T> Vector<T> shuffle(Seq<T> items) {
    Object[] a = items.toJavaArray();
    for (int i = a.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      Object t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    @SuppressWarnings("unchecked")
    Vector<T> out = (Vector<T>) Vector.of(a);
    return out;
  }

  /** The same shuffle in place over an int array (for games that pack their decks). */
  public void shuffle(int[] a) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** The source after every draw so far. */
  public RandomSource source() {
    return source;
  }
}
