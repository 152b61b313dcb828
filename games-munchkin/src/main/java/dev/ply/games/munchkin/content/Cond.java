package dev.ply.games.munchkin.content;

/**
 * A condition of an IF, AUTO_ESCAPE, FLEE_PENALTY or reward primitive, with its number where it
 * has one ({@code LEVEL_AT_MOST 3}). Evaluated on public state only.
 */
public record Cond(Kind kind, int n) {

  public enum Kind {
    ALWAYS,
    /** The runner's level is at most n. */
    LEVEL_AT_MOST,
    /** The runner's level is above n. */
    LEVEL_ABOVE,
    /** The runner's level is at most n and the runner is not a full Elf. */
    LEVEL_AT_MOST_NOT_FULL_ELF,
    /** The runner is not a full Halfling. */
    NOT_FULL_HALFLING,
    /** The previous primitive discarded nothing. */
    NOTHING_DISCARDED,
    /** The victim has at least one Class. */
    HAS_CLASS,
    /** The victim has no Class. */
    NO_CLASS,
    /** The victim has the Wizard class. */
    HAS_WIZARD,
    /** The victim is a full Elf. */
    FULL_ELF,
    /** The effective die of the previous ROLL is at most n. */
    ROLL_AT_MOST,
    /** A combatant has the Elf race. */
    COMBATANT_HAS_ELF,
    /** Fire was used for the munchkins (Large Angry Chicken). */
    FIRE_USED,
    /** No helper and the fighter's level alone beats the monsters (Pukachu). */
    SOLO_LEVEL_BEATS,
    /** Some Hireling is in play (Kill the Hireling). */
    HIRELING_IN_PLAY,
    /** In IW_END of a turn with a combat (Mutilate the Bodies). */
    AFTER_COMBAT,
    /** The target is not the highest or tied-highest living player (Whine at the GM). */
    TARGET_NOT_HIGHEST
  }

  public static Cond of(Kind kind) {
    return new Cond(kind, 0);
  }

  public static Cond of(Kind kind, int n) {
    return new Cond(kind, n);
  }
}
