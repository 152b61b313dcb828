package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A match's record: enough to rebuild every state. Serialised by {@link LogCodec} in the format
 * of {@code docs/log-format.md}.
 *
 * @param format the log format version ({@link #FORMAT})
 * @param game the game's id
 * @param rulesVersion the game's rules version when the log was written
 * @param players the seated players in turn order
 * @param options the game's options
 * @param seed the seed of the setup's random source
 * @param startDraws the values {@code start} drew, where recorded
 * @param startHash link 0 of the hash chain (format 2) or the hash of the starting state (format
 *     1), where recorded
 * @param entries the actions in order
 */
public record ActionLog<A extends Action>(
    int format,
    String game,
    String rulesVersion,
    Vector<PlayerId> players,
    Map<String, String> options,
    long seed,
    Option<Vector<Integer>> startDraws,
    Option<String> startHash,
    Vector<LogEntry<A>> entries) {

  /** The version of the log format this Ply writes: chained hashes over canonical encodings. */
  public static final int FORMAT = 2;

  /** The first format: one {@code toString} hash per state, no chain. Still read and replayed. */
  public static final int FORMAT_1 = 1;

  public ActionLog {
    if (format != FORMAT && format != FORMAT_1) {
      throw new IllegalArgumentException("log format " + format + " is not supported");
    }
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(rulesVersion, "rulesVersion");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(startDraws, "startDraws");
    Objects.requireNonNull(startHash, "startHash");
    Objects.requireNonNull(entries, "entries");
  }

  /** The setup this log starts from, with the seeded source of its seed. */
  public Setup setup() {
    return Setup.of(players, options, seed);
  }

  /** True when every action (and the start) carries its draws, so it replays without the seed. */
  public boolean hasAllDraws() {
    return startDraws.isDefined() && entries.forAll(e -> e.draws().isDefined());
  }

  /** The setup replaying on recorded draws: the start's draws scripted. */
  public Setup setupOnRecordedDraws() {
    return setup().withRandom(RandomSource.scripted(startDraws.getOrElse(Vector.empty())));
  }

  public ActionLog<A> append(LogEntry<A> entry) {
    return new ActionLog<>(format, game, rulesVersion, players, options, seed, startDraws, startHash,
        entries.append(entry));
  }

  public ActionLog<A> withEntries(Vector<LogEntry<A>> newEntries) {
    return new ActionLog<>(format, game, rulesVersion, players, options, seed, startDraws, startHash,
        newEntries);
  }

  /** The first {@code n} actions. */
  public ActionLog<A> prefix(int n) {
    return withEntries(entries.take(n));
  }

  /** True for a format-2 log, whose hashes form a chain that proves the whole history. */
  public boolean chained() {
    return format == FORMAT;
  }

  public int size() {
    return entries.size();
  }
}
