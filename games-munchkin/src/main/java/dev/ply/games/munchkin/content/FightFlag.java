package dev.ply.games.munchkin.content;

/** Fight rules of FIGHT_RULE (§6.0). */
public enum FightFlag {
  NO_HELP, NO_ITEMS, NO_LEVEL, DOUBLE_FIGHTER
}
