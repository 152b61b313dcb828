package dev.ply.core.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Game;
import dev.ply.core.Setup;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import dev.ply.core.testkit.GoldenReplays;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Loading a log never trusts it: each kind of damage gives a clear error naming the position. */
class LogLoadingTest {
  static final RaceGame GAME = new RaceGame();
  static ActionLog<RaceAction> log;
  static String json;

  @BeforeAll
  static void play() {
    log = GoldenReplays.play(GAME, Setup.of(3, 7), 11);
    json = LogCodec.write(log);
  }

  private static Either<LogError, LoadedLog<?, ?>> read(String text) {
    return LogCodec.read(text, id -> id.equals("dice-race") ? Option.of((Game<?, ?>) GAME) : Option.none(),
        LogCodec.DEFAULT_MAX_BYTES);
  }

  private static LogError error(String text) {
    Either<LogError, LoadedLog<?, ?>> r = read(text);
    assertTrue(r.isLeft(), "expected an error");
    return r.getLeft();
  }

  @Test
  @DisplayName("a LoadedLog<?, ?> replays, resumes and narrows to its game without a generic helper")
  void wildcardLog() {
    LoadedLog<?, ?> loaded = LogCodec.read(json).get(); // the race is installed through ServiceLoader
    assertTrue(loaded.replay().ok());
    assertEquals(log.size(), loaded.replay().steps());
    LoadedLog<RaceState, RaceAction> typed = loaded.as(GAME).get();
    assertEquals(log, typed.log());
    assertTrue(loaded.as(new dev.ply.core.goofspiel.GoofspielGame()).isEmpty(), "not a log of Goofspiel");

    dev.ply.core.match.Match<RaceState, RaceAction> m = dev.ply.core.match.Match.start(GAME, Setup.of(2, 3));
    dev.ply.core.agent.RandomAgent bot = new dev.ply.core.agent.RandomAgent(1);
    for (int i = 0; i < 5; i++) {
      dev.ply.core.PlayerId who = m.awaiting().head();
      m.submit(bot.choose(GAME, m.view(who), who)).get();
    }
    var saved = LogCodec.read(LogCodec.write(m.log())).get().resume(false).get();
    assertEquals(m.state(), saved.state(), "resumed at the last state");
    assertEquals(5, saved.log().size());
    String tampered = LogCodec.write(m.log()).replaceFirst("(\"hash\"\\s*:\\s*\")[0-9a-f]{4}", "$1ffff");
    assertEquals("HASH_MISMATCH", LogCodec.read(tampered).get().resume(false).getLeft().kind());
  }

  @Test
  @DisplayName("a whole game's log reads back equal and replays with every hash")
  void roundTrip() {
    LoadedLog<?, ?> loaded = read(json).get();
    assertEquals(log, loaded.log());
    ReplayResult<RaceState> r = Replay.run(GAME, log);
    assertTrue(r.ok());
    assertEquals(log.size() + 1, r.hashesChecked());
    assertTrue(GAME.outcome(r.last()).isDefined());
  }

  @Test
  @DisplayName("malformed JSON names the line and column")
  void malformed() {
    LogError e = error(json.replaceFirst("\"game\"", "game"));
    assertEquals("MALFORMED_JSON", e.code());
    assertTrue(e.position().startsWith("line "), e.toString());
  }

  @Test
  @DisplayName("a truncated file is reported as cut short")
  void truncated() {
    LogError e = error(json.substring(0, json.length() / 2));
    assertEquals("TRUNCATED", e.code());
    assertTrue(e.message().contains("cut short"));
    assertEquals("TRUNCATED", error("{\"format\" : 2, \"x\" : tr").code(), "cut inside a literal");
    assertEquals("TRUNCATED", error("{\"format\" : 2, \"x\" : 12").code(), "cut inside a number");
  }

  @Test
  @DisplayName("an oversized file is refused unread")
  void oversized() {
    Either<LogError, LoadedLog<?, ?>> r = LogCodec.read(json, id -> Option.of(GAME), 100);
    assertEquals("TOO_LARGE", r.getLeft().code());
  }

  @Test
  @DisplayName("an empty file is refused")
  void empty() {
    assertEquals("MALFORMED_JSON", error("  ").code());
  }

  @Test
  @DisplayName("an unknown game is named")
  void unknownGame() {
    LogError e = error(json.replace("\"dice-race\"", "\"chess\""));
    assertEquals("UNKNOWN_GAME", e.code());
    assertEquals("/game", e.position());
    assertTrue(e.message().contains("chess"));
  }

  @Test
  @DisplayName("a wrong rules version is refused with both versions")
  void wrongRulesVersion() {
    LogError e = error(json.replace("\"rulesVersion\" : \"1\"", "\"rulesVersion\" : \"0.9\""));
    assertEquals("WRONG_RULES_VERSION", e.code());
    assertTrue(e.message().contains("0.9") && e.message().contains("version 1"), e.message());
  }

  @Test
  @DisplayName("an unsupported format version is refused")
  void wrongFormat() {
    assertEquals("UNSUPPORTED_FORMAT", error(json.replace("\"format\" : 2", "\"format\" : 99")).code());
    LogError fraction = error(json.replace("\"format\" : 2", "\"format\" : 1.9"));
    assertEquals("UNSUPPORTED_FORMAT", fraction.code(), "1.9 is not rounded to a format");
    assertEquals("/format", fraction.position());
    assertEquals("UNSUPPORTED_FORMAT", error(json.replace("\"format\" : 2", "\"format\" : \"2\"")).code());
  }

