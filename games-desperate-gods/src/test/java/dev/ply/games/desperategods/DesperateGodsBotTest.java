package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Heuristic;
import dev.ply.core.agent.MctsAgent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default bot ({@code mcts}) of this game: found through the service loader, and searching as declared. */
class DesperateGodsBotTest {
  private final DesperateGodsGame game = new DesperateGodsGame();

  @Test
  @DisplayName("mcts without a budget plays the declared search under the 200 ms cap, to its full budget")
  void recommended() {
    MctsAgent.Settings declared = new DesperateGodsBot().mcts();
    MctsAgent.Settings used = Agents.recommended(game);
    assertEquals(declared.withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), used);
    assertTrue(used.rolloutDepth() >= MctsAgent.Settings.DEFAULT_ROLLOUT_DEPTH || Heuristic.of(game).isDefined(),
        "a cut-off needs a heuristic to score the cut playouts");
    // a clock that never moves: the iteration budget ends every decision
    MctsAgent bot = MctsAgent.recommended(1, () -> 0L);
    var s = game.start(Setup.of(game.descriptor().minPlayers(), 3));
    for (int i = 0; i < 40 && game.outcome(s).isEmpty(); i++) {
      PlayerId who = game.awaiting(s).head();
      var a = bot.choose(game, game.view(s, who), who);
      assertTrue(game.legalActions(s, who).contains(a));
      assertTrue(bot.lastIterations() == 0 || bot.lastIterations() == used.iterations(), "" + bot.lastIterations());
      s = game.apply(s, a).get().state();
    }
  }
}
