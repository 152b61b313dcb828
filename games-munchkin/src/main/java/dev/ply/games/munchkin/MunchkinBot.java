package dev.ply.games.munchkin;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Munchkin bot ({@code mcts}): 200 iterations a decision, playouts played by the
 * game's strategy and cut after 40 actions, scored by {@link MunchkinHeuristic} (a playout to
 * level 10 is thousands of actions). Against the strategy bot in 4-player games, 60 iterations cut
 * at 20 won 8 of 20, 200 cut at 40 won 16 of 28, at about 30 ms of CPU a decision (95th
 * percentile 52 ms; a few decisions over long trade lists take 0.2–0.3 s). Core caps it at its
 * default time per decision.
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
    return MctsAgent.Settings.iterations(200).withRolloutDepth(40);
  }
}
