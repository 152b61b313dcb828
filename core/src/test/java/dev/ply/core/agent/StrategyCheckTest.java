package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.goofspiel.GoofAction;
import dev.ply.core.goofspiel.GoofState;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link MctsAgent.Settings#check}: the strategy's pick is kept unless playouts clearly favour
 * another of its best actions, and only decisive decisions are played out.
 *
 * <p>The game is 6-card Goofspiel (GS-R1..R4) where the strategy always bids its lowest card, and
 * the first prize shown is the 6. Bidding the 1 there ties the rival's 1 (GS-R3), and the same
 * bids follow to a draw (GS-R4); bidding the 2 takes the 6 and loses only the next prize, worth at
 * most 5, so it wins every playout; the 3 takes the 6 but loses the next two prizes, and loses
 * some playouts.
 */
class StrategyCheckTest {
  private static final PlayerId P1 = PlayerId.seat(1);
  private static final PlayerId P2 = PlayerId.seat(2);

  /** Goofspiel whose strategy bids the lowest card, with a heuristic that says what is decisive. */
  static final class LowestBid extends StrategySearchTest.GoofWithStrategy implements Heuristic<GoofState> {
    final boolean decisive;
    /** Whether every playout ends with the round of bids it is counted from, to be scored by {@link #value}. */
    final boolean shortSighted;

    LowestBid(boolean decisive) {
      this(decisive, false);
    }

    LowestBid(boolean decisive, boolean shortSighted) {
      this.decisive = decisive;
      this.shortSighted = shortSighted;
    }

    @Override
    public boolean endsPlayout(GoofState from, GoofState state) {
      return shortSighted && state.round() > from.round();
    }

    @Override
    public String gameId() {
      return goof.descriptor().id();
    }

    @Override
    public int choose(GoofState state, PlayerId me, Seq<GoofAction> legal, Dice dice) {
      calls++;
      return 0; // hands and bids are listed in ascending order
    }

    @Override
    public double value(GoofState state, PlayerId player) {
      return 0.5;
    }

    @Override
    public boolean decisive(GoofState view, PlayerId me) {
      return decisive;
    }
  }

  /** A start whose first prize is the 6: the first seed that shows it. */
  private static GoofState sixFirst(LowestBid game) {
    for (long seed = 1; ; seed++) {
      GoofState s = game.start(Setup.of(Vector.of(P1, P2), LinkedHashMap.of("cards", "6"), seed));
      if (s.prize() == 6) {
        return s;
      }
    }
  }

  private static int bid(GoofAction a) {
    return ((GoofAction.Bid) a).card();
  }

  private static MctsAgent agent(long seed, MctsAgent.Settings s) {
    AtomicLong frozen = new AtomicLong();
    return new MctsAgent(seed, s.withTimeLimitMillis(1), frozen::get);
  }

