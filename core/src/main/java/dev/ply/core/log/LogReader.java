package dev.ply.core.log;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/**
 * Reads a log from a stream of JSON tokens, one step at a time: the header fields ({@code format},
 * {@code game}, {@code rulesVersion}, {@code setup}) become small trees, each element of
 * {@code actions} becomes a tree only while it is turned into a {@link LogEntry}, and everything
 * else is skipped token by token. So the memory a read takes is the entries it returns plus one
 * step, never a tree of the whole file. (A log that puts {@code actions} before its header, which
 * no Ply writes, is still read: its steps are kept as trees until the header arrives.)
 *
 * <p>Errors keep the order of a whole-file reader: a syntax error anywhere (the whole text is
 * scanned even after a bad step), then the header's fields in a fixed order, then the first bad
 * step, then the game's check of the setup.
 */
final class LogReader {

  /** The top-level fields of a log; strict reading refuses any other. */
  private static final java.util.Set<String> TOP_LEVEL =
      java.util.Set.of("format", "game", "rulesVersion", "setup", "actions");

  /** One value of the stream as a tree; the rest of the stream follows it, so no trailing-token check. */
  private static final ObjectReader TREE =
      LogCodec.mapper().reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private static final java.util.Set<String> HEAD = java.util.Set.of("format", "game", "rulesVersion", "setup");

  /** The setup and versions, read and checked, before any step. */
  record Header(int format, String game, String rulesVersion, Vector<PlayerId> players, Map<String, String> options,
      long seed, Option<Vector<Integer>> startDraws, Option<String> startHash) {}

  private final JsonParser parser;
  private final JsonProblems.Tail tail;
  private final boolean strict;
  /** The log's game from its header: the game, or why there is none. */
  private final Function<ObjectNode, Either<LogError, Game<Object, Action>>> resolve;

  private final ObjectNode head = LogCodec.mapper().createObjectNode();
  private boolean isObject = true;
  private boolean hasActions;
  private boolean actionsAreArray;
  private Steps<Object, Action> steps;          // set once the header is known to be good
  private boolean headerFailed;
  private final List<JsonNode> early = new ArrayList<>();  // steps read before their header

  private LogReader(JsonParser parser, JsonProblems.Tail tail, boolean strict,
      Function<ObjectNode, Either<LogError, Game<Object, Action>>> resolve) {
    this.parser = parser;
    this.tail = tail;
    this.strict = strict;
    this.resolve = resolve;
  }

