package dev.ply.core;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a new game needs: the seated players in turn order, the game's options and a random
 * source. {@code seed} is what the action log records; {@code random} is normally
 * {@code RandomSource.seeded(seed)}, and a scripted source in tests.
 */
public record Setup(Vector<PlayerId> players, Map<String, String> options, long seed, RandomSource random) {

  public Setup {
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(random, "random");
    if (players.distinct().size() != players.size()) {
      throw new IllegalArgumentException("seated players must be distinct: " + players);
    }
    if (players.contains(PlayerId.SPECTATOR)) {
      throw new IllegalArgumentException("the spectator cannot be seated");
    }
  }

  /** {@code count} players named p1…pN, no options, a seeded source. */
  public static Setup of(int count, long seed) {
    return new Setup(Vector.range(1, count + 1).map(PlayerId::seat), LinkedHashMap.empty(), seed,
        RandomSource.seeded(seed));
  }

  public static Setup of(Vector<PlayerId> players, Map<String, String> options, long seed) {
    return new Setup(players, options, seed, RandomSource.seeded(seed));
  }

  public Setup withOption(String key, String value) {
    return new Setup(players, options.put(key, value), seed, random);
  }

  /** The same players and options with another seed, and the seeded source of that seed. */
  public Setup withSeed(long newSeed) {
    return new Setup(players, options, newSeed, RandomSource.seeded(newSeed));
  }

  /**
   * The same setup drawing from {@code random} (a scripted source in a test). The seed is kept:
   * a log of such a game replays from its recorded draws, not from its seed; use
   * {@link #withSeed(long)} to change both.
   */
  public Setup withRandom(RandomSource random) {
    return new Setup(players, options, seed, random);
  }

  public Option<String> option(String key) {
    return options.get(key);
  }

  public int playerCount() {
    return players.size();
  }
}
