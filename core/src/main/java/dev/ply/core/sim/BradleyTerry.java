package dev.ply.core.sim;

/**
 * Bradley–Terry ratings from pairwise results, on the Elo scale: agent i beats agent j with
 * probability {@code p_i / (p_i + p_j)}, and its rating is {@code 400·log10(p_i / p_anchor)}, so
 * 75 % wins against an agent put one about 191 points above it.
 *
 * <p>The strengths are the maximum-likelihood fit by Hunter's MM iteration (Hunter 2004,
 * "MM algorithms for generalized Bradley–Terry models"): {@code p_i ← W_i / Σ_j n_ij / (p_i +
 * p_j)}, W_i the wins of i and n_ij the games between i and j, until no log-strength moves by
 * more than 1e-10. A draw counts as half a win to each side. A {@code prior} adds that many drawn
 * games to every pair, which keeps ratings finite when an agent wins or loses every game (the
 * maximum-likelihood rating is then infinite) and pulls ratings together by that many games'
 * worth.
 */
public final class BradleyTerry {
  /** Elo points per natural-log unit of strength: {@code 400 / ln 10}. */
  public static final double ELO_PER_LOG = 400 / Math.log(10);
  private static final int MAX_ROUNDS = 100_000;
  private static final double TOLERANCE = 1e-10;

  private BradleyTerry() {}

  /**
   * The ratings of the agents, {@code 0} for {@code anchor}.
   *
   * @param wins {@code wins[i][j]}: the games i won against j, draws counted as half to each
   *     side; a square matrix, its diagonal ignored
   * @param prior drawn games added to every pair (0 for the plain maximum-likelihood fit)
   * @param anchor the agent rated 0
   * @throws IllegalArgumentException when the matrix is not square, has a negative entry, or an
   *     agent without a game (then it has no rating); and when, without a prior, an agent has no
   *     win or no loss (its rating is infinite)
   */
  public static double[] elo(double[][] wins, double prior, int anchor) {
    double[] log = logStrengths(wins, prior);
    if (anchor < 0 || anchor >= log.length) {
      throw new IllegalArgumentException("the anchor must be one of the " + log.length + " agents");
    }
    double[] elo = new double[log.length];
    for (int i = 0; i < log.length; i++) {
      elo[i] = ELO_PER_LOG * (log[i] - log[anchor]);
    }
    return elo;
  }

  /** The fitted natural-log strengths, centred on 0 (see {@link #elo} for the arguments). */
  public static double[] logStrengths(double[][] wins, double prior) {
    int n = wins.length;
    if (n < 1 || !(prior >= 0)) {
      throw new IllegalArgumentException("rate at least one agent, with a prior of 0 or more");
    }
    double[][] w = new double[n][n];
    for (int i = 0; i < n; i++) {
      if (wins[i].length != n) {
        throw new IllegalArgumentException("the wins must be a square matrix");
      }
      for (int j = 0; j < n; j++) {
        if (!(wins[i][j] >= 0)) {
          throw new IllegalArgumentException("wins must not be negative");
        }
        w[i][j] = i == j ? 0 : wins[i][j] + prior / 2;
      }
    }
    double[] total = new double[n];
    for (int i = 0; i < n; i++) {
      double games = 0;
      for (int j = 0; j < n; j++) {
        total[i] += w[i][j];
        games += w[i][j] + w[j][i];
      }
      if (n > 1 && games == 0) {
        throw new IllegalArgumentException("agent " + (i + 1) + " played no game: it has no rating");
      }
      if (n > 1 && (total[i] == 0 || total[i] == games)) {
        throw new IllegalArgumentException("agent " + (i + 1) + (total[i] == 0 ? " won no game" : " lost no game")
            + ": without a prior its rating is infinite");
      }
    }
    double[] p = new double[n];
    java.util.Arrays.fill(p, 1);
    double[] next = new double[n];
    for (int round = 0; round < MAX_ROUNDS; round++) {
      double logSum = 0;
      for (int i = 0; i < n; i++) {
        double d = 0;
        for (int j = 0; j < n; j++) {
          if (j != i) {
            d += (w[i][j] + w[j][i]) / (p[i] + p[j]);
          }
        }
        next[i] = d == 0 ? p[i] : total[i] / d;
        logSum += Math.log(next[i]);
      }
      // the scale is free: keep the geometric mean at 1
      double scale = Math.exp(-logSum / n);
      double moved = 0;
      for (int i = 0; i < n; i++) {
        double v = next[i] * scale;
        moved = Math.max(moved, Math.abs(Math.log(v) - Math.log(p[i])));
        p[i] = v;
      }
      if (moved < TOLERANCE) {
        break;
      }
    }
    double[] log = new double[n];
    for (int i = 0; i < n; i++) {
      log[i] = Math.log(p[i]);
    }
    return log;
  }

  /** The Elo difference that wins {@code share} of the games (0 &lt; share &lt; 1): {@code 400·log10(s / (1 - s))}. */
  public static double eloFor(double share) {
    return ELO_PER_LOG * Math.log(share / (1 - share));
  }
}
