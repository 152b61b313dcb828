package dev.ply.games.heroquest;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default HeroQuest hero ({@code mcts}): 200 iterations a decision, playouts cut after 10 actions and scored by {@link HeroQuestHeuristic} (with 4 heroes random playouts to the end almost never win, so they give the search nothing to go on).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}; measured against
 * random in docs/agents.md.
 */
public final class HeroQuestBot implements BotDefaults {
  @Override
  public String gameId() {
    return "heroquest";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(200).withRolloutDepth(10);
  }
}
