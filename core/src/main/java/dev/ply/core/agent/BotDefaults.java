package dev.ply.core.agent;

import dev.ply.core.Game;
import io.vavr.control.Option;

/**
 * A game's recommended configuration for its default bot: what {@code mcts} without a budget
 * plays on the command line and the web table. Optional, like {@link Heuristic}: a game without
 * one gets {@link Agents#GENERIC}.
 *
 * <p>A game offers one by implementing this interface on its {@code Game} class, or by listing an
 * implementation whose {@link #gameId} names the game in
 * {@code META-INF/services/dev.ply.core.agent.BotDefaults}. A cut-off below the game's length only
 * makes sense with a {@link Heuristic} to score the cut playouts.
 *
 * <p>Whatever it declares, the default bot never searches longer than
 * {@link Agents#DEFAULT_TIME_CAP_MILLIS} per decision ({@link Agents#recommended}).
 */
public interface BotDefaults {

  /** The id of the game this configures, for implementations found through the service loader. */
  default String gameId() {
    return "";
  }

  /**
   * The search the default bot runs: iterations per decision, playout cut-off and exploration
   * (a time limit here, if any, is lowered to the default cap).
   */
  MctsAgent.Settings mcts();

  /** What {@code game} declares, if anything. */
  static Option<BotDefaults> of(Game<?, ?> game) {
    return GameServices.find(game, BotDefaults.class, BotDefaults::gameId);
  }
}
