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
import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * Rebuilds every state of a log, checks the recorded hashes and draws, and reports the first
 * step where the rules and the log disagree, with the JSON pointer of what differs. For a format-2
 * log it recomputes the hash chain ({@code docs/log-format.md}) at every step, so a removed,
 * reordered, inserted or altered action, draw, seed, option or player is caught at the first step
 * it touches. Nothing the rules throw escapes: a bug inside the rules is reported as a RULES_ERROR
 * divergence at its step.
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
    return new Run<>(game, log, mode).run();
  }

  /** One replay's working state. */
  private static final class Run<S, A extends Action> {
    final Game<S, A> game;
    final ActionLog<A> log;
    final boolean recorded;
    /** Whether the log records the draws of the start and of every step (looked up once: it walks the log). */
    final boolean allDraws;
    /** A format-2 log with a hash to check: the chain is computed at every step (through unhashed ones too). */
    final boolean chain;
    /** Gathered in array lists (a persistent Vector's append copies a leaf each time), handed out as Vectors. */
    final ArrayList<S> states;
    final ArrayList<Seq<GameEvent>> events;
    int checked;
    /** The last step whose recorded hash matched (-1: none yet). */
    int lastVerified = -1;
    /**
     * While diagnosing a broken link on recorded draws ({@link #seedParted}): the seed's source,
     * drawn with the same bounds as the log's draws, so that a chain mismatch caused by an
     * altered draw is reported at that draw. Null once the seed and the recorded draws part.
     */
    RandomSource shadow;
    /** Where the seed first gave another value than the log: step, draw index, log's value, seed's value. */
    int[] seedParted;

    Run(Game<S, A> game, ActionLog<A> log, Mode mode) {
      this.game = game;
      this.log = log;
      this.states = new ArrayList<>(log.entries().size() + 1);
      this.events = new ArrayList<>(log.entries().size());
      this.allDraws = log.hasAllDraws();
      this.recorded = mode == Mode.RECORDED_DRAWS || (mode == Mode.AUTO && allDraws);
      this.chain = log.chained() && (log.startHash().isDefined() || log.entries().exists(e -> e.hash().isDefined()));
    }

    ReplayResult<S> run() {
      if (recorded && !allDraws) {
        return fail(new Divergence(0, "RANDOM_EXHAUSTED",
            "the log does not record the random draws of every step, so it can only replay from its seed",
            Option.none()));
      }
      Setup setup = recorded ? log.setupOnRecordedDraws() : log.setup();
      Option<Rejection> bad = game.checkSetup(setup);
      if (bad.isDefined()) {
        return fail(new Divergence(0, "BAD_SETUP", "the setup cannot start a game: " + bad.get().message(), bad));
      }
      Recorder.Opening<S> opening;
      try {
        opening = Recorder.open(game, setup);
      } catch (RandomSourceException e) {
        return fail(new Divergence(0, "RANDOM_EXHAUSTED",
            "the start needed random draws the log lacks: " + e.getMessage(), Option.none(), "/setup/draws"));
      } catch (RuntimeException e) {
        return fail(rulesError(0, e));
      }
      S state = opening.state();
      states.add(state);
      Vector<Integer> startDrawn = opening.draws();
      if (recorded && opening.left() instanceof RandomSource.Scripted s && s.remaining() > 0) {
        return fail(new Divergence(0, "DRAWS_MISMATCH", "the start used " + startDrawn.size()
            + " random draws; the log records " + log.startDraws().get().size(), Option.none(),
            "/setup/draws/" + startDrawn.size()));
      }
      if (!recorded && log.startDraws().isDefined() && !log.startDraws().get().equals(startDrawn)) {
        return fail(drawsDiffer(0, log.startDraws().get(), startDrawn, "/setup"));
      }
      byte[] link = null;
      Chain links = chain ? new Chain() : null; // this replay's alone
      if (chain) {
        link = links.first(log.format(), log.game(), log.rulesVersion(), log.players(), log.options(),
            log.seed(), startDrawn, game, state);
        Option<Divergence> d = check(0, link, log.startHash(), () -> "the setup or the starting position");
        if (d.isDefined()) {
          return fail(d.get());
        }
      } else if (!log.chained() && log.startHash().isDefined()) {
        Option<Divergence> d = check(0, hash(game, state), log.startHash(), () -> "the starting position");
        if (d.isDefined()) {
          return fail(d.get());
        }
      }
      for (int i = 0; i < log.entries().size(); i++) {
        int step = i + 1;
        LogEntry<A> entry = log.entries().get(i);
        S before = state;
        Either<Rejection, Transition<S>> result;
        Vector<Integer> drawn;
        if (recorded) {
          // On recorded draws the step draws from a script of exactly its draws: one state copy in,
          // none out (the exhausted script stays in the state, as the next step replaces it), and
          // what it drew is the script's prefix. A step that draws nothing, on a state whose source
          // is an exhausted script (the last step's), needs no copy at all: that source already
          // refuses any draw, as a fresh empty script would.
          Vector<Integer> logged = entry.draws().get();
          boolean asIs = logged.isEmpty()
              && game.random(state) instanceof RandomSource.Scripted done && done.remaining() == 0;
          S input = asIs ? state : game.withRandom(state, new RandomSource.Scripted(logged, 0));
          try {
            try {
              result = game.apply(input, entry.action());
            } catch (RandomSourceException e) {
              if (!asIs) {
                throw e;
              }
              // Report it exactly as a fresh empty script does.
              result = game.apply(game.withRandom(state, new RandomSource.Scripted(logged, 0)), entry.action());
            }
          } catch (RandomSourceException e) {
            return fail(exhausted(step, entry, before, e));
          } catch (RuntimeException e) {
            return fail(rulesError(step, e));
          }
          if (result.isLeft()) {
            return fail(rejected(step, entry, before, result.getLeft()));
          }
          S next = result.get().state();
          int left = game.random(next) instanceof RandomSource.Scripted s && !asIs ? s.remaining() : 0;
          if (left > 0) {
            return fail(new Divergence(step, "DRAWS_MISMATCH", "step " + step + " used " + (logged.size() - left)
                + " random draws; the log records " + logged.size(), Option.none(),
                Divergence.at(step) + "/draws/" + (logged.size() - left)));
          }
          drawn = logged;
          state = next;
        } else {
          // From the seed, draws are recorded only where they will be compared or chained: recording
          // costs a state copy in and one out.
          boolean record = entry.draws().isDefined() || chain;
          S input = record ? game.withRandom(state, RandomSource.recording(game.random(state))) : state;
          try {
            result = game.apply(input, entry.action());
          } catch (RandomSourceException e) {
            return fail(exhausted(step, entry, before, e));
          } catch (RuntimeException e) {
            return fail(rulesError(step, e));
          }
          if (result.isLeft()) {
            return fail(rejected(step, entry, before, result.getLeft()));
          }
          S next = result.get().state();
          RandomSource used = game.random(next);
          drawn = RandomSource.recorded(used);
          RandomSource after = RandomSource.unwrap(used);
          state = record && used != after ? game.withRandom(next, after) : next;
          if (entry.draws().isDefined() && !entry.draws().get().equals(drawn)) {
            return fail(drawsDiffer(step, entry.draws().get(), drawn, Divergence.at(step)));
          }
        }
        states.add(state);
        events.add(result.get().events());
        Option<Divergence> d;
        if (chain) {
          link = links.next(link, entry.action(), drawn, game, state);
          int at = step;
          d = entry.hash().isEmpty() ? Option.none()
              : check(step, link, entry.hash(), () -> "step " + at + " (" + words(before, entry.action()) + ")");
        } else {
          int at = step;
          d = entry.hash().isEmpty() || log.chained() ? Option.none()
              : check(step, hash(game, state), entry.hash(), () -> "the position after step " + at);
        }
        if (d.isDefined()) {
          return fail(d.get());
        }
      }
      return new ReplayResult<>(Vector.ofAll(states), Vector.ofAll(events), Option.none(), checked);
    }

    /** Compares a recomputed chain link with the recorded one, if any, without building strings on the way. */
    private Option<Divergence> check(int step, byte[] link, Option<String> recordedHash, Supplier<String> what) {
      if (recordedHash.isDefined() && Chain.matches(link, recordedHash.get())) {
        checked++;
        lastVerified = step;
        return Option.none();
      }
      return check(step, Chain.hex(link), recordedHash, what);
    }

    /** Compares a recomputed hash with the recorded one, if any. */
    private Option<Divergence> check(int step, String actual, Option<String> recordedHash, Supplier<String> what) {
      if (recordedHash.isEmpty()) {
        return Option.none();
      }
      if (actual.equals(recordedHash.get())) {
        checked++;
        lastVerified = step;
        return Option.none();
      }
      if (recorded) {
        seedParted = seedParted(step);
      }
      if (seedParted != null && seedParted[0] > lastVerified && seedParted[0] <= step) {
        // The draws alone explain it: the seed gives other values than the log records there.
        int at = seedParted[0];
        return Option.of(new Divergence(at, "DRAWS_MISMATCH", (at == 0 ? "the start" : "step " + at)
            + " records the draw " + seedParted[2] + " where the seed " + log.seed() + " gives " + seedParted[3]
            + ", and the hash chain breaks " + (at == step ? "there" : "at step " + step)
            + ": a recorded draw was changed", Option.none(),
            (at == 0 ? "/setup" : Divergence.at(at)) + "/draws/" + seedParted[1]));
      }
      String where = step == 0 ? "/setup/hash" : Divergence.at(step) + "/hash";
      String message = log.chained()
          ? "the hash chain breaks at " + (step == 0 ? "the start" : "step " + step) + ": recomputed " + actual
              + ", the log says " + recordedHash.get() + "; " + what.get() + ", its draws or the position after it"
              + " differ from what was recorded" + (step == 0 ? "" : ", or an unhashed step before it does")
          : what.get() + " differs from the log's (hash " + actual + ", log says " + recordedHash.get() + ")";
      return Option.of(new Divergence(step, "HASH_MISMATCH", message, Option.none(), where));
    }

    /**
     * Where the seed first gives another value than the log's draws, up to {@code step}, or null:
     * the start and steps 1 to {@code step} (all accepted already) played again on the recorded
     * draws through a recording source, the seed drawn alongside with the same bounds. Run only
     * when a link breaks, so a replay that verifies never pays for it.
     */
    private int[] seedParted(int step) {
      shadow = RandomSource.seeded(log.seed());
      seedParted = null;
      try {
        Recorder.Opening<S> opening = Recorder.open(game, log.setupOnRecordedDraws());
        follow(0, opening.draws(), opening.bounds());
        S s = opening.state();
        for (int i = 0; i < step && shadow != null; i++) {
          LogEntry<A> e = log.entries().get(i);
          Either<Rejection, Transition<S>> r = game.apply(game.withRandom(s,
              RandomSource.recording(new RandomSource.Scripted(e.draws().get(), 0))), e.action());
          if (r.isLeft()) {
            break;
          }
          RandomSource used = game.random(r.get().state());
          follow(i + 1, RandomSource.recorded(used), RandomSource.recordedBounds(used));
          s = game.withRandom(r.get().state(), RandomSource.unwrap(used));
        }
      } catch (RuntimeException e) {
        // The diagnosis is best effort: the hash mismatch is reported either way.
      }
      shadow = null;
      return seedParted;
    }

    /** Draws the seed's values for the same bounds and notes where they first part from the log's. */
    private void follow(int step, Vector<Integer> drawn, Vector<Integer> bounds) {
      if (shadow == null) {
        return;
      }
      try {
        for (int k = 0; k < drawn.size(); k++) {
          RandomSource.Draw d = shadow.nextInt(bounds.get(k));
          if (d.value() != drawn.get(k)) {
            seedParted = new int[] {step, k, drawn.get(k), d.value()};
            shadow = null;
            return;
          }
          shadow = d.next();
        }
      } catch (RuntimeException e) {
        shadow = null;
      }
    }

    /**
     * The action in the game's words ({@code p1: play the Baron on p2}), as a person reads it; the
     * log's own JSON of it (what the file holds) when the game gives no words for it there. Never a
     * record's toString, which {@link Game#describe}'s default is.
     */
    private String words(S before, A action) {
      try {
        String d = game.describe(before, action);
        if (d != null && !d.isBlank() && !d.equals(action.toString())) {
          return action.actor() + ": " + d;
        }
      } catch (RuntimeException e) {
        // an action the rules refuse may not be describable in that position
      }
      return LogCodec.writeAction(action);
    }

    private Divergence exhausted(int step, LogEntry<A> entry, S before, RandomSourceException e) {
      return new Divergence(step, "RANDOM_EXHAUSTED", "step " + step + " (" + words(before, entry.action())
          + ") needed more random draws than the log records: " + e.getMessage(), Option.none(),
          Divergence.at(step) + "/draws");
    }

    private Divergence rejected(int step, LogEntry<A> entry, S before, Rejection r) {
      return new Divergence(step, "REJECTED", "step " + step + " (" + words(before, entry.action())
          + ") is illegal there: " + r + (log.chained() && checked > 0
              ? "; an action before it may have been removed, moved or altered" : ""),
          Option.of(r), Divergence.at(step) + "/action");
    }

    private Divergence drawsDiffer(int step, Vector<Integer> logged, Vector<Integer> drawn, String at) {
      int k = 0;
      while (k < logged.size() && k < drawn.size() && logged.get(k).equals(drawn.get(k))) {
        k++;
      }
      return new Divergence(step, "DRAWS_MISMATCH", (step == 0 ? "the start" : "step " + step) + " drew "
          + drawn.mkString("[", ", ", "]") + " from the seed; the log records " + logged.mkString("[", ", ", "]"),
          Option.none(), at + "/draws/" + k);
    }

    private ReplayResult<S> fail(Divergence d) {
      return new ReplayResult<>(Vector.ofAll(states), Vector.ofAll(events), Option.of(d), checked);
    }
  }

  private static Divergence rulesError(int step, RuntimeException e) {
    return new Divergence(step, "RULES_ERROR", (step == 0 ? "the start" : "step " + step)
        + " failed inside the rules (" + e.getClass().getSimpleName() + ": " + e.getMessage()
        + "); this is a bug in the game, please report it with this log", Option.none());
  }

}
