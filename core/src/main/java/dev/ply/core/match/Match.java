package dev.ply.core.match;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.Recorder;
import dev.ply.core.log.Recording;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A mutable handle on one game for user interfaces: the current state, its history and its log.
 * Every accepted action is logged with the random draws it consumed and the state hash after it,
 * so {@link #log()} replays exactly.
 *
 * <p>Not thread-safe: confine a match to one thread or lock around it. The pure {@link Game} API
 * is thread-safe.
 *
 * <p>Undo: allowed only when the match was started with {@code undoAllowed}; it steps back one
 * accepted action. The random source is part of the state, so undoing and redoing an action
 * gives the same dice: undo cannot be used to reroll.
 */
public final class Match<S, A extends Action> {
  private static final Logger LOG = LoggerFactory.getLogger(Match.class);

  private final Game<S, A> game;
  private final boolean undoAllowed;
  private final List<MatchListener<A>> listeners = new ArrayList<>();
  /** Hashes this match's log, step by step: its writer's part memory is this match's alone. */
  private final Recording<S, A> recording;
  private Vector<S> history;
  private ActionLog<A> log;

  private Match(Game<S, A> game, Recording<S, A> recording, S start, ActionLog<A> log, boolean undoAllowed) {
    this.game = game;
    this.recording = recording;
    this.history = Vector.of(start);
    this.log = log;
    this.undoAllowed = undoAllowed;
  }

  /**
   * Starts a new game.
   *
   * @throws IllegalArgumentException when the game rejects the setup (with its reason)
   */
  public static <S, A extends Action> Match<S, A> start(Game<S, A> game, Setup setup, boolean undoAllowed) {
    Objects.requireNonNull(game, "game");
    Option<Rejection> bad = game.checkSetup(setup);
    if (bad.isDefined()) {
      throw new IllegalArgumentException(bad.get().message());
    }
    Recording<S, A> recording = Recording.of(game);
    Recorder.Started<S, A> started = recording.start(setup);
    LOG.debug("{}: started with {} players, seed {}", game.descriptor().id(), setup.playerCount(), setup.seed());
    return new Match<>(game, recording, started.state(), started.log(), undoAllowed);
  }

  public static <S, A extends Action> Match<S, A> start(Game<S, A> game, Setup setup) {
    return start(game, setup, false);
  }

  /** Continues a replayed log from its last state (e.g. a saved game). */
  public static <S, A extends Action> Match<S, A> resume(
      Game<S, A> game, ActionLog<A> log, Vector<S> states, boolean undoAllowed) {
    if (states.size() != log.size() + 1) {
      throw new IllegalArgumentException("a log of " + log.size() + " actions needs " + (log.size() + 1) + " states");
    }
    Match<S, A> m = new Match<>(game, Recording.of(game), states.head(), log, undoAllowed);
    m.history = states;
    return m;
  }

  /**
   * Applies {@code action}. Accepted: the {@link Transition} (the new state and every event the
   * action produced, in order); show a seat only {@link Transition#eventsFor(PlayerId)}, since the
   * full list may hold what that seat may not see. Refused: the {@link Rejection}, and nothing
   * changes. Handle both sides, e.g. with {@code fold} or {@code isLeft()}; a bare {@code forEach}
   * or {@code peek} silently ignores a refusal.
   */
  public Either<Rejection, Transition<S>> submit(A action) {
    Either<Rejection, Recorder.Step<S, A>> result = recording.apply(log, state(), action);
    if (result.isLeft()) {
      LOG.debug("{}: rejected {}: {}", game.descriptor().id(), action, result.getLeft());
      return Either.left(result.getLeft());
    }
    Transition<S> transition = result.get().transition();
    history = history.append(transition.state());
    log = log.append(result.get().entry());
    Seq<GameEvent> events = transition.events();
    LOG.debug("{}: step {} {} -> {} events", game.descriptor().id(), log.size(), action, events.size());
    for (MatchListener<A> l : List.copyOf(listeners)) {
      l.accepted(action, events);
    }
    return Either.right(transition);
  }

  /**
   * {@link #submit} as it was before 0.1.0: the events alone (every one, unfiltered), or the
   * rejection. Java cannot overload a method on its return type, so the old form has this name; a
   * front end written before 0.1.0 compiles again by renaming its {@code submit} call to this.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: call {@link #submit} and read
   *     {@link Transition#events()} or {@link Transition#eventsFor(PlayerId)} ({@code docs/upgrading.md}).
   * @param action the action to apply
   * @return the events the action produced, or why it was refused (nothing changes then)
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public Either<Rejection, Seq<GameEvent>> submitEvents(A action) {
    return submit(action).map(Transition::events);
  }

  public boolean canUndo() {
    return undoAllowed && log.size() > 0;
  }

  /** Steps back one action: the undone action, or why undo is not possible. */
  public Either<Rejection, A> undo() {
    if (!undoAllowed) {
      return Either.left(Rejection.of("UNDO_NOT_ALLOWED", "this match was started without undo"));
    }
    if (log.size() == 0) {
      return Either.left(Rejection.of("NOTHING_TO_UNDO", "no action has been taken yet"));
    }
    A undone = log.entries().last().action();
    history = history.dropRight(1);
    log = log.withEntries(log.entries().dropRight(1));
    LOG.debug("{}: undid {}", game.descriptor().id(), undone);
    for (MatchListener<A> l : List.copyOf(listeners)) {
      l.undone(undone);
    }
    return Either.right(undone);
  }

  public Game<S, A> game() {
    return game;
  }

  public S state() {
    return history.last();
  }

  /** Every state so far, the start first; shares structure, so keeping it is cheap. */
  public Vector<S> history() {
    return history;
  }

  public S view(PlayerId viewer) {
    return game.view(state(), viewer);
  }

  public Seq<A> legalActions(PlayerId player) {
    return game.legalActions(state(), player);
  }

  public Set<PlayerId> awaiting() {
    return game.awaiting(state());
  }

  public Option<Outcome> outcome() {
    return game.outcome(state());
  }

  public boolean isOver() {
    return outcome().isDefined();
  }

  public ActionLog<A> log() {
    return log;
  }

  public void addListener(MatchListener<A> listener) {
    listeners.add(Objects.requireNonNull(listener));
  }

  public void removeListener(MatchListener<A> listener) {
    listeners.remove(listener);
  }
}
