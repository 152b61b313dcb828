package dev.ply.games.dungeonlords.content;

/**
 * The nine special events of §6.9 (LOW confidence in the spec). {@code substitute} marks the
 * spec's SUBSTITUTE effects; {@code reconstructed} the official names with reconstructed effects.
 */
public enum SpecialEvent {
  MONSTER_STRIKE("Monster Strike", false, "per monster or ghost pay 1 of a resource in its cost, or it is exhausted until year end"),
  WITCH_HUNT("Witch Hunt", false, "let all your Witches go (no evil gained) or take 1 penalty token per Witch"),
  ROYAL_AUDIT("Royal Audit", false, "discard half your gold, rounded down"),
  IMP_UNION_MEETING("Imp Union Meeting", true, "pay 1 food per 3 imps, each unpaid one costs an imp"),
  SAFETY_INSPECTION("Safety Inspection", true, "pay 1 gold per unconquered room, each unpaid one is a penalty token"),
  MINISTRY_BANQUET("Ministry Banquet", true, "gain 2 food"),
  SCANDAL("Scandal", true, "gain 2 evil"),
  CHARITY_WEEK("Charity Week", true, "you may pay 1 gold to lower evil by 2"),
  SECOND_COLLECTION("Second Collection", true, "pay taxes again");

  private final String label;
  private final boolean substitute;
  private final String effect;

  SpecialEvent(String label, boolean substitute, String effect) {
    this.label = label;
    this.substitute = substitute;
    this.effect = effect;
  }

  public String label() { return label; }
  public boolean substitute() { return substitute; }
  public String effect() { return effect; }
}
