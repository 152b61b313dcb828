package dev.ply.core.goofspiel;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.sim.GameResult;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Goofspiel is symmetric, so a bot playing itself must win as often from either seat. A search
 * that lets the later committer of a commit window see the earlier one's choice gives one seat an
 * edge (issue 13 measured 62.0 % for p1 against 35.7 % for p2 over 300 games).
 *
 * <p>The figures in docs/agents.md come from this test with larger settings:
 * {@code -Dgoof.games=300 -Dgoof.agent=mcts:200 -Dgoof.cards=8}.
 */
class SeatBiasTest {

  static SimulationResult selfPlay(int games, String agent, int cards, long seed) {
    AgentFactory a = Agents.parse(agent).get();
    Simulation sim = Simulation.of(games, Vector.of(a, a), seed)
        .withOptions(LinkedHashMap.of("cards", String.valueOf(cards)))
        .withThreads(Integer.getInteger("goof.threads", 1));
    return Simulator.run(new GoofspielGame(), sim);
  }

  static String percent(Rate r) {
    return String.format("%d/%d = %.1f %% [%.1f, %.1f]", r.successes(), r.trials(), 100 * r.value(), 100 * r.low(),
        100 * r.high());
  }

  @Test
  @DisplayName("GS-R2 MCTS against itself wins as often as p1 as as p2 (Wilson 95 % interval of p1's share holds 50 %)")
  void noSeatBias() {
    int games = Integer.getInteger("goof.games", 300);
    String agent = System.getProperty("goof.agent", "mcts:100");
    int cards = Integer.getInteger("goof.cards", 8);
    SimulationResult r = selfPlay(games, agent, cards, Long.getLong("goof.seed", 2026L));
    int p1 = 0;
    int p2 = 0;
    for (GameResult g : r.games()) {
      if (g.outcome().isDefined() && !g.outcome().get().winners().isEmpty()) {
        if (g.outcome().get().winners().head().equals(g.players().get(0))) {
          p1++;
        } else {
          p2++;
        }
      }
    }
    Rate share = new Rate("p1 among decisive games", p1, p1 + p2);
    String summary = String.format("%s vs itself, %d cards, %d games: p1 wins %s, p2 wins %s, draws %d;"
        + " p1's share of decisive games %s", agent, cards, games, percent(r.bySeat().get(0)),
        percent(r.bySeat().get(1)), games - p1 - p2, percent(share));
    System.out.println(summary);
    assertTrue(r.failed().isEmpty(), r.failed().toString());
    assertTrue(share.low() <= 0.5 && share.high() >= 0.5, summary);
  }

  @Test
  @DisplayName("GS-R3 MCTS outbids random at Goofspiel (seats rotated, 100 seeded games)")
  void beatsRandom() {
    AgentFactory mcts = Agents.parse("mcts:100").get();
    Simulation sim = Simulation.of(100, Vector.of(mcts, Agents.parse("random").get()), 99L)
        .withOptions(LinkedHashMap.of("cards", "8")).withRotate(true);
    Rate r = Simulator.run(new GoofspielGame(), sim).byAgent().get(0);
    System.out.println("mcts:100 vs random at Goofspiel: " + percent(r));
    assertTrue(r.low() > 0.5, percent(r));
  }
}
