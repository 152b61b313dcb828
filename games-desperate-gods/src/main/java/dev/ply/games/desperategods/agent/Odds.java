package dev.ply.games.desperategods.agent;

import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.state.PlayerState;

/**
 * Fight odds from public facts: a fight is won when the dice total plus one per Unflinching Sword
 * meets the target (DG-R37, DG-R306); rerolls (DG-R68) give a losing die another chance; a PvP
 * combat is fought to the death in rounds where the lower strength loses 1 HP (DG-R26).
 */
final class Odds {
  private Odds() {}

  static int swords(PlayerState p) {
    return count(p, Kind.UNFLINCHING_SWORD);
  }

  static int count(PlayerState p, Kind kind) {
    // an indexed loop: a Vavr iterator per count was a tenth of the strategy's allocation
    io.vavr.collection.Vector<Item> items = p.items();
    int n = 0;
    for (int i = 0, size = items.size(); i < size; i++) {
      if (items.get(i).kind() == kind) {
        n++;
      }
    }
    return n;
  }

  static boolean has(PlayerState p, Kind kind) {
    return count(p, kind) > 0;
  }

  /** Reroll uses a round: one per dagger and Thirsty Sword, two per Unflinching Sword (DG-R68). */
  static int rerolls(PlayerState p) {
    return count(p, Kind.BRITTLE_DAGGER) + count(p, Kind.THIRSTY_SWORD) + 2 * swords(p);
  }

  /** The chance to beat {@code target} with one die (two with the explorer bonus, DG-R47) and rerolls. */
  static double win(PlayerState p, int target) {
    int need = target - swords(p);
    double once;
    if (p.explorerBonus()) {
      int ways = 0;
      for (int a = 1; a <= 6; a++) {
        for (int b = 1; b <= 6; b++) {
          ways += a + b >= need ? 1 : 0;
        }
      }
      once = ways / 36.0;
    } else {
      once = clamp((7 - need) / 6.0);
    }
    // each reroll replaces the losing die: a fair approximation of one more try a use
    return 1 - Math.pow(1 - once, 1 + Math.min(rerolls(p), 3));
  }

  /** The chance {@code a} wins one PvP round, loses it, or ties (both hurt), one die each. */
  static double[] round(PlayerState a, PlayerState b) {
    int sa = swords(a);
    int sb = swords(b);
    double w = 0;
    double l = 0;
    for (int x = 1; x <= 6; x++) {
      for (int y = 1; y <= 6; y++) {
        int d = (x + sa) - (y + sb);
        if (d > 0) {
          w++;
        } else if (d < 0) {
          l++;
        }
      }
    }
    // rerolls make a player's round better; count each use as a fifth of a swing
    double edge = 0.05 * (Math.min(rerolls(a), 3) - Math.min(rerolls(b), 3));
    w = clamp(w / 36 + edge);
    l = clamp(l / 36 - edge);
    return new double[] {w, l, Math.max(0, 1 - w - l)};
  }

  /** The chance {@code a} survives and kills {@code b} in a PvP combat to the death (DG-R27..R29). */
  static double duel(PlayerState a, PlayerState b) {
    double[] r = round(a, b);
    double[][] memo = new double[4][4];
    for (double[] row : memo) {
      java.util.Arrays.fill(row, -1);
    }
    return duel(Math.max(1, a.hp()), Math.max(1, b.hp()), r, memo);
  }

  private static double duel(int ha, int hb, double[] r, double[][] memo) {
    if (hb <= 0) {
      return ha > 0 ? 1 : 0;
    }
    if (ha <= 0) {
      return 0;
    }
    if (memo[ha][hb] >= 0) {
      return memo[ha][hb];
    }
    // a round both sides survive unchanged never happens: every round hurts someone
    double v = r[0] * duel(ha, hb - 1, r, memo) + r[1] * duel(ha - 1, hb, r, memo)
        + r[2] * duel(ha - 1, hb - 1, r, memo);
    memo[ha][hb] = v;
    return v;
  }

  static double clamp(double p) {
    return Math.max(0, Math.min(1, p));
  }
}
