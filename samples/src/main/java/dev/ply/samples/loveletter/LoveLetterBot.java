package dev.ply.samples.loveletter;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Love Letter bot ({@code mcts}): 200 iterations a decision with random playouts to the end (a round is short, and the game has no heuristic).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.BotDefaults}; measured against
 * random in docs/agents.md.
 */
public final class LoveLetterBot implements BotDefaults {
  @Override
  public String gameId() {
    return "love-letter";
  }

  @Override
  public MctsAgent.Settings mcts() {
    return MctsAgent.Settings.iterations(200);
  }
}
