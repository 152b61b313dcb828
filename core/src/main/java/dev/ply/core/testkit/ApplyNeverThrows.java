package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * Fuzzes {@code apply} with what a careless or hostile caller passes: every player's view (and
 * the spectator's) instead of the state, with the actions that player could take there and the
 * actions awaited in the full state; a null state; a null action; an action of another game; a
 * state of another game. Each must be a {@link Rejection} (views: {@code STATE_IS_A_VIEW}), never
 * an exception. {@link GameContractTest} runs it for every game.
 */
public final class ApplyNeverThrows {
  private ApplyNeverThrows() {}

  /** An action no game declares. */
  record ForeignAction(PlayerId actor) implements Action {}

  /** Checks {@code states} (a sample of positions), at most {@code actionsPerState} actions each. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static <S, A extends Action> void check(Game<S, A> game, Seq<S> states, Seq<PlayerId> players,
      int actionsPerState) {
    Game raw = game;
    String hint = hint(game);
    for (S s : states) {
      Vector<A> awaited = Vector.empty();
      for (PlayerId p : game.awaiting(s)) {
        awaited = awaited.appendAll(game.legalActions(s, p).take(actionsPerState));
      }
      for (PlayerId viewer : players.append(PlayerId.SPECTATOR)) {
        S view = game.view(s, viewer);
        Seq<A> own = players.contains(viewer) ? game.legalActions(view, viewer).take(actionsPerState) : Vector.empty();
        for (A a : awaited.appendAll(own)) {
          Rejection r = rejected(() -> game.apply(view, a), "apply(view of " + viewer + ", " + a + ")" + hint);
          assertEquals(Rejection.STATE_IS_A_VIEW, r.code(), "apply on " + viewer + "'s view: " + r + hint);
        }
      }
      PlayerId someone = players.head();
      A any = awaited.isEmpty() ? null : awaited.head();
      if (any != null) {
        rejected(() -> game.apply(null, any), "apply(null, " + any + ")" + hint);
        rejected(() -> raw.apply("a state of another game", any), "apply(a foreign state, " + any + ")" + hint);
      }
      rejected(() -> game.apply(s, null), "apply(state, null)" + hint);
      rejected(() -> raw.apply(s, new ForeignAction(someone)), "apply(state, an action of another game)" + hint);
    }
  }

  /** For a game that overrides {@code apply} (the form before 0.1.0, which skips core's checks): what to do. */
  private static String hint(Game<?, ?> game) {
    try {
      boolean own = game.getClass().getMethod("apply", Object.class, Action.class).getDeclaringClass() != Game.class;
      return own ? " (" + game.getClass().getSimpleName() + " overrides apply, as games did before Ply 0.1.0, so core's"
          + " checks do not run: rename it to play, docs/upgrading.md)" : "";
    } catch (NoSuchMethodException e) {
      return "";
    }
  }

  private static Rejection rejected(java.util.function.Supplier<Either<Rejection, ? extends Transition<?>>> call,
      String what) {
    Either<Rejection, ? extends Transition<?>> r;
    try {
      r = call.get();
    } catch (RuntimeException e) {
      throw new AssertionError(what + " threw " + e + "; apply must return a Rejection", e);
    }
    assertTrue(r != null && r.isLeft(), what + " must be refused, was " + r);
    return r.getLeft();
  }
}
