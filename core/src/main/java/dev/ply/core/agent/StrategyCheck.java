package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * One decision of {@link MctsAgent} with a {@link MctsAgent.Settings.Check}: the strategy's best
 * few actions played out in the same worlds with the same draws, the pick kept unless another
 * clearly beats it. Paired worlds matter: most of a playout's noise is the world and the draws,
 * which the actions share, so their difference is measured far more sharply than either alone.
 */
final class StrategyCheck<S, A extends Action> {

  /** What the check chose and what it cost. */
  record Result(int index, int playouts, int tried, boolean hitCap, long actions, long choices) {}

  /** Scores a finished playout for the checking player (a cut one is passed {@code null}). */
  interface Reward<S> {
    double of(Outcome outcome, S state);
  }

  private final Game<S, A> game;
  private final PlayerId me;
  private final MctsAgent.Settings settings;
  private final Strategy<S, A> strategy;
  private final Belief<S> belief;
  /** Where a playout ends before the game does ({@link Heuristic#endsPlayout}), or null. */
  private final Heuristic<S> ends;
  private final Reward<S> reward;
  private final int randomMillionths;
  /** The actions this check's playouts have taken so far. */
  private long spent;
  /** The legal actions those playouts' moves chose among, summed: what the strategy scored. */
  private long chosen;

  StrategyCheck(Game<S, A> game, PlayerId me, MctsAgent.Settings settings, Strategy<S, A> strategy, Belief<S> belief,
      Heuristic<S> ends, Reward<S> reward) {
    this.game = game;
    this.me = me;
    this.settings = settings;
    this.strategy = strategy;
    this.belief = belief;
    this.ends = ends;
    this.reward = reward;
    this.randomMillionths = (int) Math.round(settings.randomShare() * 1_000_000);
  }

  /**
   * @param seeds the agent's draws, one per sampled world and one per world's playouts
   * @param deadline the safety cap on {@code clock}, 0 for none
   */
  Result choose(S view, Seq<A> legal, Dice dice, LongSupplier seeds, LongSupplier clock, long deadline) {
    Seq<Integer> ranking = strategy.ranking(view, me, legal, dice);
    int n = Math.min(settings.check().actions(), ranking.size());
    if (n < 2) {
      return new Result(ranking.head(), 0, 1, false, 0, 0); // every other action is a never: nothing to compare
    }
    // an iteration budget fixes the worlds; a time budget alone samples them until it runs out
    int worlds = settings.iterations() > 0 ? Math.max(1, settings.iterations() / settings.check().actions())
        : Integer.MAX_VALUE;
    List<double[]> r = new ArrayList<>();
    boolean hitCap = false;
    while (r.size() < worlds && (r.isEmpty() || underLimits())) {
      if (deadline != 0 && !r.isEmpty() && clock.getAsLong() - deadline >= 0) {
        hitCap = settings.iterations() > 0;
        break;
      }
      RandomSource sample = RandomSource.seeded(seeds.getAsLong());
      S world = belief != null ? belief.sample(view, me, sample) : game.determinize(view, me, sample);
      long draws = seeds.getAsLong();
      double[] w = new double[n];
      for (int c = 0; c < n; c++) {
        w[c] = playout(world, Playouts.apply(game, world, legal.get(ranking.get(c))), new Dice(RandomSource.seeded(draws)));
      }
      r.add(w);
    }
    int best = 0;
    double bestMean = mean(r, 0);
    for (int c = 1; c < n; c++) {
      double m = mean(r, c);
      if (m > bestMean && beats(r, c)) {
        best = c;
        bestMean = m;
      }
    }
    return new Result(ranking.get(best), r.size() * n, n, hitCap, spent, chosen);
  }

  /** Whether the playouts so far leave room for another world under the check's limits on work. */
  private boolean underLimits() {
    MctsAgent.Settings.Check check = settings.check();
    return (check.playoutActions() == 0 || spent < check.playoutActions())
        && (check.playoutChoices() == 0 || chosen < check.playoutChoices());
  }

  /** Whether action {@code c} beats the pick (action 0) over the worlds by more than the margin. */
  private boolean beats(List<double[]> r, int c) {
    int k = r.size();
    if (k < 2) {
      return false;
    }
    double sum = 0;
    double squares = 0;
    for (double[] w : r) {
      double d = w[c] - w[0];
      sum += d;
      squares += d * d;
    }
    double mean = sum / k;
    double error = Math.sqrt(Math.max(0, squares / k - mean * mean) / (k - 1));
    return mean > 0 && mean > settings.check().margin() * error;
  }

  private static double mean(List<double[]> r, int c) {
    double s = 0;
    for (double[] w : r) {
      s += w[c];
    }
    return r.isEmpty() ? 0 : s / r.size();
  }

  /**
   * The strategy's game for every player from {@code s}, with the random share of moves, to the
   * end or where the heuristic ends a playout, counted from the decision's {@code world}: every
   * action is scored at the same point, so the one that ends a turn is not played on through the
   * next turn while the others stop at its end.
   */
  private double playout(S world, S s, Dice draws) {
    S end = Playouts.playFrom(game, world, s, settings.rolloutDepth(), ends,
        (t, p, legal) -> {
          spent++;
          chosen += legal.size();
          return Playouts.move(game, strategy, randomMillionths, t, p, legal, draws);
        });
    return reward.of(game.outcome(end).getOrNull(), end);
  }
}
