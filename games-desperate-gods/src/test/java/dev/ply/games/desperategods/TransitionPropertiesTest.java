package dev.ply.games.desperategods;

import static dev.ply.games.desperategods.DesperateGodsPositions.P2;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.rules.Engine;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Seq;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The step-to-step invariants of §9 (9, 14, 15, 16, 17, 18) over generated seeds and player counts. */
class TransitionPropertiesTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Test
  // DG-R98's caps, which the turn bounds (invariant 14) rest on, are almost never reached in random
  // play, so this property does not cite them; CoreRulesTest drives each cap to its limit.
  @DisplayName("DG-R65 DG-R136 DG-R22b Limbo, puppeteer, drafts and turn bounds hold on every step")
  void transitions() {
    qt().withExamples(12).forAll(integers().between(2, 4), longs().between(1, 1_000_000)).checkAssert((n, seed) -> {
      DgState s = GAME.start(Setup.of(n, seed));
      Random agent = new Random(seed);
      int turnActions = 0;
      int turns = s.turns();
      while (!s.over()) {
        PlayerId who = GAME.awaiting(s).head();
        Seq<DgAction> legal = GAME.legalActions(s, who);
        Step top = s.stack().head();
        // 9: movement decisions await the controller
        if (top instanceof Step.ChooseDie || top instanceof Step.TeleportDest || top instanceof Step.Move) {
          int mover = top instanceof Step.ChooseDie c ? c.p() : top instanceof Step.TeleportDest t ? t.p() : ((Step.Move) top).p();
          int controller = s.puppeteer().isDefined() && s.puppeteer().get() != mover ? s.puppeteer().get() : mover;
          assertEquals(s.player(controller).id(), who);
        }
        DgAction a = legal.get(agent.nextInt(legal.size()));
        Transition<DgState> t = GAME.apply(s, a).get();
        DgState next = t.state();
        // 15: Limbo grows only by death and shrinks only on the Altar
        if (next.limbo() > s.limbo()) {
          assertTrue(t.events().exists(e -> e instanceof DgEvent.PlayerDied), "Limbo grew without a death");
        } else if (next.limbo() < s.limbo()) {
          assertTrue(t.events().exists(e -> e instanceof DgEvent.CoinsMoved c && c.rule().equals("DG-R142")));
        }
        // 17: drafting moves nothing
        if (top instanceof Step.Draft) {
          assertEquals(s.players(), next.players(), "a draft step moved something");
          assertEquals(s.bank(), next.bank());
        }
        // every event names the rule that produced it
        for (var e : t.events()) {
          assertTrue(e.rule().matches("DG-R\\d+[a-z]?"), "event without a rule ID: " + e);
        }
        // 16: a monster win adds the card's skulls to the winner's score; the card moves named by
        // the events, applied to the piles before the step, give the winner's pile after it
        for (var e : t.events()) {
          if (e instanceof DgEvent.CardMoved m && m.rule().equals("DG-R38")) {
            String winner = m.to().substring("victory pile of ".length());
            java.util.List<String> pile = new java.util.ArrayList<>(s.players().find(p -> p.id().name().equals(winner))
                .get().victory().toJavaList());
            for (var f : t.events()) {
              if (f instanceof DgEvent.CardMoved c) {
                pile.remove(c.card());
                if (c.to().equals("victory pile of " + winner)) {
                  pile.add(c.card());
                }
              }
            }
            var after = next.players().find(p -> p.id().name().equals(winner)).get().victory();
            assertEquals(Engine.score(pile), Engine.score(after), "invariant 16: " + winner + "'s score after " + m);
            assertTrue(after.contains(m.card()) || t.events().exists(f -> f instanceof DgEvent.CardMoved c
                && c.card().equals(m.card()) && c != m), "invariant 16: the won card is in the pile or moved on");
          }
        }
        // 14: bounded turns and actions per turn
        turnActions = next.turns() == turns ? turnActions + 1 : 0;
        turns = next.turns();
        assertTrue(turnActions < 250_000);
        assertTrue(next.turns() <= next.maxRounds() * n * 11);
        s = next;
      }
      int total = 0;
      for (var p : s.players()) {
        total += Engine.score(p.victory());
      }
      assertTrue(total <= 84);
    });
  }

  @Test
  @DisplayName("invariant 18: an action that is not listed is refused and changes nothing")
  void illegalInputChangesNothing() {
    qt().withExamples(20).forAll(longs().between(1, 1_000_000)).checkAssert(seed -> {
      DgState s = GAME.start(Setup.of(3, seed));
      PlayerId idle = GAME.awaiting(s).head().equals(DesperateGodsPositions.P1) ? DesperateGodsPositions.P2 : DesperateGodsPositions.P1;
      String before = GAME.stateHash(s);
      assertTrue(GAME.apply(s, new DgAction.RollMove(idle)).isLeft());
      assertTrue(GAME.apply(s, new DgAction.EndTown(GAME.awaiting(s).head())).isLeft());
      assertEquals(before, GAME.stateHash(s));
    });
  }
}