  @Test
  @DisplayName("an unknown action type names its action")
  void unknownActionType() {
    LogError e = error(json.replaceFirst("\"type\" : \"roll\"", "\"type\" : \"castle\""));
    assertEquals("UNKNOWN_ACTION_TYPE", e.code());
    assertTrue(e.position().matches("/actions/\\d+/action/type"), e.position());
    assertTrue(e.message().contains("castle"));
  }

  @Test
  @DisplayName("an action with a field of the wrong type is named")
  void badActionField() {
    LogError e = error(json.replaceFirst("\"coins\" : \\d", "\"coins\" : \"lots\""));
    assertEquals("BAD_ACTION", e.code());
    assertTrue(e.position().startsWith("/actions/0/action"), e.position());
  }

  @Test
  @DisplayName("a bad seed, bad draws and missing players are named")
  void badFields() {
    assertEquals("/setup/seed", error(json.replaceFirst("\"seed\" : 7", "\"seed\" : 1.5")).position());
    assertEquals("/setup/draws/0", error(json.replaceFirst("\"draws\" : \\[ \\d+", "\"draws\" : [ -4")).position());
    assertEquals("/setup/players", error(json.replaceFirst("\"players\" : \\[[^\\]]*\\]", "\"players\" : []")).position());
    assertEquals("/", error("[1, 2]").position());
  }

  @Test
  @DisplayName("a setup the game refuses (one player) is named")
  void badSetup() {
    LogError e = error(json.replaceFirst("\"players\" : \\[[^\\]]*\\]", "\"players\" : [ \"p1\" ]"));
    assertEquals("BAD_SETUP", e.code());
  }

  @Test
  @DisplayName("a tampered hash makes the replay fail at exactly that step")
  void tamperedHash() {
    int step = 5;
    LogEntry<RaceAction> e = log.entries().get(step - 1);
    ActionLog<RaceAction> tampered =
        log.withEntries(log.entries().update(step - 1, e.withHash("00000000000000000000000000000000")));
    ReplayResult<RaceState> r = Replay.run(GAME, tampered);
    assertFalse(r.ok());
    assertEquals(step, r.divergence().get().step());
    assertEquals("HASH_MISMATCH", r.divergence().get().kind());
    assertEquals("/actions/4/hash", r.divergence().get().position());
    assertEquals(step, r.steps(), "every state up to the divergence is rebuilt");
  }

  @Test
  @DisplayName("an action illegal at its step is reported with the rules' rejection")
  void illegalAction() {
    int step = 3;
    LogEntry<RaceAction> e = log.entries().get(step - 1);
    RaceAction.Roll bogus = new RaceAction.Roll(dev.ply.core.PlayerId.of("nobody"));
    ActionLog<RaceAction> tampered = log.withEntries(log.entries().update(step - 1, e.withAction(bogus)));
    ReplayResult<RaceState> r = Replay.run(GAME, tampered);
    assertEquals(step, r.divergence().get().step());
    assertEquals("REJECTED", r.divergence().get().kind());
    assertEquals("NOT_YOUR_TURN", r.divergence().get().rejection().get().code());
  }

  @Test
  @DisplayName("recorded draws that disagree with the seed are found; recorded draws alone replay the log")
  void draws() {
    int rollAt = log.entries().indexWhere(e -> e.action() instanceof RaceAction.Roll);
    LogEntry<RaceAction> e = log.entries().get(rollAt);
    int face = e.draws().get().head();
    LogEntry<RaceAction> changed =
        new LogEntry<>(e.action(), Option.of(io.vavr.collection.Vector.of((face + 1) % 6)), e.hash());
    ActionLog<RaceAction> tampered = log.withEntries(log.entries().update(rollAt, changed));
    ReplayResult<RaceState> seeded = Replay.run(GAME, tampered, Replay.Mode.SEED);
    assertEquals("DRAWS_MISMATCH", seeded.divergence().get().kind());
    assertEquals(rollAt + 1, seeded.divergence().get().step());
    ReplayResult<RaceState> recorded = Replay.run(GAME, tampered, Replay.Mode.RECORDED_DRAWS);
    assertEquals("DRAWS_MISMATCH", recorded.divergence().get().kind(),
        "the chain breaks, and the seed names the changed draw");
    assertEquals(rollAt + 1, recorded.divergence().get().step());
    assertEquals("/actions/" + rollAt + "/draws/0", recorded.divergence().get().position());
    assertTrue(Replay.run(GAME, log, Replay.Mode.RECORDED_DRAWS).ok());
  }

  @Test
  @DisplayName("a log without draws replays from its seed; asking for recorded draws says why not")
  void withoutDraws() {
    ActionLog<RaceAction> bare = new ActionLog<>(log.format(), log.game(), log.rulesVersion(), log.players(),
        log.options(), log.seed(), Option.none(), Option.none(), log.entries().map(e -> LogEntry.bare(e.action())));
    assertTrue(Replay.run(GAME, bare).ok());
    assertEquals("RANDOM_EXHAUSTED", Replay.run(GAME, bare, Replay.Mode.RECORDED_DRAWS).divergence().get().kind());
  }

  @Test
  @DisplayName("a single action reads and writes as JSON")
  void singleAction() {
    RaceAction a = new RaceAction.Bid(dev.ply.core.PlayerId.of("p2"), 2);
    String text = LogCodec.writeAction(a);
    assertEquals("{\"type\":\"bid\",\"actor\":\"p2\",\"coins\":2}", text);
    assertEquals(a, LogCodec.readAction(text, RaceAction.class).get());
    assertEquals("UNKNOWN_ACTION_TYPE", LogCodec.readAction("{\"type\":\"x\",\"actor\":\"p1\"}", RaceAction.class)
        .getLeft().code());
  }
}
