package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.race.ImmutableRaceState;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MctsAgentTest {
  private final RaceGame game = new RaceGame();
  private static final PlayerId P1 = PlayerId.seat(1);
  private static final PlayerId P2 = PlayerId.seat(2);

  /** The start of a 2-player race after p1 has rolled: p2 is offered the boost window. */
  private RaceState windowFor(long seed) {
    RaceState s = game.start(Setup.of(2, seed));
    s = game.apply(s, new RaceAction.Bid(P1, 0)).get().state();
    s = game.apply(s, new RaceAction.Bid(P2, 0)).get().state();
    return game.apply(s, new RaceAction.Roll(P1)).get().state();
  }

  @Test
  @DisplayName("the same seed and budget give the same choices, call after call")
  void reproducible() {
    for (long seed = 1; seed <= 3; seed++) {
      RaceState s = game.start(Setup.of(3, seed));
      MctsAgent a = new MctsAgent(seed, MctsAgent.Settings.iterations(60));
      MctsAgent b = new MctsAgent(seed, MctsAgent.Settings.iterations(60));
      for (int i = 0; i < 6 && game.outcome(s).isEmpty(); i++) {
        PlayerId who = game.awaiting(s).head();
        RaceAction x = a.choose(game, game.view(s, who), who);
        RaceAction y = b.choose(game, game.view(s, who), who);
        assertEquals(x, y);
        assertTrue(game.legalActions(s, who).contains(x));
        s = game.apply(s, x).get().state();
      }
    }
  }

  @Test
  @DisplayName("an agent sees views only: two states differing only in p2's hand give p1 the same choice")
  void noLeak() {
    int checked = 0;
    for (long seed = 1; seed <= 40 && checked < 5; seed++) {
      RaceState s = windowFor(seed);
      if (!game.awaiting(s).contains(P2)) {
        continue;
      }
      // p1's cards and p2's: swap p2's hand with the deck's top cards (a state p1 cannot tell apart)
      Vector<Integer> p2 = s.hands().get(1);
      Vector<Integer> deck = s.deck();
      if (deck.take(2).equals(p2)) {
        continue;
      }
      RaceState other = ImmutableRaceState.copyOf(s)
          .withHands(s.hands().update(1, deck.take(2)))
          .withDeck(p2.appendAll(deck.drop(2)));
      assertNotEquals(s, other);
      assertEquals(game.view(s, P1), game.view(other, P1));
      // p1 is not awaited in the window; ask about p1's next bid instead: play p2's pass in both
      RaceState s2 = game.apply(s, new RaceAction.Pass(P2)).get().state();
      RaceState o2 = game.apply(other, new RaceAction.Pass(P2)).get().state();
      assertEquals(game.view(s2, P1), game.view(o2, P1));
      for (PlayerId me : game.awaiting(s2)) {
        if (!me.equals(P1)) {
          continue;
        }
        RaceAction x = new MctsAgent(9, MctsAgent.Settings.iterations(200)).choose(game, game.view(s2, P1), P1);
        RaceAction y = new MctsAgent(9, MctsAgent.Settings.iterations(200)).choose(game, game.view(o2, P1), P1);
        assertEquals(x, y);
        assertEquals(new RandomAgent(3).choose(game, game.view(s2, P1), P1),
            new RandomAgent(3).choose(game, game.view(o2, P1), P1));
        checked++;
      }
    }
    assertTrue(checked > 0, "no position found to compare");
  }

  @Test
  @DisplayName("MCTS beats random on the dice race (seeded sample, seats rotated)")
  void beatsRandom() {
    Simulation sim = Simulation.of(40,
        Vector.of(Agents.parse("mcts:100").get(), Agents.parse("random").get()), 12345L).withRotate(true);
    SimulationResult r = Simulator.run(game, sim);
    var mcts = r.byAgent().get(0);
    System.out.println("mcts vs random on the dice race: " + mcts);
    assertTrue(mcts.value() > 0.5, "MCTS won " + mcts.successes() + " of " + mcts.trials());
  }
}
