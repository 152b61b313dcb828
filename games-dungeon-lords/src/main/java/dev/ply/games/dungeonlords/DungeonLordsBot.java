package dev.ply.games.dungeonlords;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Dungeon Lords lord ({@code mcts}): 100 iterations a decision, playouts cut after 40
 * actions and scored by {@link DungeonLordsHeuristic} (a whole game is 200–350 decisions, too long
 * to play out 100 times within the default bot's time cap).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}; measured against
 * random in docs/agents.md.
 */
public final class DungeonLordsBot implements BotDefaults {
  @Override
  public String gameId() {
    return "dungeon-lords";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(100).withRolloutDepth(40);
  }
}
