package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions sampled from seeded random games of any {@link Game}, for the benchmarks that time
 * one call at a time: each position remembers who is awaited, one legal action (chosen at
 * random), the awaited player's view. Positions are split by how far into their game they are:
 * early (first third of its actions), middle, late.
 */
public final class Positions<S, A extends Action> {

  /** One sampled position. */
  public record Position<S, A>(S state, PlayerId who, A action, S view) {}

  private final List<Position<S, A>> early = new ArrayList<>();
  private final List<Position<S, A>> middle = new ArrayList<>();
  private final List<Position<S, A>> late = new ArrayList<>();

  /** Samples from {@code games} seeded random games of {@code base}'s seating. */
  public Positions(Game<S, A> game, Setup base, int games, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int g = 0; g < games; g++) {
      long gameSeed = seed * 1_000_003L + g;
      List<S> states = new ArrayList<>();
      S s = game.start(base.withRandom(RandomSource.seeded(gameSeed)));
      long bound = game.maxActions(base);
      while (game.outcome(s).isEmpty() && states.size() < bound) {
        states.add(s);
        PlayerId who = game.awaiting(s).head();
        Listed<S, A> legal = game.listed(s, who);
        s = game.apply(legal, rnd.nextInt(legal.size())).get().state();
      }
      int n = states.size();
      for (int i = 0; i < n; i++) {
        S at = states.get(i);
        PlayerId who = game.awaiting(at).head();
        Seq<A> legal = game.legalActions(at, who);
        Position<S, A> p = new Position<>(at, who, legal.get(rnd.nextInt(legal.size())), game.view(at, who));
        (3 * i < n ? early : 3 * i < 2 * n ? middle : late).add(p);
      }
    }
  }

  public Vector<Position<S, A>> early() {
    return Vector.ofAll(early);
  }

  public Vector<Position<S, A>> middle() {
    return Vector.ofAll(middle);
  }

  public Vector<Position<S, A>> late() {
    return Vector.ofAll(late);
  }

  public Vector<Position<S, A>> all() {
    return Vector.ofAll(early).appendAll(middle).appendAll(late);
  }
}
