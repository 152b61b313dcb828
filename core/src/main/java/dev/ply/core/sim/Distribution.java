package dev.ply.core.sim;

import io.vavr.collection.Vector;

/** Summary of integer samples (game lengths): count, mean, median, min, max, and the values. */
public record Distribution(Vector<Integer> values) {

  public static Distribution of(Vector<Integer> values) {
    return new Distribution(values.sorted());
  }

  public int count() {
    return values.size();
  }

  public double mean() {
    if (values.isEmpty()) {
      return 0;
    }
    long sum = 0;
    for (int v : values) {
      sum += v;
    }
    return (double) sum / values.size();
  }

  public double median() {
    int n = values.size();
    if (n == 0) {
      return 0;
    }
    return n % 2 == 1 ? values.get(n / 2) : (values.get(n / 2 - 1) + values.get(n / 2)) / 2.0;
  }

  public int min() {
    return values.isEmpty() ? 0 : values.head();
  }

  public int max() {
    return values.isEmpty() ? 0 : values.last();
  }

  /**
   * Counts per bucket: {@code buckets} equal-width ranges from {@link #min} to {@link #max}.
   * Bucket {@code i} covers {@code [min + i * width, min + (i + 1) * width)}.
   */
  public int[] histogram(int buckets) {
    int[] out = new int[Math.max(1, buckets)];
    if (values.isEmpty()) {
      return out;
    }
    int width = bucketWidth(out.length);
    for (int v : values) {
      out[Math.min(out.length - 1, (v - min()) / width)]++;
    }
    return out;
  }

  public int bucketWidth(int buckets) {
    return Math.max(1, (max() - min()) / Math.max(1, buckets) + 1);
  }
}
