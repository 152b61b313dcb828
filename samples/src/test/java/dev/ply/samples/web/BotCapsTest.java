package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.agent.StrategyAgent;
import dev.ply.core.race.RaceGame;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The server's caps on the bots it seats ({@code ply serve --max-bot-ms}). */
class BotCapsTest {
  private final RaceGame race = new RaceGame();

  private static MctsAgent mcts(Bots bots, String kind) {
    Agent a = bots.create(kind, 1).get();
    assertTrue(a instanceof MctsAgent, kind + " is " + a);
    return (MctsAgent) a;
  }

  @Test
  @DisplayName("--max-bot-ms below 1000 lowers the default bot's safety cap too; above it the core's cap stays")
  void maxBotMillisLowersTheDefaultCap() {
    try (Bots low = new Bots(1, 300, 20_000); Bots high = new Bots(1, 2_000, 20_000)) {
      MctsAgent m = mcts(low, "mcts");
      assertTrue(m.isRecommended());
      assertEquals(300, m.settingsFor(race).timeLimitMillis());
      assertEquals(Agents.recommended(race).withTimeLimitMillis(300), m.settingsFor(race));
      assertEquals(300, mcts(low, "mcts:500").settingsFor(race).timeLimitMillis());
      assertEquals(Agents.DEFAULT_TIME_CAP_MILLIS, mcts(high, "mcts").settingsFor(race).timeLimitMillis());
      assertEquals(2_000, mcts(high, "mcts:500").settingsFor(race).timeLimitMillis());
    }
  }

  @Test
  @DisplayName("the lowered cap binds under a fake clock: 300 ms at 1 ms a reading is 300 iterations, counted")
  void loweredCapBinds() {
    long[] now = {0};
    MctsAgent m = MctsAgent.recommended(4, 300, () -> now[0] += 1_000_000L);
    var s = race.start(dev.ply.core.Setup.of(2, 5));
    var p1 = dev.ply.core.PlayerId.seat(1);
    // the race's generic recommendation, 200 iterations, ends before a 300 ms cap; a 50 ms one binds
    m.choose(race, race.view(s, p1), p1);
    assertEquals(200, m.lastIterations());
    assertEquals(0, m.capsHit());
    MctsAgent tight = MctsAgent.recommended(4, 50, () -> now[0] += 1_000_000L);
    tight.choose(race, race.view(s, p1), p1);
    assertEquals(50, tight.lastIterations());
    assertEquals(1, tight.capsHit());
  }

  @Test
  @DisplayName("the server seats the heuristic bot it lists")
  void heuristic() {
    try (Bots bots = new Bots(1, 2_000, 20_000)) {
      assertTrue(bots.create("heuristic", 1).get() instanceof StrategyAgent);
    }
  }
}
