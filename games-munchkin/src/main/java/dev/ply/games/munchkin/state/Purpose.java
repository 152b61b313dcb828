package dev.ply.games.munchkin.state;

/** What a CHOOSE frame decides (MK-R108); its options are computed from the state, never stored. */
public enum Purpose {
  /** MK-R96: KEEP, or a Loaded Die face. */
  POST_ROLL,
  /** MK-R71: which monster to flee from next. */
  NEXT_MONSTER,
  /** MK-R82: one card of the corpse. */
  LOOT_CORPSE,
  /** MK-R54: one card of the face-up reward pool. */
  DRAFT,
  /** DISCARD_ITEMS with count 1: the victim picks one matching item. */
  DISCARD_ITEM,
  /** CHOICE(p, A, B). */
  BRANCH,
  /** PAY_ITEMS: one item at a time until the gold value is paid (the frame's count is the gold still owed). */
  PAY_ITEM,
  /** LOSE_MIXED: one hand card or item at a time. */
  LOSE_MIXED,
  /** OTHERS_TAKE with ITEM_CHOICE or TREASURE_OR_HAND: the taker picks. */
  TAKE_ITEM,
  /** DISCARD_ITEMS_BY_NEIGHBOURS: the neighbour picks an item of the victim to discard. */
  NEIGHBOUR_DISCARD,
  /** DISCARD_CLASSES(CHOOSE_1) with Super Munchkin. */
  DISCARD_CLASS,
  /** MK-R61: a Thief combatant trades in 2 Treasure cards with the Lawyers (YES / NO). */
  LAWYERS,
  /** MK-R61: one of the 2 Treasure cards to discard. */
  TRADE_IN,
  /** MK-R26: the Cleric draws the door normally or resurrects (DRAW or a hand card to discard). */
  RESURRECTION,
  /** MK-R26: the Cleric fighter draws a face-up reward treasure normally or resurrects (DRAW or a hand card to discard). */
  RESURRECT_REWARD,
  /** MK-R33: one excess Big item to give away (the owner keeps the rest). */
  GIVE_AWAY_BIG,
  /**
   * POSTCOMBAT (MK-R46, MK-R61): the spec's {@code CHOOSE {LOOT_THE_ROOM, SKIP}}, with the options
   * {@code LOOT} and {@code SKIP} as every log writes them (docs/rules/munchkin.md says why).
   */
  LOOT_THE_ROOM
}
