package dev.ply.games.munchkin.content;

/** Item flags other cards look at (MK-R34). */
public enum ItemFlag {
  BELOW_WAIST, FIRE, POLE
}
