package dev.ply.games.heroquest.content;

/**
 * The boon cards' effects (§6.3), resolved at once and then discarded (HQ-R13). Each is one
 * effect primitive: remove one wound of a chosen hero, remove one skull token from every hero, or
 * add a die to this turn's action.
 */
public enum Boon {
  /** HQ-R35: one hero (any seat) loses one wound, a skull token or an attached wound card. */
  HEALING_POTION("Healing Potion"),
  /** HQ-R36: every hero with a skull token loses one. */
  HEALING_WATER("Healing Water"),
  /** HQ-R37: +1 die on the active player's action this turn. */
  COURAGE("Courage");

  private final String label;

  Boon(String label) {
    this.label = label;
  }

  /** True when resolving it needs a chosen hero and wound (only the Potion, HQ-R35). */
  public boolean needsTarget() {
    return this == HEALING_POTION;
  }

  public String label() {
    return label;
  }
}
