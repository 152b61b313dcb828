package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.agent.Strategy;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;

/**
 * How much better than a game's {@link Strategy} one decision could be: the room a search has to
 * beat the strategy it plays by. The strategy plays a game against itself; at every {@code
 * every}-th decision with a choice, up to {@code screen} other listed actions (a random draw
 * of them where more are listed) are each played out to the end {@code screenGames} times, by the
 * strategy in every seat, from worlds sampled from the deciding player's view
 * ({@link Game#determinize}). The best of them and the strategy's own pick are then measured
 * again on {@code confirmGames} fresh worlds each, the same worlds for both, so that the luck of
 * the screen does not count. The gain is the second measurement's difference of win rates.
 *
 * <p>What it tells: how far one decision's best alternative stands from the strategy's pick,
 * in wins of the whole game, and how often that is clear of the measurement's noise. It does not
 * tell whether a search will beat the strategy: a search can also win by many gains each too small
 * for this measurement (Love Letter's did; {@code docs/agents.md} has both games' figures).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.Headroom munchkin 4
 * 40 15 9}: game id, players, decisions, every, seed, then optionally screen (12), screenGames (40)
 * and confirmGames (300). Prints one line per decision and a summary.
 */
public final class Headroom {
  private Headroom() {}

  /** One measured decision: the strategy's pick, the best other action, and their win rates. */
  public record Decision(String position, String pick, double pickRate, String other, double otherRate,
      int listed) {
    /** How much more often the other action won (negative: the strategy's pick was better). */
    public double gain() {
      return otherRate - pickRate;
    }
  }

  public static void main(String[] args) {
    String id = args[0];
    Game<?, ?> game = Games.byId(id).getOrElseThrow(() -> new IllegalArgumentException("no game " + id));
    int players = Integer.parseInt(args[1]);
    int decisions = Integer.parseInt(args[2]);
    int every = Integer.parseInt(args[3]);
    long seed = Long.parseLong(args[4]);
    int screen = args.length > 5 ? Integer.parseInt(args[5]) : 12;
    int screenGames = args.length > 6 ? Integer.parseInt(args[6]) : 40;
    int confirmGames = args.length > 7 ? Integer.parseInt(args[7]) : 300;
    System.out.printf("%s, %d players: %d decisions (every %d-th with a choice, seed %d), %d others screened on %d"
        + " games each, the best and the pick confirmed on %d%n", id, players, decisions, every, seed, screen,
        screenGames, confirmGames);
    List<Decision> found = measure(game, players, decisions, every, seed, screen, screenGames, confirmGames);
    summary(found, confirmGames);
  }

  static void summary(List<Decision> found, int confirmGames) {
    double sum = 0;
    double sumSq = 0;
    int clear = 0;
    int worse = 0;
    double pooled = 0;
    for (Decision d : found) {
      sum += d.gain();
      sumSq += d.gain() * d.gain();
      // the standard error of one decision's difference of two rates measured on confirmGames games each
      double se = Math.sqrt((d.pickRate() * (1 - d.pickRate()) + d.otherRate() * (1 - d.otherRate())) / confirmGames);
      pooled += se * se;
      clear += d.gain() > 2 * se ? 1 : 0;
      worse += d.gain() < -2 * se ? 1 : 0;
    }
    int n = found.size();
    double mean = sum / n;
    System.out.printf("gain of the best other action: mean %+.1f points [%+.1f, %+.1f], spread %.1f points"
        + " (the noise of one decision alone: %.1f)%n", 100 * mean, 100 * (mean - 2 * Math.sqrt(pooled) / n),
        100 * (mean + 2 * Math.sqrt(pooled) / n), 100 * Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
        100 * Math.sqrt(pooled / n));
    System.out.printf("clearly better than the strategy's pick (above two standard errors): %d of %d; clearly worse:"
        + " %d%n", clear, n, worse);
  }

