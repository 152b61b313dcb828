package dev.ply.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.Replay;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import io.vavr.collection.Vector;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SimulatorTest {
  private final RaceGame game = new RaceGame();

  private Simulation sim(int threads) {
    return Simulation.of(30, Vector.of(Agents.parse("random").get(), Agents.parse("random").get(),
        Agents.parse("mcts:20").get()), 77L).withThreads(threads).withRotate(true);
  }

  @Test
  @DisplayName("the same seed gives the same games whatever the thread count")
  void deterministicAcrossThreads() {
    SimulationResult one = Simulator.run(game, sim(1));
    SimulationResult three = Simulator.run(game, sim(3));
    assertEquals(one.games(), three.games());
    assertEquals(30, one.games().size());
    for (int i = 0; i < 30; i++) {
      assertEquals(i, one.games().get(i).index());
    }
    assertEquals(one.bySeat(), three.bySeat());
    assertEquals(one.rules(), three.rules());
  }

  @Test
  @DisplayName("aggregates add up: every game finishes, seat wins sum to the games, rotation spreads agents")
  void aggregates() {
    SimulationResult r = Simulator.run(game, sim(2));
    assertEquals(30, r.finished());
    assertEquals(30, r.bySeat().map(Rate::successes).sum().intValue());
    assertEquals(Vector.of(60, 30), r.byAgent().map(Rate::trials));
    assertTrue(r.actions().mean() > 0 && r.actions().max() >= r.actions().median());
    assertTrue(r.rules().containsKey("RACE-R5"));
    assertEquals(30L, r.rules().get("RACE-R5").get());
  }

  @Test
  @DisplayName("kept logs replay to the same outcome")
  void logs() {
    ConcurrentHashMap<Integer, ActionLog<?>> logs = new ConcurrentHashMap<>();
    Simulation cheap = Simulation.of(8, Vector.fill(2, Agents.parse("random").get()), 5L).withThreads(2);
    SimulationResult r = Simulator.run(game, cheap.withKeepLogs(true), new SimulationListener() {
      @Override
      public void log(GameResult result, ActionLog<?> log) {
        logs.put(result.index(), log);
      }
    });
    assertEquals(8, logs.size());
    @SuppressWarnings("unchecked")
    ActionLog<RaceAction> log = (ActionLog<RaceAction>) logs.get(4);
    var replay = Replay.run(game, log);
    assertTrue(replay.ok());
    assertEquals(r.games().get(4).outcome(), game.outcome(replay.last()));
    assertEquals(r.games(), Simulator.run(game, cheap).games());
  }

  @Test
  @DisplayName("Wilson intervals: known values")
  void wilson() {
    Rate r = new Rate("x", 50, 100);
    assertEquals(0.4038, r.low(), 1e-3);
    assertEquals(0.5962, r.high(), 1e-3);
    Rate zero = new Rate("x", 0, 10);
    assertEquals(0.0, zero.low(), 1e-9);
    assertEquals(0.2775, zero.high(), 1e-3);
  }

  @Test
  @DisplayName("the decisions a bot's safety cap cut are counted per game and in the summary, 0 when none binds")
  void capsHitCounted() {
    // a fake clock 300 ms ahead on every reading: the default bot's 1000 ms cap ends each search at 4 iterations
    AgentFactory runaway = AgentFactory.of("mcts", seed -> {
      long[] now = {0};
      return MctsAgent.recommended(seed, () -> now[0] += 300_000_000L);
    });
    SimulationResult cut = Simulator.run(game, Simulation.of(4, Vector.of(runaway, Agents.parse("random").get()), 3L));
    assertTrue(cut.capsHit() > 0, "no decision was cut");
    assertEquals(cut.games().map(GameResult::capsHit).sum().longValue(), cut.capsHit());
    SimulationSummary summary = SimulationSummary.of(cut, 4);
    assertEquals(cut.capsHit(), summary.capsHit());
    assertEquals(cut.capsHit(), summary.withoutTiming().capsHit());
    assertTrue(summary.json(game).contains("\"capsHit\" : " + cut.capsHit()), summary.json(game));
    SimulationResult none = Simulator.run(game, Simulation.of(4, Vector.fill(2, Agents.parse("random").get()), 3L));
    assertEquals(0, none.capsHit(), "random agents have no cap");
    assertTrue(SimulationSummary.of(none, 4).json(game).contains("\"capsHit\" : 0"));
  }
}
