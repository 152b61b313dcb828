package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;

/**
 * Chooses an action for a player from what that player may see. An agent receives views only,
 * never the full state, so it cannot use hidden information. Agents may keep state between
 * calls (a seeded source); an agent instance plays one seat of one game at a time.
 */
public interface Agent {
  /** A short name for reports: {@code random}, {@code mcts}. */
  String name();

  /**
   * One of {@code game.legalActions(view, me)}.
   *
   * @param view the state as {@code me} sees it
   */
  <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me);
}
