package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * One setup option a game reads from {@link Setup#options()}, declared in its
 * {@link GameDescriptor#options()} so front ends can list, explain and offer it ({@code ply rules}
 * prints them) without reading the game's source.
 *
 * <p>A name containing {@code <…>} is a family of keys: {@code "sex.<player>"} stands for
 * {@code sex.p1}, {@code sex.p2} and so on ({@link #matches(String)}).
 *
 * @param name the key in {@link Setup#options()}, e.g. {@code "maxRounds"}
 * @param kind what sort of value it takes
 * @param values the values it accepts in words: {@code "true or false"}, {@code "1 to 999"},
 *     {@code "a seated player"}
 * @param choices every accepted value when there are few ({@link Kind#FLAG}, {@link Kind#CHOICE});
 *     empty otherwise
 * @param defaultValue what applies when the key is absent: a value the option accepts, or, when the
 *     default depends on the table (a first player drawn at random), those words
 * @param description what it changes, in one sentence (citing the rule ID where there is one)
 */
public record GameOption(String name, Kind kind, String values, Seq<String> choices, String defaultValue,
    String description) {

  /** The sort of value an option takes. */
  public enum Kind {
    /** {@code true} or {@code false}. */
    FLAG,
    /** A whole number in the range {@link #values()} names. */
    NUMBER,
    /** One of {@link #choices()}. */
    CHOICE,
    /** The id of a seated player, e.g. {@code p2}. */
    PLAYER,
    /** Free text in the form {@link #values()} describes (e.g. a comma-separated list). */
    TEXT
  }

  public GameOption {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(values, "values");
    Objects.requireNonNull(choices, "choices");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(description, "description");
    if (name.isBlank()) {
      throw new IllegalArgumentException("an option needs a name");
    }
  }

  /** {@code true} or {@code false}. */
  public static GameOption flag(String name, boolean defaultValue, String description) {
    return new GameOption(name, Kind.FLAG, "true or false", Vector.of("true", "false"), String.valueOf(defaultValue),
        description);
  }

  /** A whole number from {@code min} to {@code max}. */
  public static GameOption number(String name, long min, long max, long defaultValue, String description) {
    return new GameOption(name, Kind.NUMBER, min + " to " + max, Vector.empty(), String.valueOf(defaultValue),
        description);
  }

  /** One of {@code choices}. */
  public static GameOption choice(String name, Seq<String> choices, String defaultValue, String description) {
    return new GameOption(name, Kind.CHOICE, choices.mkString(" or "), choices, defaultValue, description);
  }

  /** A seated player's id; {@code defaultValue} in words when it is not a fixed seat. */
  public static GameOption player(String name, String defaultValue, String description) {
    return new GameOption(name, Kind.PLAYER, "a seated player (p1, p2, …)", Vector.empty(), defaultValue, description);
  }

  /** Free text of the form {@code values} describes. */
  public static GameOption text(String name, String values, String defaultValue, String description) {
    return new GameOption(name, Kind.TEXT, values, Vector.empty(), defaultValue, description);
  }

  /** True when {@code key} is this option: its name, or one of the family a {@code <…>} name stands for. */
  public boolean matches(String key) {
    int hole = name.indexOf('<');
    if (hole < 0) {
      return name.equals(key);
    }
    int close = name.indexOf('>', hole);
    String prefix = name.substring(0, hole);
    String suffix = close < 0 ? "" : name.substring(close + 1);
    return key.length() > prefix.length() + suffix.length() && key.startsWith(prefix) && key.endsWith(suffix);
  }

  /** One line for a help text: {@code name = values (default d): description}. */
  @Override
  public String toString() {
    return name + " = " + values + " (default " + defaultValue + "): " + description;
  }
}
