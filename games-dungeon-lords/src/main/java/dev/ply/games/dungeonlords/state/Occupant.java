package dev.ply.games.dungeonlords.state;

/** A minion on an action space (DL-R18): a player's (by seat) or a non-player lord's. */
public record Occupant(boolean nonPlayer, int index) {}
