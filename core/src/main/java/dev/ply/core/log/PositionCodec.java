package dev.ply.core.log;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.RandomSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.jackson.datatype.VavrModule;
import java.util.function.Function;

/**
 * A game position as JSON, so that a bug report, a puzzle or a tutorial can carry a position and
 * not only a log: {@code {"format": "ply-position/1", "game": "...", "position": {...}}}. A game
 * gives the record its positions are written as (its state, or a record in its own words), the
 * sealed interfaces inside it (written with their record's simple name under {@code "type"}) and
 * the check a loaded position must pass, usually its position builder's validation.
 *
 * <p>The random source is written as {@code {"type": "seeded", "state": n}} or {@code {"type":
 * "scripted", "values": [...], "position": n}}; a view's sealed source cannot be saved.
 */
public final class PositionCodec<P> {
  public static final String FORMAT = "ply-position/1";

  private final String game;
  private final Class<P> type;
  private final Function<P, Option<String>> check;
  private final ObjectMapper mapper;

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  @JsonSubTypes({@JsonSubTypes.Type(value = RandomSource.Seeded.class, name = "seeded"),
      @JsonSubTypes.Type(value = RandomSource.Scripted.class, name = "scripted")})
  private interface RandomMixin {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
  private interface SealedMixin {}

  private PositionCodec(String game, Class<P> type, Function<P, Option<String>> check, Class<?>... sealed) {
    this.game = game;
    this.type = type;
    this.check = check;
    JsonMapper.Builder b = JsonMapper.builder()
        .addModule(new VavrModule())
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        // a key twice in one object: Jackson would keep the last, another reader the first
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
        .addMixIn(RandomSource.class, RandomMixin.class);
    for (Class<?> root : sealed) {
      b.addMixIn(root, SealedMixin.class);
    }
    this.mapper = b.build();
    mapper.getFactory().setStreamReadConstraints(
        StreamReadConstraints.builder().maxNestingDepth(64).maxStringLength(1 << 20).build());
    for (Class<?> root : sealed) {
      for (Class<?> sub : root.getPermittedSubclasses()) {
        mapper.registerSubtypes(new NamedType(sub, sub.getSimpleName()));
      }
    }
  }

  /**
   * A codec for game {@code game} whose positions are {@code type}; {@code check} names the first
   * broken rule of a loaded position, if any; {@code sealed} lists the sealed interfaces inside it.
   */
  public static <P> PositionCodec<P> of(String game, Class<P> type, Function<P, Option<String>> check,
      Class<?>... sealed) {
    return new PositionCodec<>(game, type, check, sealed);
  }

  /**
   * The position as JSON.
   *
   * @throws IllegalArgumentException for a view (its random source is sealed) or a position the
   *     check refuses
   */
  public String write(P position) {
    check.apply(position).forEach(why -> {
      throw new IllegalArgumentException("not a valid position: " + why);
    });
    ObjectNode root = mapper.createObjectNode();
    root.put("format", FORMAT);
    root.put("game", game);
    JsonNode body = mapper.valueToTree(position);
    if (body.toString().contains("\"SEALED\"") || body.toString().contains("\"INSTANCE\"")) {
      throw new IllegalArgumentException("a view cannot be saved as a position: its random source is sealed");
    }
    root.set("position", body);
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a position that does not write as JSON: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * The position in {@code json}, or why it cannot be loaded (unreadable, a key twice in one object,
   * another game, invalid), in one sentence that names the key or field and never the reader's
   * internals.
   */
  public Either<String, P> read(String json) {
    if (json == null || json.isBlank()) {
      return Either.left("not JSON: the text is empty");
    }
    JsonNode root;
    JsonParser parser = null;
    try {
      parser = mapper.createParser(json);
      root = mapper.readTree(parser);
    } catch (JsonProcessingException e) {
      LogError error = JsonProblems.parse(e, parser, offset -> false);
      return Either.left("not JSON: " + error.message() + " (" + error.position() + ")");
    } catch (java.io.IOException e) {
      return Either.left("not JSON: " + e.getMessage());
    }
    if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText())) {
      return Either.left("not a Ply position (format " + FORMAT + " expected)");
    }
    if (!game.equals(root.path("game").asText())) {
      return Either.left("a position of " + root.path("game").asText() + ", not of " + game);
    }
    P position;
    try {
      position = mapper.treeToValue(root.path("position"), type);
    } catch (JsonProcessingException | RuntimeException e) {
      LogError error = JsonProblems.value(e, "/position", "the position");
      return Either.left("the position does not read: " + error.message() + " (at " + error.position() + ")");
    }
    if (position == null) {
      return Either.left("the position is missing");
    }
    Option<String> broken;
    try {
      broken = check.apply(position);
    } catch (RuntimeException e) {
      return Either.left("the position is inconsistent: " + e.getMessage());
    }
    return broken.isDefined() ? Either.left("the position breaks a rule: " + broken.get()) : Either.right(position);
  }
}
