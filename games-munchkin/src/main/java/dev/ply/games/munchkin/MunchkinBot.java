package dev.ply.games.munchkin;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Munchkin bot ({@code mcts}): the game's strategy, its pick checked by playouts where
 * a decision is decisive ({@link MunchkinHeuristic#decisive}: a fight with a fighter or helper at
 * level 8 or more). There the strategy's 4 best actions are each played out to the end in the same
 * 24 sampled worlds by the strategy for every player, and another action than its pick is played
 * only when it wins more than the pick by a standard error of their difference; everywhere else the
 * strategy's pick is played at once. A check samples no further world once its playouts have taken
 * 24,000 actions (about 175 ms of CPU warm), so one far from the game's end, whose playouts are long
 * games, plays fewer worlds instead of running into the safety cap, by its work and not the clock.
 * Against the strategy bot it won 51.2 % of 400 four-player games and 51.8 % of 400 three-player
 * ones (52.0 and 52.5 % with no limit), where a tree search (200 iterations, playouts cut at 40
 * actions) won 50.5 % of 200 and 43 % of 100 at five times the CPU; docs/agents.md ("Munchkin")
 * has both measured. Core caps a decision at its default time.
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
    return MctsAgent.Settings.iterations(96).withRolloutDepth(5000).withRandomShare(0).withCheck(4, 1.0, 24_000);
  }
}
