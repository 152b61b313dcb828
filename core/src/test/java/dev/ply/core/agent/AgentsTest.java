package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.race.RaceGame;
import dev.ply.core.sim.Simulation;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AgentsTest {
  private static final RaceGame RACE = new RaceGame();

  @Test
  @DisplayName("agent names parse to their settings; anything else is refused with one sentence")
  void parse() {
    assertInstanceOf(RandomAgent.class, Agents.parse("random").get().create(1));
    MctsAgent d = (MctsAgent) Agents.parse("MCTS").get().create(1);
    assertTrue(d.isRecommended());
    assertEquals(Agents.GENERIC, d.settingsFor(RACE));
    MctsAgent n = (MctsAgent) Agents.parse("mcts:500").get().create(1);
    assertEquals(500, n.settingsFor(RACE).iterations());
    assertEquals(Agents.MAX_MILLIS, n.settingsFor(RACE).timeLimitMillis(), "the safety net on iteration budgets");
    MctsAgent t = (MctsAgent) Agents.parse("mcts:250ms").get().create(1);
    assertEquals(0, t.settingsFor(RACE).iterations());
    assertEquals(250, t.settingsFor(RACE).timeLimitMillis());
    MctsAgent plain = (MctsAgent) Agents.parse("mcts:80@12/random").get().create(1);
    assertEquals(false, plain.settingsFor(null).strategy());
    assertEquals(12, plain.settingsFor(null).rolloutDepth());
    assertEquals("mcts:80@12/random", Agents.parse("mcts:80@12/random").get().name());
    assertEquals(true, ((MctsAgent) Agents.parse("mcts:80").get().create(1)).settingsFor(null).strategy());
    MctsAgent c = (MctsAgent) Agents.parse("mcts:80@12").get().create(1);
    assertEquals(80, c.settingsFor(RACE).iterations());
    assertEquals(12, c.settingsFor(RACE).rolloutDepth());
    MctsAgent m = (MctsAgent) Agents.parse("mcts:" + Agents.MAX_ITERATIONS + "@" + Agents.MAX_ROLLOUT_DEPTH).get().create(1);
    assertEquals(Agents.MAX_ITERATIONS, m.settingsFor(RACE).iterations());
    assertTrue(Agents.parse("mcts:" + Agents.MAX_MILLIS + "ms").isRight());
    for (String bad : new String[] {"", "genius", "mcts:", "mcts:-3", "mcts:0", "mcts:abc", "mcts:5@", "mcts:9999999999", "mcts:5/", "mcts:5/strategy", "mcts/random"}) {
      var r = Agents.parse(bad);
      assertTrue(r.isLeft(), bad);
      assertTrue(r.getLeft().contains("is not an agent"), r.getLeft());
    }
  }

  @Test
  @DisplayName("a budget above its documented maximum is refused with one sentence naming the maximum")
  void maxima() {
    String[][] cases = {
      {"mcts:" + (Agents.MAX_ITERATIONS + 1), "at most " + Agents.MAX_ITERATIONS + " iterations"},
      {"mcts:" + (Agents.MAX_MILLIS + 1) + "ms", "at most " + Agents.MAX_MILLIS + " ms"},
      {"mcts:50@" + (Agents.MAX_ROLLOUT_DEPTH + 1), "from 1 to " + Agents.MAX_ROLLOUT_DEPTH},
      {"mcts:999999999", "at most " + Agents.MAX_ITERATIONS + " iterations"},
    };
    for (String[] c : cases) {
      var r = Agents.parse(c[0]);
      assertTrue(r.isLeft(), c[0]);
      assertTrue(r.getLeft().contains(c[1]), r.getLeft());
      assertTrue(r.getLeft().endsWith(")") || r.getLeft().endsWith(String.valueOf(Agents.MAX_ROLLOUT_DEPTH)), r.getLeft());
      assertEquals(1, r.getLeft().split("\\. ").length, "one sentence: " + r.getLeft());
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
