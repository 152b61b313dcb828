package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HeuristicTest {
  /** The dice race offering a heuristic: how far ahead of the best rival a player stands. */
  static final class RaceWithHeuristic extends ForwardingRaceGame implements Heuristic<RaceState> {

    @Override
    public double value(RaceState s, PlayerId p) {
      int me = s.players().indexOf(p);
      int best = 0;
      for (int i = 0; i < s.players().size(); i++) {
        if (i != me) {
          best = Math.max(best, s.positions().get(i));
        }
      }
      return 1 / (1 + Math.exp(-(s.positions().get(me) - best + s.coins().get(me) * 0.5) / 3.0));
    }
  }

  /** The same race, whose heuristic ends every playout after its first move; counts its calls. */
  static final class RaceEndingPlayouts extends ForwardingRaceGame implements Heuristic<RaceState> {
    final RaceWithHeuristic scores = new RaceWithHeuristic();
    final boolean end;
    int asked;
    int valued;

    RaceEndingPlayouts(boolean end) {
      this.end = end;
    }

    @Override
    public double value(RaceState s, PlayerId p) {
      valued++;
      return scores.value(s, p);
    }

    @Override
    public boolean endsPlayout(RaceState from, RaceState state) {
      asked++;
      return end;
    }
  }

  @Test
  @DisplayName("a heuristic may end playouts early: asked after each playout move, and the playout it ends is scored by it")
  void endsPlayout() {
    RaceEndingPlayouts ending = new RaceEndingPlayouts(true);
    RaceState start = ending.start(Setup.of(2, 5));
    PlayerId me = ending.awaiting(start).head();
    new MctsAgent(3, MctsAgent.Settings.iterations(50), () -> 0L).choose(ending, ending.view(start, me), me);
    // no race ends within two moves of its start: every playout is one move long, then scored
    assertEquals(50, ending.asked);
    assertTrue(ending.valued >= 50, "valued " + ending.valued);

    RaceEndingPlayouts never = new RaceEndingPlayouts(false);
    new MctsAgent(3, MctsAgent.Settings.iterations(50), () -> 0L).choose(never, never.view(start, me), me);
    // asked after every move of playouts that run to the race's end, and never scored
    assertTrue(never.asked > 50 * 2, "asked " + never.asked);
    assertEquals(0, never.valued);
  }

  @Test
  @DisplayName("a game's heuristic is found on the game itself; a game without one has none")
  void lookup() {
    assertTrue(Heuristic.of(new RaceGame()).isEmpty());
    assertTrue(Heuristic.of(new RaceWithHeuristic()).isDefined());
    assertTrue(Agents.parse("mcts:50@4").isRight());
    assertTrue(Agents.parse("mcts:50@0").isLeft());
    assertTrue(Agents.parse("mcts:50@x").isLeft());
    assertEquals("mcts:50@4", Agents.parse("mcts:50@4").get().name());
  }

  @Test
  @DisplayName("with playouts cut at 3 actions, the heuristic still lets MCTS beat random")
  void shortPlayouts() {
    Simulation sim = Simulation.of(30, Vector.of(Agents.parse("mcts:40@3").get(), Agents.parse("random").get()), 31L)
        .withRotate(true);
    SimulationResult r = Simulator.run(new RaceWithHeuristic(), sim);
    assertTrue(r.byAgent().get(0).value() > 0.5, r.byAgent().toString());
  }

}
