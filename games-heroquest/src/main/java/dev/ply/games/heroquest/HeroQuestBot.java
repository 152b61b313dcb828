package dev.ply.games.heroquest;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default HeroQuest hero ({@code mcts}): 600 iterations a decision, playouts cut after 10 actions and scored by {@link HeroQuestHeuristic} (with 4 heroes random playouts to the end almost never win, so they give the search nothing to go on).
 * 600 iterations win 76.0 / 71.5 / 26.5% of 200 games with 2 / 3 / 4 heroes at about 10 ms of CPU a
 * decision; 200 won 64.5 / 46.5 / 6.0%.
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
    return MctsAgent.Settings.iterations(600).withRolloutDepth(10);
  }
}
