package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.testkit.Playout;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded random playouts for 2, 3 and 4 heroes, checking the invariants of §9 that compare a state
 * with the one before it (the per-state ones run in {@link HeroQuestContractTest}).
 */
class PlayoutTest {
  final HeroQuestGame game = new HeroQuestGame();

  @Test
  @DisplayName("HQ-R44 HQ-R45 HQ-R19 HQ-R31 HQ-R32 playouts: discard only grows, one lost round per turn, at most 3 decisions a turn, turns count up by one, games are won and lost")
  void stepInvariants() {
    int games = 0;
    int won = 0;
    for (int heroes = 2; heroes <= 4; heroes++) {
      for (long seed = 1; seed <= 150; seed++) {
        Setup setup = Setup.of(heroes, seed * 7919 + heroes);
        Playout<HeroQuestState, HeroQuestAction> p = Playout.play(game, setup, seed, game.maxActions(setup), s -> {});
        games++;
        won += p.last().result().get().won() ? 1 : 0;
        check(p);
      }
    }
    // the win rate is for `ply simulate` to measure (see the docs); these 450 seeded games must
    // reach both endings, which a broken win (HQ-R32) or loss (HQ-R21, HQ-R45) rule would not
    int all = games;
    int wins = won;
    assertTrue(wins > 0 && wins < all, () -> wins + " of " + all + " random games won: both endings must occur");
  }

  @Test
  @DisplayName("every position renders for every viewer and every legal action has plain words")
  void textForEveryPosition() {
    for (int heroes = 2; heroes <= 4; heroes++) {
      Setup setup = Setup.of(heroes, 100 + heroes);
      Playout<HeroQuestState, HeroQuestAction> p = Playout.play(game, setup, heroes, game.maxActions(setup), s -> {});
      for (HeroQuestState s : p.states()) {
        for (PlayerId viewer : setup.players().append(PlayerId.SPECTATOR)) {
          String text = game.render(game.view(s, viewer), viewer);
          assertTrue(text.startsWith("HeroQuest - turn "), text);
          for (HeroQuestAction a : game.legalActions(s, viewer)) {
            String words = game.describe(game.view(s, viewer), a);
            assertTrue(!words.isBlank() && !words.contains("Action["), words);
          }
        }
      }
    }
  }

  @Test
  @DisplayName("HQ-R04 HQ-R21 property: any hero count, seed and chooser gives a game that keeps the invariants and ends")
  void anyGameKeepsInvariants() {
    org.quicktheories.QuickTheory.qt().withExamples(60).forAll(
        org.quicktheories.generators.SourceDSL.integers().between(2, 4),
        org.quicktheories.generators.SourceDSL.longs().all(),
        org.quicktheories.generators.SourceDSL.longs().all())
        .checkAssert((heroes, seed, chooser) -> {
          Setup setup = Setup.of(heroes, seed);
          Playout<HeroQuestState, HeroQuestAction> p =
              Playout.play(game, setup, chooser, game.maxActions(setup), Invariants::check);
          assertTrue(game.outcome(p.last()).isDefined());
          check(p);
        });
  }

  private void check(Playout<HeroQuestState, HeroQuestAction> p) {
    int decisions = 0;
    int assigns = 0;
    int lossesThisTurn = 0;
    assertTrue(p.last().over(), "HQ-R45: every playout ends within the bound");
    assertTrue(p.actions().size() <= game.maxActions(p.setup()));
    for (int i = 0; i < p.actions().size(); i++) {
      HeroQuestState before = p.states().get(i);
      HeroQuestState after = p.states().get(i + 1);
      HeroQuestAction a = p.actions().get(i);
      Seq<GameEvent> events = p.events().get(i);
      String where = "seed " + p.setup().seed() + " step " + (i + 1) + " " + a + ": ";
      // inv. 12: the discard pile only grows (the old pile is a prefix of the new one)
      assertEquals(before.discard(), after.discard().take(before.discard().size()), where + "inv. 12");
      // inv. 6 and 7: chests only shrink, round losses never fall
      assertTrue(after.chests().size() <= before.chests().size(), where + "inv. 6");
      assertTrue(after.roundLosses() >= before.roundLosses(), where + "inv. 7");
      int tokens = 0;
      for (HeroState h : after.heroes()) {
        tokens += h.skulls();
      }
      assertTrue(tokens <= 16, where + "HQ-R44");
      decisions++;
      if (a instanceof AssignWound || a instanceof AssignPotion) {
        assigns++;
      }
      lossesThisTurn += events.count(e -> e instanceof HeroQuestEvent.RoundLost);
      assertTrue(lossesThisTurn <= 1, where + "inv. 13 / HQ-R19: at most one lost round per turn");
      assertTrue(decisions <= 3 && assigns <= 1, where + "inv. 14: at most 3 decisions, 1 ASSIGN_REVEALED");
      if (after.over()) {
        continue;
      }
      if (after.turnNumber() != before.turnNumber()) {
        // inv. 15: +1 per completed turn, Courage reset, DRAW filled the hand (inv. 3)
        assertEquals(before.turnNumber() + 1, after.turnNumber(), where + "inv. 15");
        assertEquals(0, after.courageThisTurn(), where + "inv. 15");
        HeroState drawer = after.hero(before.active());
        if (!after.deck().isEmpty()) {
          assertTrue(drawer.hand().size() >= drawer.handLimit(), where + "inv. 3 / HQ-R31");
        }
        decisions = 0;
        assigns = 0;
        lossesThisTurn = 0;
      }
    }
  }
}
