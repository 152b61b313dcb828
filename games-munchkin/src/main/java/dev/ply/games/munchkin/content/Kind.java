package dev.ply.games.munchkin.content;

/** What a card is (§2, §6). */
public enum Kind {
  MONSTER, RACE, HALF_BREED, CLASS, SUPER_MUNCHKIN, CURSE, ENHANCER,
  CHEAT, DIVINE_INTERVENTION, HELP_ME_OUT_HERE, ILLUSION, MATE, OUT_TO_LUNCH, WANDERING_MONSTER,
  ITEM, ONE_SHOT, GO_UP_A_LEVEL, STEAL_A_LEVEL, HIRELING, HOARD;

  /** Permanent and one-shot items have a gold value and may be sold, traded, stolen (MK-R30). */
  public boolean isItem() {
    return this == ITEM || this == ONE_SHOT;
  }
}
