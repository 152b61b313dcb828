package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Game;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.testkit.GoldenReplays;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Strict logs (issue 25, 7): a key twice in one object is refused on every read path, naming the
 * key, since readers disagree on which of the two counts; no message quotes the JSON library; a
 * log is read as a stream, so the file, a stream and a string give the same answer.
 */
class StrictLogTest {
  static final RaceGame GAME = new RaceGame();
  static final Function<String, Option<Game<?, ?>>> GAMES =
      id -> id.equals("dice-race") ? Option.of(GAME) : Option.none();
  /** What a message for a person must not contain: the library, its classes and methods, Java names. */
  static final Pattern INTERNALS = Pattern.compile(
      "Jackson|jackson|com\\.fasterxml|StreamReadConstraints|Exception|JsonNode|JsonToken|`|\\$|\\bjava\\.|dev\\.ply"
          + "|RaceAction|\\b[a-z]\\w*\\.[a-z]\\w*\\.[A-Za-z]|\\(\\)|code \\d+\\)\\)");

  static String json;

  @TempDir Path dir;

  @BeforeAll
  static void play() {
    json = LogCodec.write(GoldenReplays.play(GAME, Setup.of(3, 7), 11));
  }

  /** Every way in: a string (any game, this game, strictly), a file and a stream; all must agree. */
  private List<Either<LogError, ?>> everyPath(String text) throws Exception {
    Path file = Files.writeString(dir.resolve("log-" + System.nanoTime() + ".json"), text);
    InputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    List<Either<LogError, ?>> out = new ArrayList<>();
    out.add(LogCodec.read(text, GAMES, LogCodec.DEFAULT_MAX_BYTES));
    out.add(LogCodec.read(text, GAMES, LogCodec.DEFAULT_MAX_BYTES, true));
    out.add(LogCodec.read(text, GAME));
    out.add(LogCodec.readStrict(text, GAME));
    out.add(LogFiles.load(file, GAMES, LogCodec.DEFAULT_MAX_BYTES, false));
    out.add(LogFiles.load(in, GAMES, LogCodec.DEFAULT_MAX_BYTES, true));
    return out;
  }

  private LogError refusedEverywhere(String text, String code) throws Exception {
    LogError first = null;
    for (Either<LogError, ?> r : everyPath(text)) {
      assertTrue(r.isLeft(), "refused on every path: " + text.substring(0, Math.min(200, text.length())));
      LogError e = r.getLeft();
      assertEquals(code, e.code(), e.toString());
      plain(e);
      first = first == null ? e : first;
      assertEquals(first.message(), e.message(), "every path says the same");
    }
    return first;
  }

  private static void plain(LogError e) {
    assertTrue(!INTERNALS.matcher(e.message() + " " + e.position()).find(), "plain words only: " + e);
    assertEquals(1, e.describe().lines().count(), "one line: " + e);
  }

  @Test
  @DisplayName("a second 'seed' in the setup is refused, naming the key, on every read path")
  void duplicateSeed() throws Exception {
    String twice = json.replaceFirst("\"seed\" : 7", "\"seed\" : 1, \"seed\" : 7");
    LogError e = refusedEverywhere(twice, "DUPLICATE_KEY");
    assertTrue(e.message().contains("'seed'"), e.toString());
    assertTrue(e.position().startsWith("line "), e.position());
  }

  @Test
  @DisplayName("a \"game\": \"chess\" before the real 'game' is refused, not read as the last one")
  void duplicateGame() throws Exception {
    String twice = json.replaceFirst("\"format\" : 2,", "\"format\" : 2, \"game\" : \"chess\",");
    assertTrue(twice.indexOf("\"chess\"") < twice.indexOf("\"dice-race\""));
    LogError e = refusedEverywhere(twice, "DUPLICATE_KEY");
    assertTrue(e.message().contains("'game'"), e.toString());
  }

  @Test
  @DisplayName("a key twice inside a step (an action's actor) is refused, naming it; and in a single action")
  void duplicateInStep() throws Exception {
    String twice = json.replaceFirst("\"actor\" : \"p1\"", "\"actor\" : \"p2\", \"actor\" : \"p1\"");
    LogError e = refusedEverywhere(twice, "DUPLICATE_KEY");
    assertTrue(e.message().contains("'actor'"), e.toString());
    LogError one = LogCodec.readAction("{\"type\":\"roll\",\"actor\":\"p1\",\"actor\":\"p2\"}", RaceAction.class)
        .getLeft();
    assertEquals("DUPLICATE_KEY", one.code());
    assertTrue(one.message().contains("'actor'"), one.toString());
  }

  /** A position for the position codec's checks. */
  public record Spot(String player, int points) {}

  @Test
  @DisplayName("a position with a key twice is refused naming it; its errors are in plain words too")
  void positions() {
    PositionCodec<Spot> codec = PositionCodec.of("t", Spot.class, s -> Option.none());
    String good = codec.write(new Spot("p1", 3));
    assertEquals(new Spot("p1", 3), codec.read(good).get());
    String twice = good.replace("\"points\" : 3", "\"points\" : 9, \"points\" : 3");
    String why = codec.read(twice).getLeft();
    assertTrue(why.contains("'points'") && why.contains("twice"), why);
    for (String bad : List.of(twice, good.replace("3", "\"three\""), good.replace("\"p1\"", "[1]"),
        good.replace("\"points\"", "\"pts\""), "{ x", "[" .repeat(200), good.replace("3", "9".repeat(2000)))) {
      String m = codec.read(bad).getLeft();
      assertTrue(!INTERNALS.matcher(m).find(), "plain words only: " + m);
    }
  }

