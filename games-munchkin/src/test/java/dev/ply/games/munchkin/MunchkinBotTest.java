package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.Heuristic;
import dev.ply.core.agent.MctsAgent;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
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

  @Test
  @DisplayName("MK-R3 MK-R4 MK-R53: a fight is decisive when its fighter or helper is at level 8 or more, nothing else is")
  void decisive() {
    MunchkinHeuristic h = new MunchkinHeuristic();
    PlayerId p1 = MunchkinPositions.p(1);
    PlayerId p2 = MunchkinPositions.p(2);
    PlayerId p3 = MunchkinPositions.p(3);
    assertTrue(h.decisive(MunchkinPositions.players(4).turn(p2).level(p2, 8).fighting("Lame Goblin"), p1));
    assertTrue(h.decisive(MunchkinPositions.players(4).turn(p2).level(p2, 5).level(p3, 9).helper(p3)
        .fighting("Lame Goblin"), p1), "the helper at 9");
    assertFalse(h.decisive(MunchkinPositions.players(4).turn(p2).level(p2, 7).level(p1, 9).fighting("Lame Goblin"), p1),
        "a player at 9 outside the fight");
    assertFalse(h.decisive(MunchkinPositions.players(4).turn(p2).level(p2, 9).startOfTurn(), p1), "no fight");
  }

  @Test
  @DisplayName("MK-R3: the default bot checks a decisive fight by its playouts, and plays the strategy's pick elsewhere")
  void checksOnlyDecisiveFights() {
    PlayerId p1 = MunchkinPositions.p(1);
    PlayerId p2 = MunchkinPositions.p(2);
    // the default's check, with fewer playouts: from a game's start a playout is a whole game
    MctsAgent bot = new MctsAgent(5, new MunchkinBot().mcts().withIterations(8), () -> 0L);
    MunchkinState fight = passUntil(MunchkinPositions.players(4).turn(p2).level(p2, 9).hand(p1, "Ancient")
        .fighting("Lame Goblin"), p1);
    var a = bot.choose(game, game.view(fight, p1), p1);
    assertTrue(game.legalActions(fight, p1).contains(a));
    assertEquals(8, bot.lastIterations(), "every playout of the check");
    MunchkinState calm = passUntil(MunchkinPositions.players(4).turn(p2).level(p2, 7).hand(p1, "Ancient")
        .fighting("Lame Goblin"), p1);
    bot.choose(game, game.view(calm, p1), p1);
    assertEquals(0, bot.lastIterations(), "no playout where nothing is decisive");
  }

  /** The others in the fight's window pass until {@code who} is the one awaited. */
  private MunchkinState passUntil(MunchkinState s, PlayerId who) {
    for (int i = 0; i < 12 && !game.awaiting(s).head().equals(who); i++) {
      s = game.apply(s, new MunchkinAction.Pass(game.awaiting(s).head())).get().state();
    }
    assertEquals(who, game.awaiting(s).head());
    return s;
  }
}
