package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default bot ({@code mcts}): the game's recommended search under a time cap, timed by a fake clock. */
class DefaultBotTest {
  private static final PlayerId P1 = PlayerId.seat(1);

  /** The race declaring a recommended search far longer than the cap allows. */
  static final class GreedyRace extends ForwardingRaceGame implements BotDefaults {
    private final MctsAgent.Settings settings;

    GreedyRace(MctsAgent.Settings settings) {
      this.settings = settings;
    }

    @Override
    public MctsAgent.Settings mcts() {
      return settings;
    }
  }

  /** A clock that moves {@code step} nanoseconds each time it is read. */
  static LongSupplier fakeClock(long step) {
    long[] now = {1_000_000_000L};
    return () -> now[0] += step;
  }

  /** A 2-player race at p1's first secret bid (three legal bids). */
  private static RaceState bidding(RaceGame game, long seed) {
    return game.start(Setup.of(2, seed));
  }

  private static int iterations(ForwardingRaceGame game, MctsAgent agent) {
    RaceState s = game.start(Setup.of(2, 5));
    agent.choose(game, game.view(s, P1), P1);
    return agent.lastIterations();
  }

  @Test
  @DisplayName("the default bot plays the game's recommended search, its time limit lowered to the safety cap")
  void recommended() {
    MctsAgent.Settings declared = MctsAgent.Settings.iterations(300).withRolloutDepth(20);
    GreedyRace game = new GreedyRace(declared);
    assertEquals(declared.withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), Agents.recommended(game));
    assertEquals(Agents.DEFAULT_TIME_CAP_MILLIS,
        Agents.recommended(new GreedyRace(declared.withTimeLimitMillis(9_000))).timeLimitMillis());
    assertEquals(50, Agents.recommended(new GreedyRace(declared.withTimeLimitMillis(50))).timeLimitMillis());
    assertEquals(Agents.GENERIC, Agents.recommended(new RaceGame()), "a game that declares nothing");
    assertEquals(declared.withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), ((MctsAgent) Agents.parse("mcts").get().create(1)).settingsFor(game));
  }

  @Test
  @DisplayName("the 1000 ms safety cap ends a runaway decision: with a clock moving 1 ms per reading, 1000 iterations, counted")
  void timeCapByFakeClock() {
    GreedyRace game = new GreedyRace(MctsAgent.Settings.iterations(Agents.MAX_ITERATIONS));
    MctsAgent capped = MctsAgent.recommended(7, fakeClock(1_000_000L));
    assertEquals(1000, iterations(game, capped));
    assertTrue(capped.lastHitCap());
    assertEquals(1, capped.capsHit());
    assertEquals(1000, iterations(game, capped));
    assertEquals(2, capped.capsHit(), "each decision the cap ends is counted");
    assertEquals(4000, iterations(game, MctsAgent.recommended(7, fakeClock(250_000L))));
    // a budget that ends first is kept: the cap is a ceiling, not a target, and nothing is counted
    GreedyRace modest = new GreedyRace(MctsAgent.Settings.iterations(120));
    MctsAgent within = MctsAgent.recommended(7, fakeClock(1_000_000L));
    assertEquals(120, iterations(modest, within));
    assertFalse(within.lastHitCap());
    assertEquals(0, within.capsHit());
    // the safety net on an explicit iteration budget
    MctsAgent many = new MctsAgent(7, ((MctsAgent) Agents.parse("mcts:100000").get().create(7)).settingsFor(game),
        fakeClock(100_000_000L));
    assertEquals(Agents.MAX_MILLIS / 100, iterations(game, many));
    assertEquals(1, many.capsHit());
  }

  @Test
  @DisplayName("an iteration budget runs exactly N iterations however far the clock jumps, short of the cap")
  void iterationsIgnoreTheClock() {
    GreedyRace game = new GreedyRace(MctsAgent.Settings.iterations(100));
    // 9 ms of CPU per reading: 100 iterations read 900 ms, under the 1000 ms cap
    MctsAgent slow = MctsAgent.recommended(7, fakeClock(9_000_000L));
    assertEquals(100, iterations(game, slow));
    assertEquals(0, slow.capsHit());
    // 50 ms per reading: the cap binds after 20 readings, and says so
    MctsAgent runaway = MctsAgent.recommended(7, fakeClock(50_000_000L));
    assertEquals(20, iterations(game, runaway));
    assertEquals(1, runaway.capsHit());
  }

  @Test
  @DisplayName("same seed and view, same choices under a still clock and a racing one that never reaches the cap")
  void choicesDoNotDependOnTheClock() {
    GreedyRace game = new GreedyRace(MctsAgent.Settings.iterations(150));
    for (long seed = 1; seed <= 10; seed++) {
      RaceState s = game.start(Setup.of(2, seed));
      MctsAgent still = MctsAgent.recommended(seed, fakeClock(1));
      MctsAgent racing = MctsAgent.recommended(seed, fakeClock(6_000_000L));
      for (int decision = 0; decision < 3; decision++) {
        assertEquals(still.choose(game, game.view(s, P1), P1), racing.choose(game, game.view(s, P1), P1),
            "seed " + seed + ", decision " + decision);
        assertEquals(150, racing.lastIterations());
      }
      assertEquals(0, racing.capsHit());
    }
  }

  @Test
  @DisplayName("mcts:Nms is a time budget on the bot's clock: 50 ms at 1 ms a reading is 50 iterations, not a cap hit")
  void timeBudgetByFakeCpuClock() {
    GreedyRace game = new GreedyRace(MctsAgent.Settings.iterations(Agents.MAX_ITERATIONS));
    MctsAgent ms = new MctsAgent(7, ((MctsAgent) Agents.parse("mcts:50ms").get().create(7)).settingsFor(game),
        fakeClock(1_000_000L));
    assertEquals(50, iterations(game, ms));
    assertEquals(0, ms.capsHit(), "a time budget running out is the budget, not the cap");
  }

  @Test
  @DisplayName("the bot draws from core's RandomSource: one iteration expands the root action its third draw picks")
  void drawsFromRandomSource() {
    RaceGame game = new RaceGame();
    for (long seed = 1; seed <= 12; seed++) {
      RaceState s = bidding(game, seed);
      Seq<RaceAction> legal = game.legalActions(s, P1);
      // two draws seed the sampled world, the third picks the untried root action
      RandomSource r = RandomSource.seeded(seed);
      r = r.nextInt(Integer.MAX_VALUE).next();
      r = r.nextInt(Integer.MAX_VALUE).next();
      RaceAction expected = legal.get(r.nextInt(legal.size()).value());
      RaceAction chosen = new MctsAgent(seed, MctsAgent.Settings.iterations(1)).choose(game, game.view(s, P1), P1);
      assertEquals(expected, chosen, "seed " + seed);
    }
  }

  @Test
  @DisplayName("same seed, same choices; the choices depend on the seed")
  void sameSeedSameChoices() {
    RaceGame game = new RaceGame();
    int differ = 0;
    for (long seed = 1; seed <= 10; seed++) {
      RaceState s = bidding(game, seed);
      RaceAction a = new MctsAgent(seed, MctsAgent.Settings.iterations(2)).choose(game, game.view(s, P1), P1);
      RaceAction b = new MctsAgent(seed, MctsAgent.Settings.iterations(2)).choose(game, game.view(s, P1), P1);
      RaceAction c = new MctsAgent(seed + 100, MctsAgent.Settings.iterations(2)).choose(game, game.view(s, P1), P1);
      assertEquals(a, b);
      differ += a.equals(c) ? 0 : 1;
    }
    assertTrue(differ > 0, "another seed never changed a choice");
  }
}
