package dev.ply.games.dungeonlords.content;

/** Target words of §6.4 and §6.6. */
public enum Target {
  /** the front-most adventurer */
  FIRST,
  /** the adventurer directly behind the first */
  SECOND,
  /** every adventurer */
  EACH,
  /** one adventurer of the lord's choice */
  ANY,
  /** any adventurer but the first (Ghost, DL-R91) */
  ANY_EXCEPT_FIRST,
  /** any adventurer who is not a priest (Vampire, DL-R94) */
  ANY_NON_PRIEST,
  /** no damage at all (Slime's prevention option) */
  NONE
}
