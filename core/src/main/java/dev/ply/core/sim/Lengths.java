package dev.ply.core.sim;

import io.vavr.collection.SortedMap;

/**
 * The game-length figures of a simulation summary: mean, median, min and max. Built from every
 * value ({@link #of(Distribution)}) or from counts per value ({@link #ofCounts}), which give the
 * same numbers for the same games, to the last bit.
 */
public record Lengths(double mean, double median, int min, int max) {

  public static Lengths of(Distribution d) {
    return new Lengths(d.mean(), d.median(), d.min(), d.max());
  }

  /**
   * From how many games had each length (a histogram, as a distributed job aggregates it): the
   * sum is exact in a {@code long} and the median is picked from the counts, as
   * {@link Distribution} would from the sorted values.
   */
  public static Lengths ofCounts(SortedMap<Integer, Long> counts) {
    long n = 0;
    long sum = 0;
    for (var e : counts) {
      n += e._2;
      sum += e._1 * e._2;
    }
    if (n == 0) {
      return new Lengths(0, 0, 0, 0);
    }
    double median = n % 2 == 1 ? nth(counts, n / 2) : (nth(counts, n / 2 - 1) + nth(counts, n / 2)) / 2.0;
    return new Lengths((double) sum / n, median, counts.head()._1, counts.last()._1);
  }

  /** The value at 0-based position {@code k} of the sorted values. */
  private static int nth(SortedMap<Integer, Long> counts, long k) {
    long seen = 0;
    for (var e : counts) {
      seen += e._2;
      if (k < seen) {
        return e._1;
      }
    }
    throw new IllegalArgumentException("position " + k + " of " + seen + " values");
  }
}
