package dev.ply.games.dungeonlords.content;

/** §6.3: the four classes; the paladin and an illusion have none. */
public enum AdventurerClass {
  WARRIOR, THIEF, PRIEST, WIZARD, PALADIN, ILLUSION
}
