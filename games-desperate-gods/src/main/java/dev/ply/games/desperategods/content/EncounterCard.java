package dev.ply.games.desperategods.content;

import io.vavr.collection.Vector;

/**
 * One encounter card (§6.2), built from a few effect primitives.
 *
 * @param deck 0 W, 1 L1, 2 L2, 3 L3: the deck the card always returns to (DG-R33)
 * @param target the die value to meet or beat; 0 for Locations, Events and the Lost Wanderer
 * @param toll coins that avoid the fight (DG-R46), 0 for none
 * @param lossDamage damage on a loss, replacing the standard 1 (DG-R40)
 * @param onToll what paying the toll does besides avoiding the fight (DG-R46, DG-R47)
 */
public record EncounterCard(
    String id,
    String rule,
    String name,
    String typeLine,
    int deck,
    Kind kind,
    int target,
    int coins,
    int skulls,
    int toll,
    int lossDamage,
    Vector<Effect> onWin,
    Vector<Effect> onLoss,
    Vector<Effect> onToll,
    String text) {

  /** Card kinds (DG-R36). */
  public enum Kind { MONSTER, LOCATION, EVENT, WANDERER }

  /** The effect primitives the cards are built from. */
  public enum Effect {
    /** {@code skipTurns += 1} (Curious Slug). */
    SKIP_TURN,
    /** The loser gives up a carried item of their choice to the Town discard. */
    STEAL_ITEM,
    /** The loser discards a carried item of their choice (Clever Slime). */
    DISCARD_ITEM,
    /** The loser returns a victory card of their choice to its deck (Satisfied Ghoul). */
    GHOUL_PICK,
    /** The loser's left opponent returns one of the loser's victory cards to its deck. */
    DRYAD_PICK,
    /** If alive, go to the Hedge Maze and resolve it (Incensed Wizard). */
    TO_HEDGE_MAZE,
    /** If alive, go to the Darkness and resolve it (Sympathetic Shadow). */
    TO_DARKNESS,
    /** The card binds the loser instead of going back (Deprived Succubus). */
    BIND,
    /** Win roll 1-3 means fight again, before the coins (Cold Golem). */
    GOLEM_ROLL,
    /** Gain the top Town card (Nonchalant Guard). */
    GAIN_TOWN_CARD,
    /** The winner takes 1 battle damage (Dominated Baghead). */
    SELF_DAMAGE,
    /** Every player takes 1 damage from the winner on (Engrossed Priestess). */
    DAMAGE_ALL_1,
    /** Roll: 5-6 the card goes back to its deck (Lonely Birdman). */
    BIRDMAN_ROLL,
    /** Other players with 2+ HP may take 1 damage to send it back (Serene Way). */
    SERENE_SEND_BACK,
    /** Sacrifice an item or take 3 damage (Spirited Shrine). */
    SHRINE,
    /** A Town visit where you stand (Secure Stronghold). */
    STRONGHOLD,
    /** Roll for each carried item: 1-3 it breaks (Furious Runes). */
    RUNES,
    /** Every player takes 2 damage (Quaking Magma). */
    MAGMA,
    /** A duel to the death with a player of your choice (Lost Wanderer). */
    WANDERER_DUEL,
    /** Paying the toll gives the explorer bonus: the next fight rolls two dice (Determined Explorer, DG-R47). */
    EXPLORER_BONUS
  }

  public boolean isMonster() {
    return kind == Kind.MONSTER;
  }

  public boolean has(Effect e) {
    // indexed loops: the fight rules ask this several times per fight round
    for (int i = 0, n = onWin.size(); i < n; i++) {
      if (onWin.get(i) == e) {
        return true;
      }
    }
    for (int i = 0, n = onLoss.size(); i < n; i++) {
      if (onLoss.get(i) == e) {
        return true;
      }
    }
    return false;
  }
}
