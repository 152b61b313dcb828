package dev.ply.samples.loveletter;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Love Letter bot ({@code mcts}): 1,000 iterations a decision, playouts to the end
 * of the game played by {@link LoveLetterStrategy} (a round is short, and the game has no
 * heuristic to cut them). With views that forgot (rules version 1), 200 iterations won 52 of 100
 * two-player games against the strategy bot and 1,000 won 117 of 200, at about 12 ms of CPU a
 * decision; with views that remember, the strategy uses the memory as well as the search does,
 * and 1,000 iterations were level with it. Its worlds are now dealt by {@link LoveLetterBelief}
 * (what each rival's plays suggest it kept), with which it wins 55–58 % of 2–4-player games
 * against the strategy bot (docs/agents.md) and still 80 % against three random seats.
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
    return MctsAgent.Settings.iterations(1000);
  }
}
