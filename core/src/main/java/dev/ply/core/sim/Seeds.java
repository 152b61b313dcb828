package dev.ply.core.sim;

/**
 * How a simulation derives every game's seeds from its master seed, so that a game's result
 * depends only on the master seed and the game's index, never on threads or timing.
 *
 * <p>Game {@code i} (0-based) gets the setup seed {@code mix(master + (i + 1) * G)} and seat
 * {@code k}'s agent gets {@code mix(gameSeed ^ (k + 1) * H)}, where {@code mix} is the SplitMix64
 * finaliser, {@code G = 0x9E3779B97F4A7C15} and {@code H = 0xD1B54A32D192ED03}.
 */
public final class Seeds {
  private static final long G = 0x9E3779B97F4A7C15L;
  private static final long H = 0xD1B54A32D192ED03L;

  private Seeds() {}

  public static long game(long master, int index) {
    return mix(master + (index + 1L) * G);
  }

  public static long agent(long gameSeed, int seat) {
    return mix(gameSeed ^ ((seat + 1L) * H));
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
