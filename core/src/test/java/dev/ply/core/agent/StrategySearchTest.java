package dev.ply.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.goofspiel.GoofAction;
import dev.ply.core.goofspiel.GoofState;
import dev.ply.core.goofspiel.GoofspielGame;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MCTS with a game's strategy: playouts by it, widening from its pick, reproducible per seed. */
class StrategySearchTest {
  private static final PlayerId P1 = PlayerId.seat(1);
  private static final PlayerId P2 = PlayerId.seat(2);

  /**
   * Goofspiel (13 cards: 13 actions a round) with a strategy on its class: bid the card equal to
   * the shown prize if still held, else the lowest card (GS-R2). Counts its calls.
   */
  static class GoofWithStrategy implements Game<GoofState, GoofAction>, Strategy<GoofState, GoofAction> {
    final GoofspielGame goof = new GoofspielGame();
    int calls;
    /** The calls for the second player. */
    int callsForP2;

    @Override
    public int choose(GoofState state, PlayerId me, Seq<GoofAction> legal, Dice dice) {
      calls++;
      callsForP2 += me.equals(P2) ? 1 : 0;
      int k = legal.indexWhere(a -> ((GoofAction.Bid) a).card() == state.prize());
      return Math.max(k, 0);
    }

    @Override public GameDescriptor descriptor() { return goof.descriptor(); }
    @Override public Class<GoofAction> actionType() { return goof.actionType(); }
    @Override public Option<Rejection> checkSetup(Setup s) { return goof.checkSetup(s); }
    @Override public GoofState start(Setup s) { return goof.start(s); }
    @Override public Either<Rejection, Transition<GoofState>> play(GoofState s, GoofAction a) { return goof.play(s, a); }
    @Override public void encode(GoofState s, CanonicalWriter out) { goof.encode(s, out); }
    @Override public void encodeAction(GoofAction a, CanonicalWriter out) { goof.encodeAction(a, out); }
    @Override public Seq<GoofAction> legalActions(GoofState s, PlayerId p) { return goof.legalActions(s, p); }
    @Override public Set<PlayerId> awaiting(GoofState s) { return goof.awaiting(s); }
    @Override public Option<Outcome> outcome(GoofState s) { return goof.outcome(s); }
    @Override public GoofState view(GoofState s, PlayerId v) { return goof.view(s, v); }
    @Override public GoofState determinize(GoofState v, PlayerId p, RandomSource r) { return goof.determinize(v, p, r); }
    @Override public RandomSource random(GoofState s) { return goof.random(s); }
    @Override public GoofState withRandom(GoofState s, RandomSource r) { return goof.withRandom(s, r); }
    @Override public long maxActions(Setup s) { return goof.maxActions(s); }
    @Override public int turns(GoofState s) { return goof.turns(s); }
  }

  /** The same game with a belief that samples as determinize does and counts its calls. */
  static final class GoofWithBelief extends GoofWithStrategy implements Belief<GoofState> {
    int samples;

    @Override
    public String gameId() {
      return goof.descriptor().id(); // Strategy and Belief both default it: a class offering both says it once
    }

    @Override
    public GoofState sample(GoofState view, PlayerId viewer, RandomSource rng) {
      samples++;
      return goof.determinize(view, viewer, rng);
    }
  }

  private final GoofWithStrategy game = new GoofWithStrategy();
  private final GoofState start = game.start(Setup.of(
      io.vavr.collection.Vector.of(P1, P2), LinkedHashMap.of("cards", "13"), 7));

  /** A clock that never moves: a safety cap set on it can never bind, so budgets are exact. */
  private static LongSupplier frozen() {
    AtomicLong t = new AtomicLong();
    return t::get;
  }

  @Test
  @DisplayName("a search with a strategy gives the same decisions twice from one seed, iteration-exact under a fake clock")
  void reproducible() {
    MctsAgent.Settings s = MctsAgent.Settings.iterations(150).withTimeLimitMillis(1);
    for (long seed = 1; seed <= 3; seed++) {
      MctsAgent a = new MctsAgent(seed, s, frozen());
      MctsAgent b = new MctsAgent(seed, s, frozen());
      GoofState v = game.view(start, P1);
      GoofAction x = a.choose(game, v, P1);
      GoofAction y = b.choose(game, v, P1);
      assertEquals(x, y);
      assertEquals(150, a.lastIterations());
      assertEquals(a.lastTried(), b.lastTried());
      assertEquals(0, a.capsHit());
    }
    assertTrue(game.calls > 0, "the search never asked the strategy");
  }

  @Test
  @DisplayName("a search by the strategy samples every world from the game's belief; without the strategy, from determinize")
  void worldsFromTheBelief() {
    GoofWithBelief believing = new GoofWithBelief();
    GoofState v = believing.view(start, P1);
    MctsAgent by = new MctsAgent(4, MctsAgent.Settings.iterations(60), frozen());
    GoofAction x = by.choose(believing, v, P1);
    assertEquals(60, believing.samples);
    // the belief here deals as determinize does, so the search is the same search
    assertEquals(x, new MctsAgent(4, MctsAgent.Settings.iterations(60), frozen()).choose(game, game.view(start, P1), P1));

    believing.samples = 0;
    new MctsAgent(4, MctsAgent.Settings.iterations(60).withStrategy(false), frozen()).choose(believing, v, P1);
    assertEquals(0, believing.samples);
  }

