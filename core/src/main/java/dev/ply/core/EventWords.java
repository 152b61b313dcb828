package dev.ply.core;

import java.lang.reflect.RecordComponent;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The default words for an event when a game gives none: the record's name as words and its
 * fields as {@code name value} pairs ({@code "dice rolled: player p1, purpose move, values 6, 4"}),
 * without the rule ID (front ends show it apart) and without collection class names; and
 * {@link #withoutRuleTags}, which front ends use to hide the rule references a game writes into
 * its texts until the reader asks for them.
 */
public final class EventWords {
  private EventWords() {}

  /** A rule ID of a spec ({@code DG-R12}, {@code DG-R22a}, {@code RACE-R2}, {@code I-P5}). */
  private static final String RULE_ID = "[A-Z][A-Z0-9]*-[A-Z]{1,3}\\d+[a-z]?";

  /** A parenthesised list of rule IDs only, with the blank before it: {@code " (HQ-R16 to HQ-R18)"}. */
  private static final Pattern RULE_TAGS = Pattern.compile("[ \\t]*\\((?:rules? |see )?" + RULE_ID
      + "(?:(?:, ?| to | and | or |/)" + RULE_ID + ")*\\)");

  /**
   * {@code text} without the rule references a game writes into its words for people, so that a
   * front end shows them only when the reader asks ({@code ply play --rules}, the web table's
   * "show rule references"): every parenthesised list made only of rule IDs is taken out with the
   * blank before it ({@code "everyone else is protected or out (LL-R13)"} becomes
   * {@code "everyone else is protected or out"}; {@code "(HQ-R16 to HQ-R18)"}, {@code "(DG-R11,
   * DG-R12)"}, {@code "(rule LL-R5)"} go too). Parentheses holding anything else stay
   * ({@code "(p1 12, p2 8)"}, {@code "(T-09)"}). A game author who writes a rule reference into an
   * event text, a banner or an outcome text writes it this way, in parentheses after the words;
   * the event's own {@link GameEvent#rule()} is never part of its text.
   */
  public static String withoutRuleTags(String text) {
    if (text == null || text.indexOf('(') < 0) {
      return text;
    }
    return RULE_TAGS.matcher(text).replaceAll("");
  }

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
