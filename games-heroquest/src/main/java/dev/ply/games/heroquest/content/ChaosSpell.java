package dev.ply.games.heroquest.content;

/**
 * A Chaos Spell's penalty on the hero carrying its wound card (§6.4, HQ-R38–HQ-R41), as data:
 * dice lost on ATTACK and SEARCH, whether the hero may attack, and the hand limit in DRAW. No
 * penalty ever touches HEAL (HQ-R23).
 */
public enum ChaosSpell {
  /** HQ-R38: −1 die on ATTACK. */
  FEAR("Fear", 1, 0, true, 2),
  /** HQ-R39: may not ATTACK. */
  SLEEP("Sleep", 0, 0, false, 2),
  /** HQ-R40: hand limit 1 in DRAW. */
  TEMPEST("Tempest", 0, 0, true, 1),
  /** HQ-R41: −1 die on ATTACK and on SEARCH. */
  FIRESTORM("Firestorm", 1, 1, true, 2);

  private final String label;
  private final int attackDiceLost;
  private final int searchDiceLost;
  private final boolean mayAttack;
  private final int handLimit;

  ChaosSpell(String label, int attackDiceLost, int searchDiceLost, boolean mayAttack, int handLimit) {
    this.label = label;
    this.attackDiceLost = attackDiceLost;
    this.searchDiceLost = searchDiceLost;
    this.mayAttack = mayAttack;
    this.handLimit = handLimit;
  }

  public String label() {
    return label;
  }

  public int attackDiceLost() {
    return attackDiceLost;
  }

  public int searchDiceLost() {
    return searchDiceLost;
  }

  public boolean mayAttack() {
    return mayAttack;
  }

  public int handLimit() {
    return handLimit;
  }
}
