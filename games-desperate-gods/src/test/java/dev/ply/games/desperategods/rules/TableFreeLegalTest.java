package dev.ply.games.desperategods.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table-free legal list (a hot-path shortcut) equals the general one wherever it is used. It
 * compares two implementations, so it cites no rule: a rule broken in both would pass here. The rules
 * these lists follow (DG-R11, DG-R13, DG-R15, DG-R32, DG-R67, DG-R302) are checked by scenario tests.
 */
class TableFreeLegalTest {

  @Test
  @DisplayName("PRE_ROLL, CHOOSE_DIE, PICK_CARD, BRANCH and TOWN_STOP options without a working table equal the table's")
  void sameListsAsTheTable() {
    DesperateGodsGame game = new DesperateGodsGame();
    SplittableRandom rnd = new SplittableRandom(7);
    int checked = 0;
    for (int players = 2; players <= 4; players++) {
      for (long seed = 1; seed <= 6; seed++) {
        DgState s = game.start(Setup.of(players, 1L).withRandom(RandomSource.seeded(seed)));
        while (!game.awaiting(s).isEmpty()) {
          PlayerId p = game.awaiting(s).head();
          Step top = s.stack().head();
          Seq<DgAction> legal = game.legalActions(s, p);
          if (Engine.tableFree(top)) {
            assertEquals(Pile.vector(Engine.legal(new Table(s), top)), legal, "at " + top);
            checked++;
          }
          s = game.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
        }
      }
    }
    assertTrue(checked > 1000, "checked " + checked);
  }
}
