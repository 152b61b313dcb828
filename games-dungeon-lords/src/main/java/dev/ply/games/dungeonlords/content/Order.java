package dev.ply.games.dungeonlords.content;

/**
 * The eight order cards of a colour (§6.1), declared in the resolution order of DL-R19. MONSTERS
 * and ROOMS resolve their spaces III, II, I (DL-R20).
 */
public enum Order {
  FOOD, REPUTATION, TUNNELS, GOLD, IMPS, TRAPS, MONSTERS, ROOMS;

  /** {@link #values()} once: that method copies the array at every call, and the rules ask often. */
  private static final Order[] ALL = values();

  /** The order of {@code ordinal}. */
  public static Order of(int ordinal) {
    return ALL[ordinal];
  }

  /** DL-R20: MONSTERS and ROOMS resolve III, II, I. */
  public boolean reverse() {
    return this == MONSTERS || this == ROOMS;
  }

  public String label() {
    return name().charAt(0) + name().substring(1).toLowerCase();
  }
}
