package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * One log being recorded step by step: starts a game and applies actions to it as the static
 * {@link Recorder} methods do, but hashes the log's chain ({@code docs/log-format.md}) with a
 * writer of its own, kept from step to step. That writer remembers the parts of the last state it
 * hashed (by identity, {@link dev.ply.core.CanonicalWriter#part}) and whatever the game's encoding
 * keeps in it ({@link dev.ply.core.CanonicalWriter#scratch}), so each step pays only for what it
 * changed. The memory only saves work (the hashes are those {@link Recorder} computes), belongs to
 * this recording alone and goes with it; {@link #start} begins a new one.
 *
 * <p>A {@code Match} owns one for its log. Not thread-safe: one recording, one thread at a time.
 *
 * @param <S> the game's state
 * @param <A> the game's action
 */
public final class Recording<S, A extends Action> {
  private final Game<S, A> game;
  private Chain chain = new Chain();

  private Recording(Game<S, A> game) {
    this.game = Objects.requireNonNull(game, "game");
  }

  /**
   * A recording of one log of {@code game}: {@link #start} it, or {@link #apply} to a log
   * recorded before (a resumed game).
   */
  public static <S, A extends Action> Recording<S, A> of(Game<S, A> game) {
    return new Recording<>(game);
  }

  /** Starts a game and its log ({@link Recorder#start}), forgetting any log this recording hashed before. */
  public Recorder.Started<S, A> start(Setup setup) {
    chain = new Chain();
    return Recorder.start(game, setup, chain);
  }

  /**
   * Applies {@code action} to {@code state}, the last state of {@code log}, recording its draws
   * and the next link of {@code log}'s chain, as {@link Recorder#apply(Game, ActionLog, Object,
   * Action)} does.
   */
  public Either<Rejection, Recorder.Step<S, A>> apply(ActionLog<A> log, S state, A action) {
    return Recorder.apply(game, log, state, action, chain);
  }
}
