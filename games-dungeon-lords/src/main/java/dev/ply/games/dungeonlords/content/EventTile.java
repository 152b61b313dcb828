package dev.ply.games.dungeonlords.content;

/** §6.7: one of each per year on seasons 2–4 (DL-R8). */
public enum EventTile {
  PAYDAY, TAXES, SPECIAL
}