  /** A log of an installed game: {@code games} finds it by the log's {@code game} field. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Either<LogError, LoadedLog<?, ?>> read(JsonParser parser, JsonProblems.Tail tail, boolean strict,
      Function<String, Option<Game<?, ?>>> games) {
    Function<ObjectNode, Either<LogError, Game<Object, Action>>> resolve = head -> {
      JsonNode id = head.get("game");
      if (id == null || !id.isTextual() || id.asText().isBlank()) {
        return Either.left(new LogError("BAD_FIELD", "/game", "the log has no 'game' string"));
      }
      Option<Game<?, ?>> game = games.apply(id.asText());
      return game.isEmpty()
          ? Either.left(new LogError("UNKNOWN_GAME", "/game",
              "the log is for game '" + id.asText() + "', which is not installed"))
          : Either.right((Game<Object, Action>) (Game) game.get());
    };
    return (Either<LogError, LoadedLog<?, ?>>) (Either) new LogReader(parser, tail, strict, resolve).run();
  }

  /** A log of {@code game}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static <S, A extends Action> Either<LogError, LoadedLog<S, A>> read(JsonParser parser, JsonProblems.Tail tail,
      boolean strict, Game<S, A> game) {
    Either<LogError, Game<Object, Action>> known = Either.right((Game<Object, Action>) (Game) game);
    return (Either<LogError, LoadedLog<S, A>>) (Either) new LogReader(parser, tail, strict, head -> known).run();
  }

  private Either<LogError, LoadedLog<Object, Action>> run() {
    try (parser) {
      JsonToken t = parser.nextToken();
      if (t == null) {
        return Either.left(new LogError("MALFORMED_JSON", "start of file", "the file is empty"));
      }
      if (t != JsonToken.START_OBJECT) {
        isObject = false;
        parser.skipChildren();
      } else {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          field(parser.currentName(), parser.nextToken());
        }
      }
      if (parser.nextToken() != null) {
        var loc = parser.currentTokenLocation();
        return Either.left(new LogError("MALFORMED_JSON", "line " + loc.getLineNr() + ", column " + loc.getColumnNr(),
            "not valid JSON: there is more text after the end of the log"));
      }
    } catch (IOException e) {
      return Either.left(readError(e));
    }
    return finish();
  }

  /** A failed read as a LogError: the guard's limit or bad byte (wherever Jackson wrapped it), a parse error, I/O. */
  private LogError readError(IOException e) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof Utf8Guard.TooLarge t) {
        return LogFiles.tooLarge("more than " + t.maxBytes + " bytes", t.maxBytes);
      }
      if (c instanceof Utf8Guard.BadByte b) {
        return LogFiles.badByte(b.offset, b.value);
      }
    }
    if (e instanceof JsonProcessingException j) {
      return JsonProblems.parse(j, parser, tail);
    }
    return new LogError("IO_ERROR", "start of file", "cannot read the log: " + e.getMessage());
  }

  private void field(String name, JsonToken value) throws IOException {
    if (name.equals("actions")) {
      actions(value);
    } else if (HEAD.contains(name)) {
      head.set(name, TREE.readTree(parser));
    } else {
      if (strict) {
        head.putNull(name);  // only its name matters: strict reading refuses it
      }
      parser.skipChildren();
    }
  }

  private void actions(JsonToken value) throws IOException {
    hasActions = true;
    actionsAreArray = value == JsonToken.START_ARRAY;
    if (!actionsAreArray) {
      parser.skipChildren();
      return;
    }
    if (HEAD.stream().allMatch(head::has)) {
      Either<LogError, Header> h = resolve.apply(head).flatMap(g -> header(head, g, strict).map(x -> {
        steps = new Steps<>(g);
        return x;
      }));
      headerFailed = h.isLeft();
    }
    int i = 0;
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      if (steps != null && steps.error == null) {
        steps.accept(i, TREE.readTree(parser));
      } else if (steps == null && !headerFailed) {
        early.add(TREE.readTree(parser));
      } else {
        parser.skipChildren();  // the answer is already known: only look for syntax errors
      }
      i++;
    }
  }

  private Either<LogError, LoadedLog<Object, Action>> finish() {
    if (!isObject) {
      return bad("/", "the log must be a JSON object");
    }
    Either<LogError, Game<Object, Action>> game = resolve.apply(head);
    if (game.isLeft()) {
      return Either.left(game.getLeft());
    }
    Either<LogError, Header> header = header(head, game.get(), strict);
    if (header.isLeft()) {
      return Either.left(header.getLeft());
    }
    if (!hasActions || !actionsAreArray) {
      return bad("/actions", "the log has no 'actions' array");
    }
    if (steps == null) {
      steps = new Steps<>(game.get());
      for (int i = 0; i < early.size() && steps.error == null; i++) {
        steps.accept(i, early.get(i));
      }
    }
    if (steps.error != null) {
      return Either.left(steps.error);
    }
    Header h = header.get();
    ActionLog<Action> log = new ActionLog<>(h.format(), h.game(), h.rulesVersion(), h.players(), h.options(),
        h.seed(), h.startDraws(), h.startHash(), steps.entries);
    var problem = game.get().checkSetup(log.setup());
    if (problem.isDefined()) {
      return Either.left(new LogError("BAD_SETUP", "/setup", problem.get().message()));
    }
    return Either.right(new LoadedLog<>(game.get(), log));
  }

  /** The steps of one game, decoded as they arrive; stops at the first bad one. */
  private static final class Steps<S, A extends Action> {
    final Game<S, A> game;
    Vector<LogEntry<A>> entries = Vector.empty();
    LogError error;

    Steps(Game<S, A> game) {
      this.game = game;
    }

    void accept(int i, JsonNode e) {
      Either<LogError, LogEntry<A>> entry = entry(i, e, game.actionType());
      if (entry.isLeft()) {
        error = entry.getLeft();
      } else {
        entries = entries.append(entry.get());
      }
    }
  }

  private static <A extends Action> Either<LogError, LogEntry<A>> entry(int i, JsonNode e, Class<A> type) {
    String at = "/actions/" + i;
    if (!e.isObject()) {
      return bad(at, "action " + (i + 1) + " must be an object with an 'action' field");
    }
    JsonNode a = e.get("action");
    if (a == null || !a.isObject()) {
      return bad(at + "/action", "action " + (i + 1) + " has no 'action' object");
    }
    Either<LogError, A> action = action(a, type, at + "/action");
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
    return Either.right(new LogEntry<>(action.get(), d.get(), h.get()));
  }

  static <A extends Action> Either<LogError, A> action(JsonNode node, Class<A> type, String at) {
    try {
      A a = LogCodec.mapper().treeToValue(node, type);
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
    } catch (JsonProcessingException | RuntimeException e) {
      // a record's compact constructor may refuse its fields
      return Either.left(JsonProblems.value(e, at, "the action"));
    }
  }

  /** The header's checks, in the order a reader meets them. */
  static Either<LogError, Header> header(JsonNode root, Game<?, ?> game, boolean strict) {
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
    JsonNode v = root.get("rulesVersion");
    if (v == null || !v.isTextual() || v.asText().isBlank()) {
      return bad("/rulesVersion", "the log has no 'rulesVersion' string");
    }
    String version = v.asText();
    if (!version.equals(game.descriptor().rulesVersion())) {
      return Either.left(new LogError("WRONG_RULES_VERSION", "/rulesVersion",
          "the log was written for rules version " + version + " of " + id
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
    return Either.right(new Header(formatVersion, id, version, players.get(), options, seed, startDraws.get(),
        startHash.get()));
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

  static <T> Either<LogError, T> bad(String at, String message) {
    return Either.left(new LogError("BAD_FIELD", at, message));
  }
}
