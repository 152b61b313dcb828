package dev.ply.core.log;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.jackson.datatype.VavrModule;
import java.util.Iterator;
import java.util.function.Function;

/**
 * Reads and writes action logs as JSON ({@code docs/log-format.md}). Reading never trusts its
 * input: every problem comes back as a {@link LogError} naming its position, never as an
 * exception.
 */
public final class LogCodec {

  /** Logs larger than this are refused unread (a full game is a few hundred kilobytes). */
  public static final int DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

  /** The top-level fields of a log; strict reading refuses any other. */
  private static final java.util.Set<String> TOP_LEVEL =
      java.util.Set.of("format", "game", "rulesVersion", "setup", "actions");

  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new VavrModule())
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
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
    return parse(json, DEFAULT_MAX_BYTES).flatMap(node -> action(node, type, ""));
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
   * does not define is an error ({@code UNKNOWN_FIELD}) rather than ignored.
   */
  public static Either<LogError, LoadedLog<?, ?>> read(
      String json, Function<String, Option<Game<?, ?>>> games, int maxBytes, boolean strict) {
    return parse(json, maxBytes).flatMap(root -> {
      if (!root.isObject()) {
        return bad("/", "the log must be a JSON object");
      }
      Either<LogError, String> id = text(root, "game", "/game");
      if (id.isLeft()) {
        return Either.left(id.getLeft());
      }
      Option<Game<?, ?>> game = games.apply(id.get());
      if (game.isEmpty()) {
        return Either.left(new LogError("UNKNOWN_GAME", "/game",
            "the log is for game '" + id.get() + "', which is not installed"));
      }
      return decode(root, game.get(), strict).map(l -> l);
    });
  }

  /** Reads a log of {@code game}. */
  public static <S, A extends Action> Either<LogError, LoadedLog<S, A>> read(String json, Game<S, A> game) {
    return parse(json, DEFAULT_MAX_BYTES).flatMap(root -> decode(root, game, false));
  }

  /** Reads a log of {@code game}, strictly: unknown top-level fields are errors. */
  public static <S, A extends Action> Either<LogError, LoadedLog<S, A>> readStrict(String json, Game<S, A> game) {
    return parse(json, DEFAULT_MAX_BYTES).flatMap(root -> decode(root, game, true));
  }

  private static Either<LogError, JsonNode> parse(String json, int maxBytes) {
    if (json == null) {
      return Either.left(new LogError("MALFORMED_JSON", "start of file", "the file is empty"));
    }
    if (json.length() > maxBytes) {
      return Either.left(new LogError("TOO_LARGE", "start of file",
          "the file has " + json.length() + " characters; logs larger than " + maxBytes + " bytes are refused"));
    }
    if (json.isBlank()) {
      return Either.left(new LogError("MALFORMED_JSON", "start of file", "the file is empty"));
    }
    JsonParser parser = null;
    try {
      parser = MAPPER.createParser(json);
      JsonNode root = MAPPER.readTree(parser);
      if (root == null) {
        return Either.left(new LogError("MALFORMED_JSON", "start of file", "the file is empty"));
      }
      return Either.right(root);
    } catch (JsonProcessingException e) {
      String m = String.valueOf(e.getOriginalMessage());
      if (e instanceof JsonEOFException || m.contains("end-of-input") || atEnd(e, parser, json)) {
        return Either.left(new LogError("TRUNCATED", where(e, parser),
            "the file ends in the middle of the log; it was probably cut short"));
      }
      if (e instanceof StreamConstraintsException) {
        return Either.left(new LogError("TOO_LARGE", where(e, parser), "the log exceeds a limit: " + firstLine(m)));
      }
      return Either.left(new LogError("MALFORMED_JSON", where(e, parser), "not valid JSON: " + firstLine(m)));
    } catch (java.io.IOException e) {
      return Either.left(new LogError("MALFORMED_JSON", where(null, parser), "not valid JSON: " + e.getMessage()));
    }
  }

  /** True when the error lies in a token that runs to the end of the text: a file cut inside {@code true} or a number. */
  private static boolean atEnd(JsonProcessingException e, JsonParser parser, String json) {
    JsonLocation loc = e.getLocation() != null ? e.getLocation() : parser == null ? null : parser.currentLocation();
    if (loc == null || loc.getCharOffset() < 0) {
      return false;
    }
    int from = (int) Math.min(loc.getCharOffset(), json.length());
    while (from > 0 && Character.isLetterOrDigit(json.charAt(from - 1))) {
      from--; // back to the start of the token the parser stopped in
    }
    return json.substring(from).stripTrailing().matches("[A-Za-z0-9.+\\-]*");
  }

  /**
   * Line and column of a parse error: the exception's location, or else where the parser stood
   * (Jackson's nesting, number and string limits carry no location of their own).
   */
  private static String where(JsonProcessingException e, JsonParser parser) {
    JsonLocation loc = e == null ? null : e.getLocation();
    if ((loc == null || loc.getLineNr() < 1) && parser != null) {
      loc = parser.currentLocation();
    }
    return loc == null || loc.getLineNr() < 1 ? "start of file"
        : "line " + loc.getLineNr() + ", column " + loc.getColumnNr();
  }

  private static <S, A extends Action> Either<LogError, LoadedLog<S, A>> decode(
      JsonNode root, Game<S, A> game, boolean strict) {
    if (!root.isObject()) {
      return bad("/", "the log must be a JSON object");
    }
    JsonNode format = root.get("format");
    if (format == null) {
      return bad("/format", "the log has no 'format' field");
    }
    if (!format.isIntegralNumber() || !format.canConvertToInt()) {
      // 1.9 or "2" is not a format: never round it to one this Ply happens to read
      return Either.left(new LogError("UNSUPPORTED_FORMAT", "/format",
          "'format' must be the integer " + ActionLog.FORMAT_1 + " or " + ActionLog.FORMAT + ", not " + format));
    }
    int formatVersion = format.asInt();
    if (formatVersion != ActionLog.FORMAT && formatVersion != ActionLog.FORMAT_1) {
      return Either.left(new LogError("UNSUPPORTED_FORMAT", "/format", "log format " + formatVersion
          + " is not supported; this Ply reads formats " + ActionLog.FORMAT_1 + " and " + ActionLog.FORMAT));
    }
    if (strict) {
      for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
        String f = it.next();
        if (!TOP_LEVEL.contains(f)) {
          return Either.left(new LogError("UNKNOWN_FIELD", "/" + f,
              "'" + f + "' is not a field of a format-" + formatVersion + " log (strict reading)"));
        }
      }
    }
    String id = root.path("game").asText("");
    if (!id.equals(game.descriptor().id())) {
      return Either.left(new LogError("UNKNOWN_GAME", "/game",
          "the log is for game '" + id + "', not '" + game.descriptor().id() + "'"));
    }
    Either<LogError, String> version = text(root, "rulesVersion", "/rulesVersion");
    if (version.isLeft()) {
      return Either.left(version.getLeft());
    }
    if (!version.get().equals(game.descriptor().rulesVersion())) {
      return Either.left(new LogError("WRONG_RULES_VERSION", "/rulesVersion",
          "the log was written for rules version " + version.get() + " of " + id
              + "; the installed game has rules version " + game.descriptor().rulesVersion()));
    }
    JsonNode setup = root.get("setup");
    if (setup == null || !setup.isObject()) {
      return bad("/setup", "the log has no 'setup' object");
    }
    Either<LogError, Vector<PlayerId>> players = players(setup.get("players"));
    if (players.isLeft()) {
      return Either.left(players.getLeft());
    }
    Map<String, String> options = LinkedHashMap.empty();
    JsonNode opts = setup.get("options");
    if (opts != null && !opts.isNull()) {
      if (!opts.isObject()) {
        return bad("/setup/options", "'options' must be an object of strings");
      }
      for (Iterator<java.util.Map.Entry<String, JsonNode>> it = opts.fields(); it.hasNext(); ) {
        var f = it.next();
        if (!f.getValue().isValueNode()) {
          return bad("/setup/options/" + f.getKey(), "an option's value must be a string");
        }
        options = options.put(f.getKey(), f.getValue().asText());
      }
    }
    JsonNode seedNode = setup.get("seed");
    long seed;
    if (seedNode != null && seedNode.isIntegralNumber() && seedNode.canConvertToLong()) {
      seed = seedNode.asLong();
    } else if (seedNode != null && seedNode.isTextual() && seedNode.asText().matches("-?\\d{1,19}")) {
      try {
        seed = Long.parseLong(seedNode.asText());
      } catch (NumberFormatException e) {
        return bad("/setup/seed", "'seed' does not fit a 64-bit integer");
      }
    } else {
      return bad("/setup/seed", "'seed' must be an integer");
    }
    Either<LogError, Option<Vector<Integer>>> startDraws = draws(setup, "/setup");
    if (startDraws.isLeft()) {
      return Either.left(startDraws.getLeft());
    }
    Either<LogError, Option<String>> startHash = hash(setup, "/setup");
    if (startHash.isLeft()) {
      return Either.left(startHash.getLeft());
    }
    JsonNode actions = root.get("actions");
    if (actions == null || !actions.isArray()) {
      return bad("/actions", "the log has no 'actions' array");
    }
    Vector<LogEntry<A>> entries = Vector.empty();
    for (int i = 0; i < actions.size(); i++) {
      String at = "/actions/" + i;
      JsonNode e = actions.get(i);
      if (!e.isObject()) {
        return bad(at, "action " + (i + 1) + " must be an object with an 'action' field");
      }
      JsonNode a = e.get("action");
      if (a == null || !a.isObject()) {
        return bad(at + "/action", "action " + (i + 1) + " has no 'action' object");
      }
      Either<LogError, A> action = action(a, game.actionType(), at + "/action");
      if (action.isLeft()) {
        return Either.left(action.getLeft());
      }
      Either<LogError, Option<Vector<Integer>>> d = draws(e, at);
      if (d.isLeft()) {
        return Either.left(d.getLeft());
      }
      Either<LogError, Option<String>> h = hash(e, at);
      if (h.isLeft()) {
        return Either.left(h.getLeft());
      }
      entries = entries.append(new LogEntry<>(action.get(), d.get(), h.get()));
    }
    ActionLog<A> log = new ActionLog<>(formatVersion, id, version.get(), players.get(), options, seed,
        startDraws.get(), startHash.get(), entries);
    var problem = game.checkSetup(log.setup());
    if (problem.isDefined()) {
      return Either.left(new LogError("BAD_SETUP", "/setup", problem.get().message()));
    }
    return Either.right(new LoadedLog<>(game, log));
  }

  private static <A extends Action> Either<LogError, A> action(JsonNode node, Class<A> type, String at) {
    try {
      A a = MAPPER.treeToValue(node, type);
      if (a == null) {
        return bad(at, "the action is null");
      }
      if (a.actor() == null) {
        return bad(at + "/actor", "the action names no actor");
      }
      return Either.right(a);
    } catch (InvalidTypeIdException e) {
      String typeId = node.path("type").asText("");
      return Either.left(new LogError("UNKNOWN_ACTION_TYPE", at + "/type",
          typeId.isEmpty() ? "the action has no 'type'" : "'" + typeId + "' is not an action of this game"));
    } catch (JsonProcessingException | IllegalArgumentException e) {
      String m = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
      return Either.left(new LogError("BAD_ACTION", at, "the action cannot be read: " + firstLine(m)));
    } catch (RuntimeException e) {
      // a record's compact constructor may refuse its fields
      return Either.left(new LogError("BAD_ACTION", at, "the action cannot be read: " + firstLine(e.getMessage())));
    }
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "no detail";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }

  private static Either<LogError, Vector<PlayerId>> players(JsonNode node) {
    if (node == null || !node.isArray() || node.isEmpty()) {
      return bad("/setup/players", "'players' must be a non-empty array of names");
    }
    Vector<PlayerId> out = Vector.empty();
    for (int i = 0; i < node.size(); i++) {
      JsonNode p = node.get(i);
      if (!p.isTextual() || p.asText().isBlank()) {
        return bad("/setup/players/" + i, "a player must be a non-blank name");
      }
      PlayerId id = new PlayerId(p.asText());
      if (out.contains(id) || id.equals(PlayerId.SPECTATOR)) {
        return bad("/setup/players/" + i, "player '" + id + "' is seated twice or is not a seat");
      }
      out = out.append(id);
    }
    return Either.right(out);
  }

  private static Either<LogError, Option<Vector<Integer>>> draws(JsonNode parent, String at) {
    JsonNode node = parent.get("draws");
    if (node == null || node.isNull()) {
      return Either.right(Option.none());
    }
    if (!node.isArray()) {
      return bad(at + "/draws", "'draws' must be an array of non-negative integers");
    }
    Integer[] values = new Integer[node.size()];
    for (int i = 0; i < node.size(); i++) {
      JsonNode v = node.get(i);
      if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 0) {
        return bad(at + "/draws/" + i, "a draw must be a non-negative integer");
      }
      values[i] = v.asInt();
    }
    return Either.right(Option.of(Vector.of(values)));
  }

  private static Either<LogError, Option<String>> hash(JsonNode parent, String at) {
    JsonNode node = parent.get("hash");
    if (node == null || node.isNull()) {
      return Either.right(Option.none());
    }
    if (!node.isTextual()) {
      return bad(at + "/hash", "'hash' must be a string");
    }
    return Either.right(Option.of(node.asText()));
  }

  private static Either<LogError, String> text(JsonNode root, String field, String at) {
    JsonNode n = root.get(field);
    if (n == null || !n.isTextual() || n.asText().isBlank()) {
      return bad(at, "the log has no '" + field + "' string");
    }
    return Either.right(n.asText());
  }

  private static <T> Either<LogError, T> bad(String at, String message) {
    return Either.left(new LogError("BAD_FIELD", at, message));
  }
}
