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

  @Override
  public String toString() {
    return code + ": " + rule.map(r -> r + ": ").getOrElse("") + message;
  }
}
