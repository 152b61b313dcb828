package dev.ply.games.munchkin.content;

/** What a monster reacts to in a combatant (MK-R52, MK-R61). */
public enum Trait {
  ELF, DWARF, HALFLING, DWARF_OR_HALFLING, CLERIC, THIEF, WARRIOR, WIZARD, FEMALE
}
