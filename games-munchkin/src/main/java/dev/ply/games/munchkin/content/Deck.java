package dev.ply.games.munchkin.content;

/** Which deck a card belongs to (§2). */
public enum Deck {
  DOOR, TREASURE
}
