package dev.ply.games.munchkin.content;

/** Which in-play items DISCARD_ITEMS reaches (§6.0). */
public enum ItemFilter {
  ANY_ITEM, BIG, SMALL, ARMOR_OR_BELOW_WAIST_EQUIPPED, BEST_BONUS_EQUIPPED
}
