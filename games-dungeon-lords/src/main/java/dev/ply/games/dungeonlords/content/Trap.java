package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * The nine trap kinds of §6.6, three cards each. Damage is trap damage (anti-trap applies,
 * DL-R80); the special parts, and the Poisoned Meal's killing amount, are never prevented.
 *
 * @see #layout
 */
public enum Trap {
  ROLLING_STONE("Rolling Stone", 0, 0, 0, Target.FIRST, 4, 0, 0, false, false, false, false),
  PENDULUM("Pendulum", 0, 0, 0, Target.SECOND, 3, 0, 0, false, false, false, false),
  WALL_OF_FIRE("Wall of Fire", 0, 0, 0, Target.EACH, 1, 1, 0, false, false, false, false),
  TRAP_DOOR("Trap Door", 0, 0, 0, Target.FIRST, 2, 0, 0, true, false, false, false),
  GOLDEN_RING("Golden Ring", 1, 0, 0, Target.EACH, 1, 0, 0, true, false, false, false),
  KAMIKAZE_IMP("Kamikaze Imp", 0, 0, 1, Target.FIRST, 3, 0, 1, false, false, false, false),
  POISONED_MEAL("Poisoned Meal", 0, 1, 0, Target.FIRST, 0, 0, 0, false, true, false, false),
  POISONED_DART("Poisoned Dart", 0, 0, 0, Target.ANY, 1, 0, 0, false, false, true, false),
  ANTI_MAGIC_DART("Anti-magic Dart", 0, 0, 0, Target.ANY, 1, 0, 0, false, false, false, true);

  /** Copies of each kind (§6.6). */
  public static final int COPIES = 3;

  private final String label;
  private final int gold;
  private final int food;
  private final int imp;
  private final Target target;
  private final int damage;
  private final int extraToLast;
  private final int toEachOther;
  private final boolean noConquest;
  private final boolean healthDamage;
  private final boolean poison;
  private final boolean antiMagic;

  Trap(String label, int gold, int food, int imp, Target target, int damage, int extraToLast, int toEachOther,
      boolean noConquest, boolean healthDamage, boolean poison, boolean antiMagic) {
    this.label = label;
    this.gold = gold;
    this.food = food;
    this.imp = imp;
    this.target = target;
    this.damage = damage;
    this.extraToLast = extraToLast;
    this.toEachOther = toEachOther;
    this.noConquest = noConquest;
    this.healthDamage = healthDamage;
    this.poison = poison;
    this.antiMagic = antiMagic;
  }

  public String label() { return label; }
  /** Extra gold cost (Golden Ring). */
  public int gold() { return gold; }
  /** Extra food cost (Poisoned Meal). */
  public int food() { return food; }
  /** An available imp, removed from the game (Kamikaze Imp). */
  public int imp() { return imp; }
  public Target target() { return target; }
  /** Trap Door, Golden Ring: no conquest this round (DL-R99). */
  public boolean noConquest() { return noConquest; }
  /** Poisoned Dart: 2 unpreventable damage at the end of the round (DL-R101). */
  public boolean poison() { return poison; }
  /** Anti-magic Dart: a wizard hit stops spells, a priest hit stops healing (DL-R83, DL-R96). */
  public boolean antiMagic() { return antiMagic; }
  /**
   * DL-R80: anti-trap may prevent this trap's damage; not a killing amount equal to the first's
   * health (Poisoned Meal), which the spec counts among the effects never prevented.
   */
  public boolean preventable() { return !healthDamage; }
  /** Poisoned Dart and Anti-magic Dart need the lord to pick a target. */
  public boolean choosesTarget() { return target == Target.ANY; }

  /**
   * DL-R80: the trap's damage laid out per party position as if nobody were protected.
   *
   * @param health the current health (printed + bonus) of each member, front first
   * @param chosen the target position for ANY traps
   */
  public int[] layout(int[] health, int chosen) {
    int n = health.length;
    int[] out = new int[n];
    if (n == 0) {
      return out;
    }
    switch (target) {
      case FIRST -> {
        out[0] = healthDamage ? health[0] : damage;
        for (int i = 1; i < n; i++) {
          out[i] = toEachOther;
        }
      }
      case SECOND -> {
        if (n >= 2) { // DECISION: Pendulum with one adventurer does nothing
          out[1] = damage;
        }
      }
      case EACH -> {
        for (int i = 0; i < n; i++) {
          out[i] = damage;
        }
        out[n - 1] += extraToLast;
      }
      case ANY -> out[Math.max(0, Math.min(chosen, n - 1))] = damage;
      default -> { }
    }
    return out;
  }

  public String effect() {
    return switch (this) {
      case ROLLING_STONE -> "4 damage to the first";
      case PENDULUM -> "3 damage to the second";
      case WALL_OF_FIRE -> "1 damage to each, +1 to the last";
      case TRAP_DOOR -> "2 damage to the first; no conquest this round";
      case GOLDEN_RING -> "pay 1 gold: 1 damage to each; no conquest this round";
      case KAMIKAZE_IMP -> "lose 1 imp: 3 damage to the first, 1 to each other";
      case POISONED_MEAL -> "pay 1 food: damage to the first equal to his health";
      case POISONED_DART -> "1 damage to any; 2 more at the end of the round";
      case ANTI_MAGIC_DART -> "1 damage to any; a wizard hit stops spells, a priest hit stops healing";
    };
  }

  public static Vector<String> deck() {
    Vector<String> out = Vector.empty();
    for (Trap t : values()) {
      for (int i = 0; i < COPIES; i++) {
        out = out.append(t.name());
      }
    }
    return out;
  }
}
