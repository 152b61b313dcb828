package dev.ply.games.munchkin.content;

/** The value of SET_LEVEL: the lowest level among all players, or 1. */
public enum LevelValue {
  LOWEST_ALL, ONE
}
