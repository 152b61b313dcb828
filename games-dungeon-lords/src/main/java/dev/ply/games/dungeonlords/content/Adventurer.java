package dev.ply.games.dungeonlords.content;

/**
 * One adventurer or paladin tile (§6.3).
 *
 * @param id the spec's id ({@code W1a}, {@code PAL1})
 * @param year 1 or 2
 * @param level the level rune (the paladin: 0; he is never in a row)
 */
public record Adventurer(String id, AdventurerClass cls, int year, int level, int health,
    int antiTrap, int magic, int healing) {

  /** DL-R61, DL-R67: a warrior joins at the front, the paladin stands at the very front. */
  public boolean joinsFront() {
    return cls == AdventurerClass.WARRIOR;
  }

  public boolean paladin() {
    return cls == AdventurerClass.PALADIN;
  }
}
