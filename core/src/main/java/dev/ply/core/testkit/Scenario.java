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
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.UnaryOperator;

/**
 * A given/when/then scenario in the game's own words, with forced dice.
 *
 * <pre>{@code
 * Scenario.given(game, Setup.of(2, 1))
 *     .faces(4, 6)                    // the next two dice show 4 then 6
 *     .play(roll(P1))                 // each must be accepted
 *     .when(move(P1, 4))
 *     .accepted()
 *     .event(Moved.class);
 * }</pre>
 *
 * <p>A scenario started from a setup keeps its action log (with every draw); after each accepted
 * {@code when} it writes the log to JSON, reads it back, replays it on its recorded draws and
 * checks that the replayed state equals the live one (replay-equals-live). A scenario started from
 * a built position (or {@link #edit edited}, or given new {@link #dice dice}) keeps that position
 * as its origin and, after each accepted {@code when}, plays every action since the origin again
 * twice: once as it was (determinism: equal states and equal events) and once on the draws
 * recorded live (replay: equal states and events without the random source).
 */
public final class Scenario<S, A extends Action> {
  private final Game<S, A> game;
  private final S state;
  private final Option<ActionLog<A>> log;
  /** The position a scenario without a log started from, and each accepted step since. */
  private final S origin;
  private final Vector<Played<S, A>> played;

  /** One accepted step: the action, the draws it made, the state and events it gave. */
  private record Played<S, A>(A action, Vector<Integer> draws, S state, Seq<GameEvent> events) {}

  private Scenario(Game<S, A> game, S state, Option<ActionLog<A>> log, S origin, Vector<Played<S, A>> played) {
    this.game = game;
    this.state = state;
    this.log = log;
    this.origin = origin;
    this.played = played;
  }

  private Scenario(Game<S, A> game, S state, Option<ActionLog<A>> log) {
    this(game, state, log, state, Vector.empty());
  }

  /** Starts from a new game of {@code setup}. */
  public static <S, A extends Action> Scenario<S, A> given(Game<S, A> game, Setup setup) {
    Recorder.Started<S, A> started = Recorder.start(game, setup);
    return new Scenario<>(game, started.state(), Option.of(started.log()));
  }

  /**
   * Starts from a built position (a game's position builder, a loaded report). Every accepted
   * {@code when} is checked for determinism and replay from this position.
   */
  public static <S, A extends Action> Scenario<S, A> givenState(Game<S, A> game, S state) {
    return new Scenario<>(game, state, Option.none());
  }

  /**
   * The next random draws are exactly these raw values, each in {@code [0, bound)} of its draw
   * (then the source fails loudly). For dice, {@link #faces} reads better.
   */
  public Scenario<S, A> dice(int... values) {
    S next = game.withRandom(state, RandomSource.scripted(values));
    return log.isDefined() ? new Scenario<>(game, next, log, origin, played) : new Scenario<>(game, next, log);
  }

  /** The next rolls of six-sided dice show exactly these faces, 1 to 6 (then the source fails loudly). */
  public Scenario<S, A> faces(int... faces) {
    return dice(Scenario.toDraws(faces));
  }

  /**
   * Die faces 1 to 6 as the draws a six-sided roll consumes (face − 1).
   *
   * @throws IllegalArgumentException for a face outside 1 to 6
   */
  public static int[] toDraws(int... faces) {
    int[] out = new int[faces.length];
    for (int i = 0; i < faces.length; i++) {
      if (faces[i] < 1 || faces[i] > 6) {
        throw new IllegalArgumentException("a die shows 1 to 6, not " + faces[i]);
      }
      out[i] = faces[i] - 1;
    }
    return out;
  }

  /** The position edited by hand; determinism and replay are checked from the edited position on. */
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
    Vector<Played<S, A>> nextPlayed = played.append(
        new Played<>(action, result.get().entry().draws().getOrElse(Vector.empty()), t.state(), t.events()));
    Scenario<S, A> after = new Scenario<>(game, t.state(), nextLog, origin, nextPlayed);
    if (nextLog.isDefined()) {
      checkReplayEqualsLive(nextLog.get(), after.state);
    } else {
      checkFromOrigin(nextPlayed);
    }
    return new Then<>(this, action, Either.right(t), after);
  }

  /** Plays every step since the origin again, as it was and on its recorded draws. */
  private void checkFromOrigin(Vector<Played<S, A>> steps) {
    S again = origin;
    S replay = game.withRandom(origin, RandomSource.sealed());
    for (int i = 0; i < steps.size(); i++) {
      Played<S, A> p = steps.get(i);
      String where = "step " + (i + 1) + " (" + p.action() + ") from the scenario's position";
      Either<Rejection, Transition<S>> r = game.apply(again, p.action());
      assertTrue(r.isRight(), () -> "determinism: " + where + " was refused when played again: " + r.getLeft());
      assertEquals(p.state(), r.get().state(), "determinism: " + where + " gave another state when played again");
      assertEquals(p.events(), r.get().events(), "determinism: " + where + " gave other events when played again");
      again = r.get().state();
      Either<Rejection, Transition<S>> d = game.apply(game.withRandom(replay, RandomSource.scripted(p.draws())), p.action());
      assertTrue(d.isRight(), () -> "replay: " + where + " was refused on its recorded draws: " + d.getLeft());
      assertEquals(game.withRandom(p.state(), RandomSource.sealed()), game.withRandom(d.get().state(), RandomSource.sealed()),
          "replay: " + where + " gave another state on its recorded draws");
      assertEquals(p.events(), d.get().events(), "replay: " + where + " gave other events on its recorded draws");
      replay = game.withRandom(d.get().state(), RandomSource.sealed());
    }
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
