package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Listed;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.agent.Belief;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.match.Match;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The contract every Ply game must keep, as one abstract JUnit 5 test a game's test class
 * extends. It plays seeded random games and checks, at every step: invariants, who acts,
 * outcomes, termination within the declared bound (and that the bound is not a runaway),
 * determinism, the log round trip, views that leak nothing, events that leak nothing,
 * {@code determinize} (its states and one step on keeping every invariant), who is asked to act
 * (the same on positions a viewer cannot tell apart), {@code defaultAction}, fuzzed actions, and
 * the setup options declared, accepted and read.
 *
 * <p>Two sets of playouts: {@link #volume()} playouts per setup (1,000 by default, 100,000 in the
 * {@code soak} profile) streamed through the invariants after every step, and the first
 * {@link #playouts()} of them kept whole for the costlier checks, which also run at every step.
 * A failure is reported once, as a {@link ContractViolation} naming the check, the seeds, the step
 * and the action; an exception thrown by the game is a violation at the step that threw it. The
 * kept playouts go through the same checks as the streamed ones, and a check that relies on
 * another (the log checks on determinism, who is asked on {@code determinize}) is skipped when
 * that one failed, so one bug is one failure.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class GameContractTest<S, A extends Action> {

  private Vector<Playout<S, A>> playouts;
  private ContractViolation playoutFailure;
  /** The verdicts of the checks others rely on, run once: null when a check passed. */
  private final java.util.Map<String, AssertionError> verdicts = new java.util.HashMap<>();

  /** The game under test. */
  protected abstract Game<S, A> game();

  /** The setups to play, e.g. one per player count; the kit derives a seed per playout. */
  protected abstract Seq<Setup> setups();

  /** Playouts per setup kept whole and checked at every step by the costlier checks. */
  protected int playouts() {
    return 20;
  }

  /**
   * Playouts per setup streamed through the invariants after every step. The system property
   * {@code ply.playouts} overrides it (the {@code soak} profile sets 100,000).
   */
  protected int volume() {
    return Integer.getInteger("ply.playouts", 1000);
  }

  /**
   * How many times longer than the longest playout seen {@link Game#maxActions} may be before the
   * kit calls it a runaway bound that checks nothing. A game whose derived worst case is far from
   * random play overrides this and says why.
   */
  protected long boundSlack() {
    return 100;
  }

  /** @deprecated since 0.1.0, for removal in 0.2.0: ignored, the kit checks every position (docs/upgrading.md). */
  @Deprecated(since = "0.1.0", forRemoval = true)
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
   * that views and events leak nothing; the kit also checks the game's invariants on each one.
   * Return none for a position without hidden information.
   */
  protected Seq<S> hiddenVariants(S state, PlayerId viewer, Dice dice) {
    return Vector.empty();
  }

  /**
   * The hidden variants the event check plays the step on; by default {@link #hiddenVariants}. A
   * game whose step may reveal a hidden thing to everyone and hide it again within the same step
   * (a monster drawn, fought and put back under its deck) keeps what one step can reveal fixed
   * here, since the view after the step no longer shows what the events legitimately told.
   */
  protected Seq<S> eventVariants(S state, PlayerId viewer, Dice dice) {
    return hiddenVariants(state, viewer, dice);
  }

  /**
   * True when {@code viewer} does not learn which action {@code action}'s actor chose (a secret
   * commit). By default an action taken while several players are awaited at once is secret from
   * everyone else: that is what a simultaneous choice is.
   */
  protected boolean actionHiddenFrom(S before, A action, PlayerId viewer) {
    return !viewer.equals(action.actor()) && game().awaiting(before).size() > 1;
  }

  private String name() {
    return game().descriptor().id();
  }

  private long seedOf(Setup base, int i) {
    return base.seed() * 1_000_003L + i;
  }

  /** Every playout kept whole by this test class, played once and shared by the tests. */
  protected final Vector<Playout<S, A>> randomPlayouts() {
    if (playouts == null && playoutFailure == null) {
      Vector<Playout<S, A>> out = Vector.empty();
      try {
        for (Setup base : setups()) {
          for (int i = 0; i < playouts(); i++) {
            long seed = seedOf(base, i);
            Setup setup = base.withSeed(seed);
            out = out.append(checkedPlayout(setup, seed ^ 0x5DEECE66DL));
          }
        }
        playouts = out;
      } catch (ContractViolation e) {
        playoutFailure = e;
      }
    }
    // the playout test streams the same seeds and reports this failure; the others do not repeat it
    Assumptions.assumeTrue(playoutFailure == null,
        () -> "a random playout failed (reported by the playout test): " + playoutFailure.getMessage());
    return playouts;
  }

  /** True when the kept playouts were played without a violation (which the playout test reports). */
  private boolean playoutsPassed() {
    try {
      randomPlayouts();
      return true;
    } catch (org.opentest4j.TestAbortedException e) {
      return false;
    }
  }

  /**
   * One playout kept whole, through every check the playout test streams (invariants, who acts,
   * events, outcomes, the bound), so a bug they find stops the kept playouts too and the costlier
   * checks do not report it again on the same states.
   */
  private Playout<S, A> checkedPlayout(Setup setup, long chooser) {
    long bound = game().maxActions(setup);
    Playout<S, A> p = Playout.play(game(), setup, chooser, bound, stepChecks(setup));
    if (game().outcome(p.last()).isEmpty()) {
      throw noOutcome(setup, chooser, p.actions().size(), bound);
    }
    return p;
  }

  private Playout.StepCheck<S, A> stepChecks(Setup setup) {
    return (step, before, action, t) -> {
      checkInvariants(t.state());
      checkWhoActs(t.state(), setup);
      checkEvents(t.events());
      game().outcome(t.state()).forEach(o -> checkOutcome(o, setup));
    };
  }

  private void checkEvents(Seq<GameEvent> events) {
    for (GameEvent e : events) {
      if (e == null || e.rule() == null || e.visibility() == null) {
        fail("event " + e + " has no rule or visibility");
      }
    }
  }

  private ContractViolation noOutcome(Setup setup, long chooser, long steps, long bound) {
    return new ContractViolation(name() + ", " + Playout.where(setup, chooser, steps, null)
        + ": no outcome after the bound of " + bound + " actions", null);
  }

  /**
   * The verdict of {@code check}, run once however many tests rely on it: null when it passed.
   * (Not {@code computeIfAbsent}: a check may ask for another's verdict while it runs.)
   */
  private AssertionError verdict(String check, Runnable body) {
    if (!verdicts.containsKey(check)) {
      AssertionError failure = null;
      try {
        body.run();
      } catch (AssertionError e) {
        failure = e;
      }
      verdicts.put(check, failure);
    }
    return verdicts.get(check);
  }

  /** Rethrows {@code check}'s failure, for the test that reports it. */
  private void report(String check, Runnable body) {
    AssertionError failure = verdict(check, body);
    if (failure != null) {
      throw failure;
    }
  }

  /**
   * Skips the calling test when a check it relies on failed: that test reports the bug once, and
   * a check built on a broken one would only report it again.
   */
  private void requirePassed(String check, Runnable body) {
    AssertionError failure = verdict(check, body);
    Assumptions.assumeTrue(failure == null,
        () -> "not run: the " + check + " check failed (reported there): " + failure.getMessage());
  }

  /** The playouts, and apply deterministic: what every check that plays an action twice relies on. */
  private void requireDeterministic() {
    randomPlayouts();
    requirePassed("determinism", this::checkDeterminism);
  }

  /** Runs {@code check}; any failure becomes one violation located at {@code step} of {@code p}. */
  private void at(String check, Playout<S, A> p, int step, Runnable body) {
    located(check, p.where(step), body);
  }

  /** Runs {@code check}; any failure becomes one violation located at {@code where} (seeds, step, action). */
  private void located(String check, String where, Runnable body) {
    try {
      body.run();
    } catch (ContractViolation e) {
      throw e;
    } catch (VirtualMachineError e) {
      throw e;
    } catch (org.opentest4j.TestAbortedException e) {
      throw e;
    } catch (Throwable e) {
      throw ContractViolation.at(check + ": " + name() + ", " + where, e);
    }
  }

  private static String seeds(Setup setup) {
    return "setup seed " + setup.seed() + ", " + setup.playerCount() + " players"
        + (setup.options().isEmpty() ? "" : " " + setup.options().mkString(", "));
  }

  private Either<Rejection, Transition<S>> apply(S s, A a) {
    try {
      return game().apply(s, a);
    } catch (RuntimeException e) {
      throw new AssertionError("apply threw on " + a + ": " + e, e);
    }
  }

  @Test
  @DisplayName("random playouts keep every invariant after every step, end within a bound that is not a runaway, with consistent outcomes")
  void randomPlayoutsKeepInvariantsAndEnd() {
    for (Setup base : setups()) {
      long started = System.nanoTime();
      java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
      long cpuStarted = cpu.isCurrentThreadCpuTimeSupported() ? cpu.getCurrentThreadCpuTime() : -1;
      long longest = 0;
      long steps = 0;
      long bound = 0;
      int n = volume();
      for (int i = 0; i < n; i++) {
        long seed = seedOf(base, i);
        Setup setup = base.withSeed(seed);
        bound = game().maxActions(setup);
        long chooser = seed ^ 0x5DEECE66DL;
        Playout.Summary<S> sum = Playout.stream(game(), setup, chooser, bound, stepChecks(setup));
        if (game().outcome(sum.last()).isEmpty()) {
          throw noOutcome(setup, chooser, sum.steps(), bound);
        }
        longest = Math.max(longest, sum.steps());
        steps += sum.steps();
      }
      double seconds = (System.nanoTime() - started) / 1e9;
      double cpuSeconds = cpuStarted < 0 ? Double.NaN : (cpu.getCurrentThreadCpuTime() - cpuStarted) / 1e9;
      String report = String.format("%s, %d players%s: %,d playouts, %,d steps, longest %,d of the bound %,d, "
              + "0 violations, %.1f s wall, %.1f s CPU", name(), base.playerCount(),
          base.options().isEmpty() ? "" : " " + base.options().mkString(", "), n, steps, longest, bound, seconds,
          cpuSeconds);
      System.out.println("[ply kit] " + report);
      // divided, not multiplied: a slack of Long.MAX_VALUE must not overflow
      if (n >= 10 && longest < bound / boundSlack()) {
        throw new ContractViolation("runaway bound: " + report + "; maxActions is more than " + boundSlack()
            + " times the longest playout, so it checks nothing: derive a tight bound", null);
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

  /** The ranking lists every seat once, the winners first; a cooperative game wins or loses as one. */
  private void checkOutcome(Outcome o, Setup setup) {
    assertEquals(HashSet.ofAll(setup.players()), HashSet.ofAll(o.ranking()),
        "the outcome's ranking must list every seated player: " + o);
    assertEquals(o.ranking().size(), o.ranking().distinct().size(), "the ranking repeats a player: " + o);
    assertEquals(o.winners().size(), o.winners().distinct().size(), "the winners repeat a player: " + o);
    if (o.cooperative()) {
      assertTrue(o.winners().isEmpty() || HashSet.ofAll(o.winners()).equals(HashSet.ofAll(setup.players())),
          "a cooperative outcome is won or lost by the whole table: " + o);
    } else {
      assertEquals(HashSet.ofAll(o.winners()), HashSet.ofAll(o.ranking().take(o.winners().size())),
          "the winners must head the ranking: " + o);
    }
    for (PlayerId p : o.scores().keySet()) {
      assertTrue(setup.players().contains(p), "a score for someone not seated: " + o);
    }
  }

  @Test
  @DisplayName("the same setup and actions give equal states and equal events")
  void deterministic() {
    randomPlayouts();
    report("determinism", this::checkDeterminism);
  }

  private void checkDeterminism() {
    for (Playout<S, A> p : randomPlayouts()) {
      at("determinism", p, 0, () -> assertEquals(p.states().head(), game().start(p.setup()), "start is not deterministic"));
      for (int i = 0; i < p.actions().size(); i++) {
        int step = i + 1;
        S s = p.states().get(i);
        at("determinism", p, step, () -> {
          Transition<S> t = apply(s, p.actions().get(step - 1)).get();
          assertEquals(p.states().get(step), t.state(), "apply is not deterministic");
          assertEquals(p.events().get(step - 1), t.events(), "events are not deterministic");
        });
      }
    }
  }

  @Test
  @DisplayName("a log written to JSON and read back replays to the same final state, hash by hash")
  void logRoundTrip() {
    requireDeterministic();
    for (Setup base : setups()) {
      for (int i = 0; i < Math.min(3, playouts()); i++) {
        long seed = base.seed() * 31 + i;
        Setup setup = base.withSeed(seed);
        located("log round trip", seeds(setup) + ", agent seed " + seed, () -> roundTrip(setup, seed));
      }
    }
  }

  private void roundTrip(Setup setup, long seed) {
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

  @Test
  @DisplayName("views leak nothing at any step: masked random source, same legal actions, unchanged by hidden variants, which keep the invariants")
  void viewsLeakNothing() {
    boolean[] sawVariant = {false};
    for (Playout<S, A> p : randomPlayouts()) {
      Dice dice = new Dice(RandomSource.seeded(p.setup().seed() + 17));
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        at("no-leak view", p, i, () -> {
          for (PlayerId viewer : p.setup().players().append(PlayerId.SPECTATOR)) {
            S v = game().view(s, viewer);
            assertEquals(RandomSource.sealed(), game().random(v), "a view must hold the sealed random source");
            assertEquals(v, game().view(v, viewer), "viewing a view must change nothing");
            assertEquals(game().awaiting(s), game().awaiting(v), "a view must show who is awaited");
            assertEquals(game().outcome(s), game().outcome(v), "a view must show the outcome");
            if (!viewer.equals(PlayerId.SPECTATOR)) {
              assertEquals(game().legalActions(s, viewer), game().legalActions(v, viewer),
                  "the legal actions of " + viewer + " must be computable from the view");
            }
            for (S variant : hiddenVariants(s, viewer, dice)) {
              sawVariant[0] = true;
              try {
                checkInvariants(variant);
              } catch (AssertionError e) {
                throw new AssertionError("a hidden variant for " + viewer + " breaks an invariant (so what "
                    + viewer + " sees pins down what it may not see, or the variant is wrong): " + e.getMessage(), e);
              }
              assertEquals(v, game().view(variant, viewer),
                  "the view of " + viewer + " changed when only hidden information changed");
            }
          }
        });
      }
    }
    if (game().descriptor().hiddenInformation()) {
      assertTrue(sawVariant[0], "a game with hidden information must supply hiddenVariants for the no-leak check");
    }
  }

  /**
   * The events a viewer other than the actor receives are a function of what it sees: the view
   * before, the action (unless it is secret from the viewer) and the view after. So on a hidden variant of the
   * position, the same action leading to the same view must send the viewer the same events;
   * and a secret choice (see {@link #actionHiddenFrom}) must leave the others the same view and
   * send them the same events as any other choice the actor had.
   */
  @Test
  @DisplayName("events leak nothing at any step: what a viewer receives depends only on what it sees")
  void eventsLeakNothing() {
    requireDeterministic();
    for (Playout<S, A> p : randomPlayouts()) {
      Dice dice = new Dice(RandomSource.seeded(p.setup().seed() + 23));
      for (int i = 0; i < p.actions().size(); i++) {
        int step = i + 1;
        S s = p.states().get(i);
        A a = p.actions().get(i);
        S after = p.states().get(step);
        Seq<GameEvent> events = p.events().get(i);
        at("no-leak events", p, step, () -> {
          for (PlayerId viewer : p.setup().players().append(PlayerId.SPECTATOR)) {
            Vector<GameEvent> seen = visible(events, viewer);
            S viewAfter = game().view(after, viewer);
            // the actor may be shown what its action looks at (a card it peeks at), which the view
            // after need not keep; every other viewer's events must follow from its views
            Seq<S> variants = viewer.equals(a.actor()) ? Vector.empty() : eventVariants(s, viewer, dice);
            for (S variant : variants) {
              Either<Rejection, Transition<S>> r = apply(game().withRandom(variant, game().random(s)), a);
              if (r.isRight() && game().view(r.get().state(), viewer).equals(viewAfter)) {
                assertEquals(seen, visible(r.get().events(), viewer), "the events " + viewer
                    + " receives changed when only what it may not see changed (the events leak it)");
              }
            }
            if (actionHiddenFrom(s, a, viewer)) {
              for (A other : game().legalActions(s, a.actor())) {
                if (!other.equals(a)) {
                  Transition<S> t = apply(s, other).get();
                  assertEquals(viewAfter, game().view(t.state(), viewer), "what " + viewer + " sees tells " + a
                      + " from " + other + ", a secret choice " + viewer + " may not know");
                  assertEquals(seen, visible(t.events(), viewer), "the events " + viewer + " receives tell "
                      + a + " from " + other + ", a secret choice " + viewer + " may not know");
                }
              }
            }
          }
        });
      }
    }
  }

  private static Vector<GameEvent> visible(Seq<GameEvent> events, PlayerId viewer) {
    return Vector.ofAll(events).filter(e -> e.visibility().visibleTo(viewer));
  }

  @Test
  @DisplayName("at every step determinize (and the game's belief, if any) deals a full state that keeps every invariant, agrees with its view and plays on, keeping every invariant one step on")
  void determinizeAgreesWithView() {
    randomPlayouts();
    report("determinize", this::checkDeterminize);
  }

  private void checkDeterminize() {
    // a game's belief (dev.ply.core.agent.Belief) samples the worlds its search plays in: held to the same checks
    Belief<S> belief = Belief.of(game()).getOrNull();
    for (Playout<S, A> p : randomPlayouts()) {
      RandomSource[] rng = {RandomSource.seeded(p.setup().seed() + 99)};
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        at("determinize", p, i, () -> {
          for (PlayerId viewer : p.setup().players()) {
            S v = game().view(s, viewer);
            checkSample(s, v, viewer, game().determinize(v, viewer, rng[0]), p.setup(), "determinize",
                "a state determinized for " + viewer);
            if (belief != null) {
              checkSample(s, v, viewer, belief.sample(v, viewer, rng[0]), p.setup(), "belief.sample",
                  "a state the game's belief sampled for " + viewer);
            }
            rng[0] = rng[0].nextInt(1 << 30).next();
          }
        });
      }
    }
  }

  /** {@code d}, sampled by {@code how} from {@code v} (what {@code viewer} sees of {@code s}), agrees with it. */
  private void checkSample(S s, S v, PlayerId viewer, S d, Setup setup, String how, String sampled) {
    invariantsOf(d, setup, sampled);
    assertEquals(v, game().view(d, viewer), "view(" + how + "(v)) must equal v");
    assertFalse(game().random(d) instanceof RandomSource.Sealed, sampled + " must be able to draw");
    assertEquals(game().legalActions(s, viewer), game().legalActions(d, viewer));
    // a state dealt wrongly can keep the invariants until a step uses what was dealt (a card drawn)
    for (PlayerId who : game().awaiting(d)) {
      for (A a : game().legalActions(d, who)) {
        Either<Rejection, Transition<S>> r = apply(d, a);
        assertTrue(r.isRight(), () -> sampled + " refused its legal action " + a + ": " + r);
        checkEvents(r.get().events());
        invariantsOf(r.get().state(), setup, "one step on, " + a + " played on " + sampled + ",");
      }
    }
  }

  /** The game's invariants and the kit's (who acts, the outcome) on {@code s}, which {@code what} names. */
  private void invariantsOf(S s, Setup setup, String what) {
    try {
      checkInvariants(s);
      checkWhoActs(s, setup);
      game().outcome(s).forEach(o -> checkOutcome(o, setup));
    } catch (AssertionError e) {
      throw new AssertionError(what + " breaks an invariant: " + e.getMessage(), e);
    }
  }

  /**
   * Who is asked to act reveals nothing: for each viewer at each step, a determinization of its
   * view is a position it cannot tell from the real one, so the same players must be awaited in
   * both; and along the playout's next actions (a response window's passes, say), played on both
   * with the same draws, while each action is legal in both and the viewer receives the same
   * events from both, the same players must be asked, in the same order. A game that offers a
   * window only to those who hold something, or skips them, tells the table what they hold.
   */
  @Test
  @DisplayName("who is asked, and in which order, is the same on every position a viewer cannot tell from the real one")
  void whoIsAskedRevealsNothing() {
    requireDeterministic();
    requirePassed("determinize", this::checkDeterminize);
    for (Playout<S, A> p : randomPlayouts()) {
      RandomSource[] rng = {RandomSource.seeded(p.setup().seed() + 131)};
      int lookahead = p.setup().playerCount() + 1;
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        for (PlayerId viewer : p.setup().players()) {
          Object[] d = new Object[1];
          at("who is asked", p, i, () -> d[0] = game().determinize(game().view(s, viewer), viewer, rng[0]));
          rng[0] = rng[0].nextInt(1 << 30).next();
          followAsked(p, i, viewer, cast(d[0]), lookahead);
        }
      }
    }
  }

  private void followAsked(Playout<S, A> p, int from, PlayerId viewer, S twin, int lookahead) {
    S other = twin;
    for (int k = 0; ; k++) {
      int step = from + k;
      S real = p.states().get(step);
      S seen = other;
      at("who is asked", p, step, () -> assertEquals(game().awaiting(real), game().awaiting(seen), () -> viewer
          + " cannot tell the position from a determinization of its view at step " + from
          + (step == from ? "" : " followed by the same actions, with the same events for " + viewer)
          + ", yet " + who(game().awaiting(real)) + " is asked in the real game and " + who(game().awaiting(seen))
          + " in the other: who is asked tells " + viewer + " what it may not see"));
      if (k == lookahead || step >= p.actions().size()) {
        return;
      }
      A a = p.actions().get(step);
      if (!game().legalActions(other, a.actor()).contains(a)) {
        return;
      }
      Transition<S>[] t = cast(new Transition[1]);
      at("who is asked", p, step + 1, () -> {
        Either<Rejection, Transition<S>> r = apply(game().withRandom(seen, game().random(real)), a);
        assertTrue(r.isRight(), () -> "a position " + viewer + " cannot tell from the real one refused its legal"
            + " action " + a + ": " + r.getLeft());
        t[0] = r.get();
      });
      if (!visible(p.events().get(step), viewer).equals(visible(t[0].events(), viewer))) {
        return; // the viewer learnt something: who is asked next may follow from it
      }
      other = t[0].state();
    }
  }

  private static String who(Set<PlayerId> asked) {
    return asked.isEmpty() ? "nobody" : asked.mkString(" and ");
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Object o) {
    return (T) o;
  }

  @Test
  @DisplayName("fuzz at every step: apply accepts exactly the legal actions, never throws, never changes its input")
  void fuzz() {
    requireDeterministic(); // it applies each listed action twice and compares
    for (Playout<S, A> p : randomPlayouts()) {
      Dice dice = new Dice(RandomSource.seeded(p.setup().seed() + 5));
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        at("fuzz", p, i, () -> {
          String before = game().stateHash(s);
          for (PlayerId who : p.setup().players()) {
            Listed<S, A> listed = game().listed(s, who);
            Seq<A> legal = listed.actions();
            for (int k = 0; k < legal.size(); k++) {
              A a = legal.get(k);
              Either<Rejection, Transition<S>> byValue = apply(s, a);
              assertTrue(byValue.isRight(), () -> "legal action refused: " + a + ": " + byValue.getLeft());
              Either<Rejection, Transition<S>> byPlace = game().apply(listed, k);
              assertTrue(byPlace.isRight(), () -> "legal action refused when applied from its list: " + a);
              assertEquals(game().stateHash(byValue.get().state()), game().stateHash(byPlace.get().state()),
                  () -> "applying " + a + " from its list (playListed) gives another state than applying it (play)");
              assertEquals(byValue.get().events(), byPlace.get().events(),
                  () -> "applying " + a + " from its list (playListed) gives other events than applying it (play)");
            }
            int outside = legal.size();
            assertTrue(game().apply(listed, outside).isLeft(), "a place past the end of the list must be refused");
            assertTrue(game().apply(listed, -1).isLeft(), "a place before the list must be refused");
            for (A a : arbitraryActions(s, who, dice)) {
              Either<Rejection, Transition<S>> r = apply(s, a);
              if (r.isRight()) {
                assertTrue(a != null && game().legalActions(s, a.actor()).contains(a),
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
        });
      }
      S end = p.last();
      at("fuzz", p, p.actions().size(), () -> {
        for (A a : p.actions()) {
          assertTrue(apply(end, a).isLeft(), "an action after the end of the game must be refused");
        }
      });
    }
  }

  @Test
  @DisplayName("the seated players' default actions are legal and a game of default actions ends")
  void defaultActionsEndTheGame() {
    randomPlayouts();
    Setup setup = setups().head();
    long bound = game().maxActions(setup);
    Object[] s = new Object[1];
    located("default actions", seeds(setup) + ", step 0", () -> s[0] = game().start(setup));
    for (long i = 0; i < bound && game().outcome(cast(s[0])).isEmpty(); i++) {
      S at = cast(s[0]);
      A[] a = cast(new Action[1]);
      located("default actions", seeds(setup) + ", step " + (i + 1), () -> {
        PlayerId who = game().awaiting(at).head();
        a[0] = game().defaultAction(at, who);
        Either<Rejection, Transition<S>> r = apply(at, a[0]);
        assertTrue(r.isRight(), () -> "the default action " + a[0] + " was refused: " + r.getLeft());
        s[0] = r.get().state();
      });
    }
    assertTrue(game().outcome(cast(s[0])).isDefined(), () -> "default actions: " + name() + ", " + seeds(setup)
        + ": a game of default actions must end within the bound of " + bound);
  }

  // ---- the log's trust (issue 10): kept in their own classes so the kit above stays readable ----

  @Test
  @DisplayName("the tamper corpus: every altered copy of a seeded log fails --verify at its first step")
  void tamperCorpus() {
    requireDeterministic();
    Setup setup = setups().head();
    located("tamper corpus", seeds(setup) + ", agent seed " + TamperCorpus.AGENT_SEED,
        () -> TamperCorpus.check(game(), setup));
  }

  @Test
  @DisplayName("apply never throws: views (STATE_IS_A_VIEW), nulls and other games' actions are rejections")
  void applyNeverThrows() {
    for (Playout<S, A> p : randomPlayouts()) {
      for (int i = 0; i < p.states().size(); i++) {
        S s = p.states().get(i);
        at("apply never throws", p, i, () -> ApplyNeverThrows.check(game(), Vector.of(s), p.setup().players(), 3));
      }
    }
  }

  @Test
  @DisplayName("the declared options are the accepted and the read ones: an undeclared key is refused, each declared key is checked, its offered values start a game, and no other key is read")
  void optionsAreDeclared() {
    OptionReads reads = new OptionReads();
    Setup head = setups().head();
    located("declared options", seeds(head), () -> DeclaredOptions.check(game(), head, reads));
    for (Setup base : setups()) {
      Setup setup = reads.record(base.withSeed(seedOf(base, 0)));
      located("declared options", seeds(setup), () -> {
        game().checkSetup(setup);
        game().maxActions(setup);
        game().start(setup);
      });
      if (playoutsPassed()) {
        // the first kept playout again (it passed), reading the options as the rules go
        Playout.stream(game(), setup, setup.seed() ^ 0x5DEECE66DL, game().maxActions(setup), (n, b, a, t) -> {});
      }
    }
    java.util.List<String> undeclared = new java.util.ArrayList<>();
    for (String key : reads.keys()) {
      if (game().descriptor().option(key).isEmpty()) {
        undeclared.add("'" + key + "'");
      }
    }
    assertTrue(undeclared.isEmpty(), () -> "declared options: " + name() + ", " + seeds(head) + ": the game reads "
        + String.join(", ", undeclared) + ", which its descriptor does not declare: declare every option the"
        + " game reads in GameDescriptor.options() (ply rules lists them; checkSetup refuses any other key)");
  }

  @Test
  @DisplayName("the canonical encoding separates exactly the states equals separates, and names no field")
  void canonicalEncoding() {
    Vector<Playout<S, A>> kept = randomPlayouts();
    located("canonical encoding", "the states and views of the " + kept.size() + " kept playouts (setup seeds "
            + kept.map(p -> p.setup().seed()).mkString(", ") + ")",
        () -> CanonicalEncodingCheck.check(game(), kept.map(p -> io.vavr.Tuple.of(p.states(), p.setup().players()))));
  }

  /**
   * The game's {@code rules} and {@code state} packages, read from {@code src/main/java} under the
   * module the test runs in (skipped where the sources are not there), keep no thread-local or
   * static mutable memory ({@link SourcePurity#memories}).
   */
  @Test
  @DisplayName("the rules and state packages keep no ThreadLocal and no static mutable memory")
  void noHiddenMemory() {
    java.nio.file.Path sources = java.nio.file.Path.of("src/main/java", game().getClass().getPackageName().split("\\."));
    Assumptions.assumeTrue(java.nio.file.Files.isDirectory(sources), () -> "no sources at " + sources.toAbsolutePath());
    java.util.List<String> found = SourcePurity.memories(sources);
    assertTrue(found.isEmpty(), () -> "hidden memory: " + name() + " keeps state outside its arguments in "
        + found.size() + " place(s):\n  " + String.join("\n  ", found));
  }
}
