package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Setup;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.Divergence;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.LogFiles;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The tamper corpus: from one seeded log of a game, at least 30 altered copies (an action
 * deleted, two swapped, one duplicated, a draw, the seed, an option, a player, the format or a
 * hash changed, the file truncated or made invalid UTF-8), each of which {@link #verify} must
 * refuse at the expected step or position with an expected code, while the untouched log
 * verifies. {@link GameContractTest} runs it for every game.
 */
public final class TamperCorpus {
  /** The seed of the random agents whose game the corpus alters (seat i plays with it plus i). */
  static final long AGENT_SEED = 1234L;

  private TamperCorpus() {}

  /** What verifying a log file gave: ok, or a code with the step (-1 for a read error) and position. */
  public record Verdict(boolean ok, String code, int step, String position, String message) {
    static Verdict passed() {
      return new Verdict(true, "OK", -1, "", "");
    }

    @Override
    public String toString() {
      return ok ? "verified" : code + " at " + (step >= 0 ? "step " + step + " " : "") + position + ": " + message;
    }
  }

  /**
   * What a variant must give: a read error {@code code} (at {@code position}, when not empty), or a
   * divergence at {@code step} of one of {@code kinds}.
   */
  public record Expected(String code, int step, Set<String> kinds, String position) {
    static Expected read(String code) {
      return new Expected(code, -1, Set.of(), "");
    }

    static Expected at(int step, String... kinds) {
      return new Expected("", step, Set.of(kinds), "");
    }

    boolean matches(Verdict v) {
      if (v.ok()) {
        return false;
      }
      if (v.step() < 0) {
        return v.code().equals(code) && (position.isEmpty() || v.position().equals(position));
      }
      return v.step() == step && kinds.contains(v.code());
    }

    @Override
    public String toString() {
      String read = code + (position.isEmpty() ? "" : " at " + position);
      return step < 0 ? read : (code.isEmpty() ? "" : read + " or ") + "step " + step + " with " + kinds;
    }
  }

  /** One altered file and what verifying it must give. */
  public record Variant(String name, byte[] bytes, Expected expected) {}

  /**
   * What {@code ply replay --verify} checks, as a library call: the bytes read as strict UTF-8 and
   * strict JSON, every step carrying a hash, the replay ({@link Replay.Mode#AUTO}) agreeing at
   * every step.
   */
  public static <S, A extends Action> Verdict verify(Game<S, A> game, byte[] file) {
    if (file.length > LogCodec.DEFAULT_MAX_BYTES) {
      return new Verdict(false, "TOO_LARGE", -1, "start of file", "too large");
    }
    Either<LogError, String> text = LogFiles.utf8(file);
    if (text.isLeft()) {
      return error(text.getLeft());
    }
    Either<LogError, LoadedLog<?, ?>> loaded = LogCodec.read(text.get(),
        id -> id.equals(game.descriptor().id()) ? Option.of(game) : Option.none(), LogCodec.DEFAULT_MAX_BYTES, true);
    if (loaded.isLeft()) {
      return error(loaded.getLeft());
    }
    @SuppressWarnings("unchecked")
    ActionLog<A> log = (ActionLog<A>) loaded.get().log();
    if (log.startHash().isEmpty()) {
      return new Verdict(false, "MISSING_HASH", 0, "/setup/hash", "the start carries no hash");
    }
    int missing = log.entries().indexWhere(e -> e.hash().isEmpty());
    if (missing >= 0) {
      return new Verdict(false, "MISSING_HASH", missing + 1, "/actions/" + missing + "/hash",
          "step " + (missing + 1) + " carries no hash");
    }
    ReplayResult<S> r = Replay.run(game, log, Replay.Mode.AUTO);
    if (r.ok()) {
      return Verdict.passed();
    }
    Divergence d = r.divergence().get();
    return new Verdict(false, d.kind(), d.step(), d.position(), d.message());
  }

  private static Verdict error(LogError e) {
    return new Verdict(false, e.code(), -1, e.position(), e.message());
  }

  /**
   * Plays a seeded game of {@code setup} with random agents, builds the corpus from its log and
   * asserts that the log verifies and every variant fails as expected.
   */
  public static <S, A extends Action> void check(Game<S, A> game, Setup setup) {
    ActionLog<A> log = GoldenReplays.play(game, setup, AGENT_SEED);
    String json = LogCodec.write(log);
    Verdict clean = verify(game, json.getBytes(StandardCharsets.UTF_8));
    assertTrue(clean.ok(), () -> "the untampered log must verify: " + clean);
    List<Variant> corpus = variants(json, setup.seed());
    assertTrue(corpus.size() >= 30, "the corpus has only " + corpus.size() + " variants");
    List<String> failures = new ArrayList<>();
    for (Variant v : corpus) {
      Verdict got = verify(game, v.bytes());
      if (!v.expected().matches(got)) {
        failures.add(v.name() + ": expected " + v.expected() + ", got " + got);
      }
    }
    assertTrue(failures.isEmpty(), () -> failures.size() + " of " + corpus.size() + " tampered logs were not"
        + " caught as expected:\n  " + String.join("\n  ", failures));
  }

  /** The corpus built from a format-2 log's text; {@code seed} picks the positions. */
  public static List<Variant> variants(String json, long seed) {
    JsonNode root = parse(json);
    ArrayNode actions = (ArrayNode) root.get("actions");
    int n = actions.size();
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Variant> out = new ArrayList<>();
    String[] anyStep = {"REJECTED", "HASH_MISMATCH", "DRAWS_MISMATCH", "RANDOM_EXHAUSTED"};

    // Each deletion is caught at the step that now holds the next action. (Deleting the last
    // actions leaves a shorter log whose links are all genuine: see docs/log-format.md.)
    for (int k : picks(rnd, n - 1, 6, true)) {
      out.add(tree("delete action " + k, root, r -> actions(r).remove(k), Expected.at(k + 1, anyStep)));
    }
    int swaps = 0;
    for (int k : picks(rnd, n - 1, n - 1, false)) {
      if (swaps < 3 && !actions.get(k).get("action").equals(actions.get(k + 1).get("action"))) {
        swaps++;
        out.add(tree("swap actions " + k + " and " + (k + 1), root, r -> {
          JsonNode a = actions(r).get(k);
          actions(r).set(k, actions(r).get(k + 1));
          actions(r).set(k + 1, a);
        }, Expected.at(k + 1, anyStep)));
      }
    }
    for (int k : picks(rnd, n, 2, false)) {
      out.add(tree("duplicate action " + k, root, r -> actions(r).insert(k + 1, actions(r).get(k).deepCopy()),
          Expected.at(k + 2, anyStep)));
    }
    int changedDraws = 0;
    for (int k : picks(rnd, n, n, false)) {
      if (changedDraws < 3 && actions.get(k).get("draws").size() > 0) {
        changedDraws++;
        int v = actions.get(k).get("draws").get(0).asInt();
        out.add(tree("action " + k + " draws[0] " + v + " -> " + (v == 0 ? 1 : v - 1), root,
            r -> ((ArrayNode) actions(r).get(k).get("draws")).set(0, IntNode.valueOf(v == 0 ? 1 : v - 1)),
            Expected.at(k + 1, "DRAWS_MISMATCH", "HASH_MISMATCH", "RANDOM_EXHAUSTED")));
      }
    }
    int drawAt = -1;
    for (int k = 0; k < n && drawAt < 0; k++) {
      drawAt = actions.get(k).get("draws").size() > 0 ? k : -1;
    }
    int strayAt = drawAt < 0 ? n / 2 : drawAt;
    out.add(tree("stray draw added to action " + strayAt, root,
        r -> ((ArrayNode) actions(r).get(strayAt).get("draws")).add(0),
        Expected.at(strayAt + 1, "DRAWS_MISMATCH", "HASH_MISMATCH")));
    if (root.at("/setup/draws").size() > 0) {
      int v = root.at("/setup/draws/0").asInt();
      out.add(tree("start draws[0] changed", root,
          r -> ((ArrayNode) r.at("/setup/draws")).set(0, IntNode.valueOf(v == 0 ? 1 : v - 1)),
          Expected.at(0, "DRAWS_MISMATCH", "HASH_MISMATCH", "RANDOM_EXHAUSTED", "BAD_SETUP")));
    }
    out.add(tree("stray start draws", root, r -> ((ArrayNode) r.at("/setup/draws")).add(0).add(1),
        Expected.at(0, "DRAWS_MISMATCH")));
    out.add(tree("seed changed", root, r -> ((ObjectNode) r.get("setup")).put("seed", root.at("/setup/seed").asLong() + 1),
        Expected.at(0, "HASH_MISMATCH", "DRAWS_MISMATCH")));
    out.add(tree("option added", root, r -> ((ObjectNode) r.at("/setup/options")).put("tampered", "1"),
        new Expected("BAD_SETUP", 0, Set.of("HASH_MISMATCH", "BAD_SETUP"), "")));
    String first = root.at("/setup/players/0").asText();
    out.add(tree("player " + first + " renamed everywhere", root, r -> rename(r, first, first + "x"),
        Expected.at(0, "HASH_MISMATCH")));
    int hashAt = rnd.nextInt(n);
    out.add(tree("hash of action " + hashAt + " changed", root,
        r -> ((ObjectNode) actions(r).get(hashAt)).put("hash", flip(actions.get(hashAt).get("hash").asText())),
        Expected.at(hashAt + 1, "HASH_MISMATCH")));
    out.add(tree("start hash changed", root,
        r -> ((ObjectNode) r.get("setup")).put("hash", flip(root.at("/setup/hash").asText())), Expected.at(0, "HASH_MISMATCH")));
    int noHash = rnd.nextInt(n);
    out.add(tree("hash of action " + noHash + " removed", root, r -> ((ObjectNode) actions(r).get(noHash)).remove("hash"),
        Expected.at(noHash + 1, "MISSING_HASH")));
    out.add(tree("format 1", root, r -> ((ObjectNode) r).put("format", 1), Expected.at(0, "HASH_MISMATCH")));
    out.add(tree("format 3", root, r -> ((ObjectNode) r).put("format", 3), Expected.read("UNSUPPORTED_FORMAT")));
    out.add(tree("format 1.9", root, r -> ((ObjectNode) r).put("format", 1.9), Expected.read("UNSUPPORTED_FORMAT")));
    out.add(tree("format \"2\"", root, r -> ((ObjectNode) r).set("format", TextNode.valueOf("2")),
        Expected.read("UNSUPPORTED_FORMAT")));
    out.add(tree("unknown top-level field", root, r -> ((ObjectNode) r).put("comment", "hi"),
        Expected.read("UNKNOWN_FIELD")));

    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    int end = json.lastIndexOf('}');
    for (int i = 0; i < 5; i++) {
      int cut = 1 + rnd.nextInt(end - 1);
      out.add(new Variant("truncated at byte " + cut, Arrays.copyOf(bytes, cut), Expected.read("TRUNCATED")));
    }
    for (int i = 0; i < 3; i++) {
      int at = rnd.nextInt(bytes.length);
      byte[] b = bytes.clone();
      b[at] = (byte) (i == 0 ? 0xFF : i == 1 ? 0xC3 : 0x80);
      if (i == 1 && at + 1 < b.length) {
        b[at + 1] = (byte) 'a'; // a lead byte followed by no continuation byte
      }
      out.add(new Variant("invalid UTF-8 at byte " + at, b, new Expected("INVALID_UTF8", -1, Set.of(), "byte " + at)));
    }
    return out;
  }

  private static ArrayNode actions(JsonNode root) {
    return (ArrayNode) root.get("actions");
  }

  private static Variant tree(String name, JsonNode root, Consumer<JsonNode> change, Expected expected) {
    JsonNode copy = root.deepCopy();
    change.accept(copy);
    try {
      return new Variant(name, (LogCodec.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(copy) + "\n")
          .getBytes(StandardCharsets.UTF_8), expected);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static JsonNode parse(String json) {
    try {
      return LogCodec.mapper().readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a log: " + e.getOriginalMessage(), e);
    }
  }

  /** {@code count} distinct indices in {@code [0, bound)}, always with 0 and bound-1 when {@code ends}. */
  private static List<Integer> picks(SplittableRandom rnd, int bound, int count, boolean ends) {
    java.util.TreeSet<Integer> out = new java.util.TreeSet<>();
    if (bound <= 0) {
      return List.of();
    }
    if (ends) {
      out.add(0);
      out.add(bound - 1);
    }
    while (out.size() < Math.min(count, bound)) {
      out.add(rnd.nextInt(bound));
    }
    return new ArrayList<>(out);
  }

  private static String flip(String hex) {
    return (hex.charAt(0) == '0' ? '1' : '0') + hex.substring(1);
  }

  /** Every string equal to {@code from} (the player's name in the setup and in every action) becomes {@code to}. */
  private static void rename(JsonNode node, String from, String to) {
    if (node instanceof ObjectNode o) {
      for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
        String f = it.next();
        JsonNode v = o.get(f);
        if (v.isTextual() && v.asText().equals(from)) {
          o.put(f, to);
        } else {
          rename(v, from, to);
        }
      }
    } else if (node instanceof ArrayNode a) {
      for (int i = 0; i < a.size(); i++) {
        if (a.get(i).isTextual() && a.get(i).asText().equals(from)) {
          a.set(i, TextNode.valueOf(to));
        } else {
          rename(a.get(i), from, to);
        }
      }
    }
  }
}
