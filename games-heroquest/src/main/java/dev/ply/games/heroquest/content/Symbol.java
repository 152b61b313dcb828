package dev.ply.games.heroquest.content;

import io.vavr.collection.Vector;

/**
 * The symbols printed on dungeon cards: six threat symbols and the door (§2). The door is never a
 * threat: it is not counted for triples (HQ-R16) and cannot be attacked (HQ-R27).
 */
public enum Symbol {
  ORC("Orc"),
  CHAOS_WARRIOR("Chaos Warrior"),
  UNDEAD("Undead"),
  MAGIC("Magic"),
  MELEE("Melee"),
  TRAP("Trap"),
  DOOR("Door");

  /** The six threat symbols, in the order of the hero sheets' columns. */
  public static final Vector<Symbol> THREATS = Vector.of(ORC, CHAOS_WARRIOR, UNDEAD, MAGIC, MELEE, TRAP);

  private final String label;

  Symbol(String label) {
    this.label = label;
  }

  public boolean isThreat() {
    return this != DOOR;
  }

  /** The name in plain words, e.g. "Chaos Warrior". */
  public String label() {
    return label;
  }
}
