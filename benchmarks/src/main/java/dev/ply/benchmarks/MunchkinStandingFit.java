package dev.ply.benchmarks;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.agent.Strategy;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.agent.Standing;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fits the weights of Munchkin's race value ({@code Standing}, the default bot's estimate at the
 * end of a turn) by maximum likelihood: the strategy plays {@code games} games against itself at
 * each table size given, and at the start of every turn each seat's {@link Standing#facts} are
 * recorded with who won the game. A multinomial logit over the table, {@code P(i wins) = exp(w·x_i)
 * / Σ exp(w·x_j)}, is fitted by Newton's method on four games in five and scored on the fifth
 * (mean log-likelihood per position, against the weights in use, a level-only fit and equal chances). Games
 * with no single winner are left out. The same arguments give the same weights at any thread count.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.MunchkinStandingFit
 * 4000 2026 2 3 4}: games per table size, seed, threads, then the table sizes.
 */
public final class MunchkinStandingFit {
  private MunchkinStandingFit() {}

  /** One position: every seat's facts and the winner's seat. */
  record Sample(double[][] seats, int winner) {}

  public static void main(String[] args) throws Exception {
    int games = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int threads = Integer.parseInt(args[2]);
    List<Integer> sizes = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      sizes.add(Integer.parseInt(args[i]));
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<Sample>>> played = new ArrayList<>();
    for (int players : sizes) {
      for (int g = 0; g < games; g++) {
        long gameSeed = seed * 1_000_003L + players * 100_000L + g;
        played.add(pool.submit(() -> play(players, gameSeed)));
      }
    }
    List<Sample> fit = new ArrayList<>();
    List<Sample> held = new ArrayList<>();
    int kept = 0;
    for (int i = 0; i < played.size(); i++) {
      List<Sample> one = played.get(i).get();
      kept += one.isEmpty() ? 0 : 1;
      (i % 5 == 4 ? held : fit).addAll(one);
    }
    pool.shutdown();
    int n = Standing.FACTS.size();
    System.out.printf("%d games of %s players with a single winner, %d positions fitted, %d held out%n", kept,
        sizes, fit.size(), held.size());
    double[] w = newton(fit, n, n);
    double[] level = newton(fit, n, 1);
    for (int k = 0; k < n; k++) {
      System.out.printf("  %-38s %+.4f%n", Standing.FACTS.get(k), w[k]);
    }
    System.out.printf("held-out mean log-likelihood: fitted %.4f, the weights in use %.4f, level alone %.4f, equal"
        + " chances %.4f%n", logLikelihood(held, w), logLikelihood(held, Standing.weights()),
        logLikelihood(held, level), logLikelihood(held, new double[n]));
  }

  static List<Sample> play(int players, long seed) {
    MunchkinGame game = new MunchkinGame();
    Strategy<MunchkinState, MunchkinAction> strategy = Strategy.of(game).get();
    Setup setup = Setup.of(players, seed);
    MunchkinState s = game.start(setup);
    Dice dice = new Dice(RandomSource.seeded(~seed));
    List<double[][]> turns = new ArrayList<>();
    int turn = -1;
    for (long step = 0; step < game.maxActions(setup) && game.outcome(s).isEmpty(); step++) {
      if (s.completedTurns() != turn) {
        turn = s.completedTurns();
        double[][] seats = new double[players][];
        for (int i = 0; i < players; i++) {
          seats[i] = Standing.facts(s.seat(i));
        }
        turns.add(seats);
      }
      PlayerId who = game.awaiting(s).head();
      MunchkinState view = game.view(s, who);
      Seq<MunchkinAction> legal = game.legalActions(view, who);
      s = game.apply(s, legal.get(strategy.choose(view, who, legal, dice))).get().state();
    }
    List<Sample> out = new ArrayList<>();
    if (!s.over() || s.winners().size() != 1) {
      return out;
    }
    int winner = s.seatOf(s.winners().head());
    for (double[][] seats : turns) {
      out.add(new Sample(seats, winner));
    }
    return out;
  }

  /** Newton's method on the first {@code used} facts (the rest weigh 0). */
  static double[] newton(List<Sample> samples, int n, int used) {
    double[] w = new double[n];
    for (int round = 0; round < 50; round++) {
      double[] grad = new double[used];
      double[][] hess = new double[used][used];
      for (Sample sm : samples) {
        double[] p = chances(sm, w);
        double[] mean = new double[used];
        for (int i = 0; i < p.length; i++) {
          for (int k = 0; k < used; k++) {
            mean[k] += p[i] * sm.seats()[i][k];
          }
        }
        for (int k = 0; k < used; k++) {
          grad[k] += sm.seats()[sm.winner()][k] - mean[k];
        }
        for (int i = 0; i < p.length; i++) {
          for (int a = 0; a < used; a++) {
            double da = sm.seats()[i][a] - mean[a];
            for (int b = 0; b < used; b++) {
              hess[a][b] -= p[i] * da * (sm.seats()[i][b] - mean[b]);
            }
          }
        }
      }
      double[] step = solve(hess, grad);
      double size = 0;
      for (int k = 0; k < used; k++) {
        w[k] -= step[k];
        size = Math.max(size, Math.abs(step[k]));
      }
      if (size < 1e-9) {
        break;
      }
    }
    return w;
  }

  static double[] chances(Sample sm, double[] w) {
    double[] e = new double[sm.seats().length];
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < e.length; i++) {
      for (int k = 0; k < w.length; k++) {
        e[i] += w[k] * sm.seats()[i][k];
      }
      max = Math.max(max, e[i]);
    }
    double sum = 0;
    for (int i = 0; i < e.length; i++) {
      e[i] = Math.exp(e[i] - max);
      sum += e[i];
    }
    for (int i = 0; i < e.length; i++) {
      e[i] /= sum;
    }
    return e;
  }

  static double logLikelihood(List<Sample> samples, double[] w) {
    double sum = 0;
    for (Sample sm : samples) {
      sum += Math.log(chances(sm, w)[sm.winner()]);
    }
    return sum / samples.size();
  }

  /** Solves {@code a x = b} by Gaussian elimination with partial pivoting. */
  static double[] solve(double[][] a, double[] b) {
    int n = b.length;
    double[][] m = new double[n][n + 1];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], 0, m[i], 0, n);
      m[i][n] = b[i];
    }
    for (int c = 0; c < n; c++) {
      int pivot = c;
      for (int r = c + 1; r < n; r++) {
        pivot = Math.abs(m[r][c]) > Math.abs(m[pivot][c]) ? r : pivot;
      }
      double[] t = m[c];
      m[c] = m[pivot];
      m[pivot] = t;
      for (int r = c + 1; r < n; r++) {
        double f = m[r][c] / m[c][c];
        for (int k = c; k <= n; k++) {
          m[r][k] -= f * m[c][k];
        }
      }
    }
    double[] x = new double[n];
    for (int i = n - 1; i >= 0; i--) {
      double sum = m[i][n];
      for (int k = i + 1; k < n; k++) {
        sum -= m[i][k] * x[k];
      }
      x[i] = sum / m[i][i];
    }
    return x;
  }
}
