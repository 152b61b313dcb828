package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Starts games and applies actions while recording what the log needs: the random draws each
 * step consumed and the link of the hash chain after it ({@code docs/log-format.md}). The test
 * kit's scenarios use it; simulations that keep no log call the game directly.
 *
 * <p>Each static method that hashes makes a chain of its own, used for that call alone: it keeps
 * nothing between calls. A caller that records one log step by step (a {@code Match}, a table)
 * keeps a {@link Recording} instead, whose chain remembers the parts of the last state it hashed,
 * so that each step pays only for what it changed.
 */
public final class Recorder {
  private Recorder() {}

  /** A started game and the log of its start. */
  public record Started<S, A extends Action>(S state, ActionLog<A> log) {}

  /** An accepted action: its transition (with the plain source back in the state) and its log entry. */
  public record Step<S, A extends Action>(Transition<S> transition, LogEntry<A> entry) {}

  /** A starting state (with the plain source back in it) and the values its start drew, with their bounds. */
  record Opening<S>(S state, Vector<Integer> draws, Vector<Integer> bounds, RandomSource left) {}

  /** Starts a game drawing through a recording source; Replay uses this too. */
  static <S> Opening<S> open(Game<S, ?> game, Setup setup) {
    S s = game.start(setup.withRandom(RandomSource.recording(setup.random())));
    RandomSource r = game.random(s);
    RandomSource plain = RandomSource.unwrap(r);
    return new Opening<>(game.withRandom(s, plain), RandomSource.recorded(r), RandomSource.recordedBounds(r), plain);
  }

  /** Starts a game and its log, as {@link Recording#start} does on a recording of its own. */
  public static <S, A extends Action> Started<S, A> start(Game<S, A> game, Setup setup) {
    return start(game, setup, new Chain());
  }

  static <S, A extends Action> Started<S, A> start(Game<S, A> game, Setup setup, Chain chain) {
    Opening<S> opening = open(game, setup);
    S s = opening.state();
    String id = game.descriptor().id();
    String version = game.descriptor().rulesVersion();
    byte[] link = chain.first(ActionLog.FORMAT, id, version, setup.players(), setup.options(), setup.seed(),
        opening.draws(), game, s);
    ActionLog<A> log = new ActionLog<>(ActionLog.FORMAT, id, version, setup.players(), setup.options(),
        setup.seed(), Option.of(opening.draws()), Option.of(Chain.hex(link)), Vector.empty());
    return new Started<>(s, log);
  }

  /**
   * Applies {@code action} to {@code state}, the last state of {@code log}, recording its draws and
   * the next link of {@code log}'s hash chain (none when the log's last link is not recorded), on
   * a chain made for this call: {@link Recording#apply} does the same on its recording's chain.
   */
  public static <S, A extends Action> Either<Rejection, Step<S, A>> apply(
      Game<S, A> game, ActionLog<A> log, S state, A action) {
    return apply(game, log, state, action, null);
  }

  /** {@link #apply(Game, ActionLog, Object, Action)} on {@code chain}, or on a new one when it is null. */
  static <S, A extends Action> Either<Rejection, Step<S, A>> apply(
      Game<S, A> game, ActionLog<A> log, S state, A action, Chain chain) {
    Option<String> last = log.entries().isEmpty() ? log.startHash() : log.entries().last().hash();
    byte[] previous = log.chained() && last.isDefined() ? Chain.parse(last.get()) : null;
    return step(game, state, action, previous, chain);
  }

  /** Applies {@code action}, recording its draws but no hash (it cannot chain without the log). */
  public static <S, A extends Action> Either<Rejection, Step<S, A>> apply(Game<S, A> game, S state, A action) {
    return step(game, state, action, null, null);
  }

  /** Applies and records; hashes the next link on {@code chain}, or on a new one when it is null, when there is a previous link. */
  private static <S, A extends Action> Either<Rejection, Step<S, A>> step(
      Game<S, A> game, S state, A action, byte[] previous, Chain chain) {
    return game.apply(game.withRandom(state, RandomSource.recording(game.random(state))), action).map(t -> {
      S next = t.state();
      Vector<Integer> draws = RandomSource.recorded(game.random(next));
      next = game.withRandom(next, RandomSource.unwrap(game.random(next)));
      Option<String> hash = previous == null ? Option.none()
          : Option.of(Chain.hex((chain != null ? chain : new Chain()).next(previous, action, draws, game, next)));
      return new Step<>(new Transition<>(next, t.events()), new LogEntry<>(action, Option.of(draws), hash));
    });
  }
}
