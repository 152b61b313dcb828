package dev.ply.games.heroquest.state;

import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.ChaosSpell;
import dev.ply.games.heroquest.content.Hero;
import io.vavr.collection.Vector;

/**
 * One seat's hero: its sheet, its hand (ids, or {@link Cards#HIDDEN} where the viewer may not see
 * them), the red wound cards attached to it (temporary wounds) and its skull tokens (permanent
 * wounds) (HQ-R20).
 */
public record HeroState(Hero hero, Vector<String> hand, Vector<String> wounds, int skulls) {

  public static HeroState fresh(Hero hero) {
    return new HeroState(hero, Vector.empty(), Vector.empty(), 0);
  }

  /** Wound total: attached wound cards plus skull tokens (HQ-R20). */
  public int total() {
    return wounds.size() + skulls;
  }

  /** True at 4 or more wounds: the hero has died and the game is lost (HQ-R21). */
  public boolean dead() {
    return total() >= 4;
  }

  /** Dice lost on ATTACK to Fear and Firestorm (HQ-R38, HQ-R41). */
  public int attackDiceLost() {
    int lost = 0;
    for (int i = 0, n = wounds.size(); i < n; i++) {
      ChaosSpell spell = Cards.card(wounds.get(i)).spell().getOrNull();
      lost += spell == null ? 0 : spell.attackDiceLost();
    }
    return lost;
  }

  /** Dice lost on SEARCH to Firestorm (HQ-R41). */
  public int searchDiceLost() {
    int lost = 0;
    for (int i = 0, n = wounds.size(); i < n; i++) {
      ChaosSpell spell = Cards.card(wounds.get(i)).spell().getOrNull();
      lost += spell == null ? 0 : spell.searchDiceLost();
    }
    return lost;
  }

  /** False under Sleep (HQ-R39). */
  public boolean mayAttack() {
    // indexed loops without lambdas: these run on every legal-action query (performance-notes.md)
    for (int i = 0, n = wounds.size(); i < n; i++) {
      ChaosSpell spell = Cards.card(wounds.get(i)).spell().getOrNull();
      if (spell != null && !spell.mayAttack()) {
        return false;
      }
    }
    return true;
  }

  /** Cards to draw up to in DRAW: 2, or 1 with Tempest (HQ-R31, HQ-R40). */
  public int handLimit() {
    int limit = 2;
    for (int i = 0, n = wounds.size(); i < n; i++) {
      ChaosSpell spell = Cards.card(wounds.get(i)).spell().getOrNull();
      limit = Math.min(limit, spell == null ? 2 : spell.handLimit());
    }
    return limit;
  }

  public HeroState withHand(Vector<String> newHand) {
    return new HeroState(hero, newHand, wounds, skulls);
  }

  public HeroState withWounds(Vector<String> newWounds) {
    return new HeroState(hero, hand, newWounds, skulls);
  }

  public HeroState withSkulls(int newSkulls) {
    return new HeroState(hero, hand, wounds, newSkulls);
  }
}
