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
 * @param startHash the hash of the starting state, where recorded
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

  /** The current version of the log format. */
  public static final int FORMAT = 1;

  public ActionLog {
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

  public int size() {
    return entries.size();
  }
}