  @Test
  @DisplayName("no message quotes the JSON library, its classes or methods: a corpus of damaged logs")
  void plainWords() throws Exception {
    List<String> corpus = List.of(
        json.replaceFirst("\"game\"", "game"),                                // unquoted key
        json.replaceFirst("\"coins\" : \\d", "\"coins\" : \"lots\""),           // wrong kind of value
        json.replaceFirst("\"coins\" : \\d", "\"coins\" : null"),               // null for an int
        json.replaceFirst("\"coins\" : \\d", "\"coins\" : 1, \"colour\" : 2"),  // unknown field of an action
        json.replaceFirst("\"coins\" : \\d", "\"coins\" : [1]"),
        json.replaceFirst("\"coins\" : \\d", "\"coins\" : 99999999999"),       // does not fit an int
        json.replaceFirst("\"actor\" : \"p1\"", "\"actor\" : 5"),
        json.replaceFirst("\"seed\" : 7", "\"seed\" : tru"),
        json.replaceFirst("\"seed\" : 7", "\"seed\" : 007"),
        json.replaceFirst("\"seed\" : 7", "\"seed\" : \"\u0001\""),
        json.replaceFirst("\"seed\" : 7", "\"seed\" : \"\\q\""),
        json.replaceFirst("\\]", "}"),
        json + "{}",
        json.substring(0, json.length() / 3),
        "{\"format\": 2, \"x\": " + "[".repeat(1000) + "]".repeat(1000) + "}",
        "{\"format\": " + "9".repeat(2000) + "}",
        "{\"format\": 2, \"x\": \"" + "a".repeat((1 << 20) + 10) + "\"}",
        "{\"format\": 2, \"game\": \"dice-race\", \"actions\": [" + "[".repeat(70) + "]".repeat(70) + "]}",
        "[1, 2]", "\"text\"", "nul", "{\"a\" 1}", "{'a': 1}");
    for (String text : corpus) {
      for (Either<LogError, ?> r : everyPath(text)) {
        assertTrue(r.isLeft(), text.substring(0, Math.min(120, text.length())));
        plain(r.getLeft());
      }
    }
  }

  @Test
  @DisplayName("deep and huge logs are refused cleanly on every path (TOO_LARGE), a stream never read past the limit")
  void hugeAndDeep() throws Exception {
    LogError deep = refusedEverywhere("{\"format\": 2, \"x\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}",
        "TOO_LARGE");
    assertTrue(deep.message().contains("64 levels"), deep.toString());
    // (a long string in a field the reader skips costs nothing and is skipped; one it reads is refused)
    LogError string = refusedEverywhere("{\"format\": 2, \"game\": \"" + "a".repeat(2 << 20) + "\"}", "TOO_LARGE");
    assertTrue(string.message().contains("1 MiB"), string.toString());
    int[] served = {0};
    InputStream endless = new InputStream() {
      @Override public int read() {
        served[0]++;
        return served[0] == 1 ? '[' : ' ';
      }
    };
    LogError big = LogFiles.load(endless, GAMES, 1000, false).getLeft();
    assertEquals("TOO_LARGE", big.code(), big.toString());
    assertTrue(served[0] <= 1001, "read " + served[0] + " bytes");
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    bytes[40] = (byte) 0xC3;   // a lead byte without its continuation
    LogError utf8 = LogFiles.load(new ByteArrayInputStream(bytes), GAMES, 1 << 20, false).getLeft();
    assertEquals("INVALID_UTF8", utf8.code());
    assertEquals("byte 40", utf8.position());
  }

  @Test
  @DisplayName("a divergence names the action in words, or as the log's JSON of it, never as a record's toString")
  void divergenceWords() {
    ActionLog<RaceAction> log = LogCodec.read(json, GAME).get().log();
    LogEntry<RaceAction> e = log.entries().get(2);
    ActionLog<RaceAction> tampered = log.withEntries(log.entries().update(2,
        e.withAction(new RaceAction.Roll(dev.ply.core.PlayerId.of("nobody")))));
    String m = Replay.run(GAME, tampered).divergence().get().message();
    assertTrue(m.contains("{\"type\":\"roll\",\"actor\":\"nobody\"}"), m);
    assertTrue(!m.contains("Roll["), m);
  }

  @Test
  @DisplayName("streamed, the file, a stream and the string read the same log; and a log with its actions first")
  void sameLog() throws Exception {
    for (Either<LogError, ?> r : everyPath(json)) {
      assertEquals(json, LogCodec.write(((LoadedLog<?, ?>) r.get()).log()));
    }
    int at = json.indexOf("\"actions\"");
    String actionsFirst = "{" + json.substring(at, json.lastIndexOf('}')).stripTrailing() + ",\n"
        + json.substring(json.indexOf('{') + 1, at).stripTrailing().replaceAll(",$", "") + "\n}\n";
    assertTrue(actionsFirst.indexOf("\"actions\"") < actionsFirst.indexOf("\"format\""), actionsFirst);
    for (Either<LogError, ?> r : everyPath(actionsFirst)) {
      assertEquals(json, LogCodec.write(((LoadedLog<?, ?>) r.get()).log()), String.valueOf(r));
    }
    // a bad step after a good header is named even when the file goes on; a syntax error after it wins
    String badStep = json.replaceFirst("\"type\" : \"roll\"", "\"type\" : \"fly\"");
    assertEquals("UNKNOWN_ACTION_TYPE", refusedEverywhere(badStep, "UNKNOWN_ACTION_TYPE").code());
    refusedEverywhere(badStep.substring(0, badStep.length() - 4), "TRUNCATED");
  }
}
