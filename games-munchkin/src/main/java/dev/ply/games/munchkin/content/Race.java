package dev.ply.games.munchkin.content;

/** The race cards (§6.2); Human = no Race card. */
public enum Race {
  ELF, DWARF, HALFLING
}
