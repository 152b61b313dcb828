package dev.ply.samples.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.Heuristic;
import dev.ply.core.agent.RandomAgent;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The heuristics the command line registers for MCTS playouts cut short. */
class HeuristicsTest {
  private static final Set<String> WITH_HEURISTIC = Set.of("heroquest", "desperate-gods");

  @Test
  @DisplayName("each registered heuristic is found for its game and stays in [0, 1] over a random game")
  void inRange() {
    int found = 0;
    for (Game<?, ?> g : Installed.all()) {
      if (WITH_HEURISTIC.contains(g.descriptor().id())) {
        check(g);
        found++;
      }
    }
    assertTrue(found >= 1, "no game with a heuristic is installed");
  }

  private static <S, A extends Action> void check(Game<S, A> game) {
    Heuristic<S> h = Heuristic.of(game).getOrElseThrow(() -> new AssertionError(game.descriptor().id()));
    Setup setup = Setup.of(game.descriptor().minPlayers(), 3L);
    S s = game.start(setup);
    RandomAgent agent = new RandomAgent(1);
    for (int i = 0; i < 300 && game.outcome(s).isEmpty(); i++) {
      for (PlayerId p : setup.players()) {
        double v = h.value(game.view(s, p), p);
        assertTrue(v >= 0 && v <= 1, game.descriptor().id() + ": " + v);
      }
      PlayerId who = game.awaiting(s).head();
      s = game.apply(s, agent.choose(game, game.view(s, who), who)).get().state();
    }
  }
}
