package dev.ply.games.heroquest.content;

/** The kinds of dungeon card (§6.2). */
public enum CardKind {
  /** One threat symbol (T01–T24). */
  THREAT,
  /** Two threat symbols (D01–D12). */
  DOUBLE_THREAT,
  /** A threat symbol and the door (G01–G06, HQ-R14). */
  DOOR,
  /** A red wound card, with a threat symbol or a Chaos Spell (W01–W10, HQ-R12). */
  WOUND,
  /** Healing Potion, Healing Water or Courage (B01–B04, HQ-R13). */
  BOON;

  /** True for cards that go onto the dungeon floor when they enter play (HQ-R11). */
  public boolean goesToFloor() {
    return this == THREAT || this == DOUBLE_THREAT || this == DOOR;
  }
}
