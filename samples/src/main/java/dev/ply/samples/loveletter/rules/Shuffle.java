package dev.ply.samples.loveletter.rules;

import dev.ply.core.Dice;
import dev.ply.core.RandomSource;

/**
 * The round's shuffle (LL-R3), also used to deal a determinized world: exactly
 * {@link Dice#shuffle(int[])}, a Fisher–Yates drawing
 * {@code nextInt(i + 1)} for {@code i} from 15 down to 1.
 *
 * <p>Why a class of its own: a round's shuffle is 15 draws, and through the {@link RandomSource}
 * API each draw allocates its result and the next source. When the state's source is the plain
 * seeded SplitMix64 (every live game and every playout), this class runs the same documented
 * algorithm ({@link RandomSource}'s Javadoc, part of the log format) on the bare {@code long}
 * and allocates one source at the end: the same values, about 700 bytes less per round. Any other
 * source (scripted in tests, recording in the log and in replays) goes through {@link Dice}, so
 * every draw is seen. {@code ShuffleTest} checks that both paths agree.
 */
public final class Shuffle {
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
  private static final long RANGE = 1L << 31;

  private Shuffle() {}

  /** Shuffles {@code cards} in place; returns the source after the draws. */
  public static RandomSource shuffle(int[] cards, RandomSource random) {
    if (!(random instanceof RandomSource.Seeded seeded)) {
      Dice dice = new Dice(random);
      dice.shuffle(cards);
      return dice.source();
    }
    long state = seeded.state();
    for (int i = cards.length - 1; i > 0; i--) {
      int bound = i + 1;
      long limit = RANGE / bound * bound;
      long r;
      do {
        state += GOLDEN_GAMMA;
        r = mix(state) >>> 33;
      } while (r >= limit);
      int j = (int) (r % bound);
      int t = cards[i];
      cards[i] = cards[j];
      cards[j] = t;
    }
    return new RandomSource.Seeded(state);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
