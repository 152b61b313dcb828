package dev.ply.games.munchkin.content;

/** When a one-shot item may be played (§6.6). */
public enum Timing {
  COMBAT, DOPPLEGANGER, GLUE, PREROLL_ESCAPE, FAIL_ESCAPE, POST_ROLL, CURSE_RESPONSE, ANY_WINDOW, COMBAT_OR_PREROLL, TURNING_TO_REMOVE
}
