package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.collection.Seq;

/** Picks uniformly among the legal actions, from its own seeded source: reproducible per seed. */
public final class RandomAgent implements Agent {
  private RandomSource random;

  public RandomAgent(long seed) {
    this.random = RandomSource.seeded(seed);
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me) {
    Seq<A> legal = game.legalActions(view, me);
    if (legal.isEmpty()) {
      throw new IllegalStateException(me + " has no legal action: it is not awaited");
    }
    RandomSource.Draw d = random.nextInt(legal.size());
    random = d.next();
    return legal.get(d.value());
  }
}
