package dev.ply.games.dungeonlords.content;

/**
 * One attack option of a monster or ghost (§6.4), built from primitives.
 *
 * @param damage damage per hit
 * @param hits separate hits (Witch option b: two hits of 1, each to any adventurer)
 * @param foodCost food paid to use this option (Troll option b, DL-R89)
 * @param followUp Goblin: if the hit eliminates the first, 1 damage to the new first
 * @param staysReady Golem, Vampire option b (DL-R86)
 * @param skipsHealing Dragon: the party skips this round's healing step (DL-R96)
 * @param skipsFatigueAndConquest Demon, Slime option b (DL-R98)
 * @param isAttack false for Slime's prevention option (DL-R87)
 */
public record Attack(String words, Target target, int damage, int hits, int foodCost, boolean followUp,
    boolean staysReady, boolean skipsHealing, boolean skipsFatigueAndConquest, boolean isAttack) {

  static Attack hit(String words, Target target, int damage) {
    return new Attack(words, target, damage, 1, 0, false, false, false, false, true);
  }

  Attack costingFood(int food) {
    return new Attack(words, target, damage, hits, food, followUp, staysReady, skipsHealing, skipsFatigueAndConquest, isAttack);
  }

  Attack hitting(int n) {
    return new Attack(words, target, damage, n, foodCost, followUp, staysReady, skipsHealing, skipsFatigueAndConquest, isAttack);
  }

  Attack withFollowUp() {
    return new Attack(words, target, damage, hits, foodCost, true, staysReady, skipsHealing, skipsFatigueAndConquest, isAttack);
  }

  Attack stayingReady() {
    return new Attack(words, target, damage, hits, foodCost, followUp, true, skipsHealing, skipsFatigueAndConquest, isAttack);
  }

  Attack skippingHealing() {
    return new Attack(words, target, damage, hits, foodCost, followUp, staysReady, true, skipsFatigueAndConquest, isAttack);
  }

  Attack skippingFatigueAndConquest() {
    return new Attack(words, target, damage, hits, foodCost, followUp, staysReady, skipsHealing, true, isAttack);
  }

  static Attack prevention(String words) {
    return new Attack(words, Target.NONE, 0, 0, 0, false, false, false, true, false);
  }
}
