package dev.ply.core.log;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.jackson.datatype.VavrModule;
import java.util.function.Function;

/**
 * Reads and writes action logs as JSON ({@code docs/log-format.md}). Reading never trusts its
 * input: every problem comes back as a {@link LogError} naming its position, never as an
 * exception.
 */
public final class LogCodec {

  /** Logs larger than this are refused unread (a full game is a few hundred kilobytes). */
  public static final int DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new VavrModule())
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      // a key twice in one object would read as its last value here and as its first elsewhere
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
      .build();

  static {
    MAPPER.getFactory().setStreamReadConstraints(
        StreamReadConstraints.builder().maxNestingDepth(64).maxStringLength(1 << 20).build());
  }

  private LogCodec() {}

  /** The mapper the log uses (Vavr-aware); games may use it to test their action records. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  // ---------------------------------------------------------------- writing

  public static <A extends Action> String write(ActionLog<A> log) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("format", log.format());
    root.put("game", log.game());
    root.put("rulesVersion", log.rulesVersion());
    ObjectNode setup = root.putObject("setup");
    ArrayNode players = setup.putArray("players");
    log.players().forEach(p -> players.add(p.name()));
    ObjectNode options = setup.putObject("options");
    log.options().forEach(o -> options.put(o._1, o._2));
    setup.put("seed", log.seed());
    log.startDraws().forEach(d -> draws(setup, d));
    log.startHash().forEach(h -> setup.put("hash", h));
    ArrayNode actions = root.putArray("actions");
    for (LogEntry<A> e : log.entries()) {
      ObjectNode entry = actions.addObject();
      entry.set("action", MAPPER.valueToTree(e.action()));
      e.draws().forEach(d -> draws(entry, d));
      e.hash().forEach(h -> entry.put("hash", h));
    }
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a log always serialises", e);
    }
  }

  private static void draws(ObjectNode node, Vector<Integer> values) {
    ArrayNode a = node.putArray("draws");
    values.forEach(a::add);
  }

  /** One action as JSON (for servers that stream actions). */
  public static String writeAction(Action action) {
    try {
      return MAPPER.writeValueAsString(action);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an action always serialises", e);
    }
  }

  /** One action read from JSON, or why not. */
  public static <A extends Action> Either<LogError, A> readAction(String json, Class<A> type) {
    return tooLarge(json, DEFAULT_MAX_BYTES).<Either<LogError, A>>map(Either::left).getOrElse(() -> {
      JsonParser parser = null;
      try {
        parser = MAPPER.createParser(json);
        JsonNode node = MAPPER.readTree(parser);
        if (node == null || !node.isObject()) {
          return Either.left(new LogError("BAD_ACTION", "/", "an action must be a JSON object"));
        }
        return LogReader.action(node, type, "");
      } catch (JsonProcessingException e) {
        return Either.left(JsonProblems.parse(e, parser, atEnd(json)));
      } catch (java.io.IOException e) {
        return Either.left(new LogError("IO_ERROR", "start of file", "cannot read the action: " + e.getMessage()));
      }
    });
  }

  // ---------------------------------------------------------------- reading

  /** Reads a log of any installed game. */
  public static Either<LogError, LoadedLog<?, ?>> read(String json) {
    return read(json, id -> Games.byId(id), DEFAULT_MAX_BYTES);
  }

  /** Reads a log, finding its game with {@code games}; unknown top-level fields are ignored. */
  public static Either<LogError, LoadedLog<?, ?>> read(
      String json, Function<String, Option<Game<?, ?>>> games, int maxBytes) {
    return read(json, games, maxBytes, false);
  }

  /**
   * Reads a log, finding its game with {@code games}. {@code strict}: a top-level field the format
   * does not define is an error ({@code UNKNOWN_FIELD}) rather than ignored. A key twice in one
   * object is always an error ({@code DUPLICATE_KEY}). The text is read as a stream of tokens, one
   * step at a time ({@code docs/log-format.md}, "Loading hostile input"); to read a file without
   * holding its text, use {@link LogFiles#load(java.nio.file.Path, Function, int, boolean)}.
   */
  public static Either<LogError, LoadedLog<?, ?>> read(
      String json, Function<String, Option<Game<?, ?>>> games, int maxBytes, boolean strict) {
    Option<LogError> refused = tooLarge(json, maxBytes);
    if (refused.isDefined()) {
      return Either.left(refused.get());
    }
    try {
      return LogReader.read(MAPPER.createParser(json), atEnd(json), strict, games);
    } catch (java.io.IOException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read the log: " + e.getMessage()));
    }
  }

  /** Reads a log of {@code game}. */
  public static <S, A extends Action> Either<LogError, LoadedLog<S, A>> read(String json, Game<S, A> game) {
    return read(json, game, false);
  }

  /** Reads a log of {@code game}, strictly: unknown top-level fields are errors. */
  public static <S, A extends Action> Either<LogError, LoadedLog<S, A>> readStrict(String json, Game<S, A> game) {
    return read(json, game, true);
  }

  private static <S, A extends Action> Either<LogError, LoadedLog<S, A>> read(String json, Game<S, A> game,
      boolean strict) {
    Option<LogError> refused = tooLarge(json, DEFAULT_MAX_BYTES);
    if (refused.isDefined()) {
      return Either.left(refused.get());
    }
    try {
      return LogReader.read(MAPPER.createParser(json), atEnd(json), strict, game);
    } catch (java.io.IOException e) {
      return Either.left(new LogError("IO_ERROR", "start of file", "cannot read the log: " + e.getMessage()));
    }
  }

  /** Null, blank and oversized text, refused before parsing. */
  private static Option<LogError> tooLarge(String json, int maxBytes) {
    if (json != null && json.length() > maxBytes) {
      return Option.some(new LogError("TOO_LARGE", "start of file",
          "the file has " + json.length() + " characters; logs larger than " + maxBytes + " bytes are refused"));
    }
    if (json == null || json.isBlank()) {
      return Option.some(new LogError("MALFORMED_JSON", "start of file", "the file is empty"));
    }
    return Option.none();
  }

  /**
   * True when the text from a parse error's offset on is the rest of one token and white space:
   * a file cut inside {@code true} or a number.
   */
  private static JsonProblems.Tail atEnd(String json) {
    return offset -> {
      if (offset < 0 || offset > json.length()) {
        return false;
      }
      int end = json.length();
      while (end > offset && Character.isWhitespace(json.charAt(end - 1))) {
        end--;
      }
      for (int i = (int) offset; i < end; i++) {
        char c = json.charAt(i);
        if (c > 127 || !(Character.isLetterOrDigit(c) || c == '.' || c == '+' || c == '-')) {
          return false;
        }
      }
      return true;
    };
  }
}
