package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.agent.RandomAgent;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.match.Match;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Committed full-game logs, replayed with every per-step hash, so any change of behaviour shows
 * up in review.
 *
 * <p>The simplest way, one line in a test: {@link #verifyOrRecord(Game, Setup, long, Path)} with a
 * path under {@code src/test/resources} (Maven runs tests in the module's folder). The first run
 * records the game there and verifies the file it wrote; commit the file, and every later run
 * verifies it. Alternatively record once with {@link #record} (e.g. from a {@code main}), commit,
 * and verify the class-path resource with {@link #verify(Game, String)}: a file recorded during a
 * test run is not on that run's class path yet, so recording and verifying a resource in the same
 * run fails; verify the file itself ({@link #verify(Game, Path)}) instead.
 */
public final class GoldenReplays {
  private GoldenReplays() {}

  /**
   * Replays the class-path resource {@code resource} (e.g. {@code /golden/two-players.json}) in
   * both replay modes and fails naming the first divergent step.
   */
  public static <S, A extends Action> ReplayResult<S> verify(Game<S, A> game, String resource) {
    // Maven's layout: where a test's class-path resource most likely lives in its module
    String source = "src/test/resources" + (resource.startsWith("/") ? "" : "/") + resource;
    return verifyJson(game, read(game, resource), resource, source);
  }

  /**
   * As {@link #verify(Game, String)}, for the log in {@code file}.
   *
   * @param game the game
   * @param file the log file
   * @param <S> the state type
   * @param <A> the action type
   * @return the seeded replay
   */
  public static <S, A extends Action> ReplayResult<S> verify(Game<S, A> game, Path file) {
    try {
      return verifyJson(game, Files.readString(file), file.toString(), file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Verifies the golden replay in {@code file}; when there is none yet, first records the game of
   * seeded random agents ({@link #record}) there and says so on standard output: commit the file.
   * Fails when the file holds another setup than {@code setup} (delete it to record afresh).
   *
   * @param game the game
   * @param setup the setup of the recorded game
   * @param agentSeed the random agents' seed (seat i plays with {@code agentSeed + i})
   * @param file where the log is, or is written, e.g. {@code src/test/resources/golden/my-game-3p.json}
   * @param <S> the state type
   * @param <A> the action type
   * @return the seeded replay
   */
  public static <S, A extends Action> ReplayResult<S> verifyOrRecord(Game<S, A> game, Setup setup, long agentSeed,
      Path file) {
    if (!Files.exists(file)) {
      record(game, setup, agentSeed, file);
      System.out.println("[ply kit] recorded the golden replay " + file.toAbsolutePath() + ": commit it");
    }
    ReplayResult<S> result = verify(game, file);
    try {
      ActionLog<A> log = LogCodec.read(Files.readString(file), game).get().log();
      assertTrue(log.players().equals(setup.players()) && log.options().equals(setup.options())
              && log.seed() == setup.seed(),
          () -> file + " holds a game of " + log.players() + " " + log.options() + " seed " + log.seed()
              + ", not of the setup asked for; delete it to record afresh");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return result;
  }

  private static <S, A extends Action> ReplayResult<S> verifyJson(Game<S, A> game, String json, String resource,
      String source) {
    Either<LogError, LoadedLog<S, A>> loaded = LogCodec.read(json, game);
    assertTrue(loaded.isRight(), () -> resource + ": " + loaded.getLeft());
    ActionLog<A> log = loaded.get().log();
    // before replaying: an old log's hashes may no longer match (format 1 hashed toString), and the fix is one call
    assertTrue(log.chained() || resource.contains("format-1"), () -> resource + " is a golden log of format "
        + log.format() + "; upgrade it once to format " + ActionLog.FORMAT + " with GoldenReplays.upgrade(game, Path.of(\""
        + source + "\")) and commit the file it rewrites");
    ReplayResult<S> seeded = Replay.run(game, log, Replay.Mode.SEED);
    assertTrue(seeded.ok(), () -> resource + ": " + seeded.divergence().get());
    ReplayResult<S> drawn = Replay.run(game, log, Replay.Mode.RECORDED_DRAWS);
    assertTrue(drawn.ok(), () -> resource + " on recorded draws: " + drawn.divergence().get());
    assertTrue(seeded.hashesChecked() == log.size() + 1, resource + ": every step must carry a hash");
    assertTrue(game.outcome(seeded.last()).isDefined(), resource + ": a golden replay is a whole game");
    return seeded;
  }

  /**
   * Replays a log kept from before format 2 (under {@code /golden/format-1/}) as {@link #verify}
   * does, and checks that it is read as format 1, never taken for a chained log.
   */
  public static <S, A extends Action> ReplayResult<S> verifyFormat1(Game<S, A> game, String resource) {
    ReplayResult<S> result = verify(game, resource);
    ActionLog<A> log = LogCodec.read(read(game, resource), game).get().log();
    assertTrue(log.format() == 1, () -> resource + " is read as format " + log.format() + ", not 1");
    assertTrue(!log.chained(), resource + ": a format-1 log is never taken for a chained one");
    return result;
  }

  /**
   * The same game as {@code log} (any format) recorded anew in the current format: its setup and
   * actions played through a fresh {@link Match}, so that every step gets its draws and chain link.
   * For moving committed format-1 logs to format 2.
   *
   * @throws IllegalStateException when an action of the log is refused
   */
  public static <S, A extends Action> ActionLog<A> rerecord(Game<S, A> game, ActionLog<A> log) {
    Match<S, A> match = Match.start(game, log.setup());
    for (var e : log.entries()) {
      match.submit(e.action()).getOrElseThrow(r -> new IllegalStateException("refused " + e.action() + ": " + r));
    }
    return match.log();
  }

  /**
   * Rewrites the golden log in {@code file} in the current format ({@link #rerecord}: the same
   * setup and actions, new draws and chain), verifies the result and says so on standard output;
   * commit the file. The one call for a golden log of an older format, which {@link #verify}
   * refuses with this call in its message. A log already in the current format is left as it is.
   *
   * @param game the game
   * @param file the log file, e.g. {@code src/test/resources/golden/my-game-3p.json}
   * @param <S> the state type
   * @param <A> the action type
   * @return the seeded replay of the upgraded log
   * @throws IllegalStateException when the log does not read, or one of its actions is now refused
   */
  public static <S, A extends Action> ReplayResult<S> upgrade(Game<S, A> game, Path file) {
    try {
      Either<LogError, LoadedLog<S, A>> loaded = LogCodec.read(Files.readString(file), game);
      if (loaded.isLeft()) {
        throw new IllegalStateException(file + " cannot be upgraded: " + loaded.getLeft());
      }
      ActionLog<A> log = loaded.get().log();
      if (!log.chained()) {
        Files.writeString(file, LogCodec.write(rerecord(game, log)));
        System.out.println("[ply kit] upgraded " + file.toAbsolutePath() + " from log format " + log.format()
            + " to " + ActionLog.FORMAT + ": commit it");
      }
      return verify(game, file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A whole game of seeded random agents (one per seat, seeds {@code agentSeed + seat}). */
  public static <S, A extends Action> ActionLog<A> play(Game<S, A> game, Setup setup, long agentSeed) {
    return playMatch(game, setup, agentSeed).log();
  }

  /**
   * The same game as {@link #play}, as the finished match (its history and log).
   *
   * @throws IllegalStateException when the game refuses an agent's action or throws, naming the
   *     setup seed, the agent seed, the step and the action
   */
  public static <S, A extends Action> Match<S, A> playMatch(Game<S, A> game, Setup setup, long agentSeed) {
    Match<S, A> match = Match.start(game, setup);
    java.util.Map<PlayerId, RandomAgent> agents = new java.util.HashMap<>();
    for (int i = 0; i < setup.playerCount(); i++) {
      agents.put(setup.players().get(i), new RandomAgent(agentSeed + i));
    }
    long bound = game.maxActions(setup);
    while (!match.isOver() && match.log().size() < bound) {
      PlayerId who = match.awaiting().head();
      // a failure names the game it happened in, so a test kit reporting it needs nothing more
      String where = "setup seed " + setup.seed() + ", " + setup.playerCount() + " players, agent seed " + agentSeed
          + " (seat i plays with it plus i), step " + (match.log().size() + 1);
      A a;
      try {
        a = agents.get(who).choose(game, match.view(who), who);
      } catch (RuntimeException e) {
        throw new IllegalStateException(where + ": choosing " + who + "'s action threw " + e, e);
      }
      Either<dev.ply.core.Rejection, ?> r;
      try {
        r = match.submit(a);
      } catch (RuntimeException e) {
        throw new IllegalStateException(where + " after " + a + ": the game threw " + e, e);
      }
      if (r.isLeft()) {
        throw new IllegalStateException(where + " after " + a + ": refused " + a + ": " + r.getLeft());
      }
    }
    return match;
  }

  /** Plays a seeded game and writes its log to {@code path} (run once, then commit the file). */
  public static <S, A extends Action> Path record(Game<S, A> game, Setup setup, long agentSeed, Path path) {
    try {
      Files.createDirectories(path.toAbsolutePath().getParent());
      Files.writeString(path, LogCodec.write(play(game, setup, agentSeed)));
      return path;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Game<?, ?> game, String resource) {
    try (InputStream in = game.getClass().getResourceAsStream(resource)) {
      if (in == null) {
        InputStream tc = Thread.currentThread().getContextClassLoader()
            .getResourceAsStream(resource.startsWith("/") ? resource.substring(1) : resource);
        if (tc == null) {
          throw new AssertionError("no golden replay at " + resource + " on the class path; record one with"
              + " GoldenReplays.record into src/test/resources and rebuild, or use verifyOrRecord with a file path");
        }
        try (tc) {
          return new String(tc.readAllBytes(), StandardCharsets.UTF_8);
        }
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
