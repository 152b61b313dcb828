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
 * step consumed and the link of the hash chain after it ({@code docs/log-format.md}). {@code Match}
 * and the test kit's scenarios use it; simulations that keep no log call the game directly.
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

  public static <S, A extends Action> Started<S, A> start(Game<S, A> game, Setup setup) {
    Opening<S> opening = open(game, setup);
    S s = opening.state();
    String id = game.descriptor().id();
    String version = game.descriptor().rulesVersion();
    byte[] link = Chain.get().first(ActionLog.FORMAT, id, version, setup.players(), setup.options(), setup.seed(),
        opening.draws(), game, s);
    ActionLog<A> log = new ActionLog<>(ActionLog.FORMAT, id, version, setup.players(), setup.options(),
        setup.seed(), Option.of(opening.draws()), Option.of(Chain.hex(link)), Vector.empty());
    return new Started<>(s, log);
  }

  /**
   * Applies {@code action} to {@code state}, the last state of {@code log}, recording its draws and
   * the next link of {@code log}'s hash chain (none when the log's last link is not recorded).
   */
  public static <S, A extends Action> Either<Rejection, Step<S, A>> apply(
      Game<S, A> game, ActionLog<A> log, S state, A action) {
    Option<String> last = log.entries().isEmpty() ? log.startHash() : log.entries().last().hash();
    byte[] previous = log.chained() && last.isDefined() ? Chain.parse(last.get()) : null;
    return step(game, state, action, previous);
  }

  /** Applies {@code action}, recording its draws but no hash (it cannot chain without the log). */
  public static <S, A extends Action> Either<Rejection, Step<S, A>> apply(Game<S, A> game, S state, A action) {
    return step(game, state, action, null);
  }

  private static <S, A extends Action> Either<Rejection, Step<S, A>> step(
      Game<S, A> game, S state, A action, byte[] previous) {
    return game.apply(game.withRandom(state, RandomSource.recording(game.random(state))), action).map(t -> {
      S next = t.state();
      Vector<Integer> draws = RandomSource.recorded(game.random(next));
      next = game.withRandom(next, RandomSource.unwrap(game.random(next)));
      Option<String> hash = previous == null ? Option.none()
          : Option.of(Chain.hex(Chain.get().next(previous, action, draws, game, next)));
      return new Step<>(new Transition<>(next, t.events()), new LogEntry<>(action, Option.of(draws), hash));
    });
  }
}
