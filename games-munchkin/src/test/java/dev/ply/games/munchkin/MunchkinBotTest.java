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
  @DisplayName("MK-R3: the heuristic is each player's share of the race: the shares sum to 1, the higher level and more gear stand better")
  void heuristic() {
    PlayerId p1 = MunchkinPositions.p(1);
    PlayerId p2 = MunchkinPositions.p(2);
    MunchkinHeuristic h = new MunchkinHeuristic();
    var s = MunchkinPositions.players(4).level(p1, 8).startOfTurn();
    double leader = h.value(s, p1);
    double other = h.value(s, p2);
    assertTrue(leader > other && leader < 1 && other > 0);
    double sum = 0;
    for (int i = 1; i <= 4; i++) {
      sum += h.value(s, MunchkinPositions.p(i));
    }
    assertEquals(1, sum, 1e-9);
    var armed = MunchkinPositions.players(4).level(p1, 8).equipped(p2, "Bad-Ass Bandanna").startOfTurn();
    assertTrue(h.value(armed, p2) > other, "a point of bonus worn counts");
    assertTrue(h.value(MunchkinPositions.players(4).level(p1, 9).startOfTurn(), p1)
        > h.value(MunchkinPositions.players(4).level(p1, 8).level(p2, 2).startOfTurn(), p1),
        "level 9 is one kill from the game, a leap beyond a level's worth");
  }

  @Test
  @DisplayName("a playout ends with the turn it began in, not before")
  void playoutsEndWithTheTurn() {
    MunchkinHeuristic h = new MunchkinHeuristic();
    MunchkinState from = MunchkinPositions.players(4).turn(MunchkinPositions.p(2)).endOfTurn();
    MunchkinState s = from;
    int moves = 0;
    while (s.completedTurns() == from.completedTurns()) {
      assertFalse(h.endsPlayout(from, s), "still p2's turn after " + moves + " moves");
      PlayerId who = game.awaiting(s).head();
      s = game.apply(s, game.legalActions(s, who).head()).get().state();
      moves++;
    }
    assertTrue(h.endsPlayout(from, s), "the next turn has begun");
  }

  @Test
  @DisplayName("MK-R3: the default bot checks every decision with a choice by its playouts, and a forced one not")
  void checksEveryChoice() {
    PlayerId p1 = MunchkinPositions.p(1);
    PlayerId p2 = MunchkinPositions.p(2);
    // the default's check, with fewer playouts
    MctsAgent bot = new MctsAgent(5, new MunchkinBot().mcts().withIterations(8), () -> 0L);
    MunchkinState fight = passUntil(MunchkinPositions.players(4).turn(p2).level(p2, 9).hand(p1, "Ancient")
        .fighting("Lame Goblin"), p1);
    var a = bot.choose(game, game.view(fight, p1), p1);
    assertTrue(game.legalActions(fight, p1).contains(a));
    assertEquals(8, bot.lastIterations(), "every playout of the check");
    MunchkinState calm = passUntil(MunchkinPositions.players(4).turn(p2).level(p2, 3).hand(p1, "Ancient")
        .fighting("Lame Goblin"), p1);
    assertTrue(game.legalActions(calm, p1).size() > 1);
    bot.choose(game, game.view(calm, p1), p1);
    assertEquals(8, bot.lastIterations(), "far from the end of the game too");
    MunchkinState forced = MunchkinPositions.players(4).turn(p2).level(p2, 3).fighting("Lame Goblin");
    while (game.legalActions(forced, game.awaiting(forced).head()).size() > 1) {
      PlayerId who = game.awaiting(forced).head();
      forced = game.apply(forced, game.legalActions(forced, who).head()).get().state();
    }
    PlayerId who = game.awaiting(forced).head();
    bot.choose(game, game.view(forced, who), who);
    assertEquals(0, bot.lastIterations(), "no playout where there is nothing to choose");
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
