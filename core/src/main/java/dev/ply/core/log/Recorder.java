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
 * step consumed and the hash of the position after it. {@code Match} and the test kit's
 * scenarios use it; simulations that keep no log call the game directly.
 */
public final class Recorder {
  private Recorder() {}

  /** A started game and the log of its start. */
  public record Started<S, A extends Action>(S state, ActionLog<A> log) {}

  /** An accepted action: its transition (with the plain source back in the state) and its log entry. */
  public record Step<S, A extends Action>(Transition<S> transition, LogEntry<A> entry) {}

  /** A starting state (with the plain source back in it) and the values its start drew. */
  record Opening<S>(S state, Vector<Integer> draws) {}

  /** Starts a game drawing through a recording source; Replay uses this too. */
  static <S> Opening<S> open(Game<S, ?> game, Setup setup) {
    S s = game.start(setup.withRandom(RandomSource.recording(setup.random())));
    Vector<Integer> draws = RandomSource.recorded(game.random(s));
    return new Opening<>(game.withRandom(s, RandomSource.unwrap(game.random(s))), draws);
  }

  public static <S, A extends Action> Started<S, A> start(Game<S, A> game, Setup setup) {
    Opening<S> opening = open(game, setup);
    S s = opening.state();
    Vector<Integer> draws = opening.draws();
    ActionLog<A> log = new ActionLog<>(ActionLog.FORMAT, game.descriptor().id(), game.descriptor().rulesVersion(),
        setup.players(), setup.options(), setup.seed(), Option.of(draws), Option.of(Replay.hash(game, s)),
        Vector.empty());
    return new Started<>(s, log);
  }

  public static <S, A extends Action> Either<Rejection, Step<S, A>> apply(Game<S, A> game, S state, A action) {
    return game.apply(game.withRandom(state, RandomSource.recording(game.random(state))), action).map(t -> {
      S next = t.state();
      Vector<Integer> draws = RandomSource.recorded(game.random(next));
      next = game.withRandom(next, RandomSource.unwrap(game.random(next)));
      return new Step<>(new Transition<>(next, t.events()), LogEntry.of(action, draws, Replay.hash(game, next)));
    });
  }
}
