package dev.ply.core;

import java.lang.reflect.RecordComponent;
import java.util.Locale;

/**
 * The default words for an event when a game gives none: the record's name as words and its
 * fields as {@code name value} pairs ({@code "dice rolled: player p1, purpose move, values 6, 4"}),
 * without the rule ID (front ends show it apart) and without collection class names.
 */
public final class EventWords {
  private EventWords() {}

  public static String plain(GameEvent event) {
    Class<?> type = event.getClass();
    StringBuilder b = new StringBuilder(words(type.getSimpleName()));
    if (type.isRecord()) {
      String sep = ": ";
      for (RecordComponent c : type.getRecordComponents()) {
        if (c.getName().equals("rule")) {
          continue;
        }
        Object value;
        try {
          value = c.getAccessor().invoke(event);
        } catch (ReflectiveOperationException | RuntimeException e) {
          continue;
        }
        b.append(sep).append(words(c.getName())).append(' ').append(value(value));
        sep = ", ";
      }
    }
    return b.toString();
  }

  /** {@code "DiceRolled"} → {@code "dice rolled"}. */
  static String words(String camel) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < camel.length(); i++) {
      char c = camel.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        b.append(' ');
      }
      b.append(Character.toLowerCase(c));
    }
    return b.toString();
  }

  private static String value(Object v) {
    if (v == null) {
      return "none";
    }
    if (v instanceof io.vavr.collection.Traversable<?> values) {
      return values.isEmpty() ? "none" : values.map(EventWords::value).mkString(", ");
    }
    if (v instanceof io.vavr.control.Option<?> o) {
      return o.isEmpty() ? "none" : value(o.get());
    }
    if (v instanceof Iterable<?> it) {
      StringBuilder b = new StringBuilder();
      for (Object x : it) {
        b.append(b.length() == 0 ? "" : ", ").append(value(x));
      }
      return b.length() == 0 ? "none" : b.toString();
    }
    if (v instanceof Enum<?> e) {
      return e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    return String.valueOf(v);
  }
}
