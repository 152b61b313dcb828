package dev.ply.games.desperategods;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Desperate Gods bot ({@code mcts}): 30 iterations a decision, playouts cut after 20 actions and scored by {@link DesperateGodsHeuristic} (a random game lasts ~400 actions, so full playouts are slow and noisy).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}; measured against
 * random in docs/agents.md.
 */
public final class DesperateGodsBot implements BotDefaults {
  @Override
  public String gameId() {
    return "desperate-gods";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(30).withRolloutDepth(20);
  }
}
