package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The warm-up of the default bot: it plays its own positions, so a bot decides the same after it
 * as without it; it stops when asked. No timing is asserted.
 */
class WarmUpTest {
  private final RaceGame game = new RaceGame();

  /** A seeded game of default bots whose safety cap never binds (their clock stands still). */
  private List<RaceAction> botGame(long seed) {
    Setup setup = Setup.of(2, seed);
    MctsAgent[] bots = {MctsAgent.recommended(seed, () -> 0L), MctsAgent.recommended(seed + 1, () -> 0L)};
    List<RaceAction> played = new ArrayList<>();
    RaceState s = game.start(setup);
    while (game.outcome(s).isEmpty() && played.size() < game.maxActions(setup)) {
      PlayerId who = game.awaiting(s).head();
      RaceAction a = bots[setup.players().indexOf(who)].choose(game, game.view(s, who), who);
      played.add(a);
      s = game.apply(s, a).get().state();
    }
    return played;
  }

  @Test
  @DisplayName("a bot game after a warm-up is the same game, action for action, as before it")
  void sameGameAfterWarmUp() {
    List<RaceAction> before = botGame(41);
    WarmUp.Report r = WarmUp.run(game, 300, () -> false);
    assertTrue(r.decisions() > 0, "the warm-up played: " + r);
    assertEquals(before, botGame(41));
  }

  @Test
  @DisplayName("a warm-up asked to stop ends at once, and a zero budget plays nothing")
  void stops() {
    AtomicInteger asked = new AtomicInteger();
    WarmUp.Report stopped = WarmUp.run(game, 60_000, () -> asked.incrementAndGet() > 5);
    assertTrue(stopped.stopped() && !stopped.settled(), stopped.describe());
    WarmUp.Report none = WarmUp.run(game, 0, () -> false);
    assertEquals(0, none.decisions());
    assertFalse(none.stopped());
  }
}
