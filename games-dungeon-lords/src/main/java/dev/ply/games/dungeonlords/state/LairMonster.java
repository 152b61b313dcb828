package dev.ply.games.dungeonlords.state;

/** A monster or ghost tile in a lair; {@code ready} false = exhausted, face down (DL-R86). */
public record LairMonster(String tile, boolean ready) {}
