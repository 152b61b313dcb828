package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.match.Match;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The contract every Ply game must keep, as one abstract JUnit 5 test a game's test class
 * extends. It plays seeded random games and checks, at every step or at sampled positions:
 * invariants, termination, determinism, the log round trip, views that leak nothing,
 * {@code determinize}, {@code defaultAction}, and fuzzed actions.
 *
 * <p>Positions are sampled from the random playouts (every state for short games, evenly spaced
 * ones for long games; see {@link #samplesPerPlayout()}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class GameContractTest<S, A extends Action> {

  private Vector<Playout<S, A>> playouts;

  /** The game under test. */
  protected abstract Game<S, A> game();

  /** The setups to play, e.g. one per player count; the kit derives a seed per playout. */
  protected abstract Seq<Setup> setups();

  /** Random playouts per setup. */
  protected int playouts() {
    return 20;
  }

  /** Positions per playout checked by the costlier tests (views, determinize, fuzz). */
  protected int samplesPerPlayout() {
    return 12;
  }

  /** The game's own invariants; throw {@link AssertionError} when one is broken. */
  protected void checkInvariants(S state) {}

  /** Arbitrary, mostly illegal actions {@code player} might send at {@code state}, for fuzzing. */
  protected Seq<A> arbitraryActions(S state, PlayerId player, Dice dice) {
    return Vector.empty();
  }

  /**
   * States that differ from {@code state} only in what {@code viewer} may not see (another hand
   * dealt differently, the deck reordered), built independently of {@code view}. Used to prove
   * that views leak nothing; return none for a position without hidden information.
   */
  protected Seq<S> hiddenVariants(S state, PlayerId viewer, Dice dice) {
    return Vector.empty();
  }

  /** Every playout of this test class, played once and shared by the tests. */
  protected final Vector<Playout<S, A>> randomPlayouts() {
    if (playouts == null) {
      Vector<Playout<S, A>> out = Vector.empty();
      int n = 0;
      for (Setup base : setups()) {
        for (int i = 0; i < playouts(); i++, n++) {
          long seed = base.seed() * 1_000_003L + i;
          Setup setup = base.withSeed(seed);
          long bound = game().maxActions(setup);
          Playout<S, A> p = Playout.play(game(), setup, seed ^ 0x5DEECE66DL, bound, s -> {});
          out = out.append(p);
        }
      }
      playouts = out;
    }
    return playouts;
  }

  private Vector<S> samples(Playout<S, A> p) {
    int n = p.states().size();
    int k = Math.min(n, samplesPerPlayout());
    Vector<S> out = Vector.empty();
    for (int i = 0; i < k; i++) {
      out = out.append(p.states().get(k == 1 ? 0 : (int) ((long) i * (n - 1) / (k - 1))));
    }
    return out;
  }

  private String where(Playout<S, A> p, int step) {
    return "setup seed " + p.setup().seed() + ", " + p.setup().playerCount() + " players, step " + step;
  }

  @Test
  @DisplayName("random playouts keep every invariant and end within the declared bound")
  void randomPlayoutsKeepInvariantsAndEnd() {
    for (Playout<S, A> p : randomPlayouts()) {
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        try {
          checkInvariants(s);
          checkWhoActs(s, p.setup());
        } catch (AssertionError e) {
          throw new AssertionError(where(p, i) + ": " + e.getMessage(), e);
        }
      }
      assertTrue(game().outcome(p.last()).isDefined(),
          () -> where(p, p.actions().size()) + ": no outcome after the bound of "
              + game().maxActions(p.setup()) + " actions");
      for (Seq<GameEvent> events : p.events()) {
        for (GameEvent e : events) {
          if (e.rule() == null || e.visibility() == null) {
            fail(where(p, 0) + ": event " + e + " has no rule or visibility");
          }
        }
      }
    }
  }

  private void checkWhoActs(S s, Setup setup) {
    Set<PlayerId> awaiting = game().awaiting(s);
    boolean over = game().outcome(s).isDefined();
    assertEquals(over, awaiting.isEmpty(), "awaiting must be empty exactly when the game is over");
    for (PlayerId p : setup.players()) {
      Seq<A> legal = game().legalActions(s, p);
      if (awaiting.contains(p)) {
        assertFalse(legal.isEmpty(), p + " is awaited but has no legal action");
        for (A a : legal) {
          assertEquals(p, a.actor(), "a legal action of " + p + " names another actor: " + a);
        }
        assertEquals(legal.size(), legal.distinct().size(), "legal actions repeat: " + legal);
        A d = game().defaultAction(s, p);
        assertTrue(legal.contains(d), "the default action " + d + " is not legal");
      } else {
        assertTrue(legal.isEmpty(), p + " is not awaited but has legal actions " + legal);
      }
    }
  }

  @Test
  @DisplayName("the same setup and actions give equal states and equal events")
  void deterministic() {
    for (Playout<S, A> p : randomPlayouts()) {
      S s = game().start(p.setup());
      assertEquals(p.states().head(), s, "start is not deterministic");
      for (int i = 0; i < p.actions().size(); i++) {
        Transition<S> t = game().apply(s, p.actions().get(i)).get();
        assertEquals(p.states().get(i + 1), t.state(), where(p, i + 1) + ": apply is not deterministic");
        assertEquals(p.events().get(i), t.events(), where(p, i + 1) + ": events are not deterministic");
        s = t.state();
      }
    }
  }

  @Test
  @DisplayName("a log written to JSON and read back replays to the same final state, hash by hash")
  void logRoundTrip() {
    for (Setup base : setups()) {
      for (int i = 0; i < Math.min(3, playouts()); i++) {
        long seed = base.seed() * 31 + i;
        Setup setup = base.withSeed(seed);
        // random agents choosing from views: their actions must be accepted on the full state
        Match<S, A> match = GoldenReplays.playMatch(game(), setup, seed);
        String json = LogCodec.write(match.log());
        Either<dev.ply.core.log.LogError, LoadedLog<S, A>> read = LogCodec.read(json, game());
        assertTrue(read.isRight(), () -> "the log does not read back: " + read.getLeft());
        ActionLog<A> back = read.get().log();
        assertEquals(match.log(), back, "the log changed in the JSON round trip");
        for (Replay.Mode mode : Replay.Mode.values()) {
          ReplayResult<S> r = Replay.run(game(), back, mode);
          assertTrue(r.ok(), () -> mode + " replay diverged: " + r.divergence().get());
          assertEquals(back.size() + 1, r.hashesChecked(), "every hash is checked");
          assertEquals(Replay.hash(game(), match.state()), Replay.hash(game(), r.last()));
          if (mode == Replay.Mode.SEED) {
            assertEquals(match.state(), r.last(), "replay from the seed gives another final state");
            assertEquals(match.history(), r.states(), "replay from the seed gives other states");
          }
        }
      }
    }
  }

  @Test
  @DisplayName("views leak nothing: masked random source, same legal actions, unchanged by hidden variants")
  void viewsLeakNothing() {
    boolean sawVariant = false;
    for (Playout<S, A> p : randomPlayouts()) {
      Dice dice = new Dice(RandomSource.seeded(p.setup().seed() + 17));
      for (S s : samples(p)) {
        for (PlayerId viewer : p.setup().players().append(PlayerId.SPECTATOR)) {
          S v = game().view(s, viewer);
          assertEquals(RandomSource.sealed(), game().random(v), "a view must hold the sealed random source");
          assertEquals(v, game().view(v, viewer), "viewing a view must change nothing");
          assertEquals(game().awaiting(s), game().awaiting(v), "a view must show who is awaited");
          assertEquals(game().outcome(s), game().outcome(v), "a view must show the outcome");
          if (!viewer.equals(PlayerId.SPECTATOR)) {
            assertEquals(game().legalActions(s, viewer), game().legalActions(v, viewer),
                "the viewer's legal actions must be computable from the view");
          }
          for (S variant : hiddenVariants(s, viewer, dice)) {
            sawVariant = true;
            assertEquals(v, game().view(variant, viewer),
                "the view of " + viewer + " changed when only hidden information changed");
          }
        }
      }
    }
    if (game().descriptor().hiddenInformation()) {
      assertTrue(sawVariant, "a game with hidden information must supply hiddenVariants for the no-leak check");
    }
  }

  @Test
  @DisplayName("determinize deals a full state that agrees with its view and plays on")
  void determinizeAgreesWithView() {
    for (Playout<S, A> p : randomPlayouts()) {
      RandomSource rng = RandomSource.seeded(p.setup().seed() + 99);
      for (S s : samples(p)) {
        for (PlayerId viewer : p.setup().players()) {
          S v = game().view(s, viewer);
          S d = game().determinize(v, viewer, rng);
          rng = rng.nextInt(1 << 30).next();
          assertEquals(v, game().view(d, viewer), "view(determinize(v)) must equal v");
          assertFalse(game().random(d) instanceof RandomSource.Sealed, "a determinized state must be able to draw");
          assertEquals(game().legalActions(s, viewer), game().legalActions(d, viewer));
          for (PlayerId who : game().awaiting(d)) {
            for (A a : game().legalActions(d, who)) {
              Either<Rejection, Transition<S>> r = game().apply(d, a);
              assertTrue(r.isRight(), () -> "a determinized state refused its legal action " + a + ": " + r);
            }
          }
        }
      }
    }
  }

  @Test
  @DisplayName("fuzz: apply accepts exactly the legal actions, never throws, never changes its input")
  void fuzz() {
    for (Playout<S, A> p : randomPlayouts()) {
      Dice dice = new Dice(RandomSource.seeded(p.setup().seed() + 5));
      Vector<S> positions = samples(p).append(p.last());
      for (S s : positions) {
        String before = game().stateHash(s);
        for (PlayerId who : p.setup().players()) {
          Seq<A> legal = game().legalActions(s, who);
          for (A a : legal) {
            assertTrue(game().apply(s, a).isRight(), () -> "legal action refused: " + a);
          }
          Seq<A> tries = arbitraryActions(s, who, dice);
          for (A a : tries) {
            Either<Rejection, Transition<S>> r;
            try {
              r = game().apply(s, a);
            } catch (RuntimeException e) {
              throw new AssertionError("apply threw on " + a + ": " + e, e);
            }
            if (r.isRight()) {
              assertTrue(game().legalActions(s, a.actor()).contains(a),
                  () -> "apply accepted " + a + ", which legalActions does not list");
            } else {
              Rejection rej = r.getLeft();
              assertFalse(rej.code().isBlank(), "a rejection needs a code");
              assertFalse(rej.message().isBlank(), "a rejection needs a sentence");
              assertFalse(legal.contains(a) && a.actor().equals(who), () -> "legal action refused: " + a);
            }
          }
        }
        assertEquals(before, game().stateHash(s), "apply changed the state it was given");
      }
      S end = p.last();
      for (A a : p.actions()) {
        assertTrue(game().apply(end, a).isLeft(), "an action after the end of the game must be refused");
      }
    }
  }

  @Test
  @DisplayName("the seated players' default actions are legal and a game of default actions ends")
  void defaultActionsEndTheGame() {
    Setup setup = setups().head();
    S s = game().start(setup);
    long bound = game().maxActions(setup);
    for (long i = 0; i < bound && game().outcome(s).isEmpty(); i++) {
      PlayerId who = game().awaiting(s).head();
      A a = game().defaultAction(s, who);
      Either<Rejection, Transition<S>> r = game().apply(s, a);
      A chosen = a;
      assertTrue(r.isRight(), () -> "the default action " + chosen + " was refused: " + r.getLeft());
      s = r.get().state();
    }
    assertTrue(game().outcome(s).isDefined(), "a game of default actions must end within the bound");
  }

  // ---- the log's trust (issue 10): kept in their own classes so the kit above stays readable ----

  @Test
  @DisplayName("the tamper corpus: every altered copy of a seeded log fails --verify at its first step")
  void tamperCorpus() {
    TamperCorpus.check(game(), setups().head());
  }

  @Test
  @DisplayName("apply never throws: views (STATE_IS_A_VIEW), nulls and other games' actions are rejections")
  void applyNeverThrows() {
    for (Playout<S, A> p : randomPlayouts()) {
      ApplyNeverThrows.check(game(), samples(p), p.setup().players(), 3);
    }
  }

  @Test
  @DisplayName("the canonical encoding separates exactly the states equals separates, and names no field")
  void canonicalEncoding() {
    CanonicalEncodingCheck.check(game(), randomPlayouts().map(p -> io.vavr.Tuple.of(p.states(), p.setup().players())));
  }
}
