package dev.ply.games.munchkin.state;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/** The ongoing combat (§4.3, §5.6): its combatants, monsters, zone and counters. */
@Value.Immutable
public abstract class AbstractCombat {

  /** Seat index of the fighter (MK-R50). */
  public abstract int fighter();

  public abstract Option<Integer> helper();

  /** The agreed terms of the helper (MK-R54). */
  public abstract Terms terms();

  public abstract Vector<MonsterEntry> monsters();

  /** Other cards in the combat zone: enhancers, Wandering Monster cards, one-shots played. */
  public abstract Vector<String> zone();

  /** One-shot bonuses played for the munchkins and for the monsters (MK-R51, MK-R52). */
  public abstract int munchkinBonus();

  public abstract int monsterBonus();

  /** Fire was used for the munchkins by a one-shot (Large Angry Chicken, §6.1 D10). */
  public abstract boolean fire();

  /** Started by kicking the door (MK-R61 loot), not by Look for Trouble. */
  public abstract boolean kicked();

  /** Asks made to each seat, offers made by each seat (MK-R53 caps: 2 each). */
  public abstract Vector<Integer> asks();

  public abstract Vector<Integer> offers();

  /** Berserk discards per seat this combat (MK-R25: at most 3). */
  public abstract Vector<Integer> berserks();

  /** Turning discards per seat (MK-R26: at most 3). */
  public abstract Vector<Integer> turnings();

  /** Backstabs made, "thief:victim" (MK-R27: one per pair per combat). */
  public abstract Vector<String> backstabs();

  /** Flight Spell discards per seat in this run-away stage (MK-R28: at most 3). */
  public abstract Vector<Integer> flights();

  /** Doppleganger was played (§6.6 T40). */
  public abstract boolean doppleganger();

  /** A Transferral Potion was played (MK-R46, MK-R68). */
  public abstract boolean transferred();

  /** Pairs "runner:monsterIndex" already resolved in the run-away stage (MK-R71). */
  public abstract Vector<String> resolved();

  /** The frame-stack depth below the combat's frames, to pop them all when it ends at once (MK-R102d). */
  public abstract int depth();

  /** The combat went to running away (no rewards, MK-R70). */
  public abstract boolean running();

  /**
   * The cards of the entries befriended (MK-R61), in the order they were: a monster REMOVED by
   * Out to Lunch, a Friendship Potion or a Lamp was not, so it gives no Loot the Room (MK-R46).
   */
  @Value.Default
  public Vector<String> befriended() {
    return Vector.empty();
  }

  /**
   * The help proposals turned down since the fight last changed (MK-R53): an ask declined or
   * answered with other terms, an offer or a counter-offer the fighter declined. What everyone at
   * the table heard; no rule reads it. A card played into the fight or a helper joining clears it,
   * so a question in it would be put to an unchanged fight, and the bots do not put it again.
   */
  @Value.Default
  public Vector<Frame.Offer> refused() {
    return Vector.empty();
  }

  public boolean isCombatant(int seat) {
    return fighter() == seat || helper().contains(seat);
  }

  public boolean anyActive() {
    for (MonsterEntry m : monsters()) {
      if (m.active()) {
        return true;
      }
    }
    return false;
  }

  public Vector<Integer> combatants() {
    return helper().isDefined() ? Vector.of(fighter(), helper().get()) : Vector.of(fighter());
  }
}