  @Test
  @DisplayName("others by the strategy: each of the other player's 13 bids of an iteration, in the tree and in the playout, is the strategy's")
  void othersByStrategy() {
    GoofState v = game.view(start, P1);
    MctsAgent.Settings s = MctsAgent.Settings.iterations(60).withRandomShare(0);
    game.callsForP2 = 0;
    GoofAction modelled = new MctsAgent(6, s.withOthersByStrategy(true), frozen()).choose(game, v, P1);
    // both bid at once each round: P2's bid at the root, below it and in the playout, 13 in all
    assertEquals(13 * 60, game.callsForP2);

    game.callsForP2 = 0;
    new MctsAgent(6, s, frozen()).choose(game, v, P1);
    // by default P2 picks at random at the root and from its own statistics below it, so the
    // strategy is asked only for its playout moves and its first tries at a node
    assertTrue(game.callsForP2 < 13 * 60, "P2 asked " + game.callsForP2 + " times");

    // reproducible, and off by default
    assertEquals(modelled, new MctsAgent(6, s.withOthersByStrategy(true), frozen()).choose(game, v, P1));
    assertTrue(!MctsAgent.Settings.defaults().othersByStrategy());
  }

  @Test
  @DisplayName("widening tries about k·sqrt(n) of 13 actions at the root; without it every action is tried")
  void wideningLimitsChildren() {
    GoofState v = game.view(start, P1);
    MctsAgent wide = new MctsAgent(3, MctsAgent.Settings.iterations(40).withWidening(1, 0.5), frozen());
    wide.choose(game, v, P1);
    // a new action only while tried < sqrt(n + 1), n < 40: at most ceil(sqrt(40)) = 7 tried
    assertTrue(wide.lastTried() <= 7 && wide.lastTried() >= 2, "tried " + wide.lastTried());

    MctsAgent off = new MctsAgent(3, MctsAgent.Settings.iterations(40).withWidening(0, 0.5), frozen());
    off.choose(game, v, P1);
    assertEquals(13, off.lastTried());

    MctsAgent noStrategy = new MctsAgent(3, MctsAgent.Settings.iterations(40).withStrategy(false), frozen());
    noStrategy.choose(game, v, P1);
    assertEquals(13, noStrategy.lastTried());
  }

  @Test
  @DisplayName("the strategy's pick is expanded first: one iteration chooses it")
  void strategyPickFirst() {
    GoofState v = game.view(start, P1);
    GoofAction pick = v.hands().get(0).indexOf(v.prize()) >= 0
        ? new GoofAction.Bid(P1, v.prize()) : new GoofAction.Bid(P1, v.hands().get(0).head());
    MctsAgent one = new MctsAgent(5, MctsAgent.Settings.iterations(1), frozen());
    assertEquals(pick, one.choose(game, v, P1));
    assertEquals(1, one.lastTried());
  }

  @Test
  @DisplayName("trust in the strategy: a search overrules the strategy's pick only by more playouts than the trust gives it")
  void strategyTrust() {
    GoofState v = game.view(start, P1);
    GoofAction pick = new GoofAction.Bid(P1, v.prize());
    int overruled = 0;
    for (long seed = 1; seed <= 20; seed++) {
      MctsAgent.Settings s = MctsAgent.Settings.iterations(60);
      // trust 2: the pick starts 120 visits ahead of 60 iterations, so nothing can overtake it
      assertEquals(pick, new MctsAgent(seed, s.withStrategyTrust(2), frozen()).choose(game, v, P1));
      if (!pick.equals(new MctsAgent(seed, s.withStrategyTrust(0), frozen()).choose(game, v, P1))) {
        overruled++;
      }
    }
    // by visits alone a 60-iteration search sometimes prefers another bid, so the trust is what held
    assertTrue(overruled > 0, "no search overruled the strategy without trust: the test shows nothing");
    assertEquals(MctsAgent.Settings.DEFAULT_STRATEGY_TRUST, MctsAgent.Settings.defaults().strategyTrust());
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> MctsAgent.Settings.defaults().withStrategyTrust(-0.5));
  }

  @Test
  @DisplayName("the random share of playout moves and the widening are checked")
  void settingsChecked() {
    MctsAgent.Settings d = MctsAgent.Settings.defaults();
    assertTrue(d.strategy());
    assertEquals(MctsAgent.Settings.DEFAULT_RANDOM_SHARE, d.randomShare());
    assertEquals(d, new MctsAgent.Settings(d.iterations(), d.timeLimitMillis(), d.exploration(), d.rolloutDepth()));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withRandomShare(1.5));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withWidening(-1, 0.5));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> d.withWidening(2, 1.5));
    assertTrue(d.withStrategy(false).describe().contains("random playouts"));
  }
}
