package dev.ply.core.testkit;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.function.Consumer;

/**
 * One game played by uniformly random legal actions on the full state: every state, action and
 * event list. The choice of who acts (when several are awaited) and of the action come from
 * {@code chooser}, a seeded source separate from the game's own.
 */
public record Playout<S, A extends Action>(
    Setup setup, Vector<S> states, Vector<A> actions, Vector<Seq<GameEvent>> events) {

  public S last() {
    return states.last();
  }

  /**
   * Plays until the game ends or {@code limit} actions were taken; {@code onState} sees every
   * state, the start included, before the next action is chosen.
   *
   * @throws AssertionError when an awaited player has no legal action or a legal action is refused
   */
  public static <S, A extends Action> Playout<S, A> play(
      Game<S, A> game, Setup setup, long chooserSeed, long limit, Consumer<S> onState) {
    S state = game.start(setup);
    Dice chooser = new Dice(RandomSource.seeded(chooserSeed));
    Vector<S> states = Vector.of(state);
    Vector<A> actions = Vector.empty();
    Vector<Seq<GameEvent>> events = Vector.empty();
    onState.accept(state);
    while (game.outcome(state).isEmpty() && actions.size() < limit) {
      Set<PlayerId> awaiting = game.awaiting(state);
      if (awaiting.isEmpty()) {
        throw new AssertionError("step " + actions.size() + ": the game is not over but nobody is awaited");
      }
      PlayerId who = awaiting.toVector().get(chooser.nextInt(awaiting.size()));
      Seq<A> legal = game.legalActions(state, who);
      if (legal.isEmpty()) {
        throw new AssertionError("step " + actions.size() + ": " + who + " is awaited but has no legal action");
      }
      A action = legal.get(chooser.nextInt(legal.size()));
      Either<Rejection, Transition<S>> result = game.apply(state, action);
      if (result.isLeft()) {
        throw new AssertionError("step " + (actions.size() + 1) + ": the legal action " + action
            + " was refused: " + result.getLeft());
      }
      state = result.get().state();
      states = states.append(state);
      actions = actions.append(action);
      events = events.append(result.get().events());
      onState.accept(state);
    }
    return new Playout<>(setup, states, actions, events);
  }
}
