package dev.ply.samples.loveletter;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.samples.loveletter.state.LoveLetterState;

/**
 * How a Love Letter position stands between rounds: the chance of reaching the target of
 * affection tokens first (LL-R2), each round being won by one player at random. The default search
 * ends its playouts when the round they began in is over ({@link #endsPlayout}) and scores them
 * here, so it compares its choices by the round they decide: the rounds after it are a race whose
 * odds depend on the tokens alone, and playing them out only added noise.
 *
 * <p>DECISION: every player is taken to win a round equally often. A strong player wins more
 * rounds, but the search compares the same player's choices, and an even race ranks token counts
 * the same way.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}.
 */
public final class LoveLetterHeuristic implements Heuristic<LoveLetterState> {

  /** {@code RACE[n][index of the tokens][seat]}: the chance of each seat, for 2 to 4 players. */
  private static final double[][][] RACE = {null, null, race(2), race(3), race(4)};

  @Override
  public String gameId() {
    return "love-letter";
  }

  @Override
  public double value(LoveLetterState state, PlayerId player) {
    int n = state.players();
    int seat = state.table().seatOf(player);
    int target = LoveLetterState.target(n);
    int index = 0;
    for (int s = n - 1; s >= 0; s--) {
      int t = state.tokens(s);
      if (t >= target) {
        return s == seat ? 1 : 0;
      }
      index = index * target + t;
    }
    return RACE[n][index][seat];
  }

  /** Over once the round the playout began in has ended (the next one has been dealt). */
  @Override
  public boolean endsPlayout(LoveLetterState from, LoveLetterState state) {
    return state.round() != from.round();
  }

  /**
   * Each seat's chance of winning the race from every token count below the target, the counts
   * read as digits base {@code target} (seat 0 lowest): from the counts with most tokens down.
   */
  private static double[][] race(int n) {
    int target = LoveLetterState.target(n);
    int[] power = new int[n];
    power[0] = 1;
    for (int i = 1; i < n; i++) {
      power[i] = power[i - 1] * target;
    }
    int size = power[n - 1] * target;
    double[][] odds = new double[size][n];
    // an index's successors (one more token for one seat) are larger indices: fill from the top
    for (int index = size - 1; index >= 0; index--) {
      for (int winner = 0; winner < n; winner++) {
        int t = index / power[winner] % target;
        if (t + 1 == target) {
          odds[index][winner] += 1.0 / n;
        } else {
          double[] next = odds[index + power[winner]];
          for (int s = 0; s < n; s++) {
            odds[index][s] += next[s] / n;
          }
        }
      }
    }
    return odds;
  }
}