  @Test
  @DisplayName("GS-R3: the check overrules the strategy's pick (the 1) for the bid that wins every playout (the 2)")
  void overrules() {
    LowestBid game = new LowestBid(true);
    GoofState s = sixFirst(game);
    MctsAgent.Settings settings = MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0);
    for (long seed = 1; seed <= 5; seed++) {
      MctsAgent a = agent(seed, settings);
      assertEquals(2, bid(a.choose(game, game.view(s, P1), P1)), "seed " + seed);
      assertEquals(60, a.lastIterations(), "20 worlds for each of the 3 actions checked");
      assertEquals(3, a.lastTried());
      assertFalse(a.lastHitCap());
    }
  }

  /** The same game whose strategy bids its lowest card and ranks the bids in the order given. */
  static final class Ranked extends StrategySearchTest.GoofWithStrategy {
    private final Vector<Integer> places;

    Ranked(Integer... places) {
      this.places = Vector.of(places);
    }

    @Override
    public int choose(GoofState state, PlayerId me, Seq<GoofAction> legal, Dice dice) {
      return 0;
    }

    @Override
    public Seq<Integer> ranking(GoofState state, PlayerId me, Seq<GoofAction> legal, Dice dice) {
      return places;
    }
  }

  @Test
  @DisplayName("GS-R3, R4: a check keeps the pick where the other action's gain is not clear, and on one world")
  void keepsThePickWithoutClearEvidence() {
    Ranked noisy = new Ranked(0, 2, 1); // the 3 second: it wins some playouts and loses others
    GoofState s = sixFirst(new LowestBid(true));
    // the 3 takes the 6 and then loses two prizes: it wins, draws or loses by the order of the rest
    MctsAgent.Settings settings = MctsAgent.Settings.iterations(40).withRandomShare(0).withCheck(2, 1e9);
    MctsAgent a = agent(1, settings);
    assertEquals(1, bid(a.choose(noisy, noisy.view(s, P1), P1)), "no margin of 10^9 standard errors");
    assertEquals(40, a.lastIterations());
    // one world cannot say how sure a difference is: the 2, which wins it, is not played
    LowestBid game = new LowestBid(true);
    MctsAgent one = agent(1, MctsAgent.Settings.iterations(3).withRandomShare(0).withCheck(3, 0));
    assertEquals(1, bid(one.choose(game, game.view(s, P1), P1)));
    assertEquals(3, one.lastIterations());
  }

  @Test
  @DisplayName("a decision the heuristic does not call decisive is the strategy's pick, with no playout")
  void onlyDecisiveDecisions() {
    LowestBid game = new LowestBid(false);
    GoofState s = sixFirst(game);
    MctsAgent a = agent(1, MctsAgent.Settings.iterations(60).withCheck(3, 1.0));
    game.calls = 0;
    assertEquals(1, bid(a.choose(game, game.view(s, P1), P1)));
    assertEquals(0, a.lastIterations());
    assertEquals(1, game.calls, "the strategy is asked once, for its pick");
  }

  @Test
  @DisplayName("GS-R3: where the ranking leaves every other action out, the pick is played with no playout")
  void nothingToCompare() {
    Ranked game = new Ranked(0); // the strategy never bids anything but its lowest card
    GoofState s = sixFirst(new LowestBid(true));
    // the 2 would win every playout (overrules), but the strategy never bids it: there is nothing to check
    MctsAgent a = agent(1, MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0));
    assertEquals(1, bid(a.choose(game, game.view(s, P1), P1)));
    assertEquals(0, a.lastIterations(), "no playout");
    assertEquals(1, a.lastTried());
  }

  @Test
  @DisplayName("a check gives the same decisions from one seed, and the safety cap is counted when it binds")
  void reproducibleAndCapped() {
    LowestBid game = new LowestBid(true);
    GoofState s = sixFirst(game);
    MctsAgent.Settings settings = MctsAgent.Settings.iterations(40).withCheck(4, 1.0);
    for (long seed = 1; seed <= 3; seed++) {
      GoofAction first = agent(seed, settings).choose(game, game.view(s, P1), P1);
      assertEquals(first, agent(seed, settings).choose(game, game.view(s, P1), P1), "seed " + seed);
    }
    // a clock that moves a millisecond a read: the 1 ms cap ends the check after its first world
    AtomicLong t = new AtomicLong();
    MctsAgent capped = new MctsAgent(1, settings.withTimeLimitMillis(1), () -> t.addAndGet(1_000_000));
    capped.choose(game, game.view(s, P1), P1);
    assertTrue(capped.lastHitCap());
    assertEquals(4, capped.lastIterations(), "one world of 4 playouts");
    assertEquals(1, capped.capsHit());
  }

  @Test
  @DisplayName("GS-R2: a limit on playout actions ends a check between worlds, by the work done and not by a clock")
  void playoutActionsLimitTheWorlds() {
    LowestBid game = new LowestBid(true);
    GoofState s = sixFirst(game);
    // after P1's first bid a 6-card playout takes 11 actions: P2's bid, then 5 rounds of two bids,
    // so a world of 3 checked actions takes 33; a limit of 40 lets a second world begin, not a third
    MctsAgent.Settings settings = MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0, 40);
    MctsAgent a = agent(1, settings);
    assertEquals(2, bid(a.choose(game, game.view(s, P1), P1)), "the 2 wins both worlds");
    assertEquals(6, a.lastIterations(), "2 worlds of 3 playouts");
    assertFalse(a.lastHitCap(), "the limit is not the safety cap");
    assertEquals(0, a.capsHit());
    // one world is always played out, however low the limit
    MctsAgent low = agent(1, settings.withCheck(3, 1.0, 1));
    low.choose(game, game.view(s, P1), P1);
    assertEquals(3, low.lastIterations());
    // a limit the playout count reaches first changes nothing
    MctsAgent high = agent(1, settings.withCheck(3, 1.0, 1_000_000));
    high.choose(game, game.view(s, P1), P1);
    assertEquals(60, high.lastIterations());
  }

  @Test
  @DisplayName("GS-R2: a limit on playout choices ends a check between worlds, by what the strategy weighed")
  void playoutChoicesLimitTheWorlds() {
    LowestBid game = new LowestBid(true);
    GoofState s = sixFirst(game);
    // after P1's first bid a playout's moves choose among 36 legal actions: P2 among its 6 cards,
    // then both players among 5, 4, 3, 2 and 1; a world of 3 checked actions weighs 108, so a
    // limit of 120 lets a second world begin, not a third
    MctsAgent.Settings settings = MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0, 0, 120);
    MctsAgent a = agent(1, settings);
    assertEquals(2, bid(a.choose(game, game.view(s, P1), P1)), "the 2 wins both worlds");
    assertEquals(6, a.lastIterations(), "2 worlds of 3 playouts");
    assertEquals(216, a.lastPlayoutChoices());
    assertEquals(66, a.lastPlayoutActions(), "11 actions a playout");
    assertFalse(a.lastHitCap(), "the limit is not the safety cap");
    // whichever limit is reached first ends the check: 40 actions after the second world too
    MctsAgent both = agent(1, settings.withCheck(3, 1.0, 40, 1_000_000));
    both.choose(game, game.view(s, P1), P1);
    assertEquals(6, both.lastIterations());
    // one world is always played out, however low the limit
    MctsAgent low = agent(1, settings.withCheck(3, 1.0, 0, 1));
    low.choose(game, game.view(s, P1), P1);
    assertEquals(3, low.lastIterations());
    assertEquals(108, low.lastPlayoutChoices());
    // without a check nothing is counted
    MctsAgent tree = agent(1, MctsAgent.Settings.iterations(60));
    tree.choose(game, game.view(s, P1), P1);
    assertEquals(0, tree.lastPlayoutChoices());
    assertEquals(0, tree.lastPlayoutActions());
  }

  @Test
  @DisplayName("GS-R2: a check's playouts end where the heuristic says, scored by its value")
  void playoutsEndWhereTheHeuristicSays() {
    LowestBid game = new LowestBid(true, true);
    GoofState s = sixFirst(game);
    // each playout is P2's bid alone, and the value (0.5) cannot tell the bids apart: the pick stands,
    // where playouts to the end play the 2 (overrules); a world of 3 checked actions takes 3 actions,
    // so a limit of 40 lets 14 worlds begin
    MctsAgent a = agent(1, MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0, 40));
    assertEquals(1, bid(a.choose(game, game.view(s, P1), P1)));
    assertEquals(42, a.lastIterations(), "14 worlds of 3 one-move playouts");
  }

  @Test
  @DisplayName("GS-R2: a check counts the end of the round from its decision: a bid that ends the round is scored there")
  void roundCountedFromTheDecision() {
    LowestBid game = new LowestBid(true, true);
    GoofState s = game.apply(sixFirst(game), new GoofAction.Bid(P1, 1)).get().state();
    // P2's bid ends the round: each playout ends before its first move, so a limit of 1 playout
    // action is never reached and all 20 worlds are played; counted from the state after the bid,
    // as a tree's playout is, each would play the next round's two bids and the check would stop
    // after its first world
    MctsAgent a = agent(1, MctsAgent.Settings.iterations(60).withRandomShare(0).withCheck(3, 1.0, 1));
    assertEquals(1, bid(a.choose(game, game.view(s, P2), P2)), "the value cannot tell the bids apart: the pick");
    assertEquals(60, a.lastIterations(), "20 worlds of 3 playouts with no move");
  }

  @Test
  @DisplayName("a check needs the pick and at least one other action, and a margin of 0 or more")
  void settingsChecked() {
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.defaults().withCheck(1, 1.0));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.defaults().withCheck(3, -1));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.defaults().withCheck(3, Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.defaults().withCheck(3, 1.0, -1));
    assertThrows(IllegalArgumentException.class, () -> MctsAgent.Settings.defaults().withCheck(3, 1.0, 0, -1));
    assertFalse(MctsAgent.Settings.defaults().check().on());
    assertEquals(0, MctsAgent.Settings.defaults().withCheck(3, 1.0).check().playoutActions(), "no limit");
    assertEquals("the strategy's 4 best actions compared by 256 playouts, at most 24000 playout actions",
        MctsAgent.Settings.iterations(256).withCheck(4, 1.0, 24_000).describe());
    assertEquals("the strategy's 4 best actions compared by 256 playouts, at most 24000 playout actions and 300000 "
        + "choices among their legal actions", MctsAgent.Settings.iterations(256).withCheck(4, 1.0, 24_000, 300_000)
        .describe());
    assertEquals(0, MctsAgent.Settings.defaults().withCheck(3, 1.0, 40).check().playoutChoices(), "no limit");
    assertEquals("the strategy's 2 best actions compared by 96 playouts, at most 1000 ms",
        MctsAgent.Settings.iterations(96).withCheck(2, 1.0).withTimeLimitMillis(1000).describe());
  }
}
