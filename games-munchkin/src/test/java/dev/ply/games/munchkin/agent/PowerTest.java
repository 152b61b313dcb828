package dev.ply.games.munchkin.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.rules.Strength;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bot's own reckoning of combat strength (MK-R51, MK-R52, MK-R55) agrees with the rules' in
 * every combat position of random games: the bot keeps a copy so that it reads public data only,
 * and this is what keeps the copy honest.
 */
class PowerTest {

  @Test
  @DisplayName("MK-R51 MK-R52 MK-R55: Power agrees with the rules' strengths in every combat of 40 random games")
  void agreesWithTheRules() {
    MunchkinGame game = new MunchkinGame();
    int combats = 0;
    for (int g = 0; g < 40; g++) {
      MunchkinState s = game.start(Setup.of(3 + g % 4, 500 + g).withOption("maxTurns", "12"));
      dev.ply.core.Dice pick = new dev.ply.core.Dice(RandomSource.seeded(g));
      for (int step = 0; step < 3000 && game.outcome(s).isEmpty(); step++) {
        if (s.combat().isDefined()) {
          Combat c = s.combat().get();
          assertEquals(Strength.munchkins(s), Power.munchkins(s, c, c.combatants()), "munchkins at step " + step);
          assertEquals(Strength.monsters(s), Power.monsters(s, c, c.combatants()), "monsters at step " + step);
          assertEquals(Strength.winning(s), Power.margin(s, c) > 0, "who wins at step " + step);
          combats++;
        }
        PlayerId who = game.awaiting(s).head();
        Seq<MunchkinAction> legal = game.legalActions(s, who);
        s = game.apply(s, legal.get(pick.nextInt(legal.size()))).get().state();
      }
    }
    assertTrue(combats > 1000, "only " + combats + " combat positions");
  }
}
