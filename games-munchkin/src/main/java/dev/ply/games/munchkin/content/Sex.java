package dev.ply.games.munchkin.content;

/** A player's current sex (MK-R19). */
public enum Sex {
  MALE, FEMALE
}
