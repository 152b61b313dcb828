package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StrategyAgentTest {
  final PlayerId p1 = PlayerId.seat(1);

  /** The race with a strategy on its game class: always the last listed action. */
  static final class RaceWithStrategy extends dev.ply.core.race.ForwardingRaceGame
      implements Strategy<RaceState, RaceAction> {
    @Override
    public int choose(RaceState state, PlayerId me, Seq<RaceAction> legal, Dice dice) {
      return legal.size() - 1;
    }
  }

  @Test
  @DisplayName("the heuristic agent plays the game's strategy, from the view it is given")
  void playsTheStrategy() {
    RaceWithStrategy game = new RaceWithStrategy();
    RaceState s = game.start(Setup.of(2, 4));
    Agent bot = Agents.parse("heuristic").get().create(1);
    assertEquals(game.legalActions(s, p1).last(), bot.choose(game, game.view(s, p1), p1));
    assertEquals("heuristic", bot.name());
  }

  @Test
  @DisplayName("a game without a strategy is played at random, reproducibly, and the name says so")
  void noStrategy() {
    RaceGame game = new RaceGame();
    RaceState s = game.view(game.start(Setup.of(2, 4)), p1);
    Agent a = new StrategyAgent(5);
    Agent b = new StrategyAgent(5);
    for (int i = 0; i < 20; i++) {
      assertEquals(a.choose(game, s, p1), b.choose(game, s, p1));
    }
    assertTrue(a.name().contains("random"), a.name());
  }
}
