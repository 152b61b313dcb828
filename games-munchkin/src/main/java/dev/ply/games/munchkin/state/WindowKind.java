package dev.ply.games.munchkin.state;

/** The priority windows of MK-R104. */
public enum WindowKind {
  IW_START, IW_END, CW, CURSE_RESPONSE, PREROLL, GLUE, FAIL;

  public boolean interlude() {
    return this == IW_START || this == IW_END;
  }
}
