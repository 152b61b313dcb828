package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * The nine kinds of §6.4. Hire cost = payday cost (DL-R51); evil in a cost is a cost (DL-R23).
 * A Ghost is not a monster (§1.1, DL-R90).
 */
public enum MonsterKind {
  GOBLIN("Goblin", 2, 1, 1, 0, 0, false, false, false,
      Attack.hit("2 damage to the first, 1 more to the next if he falls", Target.FIRST, 2).withFollowUp()),
  SLIME("Slime", 2, 1, 1, 0, 0, false, false, false,
      Attack.hit("1 damage to each", Target.EACH, 1),
      Attack.prevention("no attack: skip this round's fatigue and conquest")),
  GHOST("Ghost", 2, 1, 0, 0, 1, false, false, true,
      Attack.hit("2 damage to any but the first", Target.ANY_EXCEPT_FIRST, 2)),
  TROLL("Troll", 2, 1, 2, 0, 0, false, false, false,
      Attack.hit("3 damage to the first", Target.FIRST, 3),
      Attack.hit("pay 1 food: 4 damage to the first", Target.FIRST, 4).costingFood(1)),
  WITCH("Witch", 2, 1, 1, 0, 1, false, false, false,
      Attack.hit("4 damage to the first", Target.FIRST, 4),
      Attack.hit("two hits of 1 damage, each to any", Target.ANY, 1).hitting(2)),
  VAMPIRE("Vampire", 2, 1, 0, 0, 2, false, false, false,
      Attack.hit("3 damage to any non-priest", Target.ANY_NON_PRIEST, 3),
      Attack.hit("2 damage to any non-priest and stay ready", Target.ANY_NON_PRIEST, 2).stayingReady()),
  GOLEM("Golem", 0, 2, 0, 1, 0, false, true, false,
      Attack.hit("4 damage to the first; stays ready", Target.FIRST, 4).stayingReady()),
  DRAGON("Dragon", 0, 2, 2, 0, 2, false, false, false,
      Attack.hit("2 damage to each; no healing this round", Target.EACH, 2).skippingHealing()),
  DEMON("Demon", 0, 2, 0, 0, 1, true, false, false,
      Attack.hit("7 damage to any; no fatigue or conquest this round", Target.ANY, 7).skippingFatigueAndConquest());

  private final String label;
  private final int year1Tiles;
  private final int year2Tiles;
  private final int food;
  private final int gold;
  private final int evil;
  private final boolean sacrifice;
  private final boolean discardsTrap;
  private final boolean ghost;
  private final Vector<Attack> attacks;

  MonsterKind(String label, int year1Tiles, int year2Tiles, int food, int gold, int evil, boolean sacrifice,
      boolean discardsTrap, boolean ghost, Attack... attacks) {
    this.label = label;
    this.year1Tiles = year1Tiles;
    this.year2Tiles = year2Tiles;
    this.food = food;
    this.gold = gold;
    this.evil = evil;
    this.sacrifice = sacrifice;
    this.discardsTrap = discardsTrap;
    this.ghost = ghost;
    this.attacks = Vector.of(attacks);
  }

  public String label() { return label; }
  public int tiles(int year) { return year == 1 ? year1Tiles : year2Tiles; }
  /** Food of the hire and payday cost. */
  public int food() { return food; }
  /** Gold of the hire and payday cost (Golem). */
  public int gold() { return gold; }
  /** Evil of the hire and payday cost: a cost, DL-R23. */
  public int evil() { return evil; }
  /** Demon: sacrifice one other monster, never a ghost (DL-R95). */
  public boolean sacrifice() { return sacrifice; }
  /** Golem: discard one trap card from hand (DL-R95). */
  public boolean discardsTrap() { return discardsTrap; }
  /** A Ghost is not a monster (DL-R90). */
  public boolean ghost() { return ghost; }
  public Vector<Attack> attacks() { return attacks; }
  /** Troll: brings one troll token (DL-R37). */
  public boolean trollToken() { return this == TROLL; }

  /** @deprecated {@link CardText#cost} says it in words (evil as a cost, the sacrifice, the trap card). */
  @Deprecated
  public String cost() {
    StringBuilder b = new StringBuilder();
    if (food > 0) b.append(food).append(" food");
    if (gold > 0) b.append(b.length() > 0 ? " + " : "").append(gold).append(" gold");
    if (evil > 0) b.append(b.length() > 0 ? " + " : "").append(evil).append(" evil");
    if (sacrifice) b.append(" + another monster");
    if (discardsTrap) b.append(" + a trap card");
    return b.toString();
  }
}
