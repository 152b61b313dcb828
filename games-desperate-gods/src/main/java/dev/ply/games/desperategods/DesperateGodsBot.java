package dev.ply.games.desperategods;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Desperate Gods bot ({@code mcts}): 200 iterations a decision, playouts played by
 * the game's strategy and cut after 20 actions, scored by {@link DesperateGodsHeuristic} (a game
 * lasts ~400 actions, so full playouts are slow and noisy). Against the strategy bot 100
 * iterations won 23 of 40 two-player games, 200 won 67 of 100 at about 9 ms of CPU a decision, and
 * 400 won 27 of 40 at twice the cost; 200 keeps the README's 200-game simulation near two minutes
 * on two cores (the ladder over 400 games is in docs/agents.md).
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
    return MctsAgent.Settings.iterations(200).withRolloutDepth(20);
  }
}
