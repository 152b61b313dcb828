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
 * <p>The default bot decides by the declared iterations; a safety cap of
 * {@link Agents#DEFAULT_TIME_CAP_MILLIS} ms of its thread's CPU time stops a runaway decision
 * ({@link Agents#recommended}).
 */
public interface BotDefaults {

  /** The id of the game this configures, for implementations found through the service loader. */
  default String gameId() {
    return "";
  }

  /**
   * The search the default bot runs: iterations per decision, playout cut-off and exploration
   * (a time limit here, if any, is a safety cap, lowered to the default one).
   */
  MctsAgent.Settings mcts();

  /** What {@code game} declares, if anything. */
  static Option<BotDefaults> of(Game<?, ?> game) {
    return GameServices.find(game, BotDefaults.class, BotDefaults::gameId);
  }
}
