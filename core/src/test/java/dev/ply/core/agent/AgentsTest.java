package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.sim.Simulation;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AgentsTest {
  @Test
  @DisplayName("agent names parse to their settings; anything else is refused with one sentence")
  void parse() {
    assertInstanceOf(RandomAgent.class, Agents.parse("random").get().create(1));
    MctsAgent d = (MctsAgent) Agents.parse("MCTS").get().create(1);
    assertEquals(MctsAgent.Settings.DEFAULT_ITERATIONS, d.settings().iterations());
    MctsAgent n = (MctsAgent) Agents.parse("mcts:500").get().create(1);
    assertEquals(500, n.settings().iterations());
    MctsAgent t = (MctsAgent) Agents.parse("mcts:250ms").get().create(1);
    assertEquals(0, t.settings().iterations());
    assertEquals(250, t.settings().timeLimitMillis());
    MctsAgent c = (MctsAgent) Agents.parse("mcts:80@12").get().create(1);
    assertEquals(80, c.settings().iterations());
    assertEquals(12, c.settings().rolloutDepth());
    for (String bad : new String[] {"", "genius", "mcts:", "mcts:-3", "mcts:0", "mcts:abc", "mcts:5@", "mcts:9999999999"}) {
      var r = Agents.parse(bad);
      assertTrue(r.isLeft(), bad);
      assertTrue(r.getLeft().contains("is not an agent"), r.getLeft());
    }
  }

  @Test
  @DisplayName("rotation shifts the agents one seat per game; without it every game seats them alike")
  void rotation() {
    AgentFactory a = Agents.parse("random").get();
    AgentFactory b = Agents.parse("mcts:5").get();
    AgentFactory c = Agents.parse("mcts:6").get();
    Simulation s = Simulation.of(6, Vector.of(a, b, c), 1L);
    assertEquals(b, s.agentFor(4, 1));
    Simulation r = s.withRotate(true);
    assertEquals(Vector.of(a, b, c), Vector.range(0, 3).map(seat -> r.agentFor(0, seat)));
    assertEquals(Vector.of(c, a, b), Vector.range(0, 3).map(seat -> r.agentFor(1, seat)));
    assertEquals(Vector.of(b, c, a), Vector.range(0, 3).map(seat -> r.agentFor(2, seat)));
  }
}