  static <S, A extends Action> List<Decision> measure(Game<S, A> game, int players, int decisions, int every,
      long seed, int screen, int screenGames, int confirmGames) {
    Strategy<S, A> strategy = Strategy.of(game).getOrElseThrow(() -> new IllegalArgumentException("no strategy"));
    List<Decision> out = new ArrayList<>();
    Dice dice = new Dice(RandomSource.seeded(seed));
    for (int g = 0; out.size() < decisions; g++) {
      Setup setup = Setup.of(players, seed * 100_000 + g);
      S s = game.start(setup);
      int seen = 0;
      for (long step = 0; step < game.maxActions(setup) && game.outcome(s).isEmpty() && out.size() < decisions;
          step++) {
        PlayerId who = game.awaiting(s).head();
        S view = game.view(s, who);
        Seq<A> legal = game.legalActions(view, who);
        int pick = strategy.choose(view, who, legal, dice);
        if (legal.size() > 1 && ++seen % every == 0) {
          Decision d = decide("game " + g + ", action " + step, game, strategy, view, who, legal, pick, dice, screen,
              screenGames, confirmGames);
          out.add(d);
          System.out.printf("%s, %d listed: the strategy's %s wins %.1f %%; the best other, %s, %.1f %% (%+.1f)%n",
              d.position(), d.listed(), d.pick(), 100 * d.pickRate(), d.other(), 100 * d.otherRate(), 100 * d.gain());
        }
        s = game.apply(s, legal.get(pick)).get().state();
      }
    }
    return out;
  }

  /** Screens the others at one decision and confirms the best against the strategy's pick. */
  static <S, A extends Action> Decision decide(String position, Game<S, A> game, Strategy<S, A> strategy, S view,
      PlayerId who, Seq<A> legal, int pick, Dice dice, int screen, int screenGames, int confirmGames) {
    List<Integer> others = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (i != pick) {
        others.add(i);
      }
    }
    while (others.size() > screen) {
      others.remove(dice.nextInt(others.size()));
    }
    int best = -1;
    double bestRate = -1;
    long screenSeed = seedFrom(dice);
    for (int i : others) {
      double r = winRate(game, strategy, view, who, legal.get(i), screenGames, screenSeed);
      if (r > bestRate) {
        bestRate = r;
        best = i;
      }
    }
    long confirmSeed = seedFrom(dice);
    double pickRate = winRate(game, strategy, view, who, legal.get(pick), confirmGames, confirmSeed);
    double otherRate = winRate(game, strategy, view, who, legal.get(best), confirmGames, confirmSeed);
    return new Decision(position, game.describe(view, legal.get(pick)), pickRate, game.describe(view, legal.get(best)),
        otherRate, legal.size());
  }

  private static long seedFrom(Dice dice) {
    return ((long) dice.nextInt(Integer.MAX_VALUE) << 31) | dice.nextInt(Integer.MAX_VALUE);
  }

  /** The share of {@code games} worlds sampled from {@code view} that {@code who} wins after {@code first}. */
  static <S, A extends Action> double winRate(Game<S, A> game, Strategy<S, A> strategy, S view, PlayerId who,
      A first, int games, long seed) {
    int wins = 0;
    for (int r = 0; r < games; r++) {
      RandomSource world = RandomSource.seeded(seed + r);
      S s = game.apply(game.determinize(view, who, world), first).get().state();
      Dice dice = new Dice(RandomSource.seeded(~(seed + r)));
      for (int step = 0; step < 1_000_000 && game.outcome(s).isEmpty(); step++) {
        PlayerId p = game.awaiting(s).head();
        S v = game.view(s, p);
        Seq<A> legal = game.legalActions(v, p);
        s = game.apply(s, legal.get(strategy.choose(v, p, legal, dice))).get().state();
      }
      if (game.outcome(s).exists(o -> o.won(who))) {
        wins++;
      }
    }
    return (double) wins / games;
  }
}
