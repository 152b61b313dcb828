package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;

/** What {@link MctsAgent}'s tree search and its {@link StrategyCheck} play out alike. */
final class Playouts {

  private Playouts() {}

  /** How a playout picks the move of the player it asks. */
  interface Move<S, A extends Action> {
    int pick(S state, PlayerId player, Seq<A> legal);
  }

  /**
   * The state a playout from {@code s} ends in: once the game is over, nobody is awaited, {@code
   * maxDepth} moves are made, or (after the first move) {@code ends}, if given, says the playout
   * ends there ({@link Heuristic#endsPlayout}), counted from {@code s}. The first awaited player
   * moves. The tree's playouts.
   */
  static <S, A extends Action> S play(Game<S, A> game, S s, int maxDepth, Heuristic<S> ends, Move<S, A> move) {
    return play(game, s, s, true, maxDepth, ends, move);
  }

  /**
   * As {@link #play(Game, Object, int, Heuristic, Move)}, but {@code ends} counts from {@code from},
   * the position a decision was made in, and may end the playout before its first move: actions
   * compared from one decision are then scored at the same point (a check's playouts: the end of
   * the turn the decision is made in, also for the action that ends that turn itself).
   */
  static <S, A extends Action> S playFrom(Game<S, A> game, S from, S s, int maxDepth, Heuristic<S> ends,
      Move<S, A> move) {
    return play(game, from, s, false, maxDepth, ends, move);
  }

  private static <S, A extends Action> S play(Game<S, A> game, S from, S s, boolean firstMove, int maxDepth,
      Heuristic<S> ends, Move<S, A> move) {
    for (int depth = 0; depth < maxDepth && game.outcome(s).isEmpty()
        && ((firstMove && depth == 0) || ends == null || !ends.endsPlayout(from, s)); depth++) {
      Set<PlayerId> awaiting = game.awaiting(s);
      if (awaiting.isEmpty()) {
        break;
      }
      Listed<S, A> legal = game.listed(s, awaiting.head());
      if (legal.isEmpty()) {
        break;
      }
      s = step(game, legal, move.pick(s, legal.player(), legal.actions()));
    }
    return s;
  }

  /**
   * A playout's move: the strategy's, or a uniformly random one in {@code randomMillionths} of a
   * million moves (every move without a strategy).
   */
  static <S, A extends Action> int move(Game<S, A> game, Strategy<S, A> strategy, int randomMillionths, S s,
      PlayerId p, Seq<A> legal, Dice dice) {
    if (strategy == null || randomMillionths >= 1_000_000
        || (randomMillionths > 0 && dice.nextInt(1_000_000) < randomMillionths)) {
      return dice.nextInt(legal.size());
    }
    return strategyPick(game, strategy, s, p, legal, dice);
  }

  /** The strategy's place in {@code legal}, refused when it is not one. */
  static <S, A extends Action> int strategyPick(Game<S, A> game, Strategy<S, A> strategy, S s, PlayerId p,
      Seq<A> legal, Dice dice) {
    int k = strategy.choose(s, p, legal, dice);
    if (k < 0 || k >= legal.size()) {
      throw new IllegalStateException(game.descriptor().name() + "'s strategy chose place " + k + " of "
          + legal.size() + " legal actions");
    }
    return k;
  }

  /** The state after the listed action at {@code index}: the rules need not test it again. */
  static <S, A extends Action> S step(Game<S, A> game, Listed<S, A> legal, int index) {
    return accepted(game, legal.get(index), game.apply(legal, index));
  }

  /** The state after {@code action}, which the agent found legal in a sampled world. */
  static <S, A extends Action> S apply(Game<S, A> game, S world, A action) {
    return accepted(game, action, game.apply(world, action));
  }

  private static <S, A extends Action> S accepted(Game<S, A> game, A action, Either<Rejection, Transition<S>> r) {
    if (r.isLeft()) {
      throw new IllegalStateException(game.descriptor().id() + " refused its own legal action " + action
          + " in a determinized state: " + r.getLeft());
    }
    return r.get().state();
  }
}
