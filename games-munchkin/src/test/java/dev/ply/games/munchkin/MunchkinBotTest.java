package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Heuristic;
import dev.ply.core.agent.MctsAgent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default bot ({@code mcts}) of Munchkin: found through the service loader, and searching as declared. */
class MunchkinBotTest {
  private final MunchkinGame game = new MunchkinGame();

  @Test
  @DisplayName("mcts without a budget plays the declared search under the 200 ms cap, scored by the heuristic")
  void recommended() {
    MctsAgent.Settings declared = new MunchkinBot().mcts();
    MctsAgent.Settings used = Agents.recommended(game);
    assertEquals(declared.withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), used);
    assertTrue(Heuristic.of(game).isDefined(), "a cut-off needs a heuristic to score the cut playouts");
    MctsAgent bot = MctsAgent.recommended(1, () -> 0L);
    var s = game.start(Setup.of(3, 3).withOption("maxTurns", "2"));
    for (int i = 0; i < 15 && game.outcome(s).isEmpty(); i++) {
      PlayerId who = game.awaiting(s).head();
      var a = bot.choose(game, game.view(s, who), who);
      assertTrue(game.legalActions(s, who).contains(a));
      s = game.apply(s, a).get().state();
    }
  }

  @Test
  @DisplayName("the heuristic scores public facts in [0, 1], higher for the higher level")
  void heuristic() {
    var s = MunchkinPositions.players(4).level(MunchkinPositions.p(1), 8).startOfTurn();
    MunchkinHeuristic h = new MunchkinHeuristic();
    double leader = h.value(s, MunchkinPositions.p(1));
    double other = h.value(s, MunchkinPositions.p(2));
    assertTrue(leader > other && leader <= 1 && other >= 0);
  }
}
