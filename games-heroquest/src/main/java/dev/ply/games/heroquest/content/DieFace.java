package dev.ply.games.heroquest.content;

/**
 * A face of the HeroQuest combat die: 3 skulls, 2 white shields, 1 black shield (HQ-R26). A roll
 * is one {@code nextInt(6)} draw mapped 0,1,2 to SKULL, 3,4 to WHITE_SHIELD, 5 to BLACK_SHIELD
 * (§4.4), so tests force a face by scripting its draw.
 */
public enum DieFace {
  SKULL,
  WHITE_SHIELD,
  BLACK_SHIELD;

  public static DieFace of(int draw) {
    if (draw < 3) {
      return SKULL;
    }
    return draw < 5 ? WHITE_SHIELD : BLACK_SHIELD;
  }

  /** A draw that shows this face (for forcing dice in tests and scenarios). */
  public int draw() {
    return switch (this) {
      case SKULL -> 0;
      case WHITE_SHIELD -> 3;
      case BLACK_SHIELD -> 5;
    };
  }
}
