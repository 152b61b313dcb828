package dev.ply.games.munchkin.content;

/** A monster entry's state in combat (MK-R56). */
public enum MonsterState {
  ACTIVE, KILLED, DEFEATED, REMOVED
}
