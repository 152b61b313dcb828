package dev.ply.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.agent.Strategy;
import dev.ply.samples.loveletter.LoveLetterGame;
import dev.ply.samples.loveletter.LoveLetterPositions;
import dev.ply.samples.loveletter.LoveLetterStrategy;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Headroom finds the better action where a strategy is known to be wrong. */
class HeadroomTest {

  /**
   * Love Letter's strategy, except that it plays the Prince on itself whenever it may: with the
   * Princess in hand, that discards her and puts it out of the round (LL-R9, LL-R12).
   */
  private static final Strategy<LoveLetterState, LoveLetterAction> PRINCE_ON_SELF = new Strategy<>() {
    private final LoveLetterStrategy usual = new LoveLetterStrategy();

    @Override
    public String gameId() {
      return "love-letter";
    }

    @Override
    public int choose(LoveLetterState state, PlayerId me, Seq<LoveLetterAction> legal, Dice dice) {
      int self = legal.indexWhere(a -> a instanceof LoveLetterAction.PlayPrince p && p.target().equals(me));
      return self >= 0 ? self : usual.choose(state, me, legal, dice);
    }
  };

  @Test
  @DisplayName("LL-R9, LL-R12: a strategy that discards its own Princess leaves room, and the better play is found")
  void wrongStrategy() {
    LoveLetterGame game = new LoveLetterGame();
    LoveLetterState s = LoveLetterPositions.players(2).hand(LoveLetterPositions.P1, Card.PRINCESS)
        .turn(LoveLetterPositions.P1, Card.PRINCE).build();
    PlayerId me = LoveLetterPositions.P1;
    LoveLetterState view = game.view(s, me);
    Seq<LoveLetterAction> legal = game.legalActions(view, me);
    Dice dice = new Dice(RandomSource.seeded(5));
    int pick = PRINCE_ON_SELF.choose(view, me, legal, dice);
    Headroom.Decision d = Headroom.decide("p1 holds the Princess and drew a Prince", game, PRINCE_ON_SELF, view, me,
        legal, pick, dice, 12, 20, 200);
    assertEquals(game.describe(view, legal.get(pick)), d.pick());
    assertTrue(d.other().contains("Prince on p2"), d.other());
    assertTrue(d.gain() > 0.1, "discarding the Princess loses the round: " + d);
  }
}
