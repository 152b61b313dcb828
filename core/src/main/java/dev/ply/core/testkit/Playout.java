package dev.ply.core.testkit;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Listed;
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
    Setup setup, long chooserSeed, Vector<S> states, Vector<A> actions, Vector<Seq<GameEvent>> events) {

  public S last() {
    return states.last();
  }

  /** Where step {@code step} of this playout is, for a failure message: seeds, players, step, action. */
  public String where(int step) {
    return where(setup, chooserSeed, step, step > 0 && step <= actions.size() ? actions.get(step - 1) : null);
  }

  static String where(Setup setup, long chooserSeed, long step, Object action) {
    return "setup seed " + setup.seed() + ", " + setup.playerCount() + " players"
        + (setup.options().isEmpty() ? "" : " " + setup.options().mkString(", "))
        + ", chooser seed " + chooserSeed + ", step " + step + (action == null ? "" : " after " + action);
  }

  /** What a streamed playout sees at each step. */
  @FunctionalInterface
  public interface StepCheck<S, A> {
    /** {@code before} and {@code action} are null for the start; {@code after} is the new state. */
    void check(long step, S before, A action, Transition<S> after);
  }

  /** How long a streamed playout was and how it ended. */
  public record Summary<S>(long steps, S last) {}

  /**
   * Plays until the game ends or {@code limit} actions were taken; {@code onState} sees every
   * state, the start included, before the next action is chosen.
   *
   * @throws ContractViolation when an awaited player has no legal action, a legal action is
   *     refused, {@code apply} throws, or {@code onState} fails; once, with seeds, step and action
   */
  public static <S, A extends Action> Playout<S, A> play(
      Game<S, A> game, Setup setup, long chooserSeed, long limit, Consumer<S> onState) {
    Vector<S>[] states = cast(new Vector[] {Vector.empty()});
    Vector<A>[] actions = cast(new Vector[] {Vector.empty()});
    Vector<Seq<GameEvent>>[] events = cast(new Vector[] {Vector.empty()});
    stream(game, setup, chooserSeed, limit, (step, before, action, t) -> {
      onState.accept(t.state());
      states[0] = states[0].append(t.state());
      if (action != null) {
        actions[0] = actions[0].append(action);
        events[0] = events[0].append(t.events());
      }
    });
    return new Playout<>(setup, chooserSeed, states[0], actions[0], events[0]);
  }

  /**
   * As {@link #play(Game, Setup, long, long, Consumer)}, with {@code check} seeing every step as
   * in {@link #stream}: the kit keeps its playouts with the same checks it streams.
   */
  static <S, A extends Action> Playout<S, A> play(
      Game<S, A> game, Setup setup, long chooserSeed, long limit, StepCheck<S, A> check) {
    Vector<S>[] states = cast(new Vector[] {Vector.empty()});
    Vector<A>[] actions = cast(new Vector[] {Vector.empty()});
    Vector<Seq<GameEvent>>[] events = cast(new Vector[] {Vector.empty()});
    stream(game, setup, chooserSeed, limit, (step, before, action, t) -> {
      check.check(step, before, action, t);
      states[0] = states[0].append(t.state());
      if (action != null) {
        actions[0] = actions[0].append(action);
        events[0] = events[0].append(t.events());
      }
    });
    return new Playout<>(setup, chooserSeed, states[0], actions[0], events[0]);
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Object o) {
    return (T) o;
  }

  /**
   * Plays like {@link #play} without keeping the states (for thousands of playouts); {@code check}
   * sees every step. Any failure, an exception inside {@code apply} included, is reported once as a
   * {@link ContractViolation} naming the seeds, the step and the action.
   */
  public static <S, A extends Action> Summary<S> stream(
      Game<S, A> game, Setup setup, long chooserSeed, long limit, StepCheck<S, A> check) {
    long step = 0;
    A action = null;
    S state;
    try {
      state = game.start(setup);
      check.check(0, null, null, Transition.of(state));
      Dice chooser = new Dice(RandomSource.seeded(chooserSeed));
      while (game.outcome(state).isEmpty() && step < limit) {
        action = null;
        Set<PlayerId> awaiting = game.awaiting(state);
        if (awaiting.isEmpty()) {
          throw new AssertionError("the game is not over but nobody is awaited");
        }
        PlayerId who = awaiting.toVector().get(chooser.nextInt(awaiting.size()));
        Listed<S, A> legal = game.listed(state, who);
        if (legal.isEmpty()) {
          throw new AssertionError(who + " is awaited but has no legal action");
        }
        step++;
        int pick = chooser.nextInt(legal.size());
        action = legal.get(pick);
        // as playouts and bots do: the pick by its place in the list (the fuzz test applies each
        // listed action by value too, and compares the two)
        Either<Rejection, Transition<S>> result = game.apply(legal, pick);
        if (result.isLeft()) {
          throw new AssertionError("the legal action " + action + " was refused: " + result.getLeft());
        }
        check.check(step, state, action, result.get());
        state = result.get().state();
      }
    } catch (Throwable e) {
      if (e instanceof VirtualMachineError v) {
        throw v;
      }
      throw ContractViolation.at(where(setup, chooserSeed, step, action), e);
    }
    return new Summary<>(step, state);
  }
}
