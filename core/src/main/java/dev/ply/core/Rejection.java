package dev.ply.core;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why an action was refused. {@code code} is stable (front ends and tests switch on it);
 * {@code message} is one human sentence; {@code rule} names the rule ID that forbids the action,
 * where one does.
 */
public record Rejection(String code, String message, Option<String> rule) {

  /** Codes every game shares. */
  public static final String NOT_YOUR_TURN = "NOT_YOUR_TURN";
  public static final String GAME_OVER = "GAME_OVER";
  public static final String ILLEGAL_ACTION = "ILLEGAL_ACTION";
  public static final String MALFORMED_ACTION = "MALFORMED_ACTION";
  public static final String BAD_SETUP = "BAD_SETUP";
  /** A player's view (its random source is sealed) was passed to {@code apply} as a state. */
  public static final String STATE_IS_A_VIEW = "STATE_IS_A_VIEW";
  /** {@code apply} was given no state, or a state of another game. */
  public static final String MALFORMED_STATE = "MALFORMED_STATE";

  public Rejection {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(rule, "rule");
  }

  public static Rejection of(String code, String message) {
    return new Rejection(code, message, Option.none());
  }

  public static Rejection of(String code, String rule, String message) {
    return new Rejection(code, message, Option.of(rule));
  }

  public static Rejection notYourTurn(PlayerId who) {
    return of(NOT_YOUR_TURN, who + " may not act now");
  }

  /**
   * Core's checks before a game's {@link Game#play}: a state of this game that is not a view, and
   * an action of this game naming a player. None of them is a rule of any game, so every game
   * gets them from {@link Game#apply} without remembering.
   */
  static <S, A extends Action> Option<Rejection> guard(Game<S, A> game, S state, A action) {
    if (state == null) {
      return Option.some(of(MALFORMED_STATE, "there is no state to play on"));
    }
    if (action == null || !game.actionType().isInstance(action)) {
      return Option.some(of(MALFORMED_ACTION, action == null ? "there is no action"
          : "a " + action.getClass().getSimpleName() + " is not an action of " + game.descriptor().name()));
    }
    if (action.actor() == null) {
      return Option.some(of(MALFORMED_ACTION, "the action names no player"));
    }
    RandomSource random;
    try {
      random = game.random(state);
    } catch (ClassCastException e) {
      return Option.some(of(MALFORMED_STATE, "the state is not a state of " + game.descriptor().name()));
    }
    if (random == null) {
      return Option.some(of(MALFORMED_STATE, "the state has no random source"));
    }
    if (RandomSource.unwrap(random) instanceof RandomSource.Sealed) {
      return Option.some(of(STATE_IS_A_VIEW,
          "this state is a player's view (its random source is sealed); play on the full state, or determinize the view first"));
    }
    return Option.none();
  }

  @Override
  public String toString() {
    return code + ": " + rule.map(r -> r + ": ").getOrElse("") + message;
  }
}
