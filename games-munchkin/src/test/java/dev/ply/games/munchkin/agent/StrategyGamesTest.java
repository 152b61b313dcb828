package dev.ply.games.munchkin.agent;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The strategy in whole games: one strategy seat against random seats, and four strategy seats.
 * Every game finishes, and in none of them does a strategy seat do what docs/agents.md says it
 * never does.
 */
class StrategyGamesTest {
  private final MunchkinGame game = new MunchkinGame();
  private final MunchkinStrategy bot = new MunchkinStrategy();

  @Test
  @DisplayName("MK-R20 MK-R37 MK-R44 MK-R90: in 16 games no strategy seat drops its Race or Class, gives an item for nothing,"
      + " raises another player or picks a fight it loses alone, and every game finishes")
  void wholeGames() {
    for (int g = 0; g < 16; g++) {
      boolean allBots = g % 3 == 0;
      MunchkinState s = game.start(Setup.of(3 + g % 4, 700 + g).withOption("maxTurns", "40"));
      Dice dice = new Dice(RandomSource.seeded(g));
      Dice random = new Dice(RandomSource.seeded(-g));
      PlayerId botSeat = s.seat(g % s.size()).id();
      for (int step = 0; step < 60_000 && game.outcome(s).isEmpty(); step++) {
        PlayerId who = game.awaiting(s).head();
        MunchkinState view = game.view(s, who);
        Seq<MunchkinAction> legal = game.legalActions(view, who);
        assertFalse(legal.isEmpty(), "game " + g + ": " + who + " is awaited with nothing to do");
        MunchkinAction a;
        if (allBots || who.equals(botSeat)) {
          a = legal.get(bot.choose(view, who, legal, dice));
          check(view, who, a, "game " + g + " step " + step);
        } else {
          a = legal.get(random.nextInt(legal.size()));
        }
        s = game.apply(s, a).get().state();
      }
      assertTrue(game.outcome(s).isDefined(), "game " + g + " did not finish");
    }
  }

  private void check(MunchkinState view, PlayerId who, MunchkinAction a, String where) {
    String what = where + ": " + game.describe(view, a);
    assertFalse(a instanceof DiscardRace || a instanceof DiscardClass, what);
    assertFalse(a instanceof ProposeTrade t && t.give().isDefined() && t.receive().isEmpty(), what);
    assertFalse(a instanceof AcceptTrade && view.frames().top().get() instanceof Frame.Trade t
        && t.give().isEmpty() && t.receive().isDefined(), what);
    assertFalse(a instanceof PlayGoUpLevel up && !up.target().equals(who), what);
    assertFalse(a instanceof PlayCurse c && c.target().equals(who), what);
    if (a instanceof LookForTrouble t) {
      assertTrue(Fights.alone(view, view.seatOf(who), dev.ply.games.munchkin.content.Cards.card(t.monster())) >= 1, what);
    }
  }
}
