package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.match.Match;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A log read from a file together with the installed game it belongs to.
 *
 * <p>{@link LogCodec#read(String)} cannot know the game's types, so it gives a
 * {@code LoadedLog<?, ?>}; everything here works on that wildcard without a generic helper:
 * {@link #replay()} checks it, {@link #resume(boolean)} continues it, and {@link #as(Game)} gives
 * it back typed when the caller holds the game.
 */
public record LoadedLog<S, A extends Action>(Game<S, A> game, ActionLog<A> log) {

  /** Replays the log, checking every recorded hash ({@link Replay#run(Game, ActionLog)}). */
  public ReplayResult<S> replay() {
    return Replay.run(game, log);
  }

  /** Replays the log in {@code mode} ({@link Replay#run(Game, ActionLog, Replay.Mode)}). */
  public ReplayResult<S> replay(Replay.Mode mode) {
    return Replay.run(game, log, mode);
  }

  /**
   * A {@link Match} continuing the logged game from its last state (a saved game), or the
   * {@link Divergence} where the log stopped replaying. The log is replayed from its seed
   * ({@link Replay.Mode#SEED}, recorded draws checked), so the dice go on where they stopped.
   */
  public Either<Divergence, Match<S, A>> resume(boolean undoAllowed) {
    ReplayResult<S> r = replay(Replay.Mode.SEED);
    return r.divergence().isDefined()
        ? Either.left(r.divergence().get())
        : Either.right(Match.resume(game, log, r.states(), undoAllowed));
  }

  /**
   * This log typed for {@code game}, when it is a log of that game (the same id and action type);
   * none otherwise.
   */
  @SuppressWarnings("unchecked")
  public <T, B extends Action> Option<LoadedLog<T, B>> as(Game<T, B> game) {
    boolean same = game.descriptor().id().equals(this.game.descriptor().id())
        && game.actionType().equals(this.game.actionType());
    return same ? Option.some(new LoadedLog<>(game, (ActionLog<B>) (ActionLog<?>) log)) : Option.none();
  }
}
