package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A game's own way of playing: choices written by hand from the game's strategy (what a good
 * player values, what a good player never does). The {@code heuristic} agent ({@link
 * StrategyAgent}) plays by it; {@link MctsAgent} uses it, where the game offers one, to play its
 * playouts (with a share of random moves) and to widen its tree from the strategy's pick.
 *
 * <p>A game offers a strategy by implementing this interface on its {@code Game} class, or by
 * listing an implementation in {@code META-INF/services/dev.ply.core.agent.Strategy} whose
 * {@link #gameId} names the game. A strategy keeps nothing between calls.
 *
 * @param <S> the game's state
 * @param <A> the game's action type
 */
public interface Strategy<S, A extends Action> {

  /** The id of the game this plays, for strategies found through the service loader. */
  default String gameId() {
    return "";
  }

  /**
   * The place in {@code legal} of the action to play.
   *
   * @param state what {@code me} may see: a view when a bot decides, a determinized state in a
   *     search's playout; a strategy reads only what {@code me} could see there
   * @param legal {@code legalActions(state, me)}, never empty
   * @param dice where to draw from to break ties or mix its play; nothing else is random
   * @return an index from 0 to {@code legal.size() - 1}; well under a millisecond to find
   */
  int choose(S state, PlayerId me, Seq<A> legal, Dice dice);

  /**
   * The places in {@code legal}, the strategy's pick ({@link #choose}, drawing from {@code dice}
   * as it does) first, then the others from the one it likes best to the one it likes least, for
   * a search that checks the strategy's best few ({@link MctsAgent.Settings#check}). By default
   * the pick and then the others in list order: a strategy that scores its actions says more.
   *
   * <p>A ranking may leave out actions the strategy never plays (what a good player never does):
   * a check plays out only the actions listed, so it keeps those "nevers" however its playouts
   * come out. The pick is always listed, each place at most once.
   */
  default Seq<Integer> ranking(S state, PlayerId me, Seq<A> legal, Dice dice) {
    int pick = choose(state, me, legal, dice);
    return Vector.of(pick).appendAll(Vector.range(0, legal.size()).remove(pick));
  }

  /** The strategy {@code game} offers, if any. */
  @SuppressWarnings("unchecked")
  static <S, A extends Action> Option<Strategy<S, A>> of(Game<S, A> game) {
    return GameServices.find(game, Strategy.class, Strategy::gameId).map(s -> (Strategy<S, A>) s);
  }
}
