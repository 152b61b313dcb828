package dev.ply.games.munchkin.content;

/** Who may use an item (§6.5, MK-R32). "Human only" = no Race card or half-X (MK-R23). */
public enum Restriction {
  NONE, HUMAN_ONLY, ELF_ONLY, DWARF_ONLY, HALFLING_ONLY, FEMALE_ONLY, MALE_ONLY,
  CLERIC_ONLY, THIEF_ONLY, WIZARD_ONLY, WARRIOR_ONLY, NOT_CLERIC, NOT_WIZARD, NOT_WARRIOR, NOT_THIEF
}
