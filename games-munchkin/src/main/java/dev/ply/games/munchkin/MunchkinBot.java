package dev.ply.games.munchkin;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Munchkin bot ({@code mcts}): 60 iterations a decision, playouts cut after 20
 * actions and scored by {@link MunchkinHeuristic} (a random playout to level 10 is thousands of
 * actions). Core caps it at its default time per decision.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}.
 */
public final class MunchkinBot implements BotDefaults {
  @Override
  public String gameId() {
    return "munchkin";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(60).withRolloutDepth(20);
  }
}
