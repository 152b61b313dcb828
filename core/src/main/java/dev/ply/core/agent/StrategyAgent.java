package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The {@code heuristic} agent: plays by the game's {@link Strategy}, drawing ties from its own
 * seeded source (reproducible per seed, whatever the machine's load). A game without a strategy
 * is played uniformly at random, and {@link #name()} says so.
 */
public final class StrategyAgent implements Agent {
  private final Dice dice;
  private String name = "heuristic";

  public StrategyAgent(long seed) {
    this.dice = new Dice(RandomSource.seeded(seed));
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me) {
    Seq<A> legal = game.legalActions(view, me);
    if (legal.isEmpty()) {
      throw new IllegalStateException(me + " has no legal action: it is not awaited");
    }
    Option<Strategy<S, A>> strategy = Strategy.of(game);
    if (strategy.isEmpty()) {
      name = "heuristic (none for " + game.descriptor().name() + ": random)";
      return legal.get(dice.nextInt(legal.size()));
    }
    int pick = strategy.get().choose(view, me, legal, dice);
    if (pick < 0 || pick >= legal.size()) {
      throw new IllegalStateException(game.descriptor().name() + "'s strategy chose place " + pick
          + " of " + legal.size() + " legal actions");
    }
    return legal.get(pick);
  }
}
