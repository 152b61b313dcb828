package dev.ply.games.munchkin;

import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.MctsAgent;

/**
 * The default Munchkin bot ({@code mcts}): the game's strategy, its pick checked by playouts at
 * every decision with a choice. The strategy's 4 best actions are each played in the same 64
 * sampled worlds, with the same draws, by the strategy for every player to the end of the turn
 * ({@link MunchkinHeuristic#endsPlayout}), and scored by the player's share of the race to level
 * 10 ({@link MunchkinHeuristic#value}; a playout that ends the game scores 1 or 0); another action
 * than the pick is played only when it beats the pick by a standard error of their paired
 * difference. A check samples no further world once its playouts have taken 24,000 actions, or
 * their moves have chosen among 300,000 legal actions in all (a fight's moves weigh hundreds of
 * offers of help each, and with five or six players these checks ran up to the safety cap), so a
 * long turn or a crowded fight plays fewer worlds, bounded by its work and not by the clock. Core
 * caps a decision at its default time. docs/agents.md ("Munchkin") has it measured against the
 * strategy bot.
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
    return MctsAgent.Settings.iterations(256).withRolloutDepth(5000).withRandomShare(0).withCheck(4, 1.0, 24_000, 300_000);
  }
}
