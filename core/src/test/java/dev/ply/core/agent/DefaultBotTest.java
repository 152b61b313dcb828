package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
  @DisplayName("the default bot plays the game's recommended search, its time limit lowered to the 200 ms cap")
  void recommended() {
    MctsAgent.Settings declared = MctsAgent.Settings.iterations(300).withRolloutDepth(20);
    GreedyRace game = new GreedyRace(declared);
    assertEquals(declared.withTimeLimitMillis(Agents.DEFAULT_TIME_CAP_MILLIS), Agents.recommended(game));
    assertEquals(Agents.DEFAULT_TIME_CAP_MILLIS,
        Agents.recommended(new GreedyRace(declared.withTimeLimitMillis(900))).timeLimitMillis());
    assertEquals(50, Agents.recommended(new GreedyRace(declared.withTimeLimitMillis(50))).timeLimitMillis());
    assertEquals(Agents.GENERIC, Agents.recommended(new RaceGame()), "a game that declares nothing");
    assertEquals(declared.withTimeLimitMillis(200), ((MctsAgent) Agents.parse("mcts").get().create(1)).settingsFor(game));
  }

  @Test
  @DisplayName("the 200 ms cap ends a decision: with a clock moving 1 ms per reading, 200 iterations")
  void timeCapByFakeClock() {
    GreedyRace game = new GreedyRace(MctsAgent.Settings.iterations(Agents.MAX_ITERATIONS));
    assertEquals(200, iterations(game, MctsAgent.recommended(7, fakeClock(1_000_000L))));
    assertEquals(800, iterations(game, MctsAgent.recommended(7, fakeClock(250_000L))));
    // a budget that ends first is kept: the cap is a ceiling, not a target
    GreedyRace modest = new GreedyRace(MctsAgent.Settings.iterations(120));
    assertEquals(120, iterations(modest, MctsAgent.recommended(7, fakeClock(1_000_000L))));
    // an explicit time budget, and the safety net on an explicit iteration budget
    MctsAgent ms = new MctsAgent(7, ((MctsAgent) Agents.parse("mcts:50ms").get().create(7)).settingsFor(game),
        fakeClock(1_000_000L));
    assertEquals(50, iterations(game, ms));
    MctsAgent many = new MctsAgent(7, ((MctsAgent) Agents.parse("mcts:100000").get().create(7)).settingsFor(game),
        fakeClock(100_000_000L));
    assertEquals(Agents.MAX_MILLIS / 100, iterations(game, many));
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
