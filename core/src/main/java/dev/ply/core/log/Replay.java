package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Hashing;
import dev.ply.core.RandomSource;
import dev.ply.core.RandomSourceException;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;

/**
 * Rebuilds every state of a log, checks the recorded hashes and draws, and reports the first
 * step where the rules and the log disagree. Nothing the rules throw escapes: a bug inside the
 * rules is reported as a RULES_ERROR divergence at its step.
 */
public final class Replay {

  /** Where the dice come from during a replay. */
  public enum Mode {
    /** Recorded draws when the log has them for every step, the seed otherwise. */
    AUTO,
    /** The setup's seed; recorded draws, where present, are checked against the seeded ones. */
    SEED,
    /** Only the recorded draws, so a log replays even after the seeded algorithm changed. */
    RECORDED_DRAWS
  }

  private Replay() {}

  /**
   * The format-1 hash of a state: the SHA-256 of its {@code toString} with the random source
   * sealed. Kept so that format-1 logs still replay; it proves little (see docs/log-format.md).
   */
  public static <S> String hash(Game<S, ?> game, S state) {
    return Hashing.shortHash(String.valueOf(game.withRandom(state, RandomSource.sealed()))
        .getBytes(StandardCharsets.UTF_8));
  }

  public static <S, A extends Action> ReplayResult<S> run(Game<S, A> game, ActionLog<A> log) {
    return run(game, log, Mode.AUTO);
  }

  public static <S, A extends Action> ReplayResult<S> run(Game<S, A> game, ActionLog<A> log, Mode mode) {
    boolean recorded = mode == Mode.RECORDED_DRAWS || (mode == Mode.AUTO && log.hasAllDraws());
    if (recorded && !log.hasAllDraws()) {
      return fail(Vector.empty(), Vector.empty(), 0, new Divergence(0, "RANDOM_EXHAUSTED",
          "the log does not record the random draws of every step, so it can only replay from its seed",
          Option.none()));
    }
    Setup setup = recorded ? log.setupOnRecordedDraws() : log.setup();
    Option<Rejection> bad = game.checkSetup(setup);
    if (bad.isDefined()) {
      return fail(Vector.empty(), Vector.empty(), 0,
          new Divergence(0, "BAD_SETUP", "the setup cannot start a game: " + bad.get().message(), bad));
    }
    Recorder.Opening<S> opening;
    try {
      opening = Recorder.open(game, setup);
    } catch (RandomSourceException e) {
      return fail(Vector.empty(), Vector.empty(), 0,
          new Divergence(0, "RANDOM_EXHAUSTED", "the start needed random draws the log lacks: " + e.getMessage(),
              Option.none()));
    } catch (RuntimeException e) {
      return fail(Vector.empty(), Vector.empty(), 0, rulesError(0, e));
    }
    S state = opening.state();
    Vector<Integer> startDrawn = opening.draws();
    Vector<S> states = Vector.of(state);
    Vector<Seq<GameEvent>> events = Vector.empty();
    int checked = 0;
    if (!recorded && log.startDraws().isDefined() && !log.startDraws().get().equals(startDrawn)) {
      return fail(states, events, checked, new Divergence(0, "DRAWS_MISMATCH",
          "the start drew different random values from the seed than the log records", Option.none()));
    }
    if (log.startHash().isDefined()) {
      String actual = hash(game, state);
      if (!actual.equals(log.startHash().get())) {
        return fail(states, events, checked, new Divergence(0, "HASH_MISMATCH",
            "the starting position differs from the log's (hash " + actual + ", log says "
                + log.startHash().get() + ")", Option.none()));
      }
      checked++;
    }
    for (int i = 0; i < log.entries().size(); i++) {
      int step = i + 1;
      LogEntry<A> entry = log.entries().get(i);
      // Draws are recorded only where they will be compared: recording costs a state copy a step.
      boolean record = recorded || entry.draws().isDefined();
      S input = recorded ? game.withRandom(state, RandomSource.recording(RandomSource.scripted(entry.draws().get())))
          : record ? game.withRandom(state, RandomSource.recording(game.random(state))) : state;
      Either<Rejection, Transition<S>> result;
      try {
        result = game.apply(input, entry.action());
      } catch (RandomSourceException e) {
        return fail(states, events, checked, new Divergence(step, "RANDOM_EXHAUSTED",
            "step " + step + " (" + entry.action() + ") needed random draws the log lacks: " + e.getMessage(),
            Option.none()));
      } catch (RuntimeException e) {
        return fail(states, events, checked, rulesError(step, e));
      }
      if (result.isLeft()) {
        Rejection r = result.getLeft();
        return fail(states, events, checked, new Divergence(step, "REJECTED",
            "step " + step + " (" + entry.action() + ") is illegal there: " + r, Option.of(r)));
      }
      S next = result.get().state();
      Vector<Integer> drawn = RandomSource.recorded(game.random(next));
      RandomSource after = RandomSource.unwrap(game.random(next));
      state = record ? game.withRandom(next, after) : next;
      if (recorded && after instanceof RandomSource.Scripted s && s.remaining() > 0) {
        return fail(states, events, checked, new Divergence(step, "DRAWS_MISMATCH",
            "step " + step + " used " + drawn.size() + " random draws; the log records "
                + entry.draws().get().size(), Option.none()));
      }
      if (!recorded && entry.draws().isDefined() && !entry.draws().get().equals(drawn)) {
        return fail(states, events, checked, new Divergence(step, "DRAWS_MISMATCH",
            "step " + step + " drew " + drawn + " from the seed; the log records " + entry.draws().get(),
            Option.none()));
      }
      states = states.append(state);
      events = events.append(result.get().events());
      if (entry.hash().isDefined()) {
        String actual = hash(game, state);
        if (!actual.equals(entry.hash().get())) {
          return fail(states, events, checked, new Divergence(step, "HASH_MISMATCH",
              "after step " + step + " (" + entry.action() + ") the position differs from the log's (hash "
                  + actual + ", log says " + entry.hash().get() + ")", Option.none()));
        }
        checked++;
      }
    }
    return new ReplayResult<>(states, events, Option.none(), checked);
  }

  private static Divergence rulesError(int step, RuntimeException e) {
    return new Divergence(step, "RULES_ERROR", (step == 0 ? "the start" : "step " + step)
        + " failed inside the rules (" + e.getClass().getSimpleName() + ": " + e.getMessage()
        + "); this is a bug in the game, please report it with this log", Option.none());
  }

  private static <S> ReplayResult<S> fail(
      Vector<S> states, Vector<Seq<GameEvent>> events, int checked, Divergence d) {
    return new ReplayResult<>(states, events, Option.of(d), checked);
  }
}
