package dev.ply.games.munchkin.content;

/** Statuses from persistent curses (MK-R88, MK-R96). */
public enum Status {
  CHICKEN, CHANGE_SEX_DISTRACTION, MALIGN_MIRROR
}
