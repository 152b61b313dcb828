package dev.ply.games.munchkin.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link MunchkinStrategy#ranking}: what the default bot's check plays out (docs/agents.md). In
 * every decision of whole strategy games it starts with the strategy's own pick, drawn from the
 * same dice, and ranks every other action once, best score first, leaving out what the bot never
 * does (a trade proposal it would not make, discarding its own Class), so the check never plays it.
 */
class RankingTest {
  private final MunchkinGame game = new MunchkinGame();
  private final MunchkinStrategy bot = new MunchkinStrategy();

  @Test
  @DisplayName("MK-R3, MK-R37: the ranking is the pick, then every other action the bot may take by its score, in every decision of 4 games")
  void pickThenScores() {
    int checked = 0;
    int left = 0;
    for (int g = 0; g < 4; g++) {
      MunchkinState s = game.start(Setup.of(3 + g % 2, 900 + g).withOption("maxTurns", "30"));
      Dice dice = new Dice(RandomSource.seeded(g));
      for (int step = 0; step < 40_000 && game.outcome(s).isEmpty(); step++) {
        PlayerId who = game.awaiting(s).head();
        MunchkinState view = game.view(s, who);
        Seq<MunchkinAction> legal = game.legalActions(view, who);
        long seed = g * 1_000_000L + step;
        int pick = bot.choose(view, who, legal, new Dice(RandomSource.seeded(seed)));
        if (legal.size() > 1) {
          Seq<Integer> ranking = bot.ranking(view, who, legal, new Dice(RandomSource.seeded(seed)));
          assertEquals(pick, ranking.head(), "the pick first, step " + step);
          assertEquals(ranking.size(), ranking.distinct().size(), "no action twice, step " + step);
          Seen v = new Seen(view, view.seatOf(who), legal);
          for (int i = 0; i < legal.size(); i++) {
            boolean never = MunchkinStrategy.never(MunchkinStrategy.raw(v, legal.get(i)));
            assertEquals(!never || i == pick, ranking.contains(i),
                "listed unless the bot never does it, step " + step + ": " + game.describe(view, legal.get(i)));
            left += never && i != pick ? 1 : 0;
          }
          for (int i = 2; i < ranking.size(); i++) {
            assertTrue(MunchkinStrategy.score(v, legal.get(ranking.get(i - 1)))
                >= MunchkinStrategy.score(v, legal.get(ranking.get(i))), "best score first, step " + step);
          }
          checked++;
        }
        s = game.apply(s, legal.get(bot.choose(view, who, legal, dice))).get().state();
      }
    }
    assertTrue(checked > 1000, "ranked " + checked + " decisions");
    assertTrue(left > 100, "left out " + left + " actions the bot never takes");
  }
}
