package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Recorder;
import dev.ply.core.log.LogError;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.UnaryOperator;

/**
 * A given/when/then scenario in the game's own words, with forced dice.
 *
 * <pre>{@code
 * Scenario.given(game, Setup.of(2, 1))
 *     .dice(3, 5)                     // the next draws are exactly 3 then 5 (nextInt values)
 *     .play(roll(P1))                 // each must be accepted
 *     .when(move(P1, 4))
 *     .accepted()
 *     .event(Moved.class);
 * }</pre>
 *
 * <p>A scenario started from a setup keeps its action log (with every draw); after each accepted
 * {@code when} it writes the log to JSON, reads it back, replays it on its recorded draws and
 * checks that the replayed state equals the live one (replay-equals-live). A scenario started from
 * a hand-built state checks determinism instead.
 */
public final class Scenario<S, A extends Action> {
  private final Game<S, A> game;
  private final S state;
  private final Option<ActionLog<A>> log;

  private Scenario(Game<S, A> game, S state, Option<ActionLog<A>> log) {
    this.game = game;
    this.state = state;
    this.log = log;
  }

  /** Starts from a new game of {@code setup}. */
  public static <S, A extends Action> Scenario<S, A> given(Game<S, A> game, Setup setup) {
    Recorder.Started<S, A> started = Recorder.start(game, setup);
    return new Scenario<>(game, started.state(), Option.of(started.log()));
  }

  /** Starts from a hand-built position (no log, so no replay check). */
  public static <S, A extends Action> Scenario<S, A> givenState(Game<S, A> game, S state) {
    return new Scenario<>(game, state, Option.none());
  }

  /** The next random draws are exactly {@code values} (then the source fails loudly). */
  public Scenario<S, A> dice(int... values) {
    return new Scenario<>(game, game.withRandom(state, RandomSource.scripted(values)), log);
  }

  /** The position edited by hand (the replay check is dropped from here on). */
  public Scenario<S, A> edit(UnaryOperator<S> change) {
    return new Scenario<>(game, change.apply(state), Option.none());
  }

  /** Plays {@code actions} in order; each must be accepted. */
  @SafeVarargs
  public final Scenario<S, A> play(A... actions) {
    Scenario<S, A> s = this;
    for (A a : actions) {
      Then<S, A> t = s.when(a);
      t.accepted();
      s = t.next();
    }
    return s;
  }

  /** The position now. */
  public S state() {
    return state;
  }

  public Game<S, A> game() {
    return game;
  }

  /** Applies {@code action}; assert on the result with the returned {@link Then}. */
  public Then<S, A> when(A action) {
    Either<Rejection, Recorder.Step<S, A>> result = log.isDefined()
        ? Recorder.apply(game, log.get(), state, action) : Recorder.apply(game, state, action);
    if (result.isLeft()) {
      assertEquals(Either.left(result.getLeft()), game.apply(state, action), "a rejection must be deterministic");
      return new Then<>(this, action, Either.left(result.getLeft()), this);
    }
    Transition<S> t = result.get().transition();
    Option<ActionLog<A>> nextLog = log.map(l -> l.append(result.get().entry()));
    Scenario<S, A> after = new Scenario<>(game, t.state(), nextLog);
    nextLog.forEach(l -> checkReplayEqualsLive(l, after.state));
    return new Then<>(this, action, Either.right(t), after);
  }

  private void checkReplayEqualsLive(ActionLog<A> l, S live) {
    String json = LogCodec.write(l);
    Either<LogError, LoadedLog<S, A>> read = LogCodec.read(json, game);
    assertTrue(read.isRight(), () -> "the scenario's log does not read back: " + read.getLeft());
    ReplayResult<S> r = Replay.run(game, read.get().log(), Replay.Mode.RECORDED_DRAWS);
    assertTrue(r.ok(), () -> "replay-equals-live: the replay diverged: " + r.divergence().get());
    assertEquals(game.withRandom(live, RandomSource.sealed()), game.withRandom(r.last(), RandomSource.sealed()),
        "replay-equals-live: the replayed state differs from the live one");
  }

  /** The outcome of a {@code when}. */
  public static final class Then<S, A extends Action> {
    private final Scenario<S, A> before;
    private final A action;
    private final Either<Rejection, Transition<S>> result;
    private final Scenario<S, A> after;

    Then(Scenario<S, A> before, A action, Either<Rejection, Transition<S>> result, Scenario<S, A> after) {
      this.before = before;
      this.action = action;
      this.result = result;
      this.after = after;
    }

    /** Asserts the action was accepted. */
    public Then<S, A> accepted() {
      assertTrue(result.isRight(), () -> action + " was refused: " + result.getLeft());
      return this;
    }

    /** Asserts the action was refused with {@code code}; returns the rejection. */
    public Rejection rejected(String code) {
      assertTrue(result.isLeft(), () -> action + " was accepted, expected rejection " + code);
      assertEquals(code, result.getLeft().code(), () -> "rejection: " + result.getLeft());
      return result.getLeft();
    }

    /** The state after the action (the state before it, when refused). */
    public S state() {
      return after.state;
    }

    /** The events, in order; empty when refused. */
    public Vector<GameEvent> events() {
      return result.isRight() ? Vector.ofAll(result.get().events()) : Vector.empty();
    }

    /** The first event of {@code type}; fails when there is none. */
    public <E extends GameEvent> E event(Class<E> type) {
      accepted();
      for (GameEvent e : result.get().events()) {
        if (type.isInstance(e)) {
          return type.cast(e);
        }
      }
      throw new AssertionError("no " + type.getSimpleName() + " among " + result.get().events());
    }

    /** Every event of {@code type}. */
    public <E extends GameEvent> Vector<E> events(Class<E> type) {
      return events().filter(type::isInstance).map(type::cast);
    }

    /** True when some event of {@code type} occurred. */
    public boolean has(Class<? extends GameEvent> type) {
      return events().exists(type::isInstance);
    }

    /** The scenario continued from the state after the action. */
    public Scenario<S, A> next() {
      return after;
    }

    /** The scenario as it was before the action. */
    public Scenario<S, A> before() {
      return before;
    }
  }
}
