package dev.ply.games.munchkin.content;

/** Where an item is worn (MK-R32); NONE = no slot. */
public enum Slot {
  HEADGEAR, ARMOR, FOOTGEAR, ONE_HAND, TWO_HANDS, NONE
}
