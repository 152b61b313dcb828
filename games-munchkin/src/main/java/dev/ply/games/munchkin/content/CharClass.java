package dev.ply.games.munchkin.content;

/** The class cards (§6.2). */
public enum CharClass {
  CLERIC, THIEF, WARRIOR, WIZARD
}
