package dev.ply.core.sim;

/**
 * A proportion with its 95% Wilson score interval.
 *
 * @param label what is counted, e.g. {@code p1} or {@code mcts}
 * @param successes wins
 * @param trials games (or seats played)
 */
public record Rate(String label, int successes, int trials) {
  private static final double Z = 1.959963984540054;

  public double value() {
    return trials == 0 ? 0 : (double) successes / trials;
  }

  /** The lower end of the 95% Wilson interval. */
  public double low() {
    return wilson()[0];
  }

  /** The upper end of the 95% Wilson interval. */
  public double high() {
    return wilson()[1];
  }

  private double[] wilson() {
    if (trials == 0) {
      return new double[] {0, 1};
    }
    double n = trials;
    double p = successes / n;
    double z2 = Z * Z;
    double denom = 1 + z2 / n;
    double centre = (p + z2 / (2 * n)) / denom;
    double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
    // exact ends for 0 and all successes (the formula leaves rounding dust there)
    double low = successes == 0 ? 0 : Math.max(0, centre - half);
    double high = successes == trials ? 1 : Math.min(1, centre + half);
    return new double[] {low, high};
  }
}
