package dev.ply.games.munchkin.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code Rules.apply} checks the commonest actions from the top frame instead of building the
 * legal list (a replayed log's actions are not the listed objects): here, over random games, every
 * candidate Equip, AddToSale and SetupDone of the awaited player is judged exactly as the legal
 * list judges it.
 */
class QuickLegalityTest {
  @Test
  @DisplayName("MK-R105 MK-R38 MK-R42 an Equip, an AddToSale or a SetupDone is quickly legal exactly when the legal list holds it")
  void quickEqualsList() {
    MunchkinGame game = new MunchkinGame();
    java.util.Random rnd = new java.util.Random(3);
    int checked = 0;
    int legal = 0;
    for (int g = 0; g < 6; g++) {
      MunchkinState s = game.start(Setup.of(3 + g % 4, 40 + g).withOption("maxTurns", "12"));
      int steps = 0;
      while (!game.awaiting(s).isEmpty() && steps < 3000) {
        PlayerId me = game.awaiting(s).head();
        for (MunchkinAction a : candidates(s, me)) {
          boolean listed = Legality.contains(s, a);
          MunchkinState at = s;
          assertEquals(listed, Rules.quicklyLegal(at, a), () -> a + " at top frame " + at.frames().items().head());
          checked++;
          legal += listed ? 1 : 0;
        }
        var actions = game.legalActions(s, me);
        s = game.apply(s, actions.get(rnd.nextInt(actions.size()))).get().state();
        steps++;
      }
    }
    assertTrue(legal > 100 && checked > legal, "some legal and some illegal candidates: " + legal + " of " + checked);
  }

  /** The player's own cards and every other seat's items, each as an Equip and an AddToSale, and a SetupDone. */
  private static List<MunchkinAction> candidates(MunchkinState s, PlayerId me) {
    List<MunchkinAction> out = new ArrayList<>();
    out.add(new MunchkinAction.SetupDone(me));
    for (PlayerState p : s.seats()) {
      for (String c : p.items().appendAll(p.hand())) {
        out.add(new MunchkinAction.Equip(me, c));
        out.add(new MunchkinAction.AddToSale(me, c));
      }
    }
    out.add(new MunchkinAction.Equip(me, "nonsense"));
    out.add(new MunchkinAction.AddToSale(me, "D01"));
    return out;
  }
}
