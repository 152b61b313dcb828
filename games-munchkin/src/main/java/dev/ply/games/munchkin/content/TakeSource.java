package dev.ply.games.munchkin.content;

/** What OTHERS_TAKE takes. */
public enum TakeSource {
  HAND_RANDOM, ITEM_CHOICE, TREASURE_OR_HAND
}
