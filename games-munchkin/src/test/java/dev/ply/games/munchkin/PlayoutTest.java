package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Setup;
import dev.ply.core.testkit.Playout;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random playouts for every player count with the §9 invariants after every step and the
 * termination guards: every game ends within maxTurns (I-T3, MK-R6) and every turn within
 * 20,000 decisions (I-T2).
 */
class PlayoutTest {
  static final int GAMES = Integer.getInteger("munchkin.playouts", 6);

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {3, 4, 5, 6})
  @DisplayName("MK-R10 MK-R109 I-C1..I-P6 I-T2 I-T3: random playouts keep every invariant and end")
  void playouts(int n) {
    MunchkinGame game = new MunchkinGame();
    for (int i = 0; i < GAMES; i++) {
      Setup setup = Setup.of(n, 500L * n + i).withOption("maxTurns", "20");
      int[] turn = {-1};
      int[] decisions = {0};
      Playout<MunchkinState, MunchkinAction> p = Playout.play(game, setup, 77L * n + i, game.maxActions(setup), s -> {
        MunchkinInvariants.check(s);
        if (s.completedTurns() != turn[0]) {
          turn[0] = s.completedTurns();
          decisions[0] = 0;
        }
        assertTrue(++decisions[0] < 20_000, "I-T2: a turn took 20,000 decisions");
      });
      assertTrue(p.last().over(), "I-T3: the game did not end");
      assertTrue(p.last().completedTurns() <= 20);
    }
  }
}
