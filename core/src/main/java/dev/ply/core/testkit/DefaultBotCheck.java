package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.BotDefaults;
import dev.ply.core.agent.Heuristic;
import dev.ply.core.agent.MctsAgent;

/**
 * A game's default bot ({@code mcts} without a budget): found through the service loader, the
 * search the game declares under the default safety cap, and, on a clock that never moves, every decision
 * ended by its iteration budget with a legal action.
 */
public final class DefaultBotCheck {
  private DefaultBotCheck() {}

  public static <S, A extends Action> void check(Game<S, A> game, BotDefaults declared) {
    MctsAgent.Settings used = Agents.recommended(game);
    assertEquals(declared.mcts().withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), used);
    assertTrue(used.rolloutDepth() >= MctsAgent.Settings.DEFAULT_ROLLOUT_DEPTH || Heuristic.of(game).isDefined(),
        "a cut-off needs a heuristic to score the cut playouts");
    MctsAgent bot = MctsAgent.recommended(1, () -> 0L);
    S s = game.start(Setup.of(game.descriptor().minPlayers(), 3));
    for (int i = 0; i < 40 && game.outcome(s).isEmpty(); i++) {
      PlayerId who = game.awaiting(s).head();
      A a = bot.choose(game, game.view(s, who), who);
      assertTrue(game.legalActions(s, who).contains(a));
      assertTrue(bot.lastIterations() == 0 || bot.lastIterations() == used.iterations(), "" + bot.lastIterations());
      s = game.apply(s, a).get().state();
    }
  }
}
