package dev.ply.games.dungeonlords.content;

/** What a year-1 room produces when activated (§6.5). */
public enum Product {
  FOOD, GOLD, TRAP, TUNNEL, EVIL_DOWN, IMP, NONE
}
