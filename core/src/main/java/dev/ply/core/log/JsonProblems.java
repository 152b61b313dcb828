package dev.ply.core.log;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's exceptions as a {@link LogError} in plain words. Jackson's own messages name its classes
 * and methods ({@code StreamReadConstraints.getMaxNestingDepth()}, {@code `int`}), which mean
 * nothing to the person holding the file, so no message of it is ever passed on: the kind of
 * problem is recognised and told in a sentence of ours, with the key or the character it concerns.
 */
final class JsonProblems {
  private JsonProblems() {}

  private static final Pattern CHARACTER = Pattern.compile("Unexpected character \\('(.{1,2})' \\(code (\\d+)\\)");
  private static final Pattern TOKEN = Pattern.compile("Unrecognized token '([^']{0,40})");
  private static final Pattern QUOTED = Pattern.compile("[\"']([^\"']{1,200})[\"']");

  /** Whether the text from a parse error's offset to the end is the rest of one token (a cut {@code tru} or number). */
  interface Tail {
    boolean isTokenTail(long offset);
  }

  /** A parse error of the log's text (syntax, limits, duplicate keys) as one plain sentence. */
  static LogError parse(JsonProcessingException e, JsonParser parser, Tail tail) {
    String where = where(e, parser);
    String m = String.valueOf(e.getOriginalMessage());
    if (e instanceof StreamConstraintsException) {
      return new LogError("TOO_LARGE", where, "the log exceeds a limit of this reader: " + limit(m));
    }
    if (m.startsWith("Duplicate")) {
      return new LogError("DUPLICATE_KEY", where, "the key '" + duplicateKey(m, parser)
          + "' appears twice in the same object; a log names each key once, so that every reader sees the same log");
    }
    if (e instanceof JsonEOFException || m.contains("end-of-input") || tail.isTokenTail(offset(e, parser))) {
      return new LogError("TRUNCATED", where, "the file ends in the middle of the log; it was probably cut short");
    }
    return new LogError("MALFORMED_JSON", where, "not valid JSON: " + syntax(m));
  }

  /** A value that could not become a record ({@code what}: "the action", "the position") as a sentence and its pointer. */
  static LogError value(Exception e, String at, String what) {
    String field = field(e);
    String pointer = at + (field.isEmpty() ? "" : "/" + field.replace('.', '/'));
    String named = field.isEmpty() ? what : "'" + field + "'";
    if (e instanceof UnrecognizedPropertyException u) {
      return new LogError("BAD_ACTION", pointer, "'" + u.getPropertyName() + "' is not a field of " + what);
    }
    if (e instanceof InvalidFormatException f) {
      String v = String.valueOf(f.getValue());
      return new LogError("BAD_ACTION", pointer, "'" + (v.length() > 40 ? v.substring(0, 40) + "…" : v)
          + "' is not a valid value for " + named);
    }
    if (e instanceof InputCoercionException) {
      return new LogError("BAD_ACTION", pointer, named.equals(what) ? what + " holds a number too large for its field"
          : named + " holds a number too large for it");
    }
    if (e instanceof InvalidNullException) {
      return new LogError("BAD_ACTION", pointer, named + " is missing or null");
    }
    if (e instanceof ValueInstantiationException v && v.getCause() instanceof IllegalArgumentException iae) {
      return new LogError("BAD_ACTION", pointer, what + " is not valid: " + plain(iae.getMessage()));
    }
    if (e instanceof IllegalArgumentException iae && !(e.getCause() instanceof JsonProcessingException)) {
      return new LogError("BAD_ACTION", pointer, what + " is not valid: " + plain(iae.getMessage()));
    }
    if (e instanceof MismatchedInputException) {
      return new LogError("BAD_ACTION", pointer, named + " holds the wrong kind of value");
    }
    return new LogError("BAD_ACTION", pointer, what + " cannot be read: its fields do not make one");
  }

  /** The field path of a databind error, dotted ({@code setup.seed}, {@code cards.2}), or empty. */
  private static String field(Exception e) {
    if (!(e instanceof JsonMappingException j)) {
      return "";
    }
    StringBuilder b = new StringBuilder();
    for (JsonMappingException.Reference r : j.getPath()) {
      String part = r.getFieldName() != null ? r.getFieldName() : r.getIndex() >= 0 ? String.valueOf(r.getIndex()) : "";
      if (!part.isEmpty()) {
        b.append(b.length() == 0 ? "" : ".").append(part);
      }
    }
    return b.toString();
  }

  /**
   * A message a game's record constructor gave, kept when it reads as words: one that names a Java
   * type (a dotted name, a {@code Exception}) is replaced by a general sentence.
   */
  private static String plain(String m) {
    if (m == null || m.isBlank() || m.matches("(?s).*(\\b[a-z]\\w*\\.[a-z]\\w*\\.[A-Za-z]|Exception|`|\\bat \\w+\\.).*")) {
      return "a field holds a value the game does not accept";
    }
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }

  private static String limit(String m) {
    String s = m.toLowerCase(java.util.Locale.ROOT);
    if (s.contains("nesting")) {
      return "arrays and objects nest more than 64 levels deep";
    }
    if (s.contains("number")) {
      return "a number has more than 1,000 digits";
    }
    if (s.contains("name")) {
      return "a key is longer than 50,000 characters";
    }
    if (s.contains("string")) {
      return "a string is longer than 1 MiB";
    }
    return "the log is larger than this reader accepts";
  }

  private static String duplicateKey(String m, JsonParser parser) {
    try {
      if (parser != null && parser.currentName() != null) {
        return parser.currentName();
      }
    } catch (java.io.IOException | RuntimeException ignored) {
      // fall back on the message
    }
    Matcher q = QUOTED.matcher(m);
    return q.find() ? q.group(1) : "?";
  }

  private static String syntax(String m) {
    Matcher c = CHARACTER.matcher(m);
    if (c.find()) {
      int code = Integer.parseInt(c.group(2));
      return code < 32 ? "an unexpected control character (code " + code + ")" : "an unexpected character '" + c.group(1) + "'";
    }
    Matcher t = TOKEN.matcher(m);
    if (t.find()) {
      return "an unexpected word '" + t.group(1) + "' (keys and strings need double quotes; literals are true, false and null)";
    }
    if (m.startsWith("Illegal unquoted character")) {
      return "a string holds a control character that must be escaped";
    }
    if (m.startsWith("Unrecognized character escape")) {
      return "a string holds an unknown escape (after a backslash)";
    }
    if (m.contains("close marker")) {
      return "a closing bracket or brace that does not match";
    }
    if (m.contains("numeric value") || m.contains("Leading zero") || m.contains("Non-standard token")) {
      return "a malformed number";
    }
    if (m.contains("Unexpected end") || m.contains("expected")) {
      return "something else was expected here";
    }
    return "the text cannot be read as JSON here";
  }

  /** Line and column of a parse error, or where the parser stood (limits carry no location of their own). */
  private static String where(JsonProcessingException e, JsonParser parser) {
    var loc = e.getLocation();
    if ((loc == null || loc.getLineNr() < 1) && parser != null) {
      loc = parser.currentLocation();
    }
    return loc == null || loc.getLineNr() < 1 ? "start of file" : "line " + loc.getLineNr() + ", column " + loc.getColumnNr();
  }

  private static long offset(JsonProcessingException e, JsonParser parser) {
    var loc = e.getLocation() != null ? e.getLocation() : parser == null ? null : parser.currentLocation();
    if (loc == null) {
      return -1;
    }
    return loc.getCharOffset() >= 0 ? loc.getCharOffset() : loc.getByteOffset();
  }
}
