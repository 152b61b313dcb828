package dev.ply.core.agent;

import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.control.Option;
import java.util.ServiceLoader;

/**
 * An optional estimate of how well a position stands for a player, in {@code [0, 1]} (1: sure to
 * win), for search agents that cut their playouts short. Nothing in the game contract needs it:
 * {@link MctsAgent} plays every game without one, and uses one, where the game offers it, only
 * to score a playout cut by its depth cap (which otherwise counts as a draw) or ended where
 * {@link #endsPlayout} says.
 *
 * <p>A game offers a heuristic by implementing this interface on its {@code Game} class, or by
 * listing an implementation in {@code META-INF/services/dev.ply.core.agent.Heuristic} whose
 * {@link #gameId} names the game.
 */
public interface Heuristic<S> {

  /** The id of the game this evaluates, for heuristics found through {@link ServiceLoader}. */
  default String gameId() {
    return "";
  }

  /** How likely {@code player} is to win from {@code state}, in {@code [0, 1]}. */
  double value(S state, PlayerId player);

  /**
   * Whether a playout that began at {@code from} ends at {@code state}, to be scored by {@link
   * #value} before its depth cap: a game of rounds ends it when the round it began in is over, so
   * that the search compares its choices by the round they decide rather than through the noise
   * of the rounds after. Asked after each playout move; by default never (the depth cap alone).
   *
   * @param from where the playout's turn or round is counted from: in the tree search the playout's
   *     first state (the tree's move applied), in a check ({@link MctsAgent.Settings#check}) the
   *     position of the decision, so the actions it compares are scored at the same point
   * @param state the state after the playout's latest move, not yet over
   */
  default boolean endsPlayout(S from, S state) {
    return false;
  }

  /**
   * Whether the decision {@code me} faces in {@code view} is one worth checking by playouts, for a
   * search that checks only such decisions ({@link MctsAgent.Settings#check}) and plays the
   * strategy's pick everywhere else: a fight that can end the game, say. By default every decision.
   *
   * @param view what {@code me} sees; read nothing else
   */
  default boolean decisive(S view, PlayerId me) {
    return true;
  }

  /** The heuristic {@code game} offers, if any. */
  @SuppressWarnings("unchecked")
  static <S> Option<Heuristic<S>> of(Game<S, ?> game) {
    return GameServices.find(game, Heuristic.class, Heuristic::gameId).map(h -> (Heuristic<S>) h);
  }
}
