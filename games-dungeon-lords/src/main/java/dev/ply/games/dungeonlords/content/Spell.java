package dev.ply.games.dungeonlords.content;

/** The effect primitives of the combat cards (§6.8). */
public enum Spell {
  /** the lord withdraws all his monsters (not ghosts) or gains 2 evil (Word of Peace) */
  WITHDRAW_ALL_OR_EVIL,
  /** per monster in battle: pay its payday cost or withdraw it (Suggestion) */
  PAY_OR_WITHDRAW,
  /** the first point of damage this round is absorbed (Magic Shield) */
  SHIELD,
  /** wizards move to the back and cannot be damaged this round (Invisibility) */
  INVISIBILITY,
  /** the lord gains {@code amount} evil */
  GAIN_EVIL,
  /** the lord loses 1 imp (Fist of Justice) */
  LOSE_IMP,
  /** the lord loses 1 gold, else 1 food, else 1 trap card (Detect Treasure) */
  LOSE_TREASURE,
  /** no effect (Fireball) */
  NOTHING,
  /** one monster in battle is withdrawn (Aura of Fear) */
  WITHDRAW_ONE,
  /** one monster in battle is a sheep this round (Metamorphosis) */
  SHEEP,
  /** every monster attack goes to the first adventurer (Blind Rage) */
  BLIND_RAGE,
  /** the first adventurer gets +1 health until combat ends (Create Food) */
  FOOD_TOKEN,
  /** an illusory adventurer of health 1 stands at the very front (Illusion) */
  ILLUSION,
  /** "no conquest" effects are ignored this round (Song of Courage, SUBSTITUTE) */
  COURAGE,
  /** 1 damage removed from each adventurer (Regeneration) */
  REGENERATION,
  /** the lord releases one prisoner (Magic Key, SUBSTITUTE) */
  RELEASE_PRISONER,
  /** one monster in battle is discarded from the game (Dimensional Gate) */
  DISCARD_MONSTER
}
