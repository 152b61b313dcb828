package dev.ply.core;

import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * An immutable, pure source of random integers that lives inside a game's state, so that
 * {@code apply} stays pure and a game is determined by its setup and its actions.
 *
 * <p>{@link #nextInt(int)} returns the value and the next source; the source it was called on is
 * unchanged. Inside one {@code apply}, {@link Dice} is the convenient way to draw several values.
 *
 * <h2>The seeded algorithm (part of the log format; changing it is a breaking change)</h2>
 *
 * SplitMix64 (Steele, Lea, Flood 2014): the state is one {@code long}; each step adds
 * {@code 0x9E3779B97F4A7C15} and mixes the result with the multipliers {@code 0xBF58476D1CE4E5B9}
 * and {@code 0x94D049BB133111EB}. {@code nextInt(bound)} takes the top 31 bits of a step,
 * {@code r = x >>> 33}, and rejects {@code r >= (2^31 / bound) * bound} by stepping again, so
 * every value in {@code [0, bound)} is exactly equally likely. It then returns {@code r % bound}.
 */
public sealed interface RandomSource
    permits RandomSource.Seeded, RandomSource.Scripted, RandomSource.Sealed, RandomSource.Recording {

  /** One draw: the value and the source to use from now on. */
  record Draw(int value, RandomSource next) {}

  /**
   * A value in {@code [0, bound)}.
   *
   * @throws IllegalArgumentException when {@code bound < 1}
   * @throws RandomSourceException when a scripted source is exhausted or out of range, or when a
   *     view's sealed source is asked to draw
   */
  Draw nextInt(int bound);

  /** The default source: SplitMix64 from {@code seed}, identical on every JVM. */
  static RandomSource seeded(long seed) {
    return new Seeded(seed);
  }

  /** Returns exactly these values in order, then fails loudly. For tests and reported positions. */
  static RandomSource scripted(int... values) {
    return new Scripted(Vector.ofAll(values), 0);
  }

  /** Scripted from a sequence of recorded values. */
  static RandomSource scripted(Iterable<Integer> values) {
    return new Scripted(Vector.ofAll(values), 0);
  }

  /** The source a view holds: it refuses to draw, so no client can predict the dice. */
  static RandomSource sealed() {
    return Sealed.INSTANCE;
  }

  /** Wraps a source and remembers every value drawn through it (the log uses this). */
  static RandomSource recording(RandomSource inner) {
    return new Recording(unwrap(inner), List.empty(), List.empty());
  }

  /** The source without any recording wrapper. */
  static RandomSource unwrap(RandomSource source) {
    return source instanceof Recording r ? r.inner() : source;
  }

  /** The values drawn through a recording source, in order; empty for any other source. */
  static Vector<Integer> recorded(RandomSource source) {
    return source instanceof Recording r ? inOrder(r.drawn()) : Vector.empty();
  }

  /** The bounds of the draws through a recording source, in order; empty for any other source. */
  static Vector<Integer> recordedBounds(RandomSource source) {
    return source instanceof Recording r ? inOrder(r.bounds()) : Vector.empty();
  }

  /** A newest-first list in drawing order; most steps draw nothing, so that case allocates nothing. */
  private static Vector<Integer> inOrder(List<Integer> newestFirst) {
    if (newestFirst.isEmpty()) {
      return Vector.empty();
    }
    Integer[] out = new Integer[newestFirst.size()];
    int i = out.length;
    for (Integer v : newestFirst) {
      out[--i] = v;
    }
    return Vector.of(out);
  }

  private static void checkBound(int bound) {
    if (bound < 1) {
      throw new IllegalArgumentException("bound must be at least 1, was " + bound);
    }
  }

  /** SplitMix64. {@code state} is the generator's whole state. */
  record Seeded(long state) implements RandomSource {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private static final long RANGE = 1L << 31;

    static long mix(long z) {
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    @Override
    public Draw nextInt(int bound) {
      checkBound(bound);
      long s = state;
      long limit = RANGE / bound * bound;
      long r;
      do {
        s += GOLDEN_GAMMA;
        r = mix(s) >>> 33;
      } while (r >= limit);
      return new Draw((int) (r % bound), new Seeded(s));
    }

    @Override
    public String toString() {
      return "Seeded[" + Long.toHexString(state) + "]";
    }
  }

  /** Returns {@code values} in order from {@code position}. */
  record Scripted(Vector<Integer> values, int position) implements RandomSource {
    public Scripted {
      Objects.requireNonNull(values, "values");
    }

    @Override
    public Draw nextInt(int bound) {
      checkBound(bound);
      if (position >= values.size()) {
        throw new RandomSourceException(
            "scripted random source exhausted: all " + values.size() + " scripted values were used");
      }
      int v = values.get(position);
      if (v < 0 || v >= bound) {
        throw new RandomSourceException(
            "scripted value " + v + " (draw " + (position + 1) + ") is outside [0, " + bound + ")");
      }
      return new Draw(v, new Scripted(values, position + 1));
    }

    public int remaining() {
      return values.size() - position;
    }
  }

  /** The masked source of a view. */
  enum Sealed implements RandomSource {
    INSTANCE;

    @Override
    public Draw nextInt(int bound) {
      throw new RandomSourceException(
          "this state is a view: its random source is sealed; determinize it before simulating");
    }
  }

  /**
   * Draws from {@code inner}; {@code drawn} holds the values drawn and {@code bounds} their bounds,
   * newest first (a verified replay checks recorded draws against the seed with the bounds).
   */
  record Recording(RandomSource inner, List<Integer> drawn, List<Integer> bounds) implements RandomSource {
    @Override
    public Draw nextInt(int bound) {
      Draw d = inner.nextInt(bound);
      return new Draw(d.value(), new Recording(d.next(), drawn.prepend(d.value()), bounds.prepend(bound)));
    }
  }
}
