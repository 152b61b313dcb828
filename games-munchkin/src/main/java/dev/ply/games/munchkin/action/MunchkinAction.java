package dev.ply.games.munchkin.action;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;
import io.vavr.control.Option;

/**
 * Every decision of the game (§4.4), one small record each so that {@code legalActions} is a
 * complete finite list. Cards are named by their IDs (D01..D95, T01..T73); monsters in the combat
 * by their index of entry.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = MunchkinAction.Pass.class, name = "pass"),
    @JsonSubTypes.Type(value = MunchkinAction.SetupDone.class, name = "setupDone"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayRace.class, name = "playRace"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayClass.class, name = "playClass"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayItem.class, name = "playItem"),
    @JsonSubTypes.Type(value = MunchkinAction.Equip.class, name = "equip"),
    @JsonSubTypes.Type(value = MunchkinAction.Unequip.class, name = "unequip"),
    @JsonSubTypes.Type(value = MunchkinAction.DiscardRace.class, name = "discardRace"),
    @JsonSubTypes.Type(value = MunchkinAction.DiscardClass.class, name = "discardClass"),
    @JsonSubTypes.Type(value = MunchkinAction.AddToSale.class, name = "addToSale"),
    @JsonSubTypes.Type(value = MunchkinAction.ConfirmSale.class, name = "confirmSale"),
    @JsonSubTypes.Type(value = MunchkinAction.LookForTrouble.class, name = "lookForTrouble"),
    @JsonSubTypes.Type(value = MunchkinAction.LootTheRoom.class, name = "lootTheRoom"),
    @JsonSubTypes.Type(value = MunchkinAction.GiveCharity.class, name = "giveCharity"),
    @JsonSubTypes.Type(value = MunchkinAction.DiscardCharity.class, name = "discardCharity"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayCurse.class, name = "playCurse"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayWishingRing.class, name = "playWishingRing"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayGoUpLevel.class, name = "playGoUpLevel"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayStealALevel.class, name = "playStealALevel"),
    @JsonSubTypes.Type(value = MunchkinAction.AskForHelp.class, name = "askForHelp"),
    @JsonSubTypes.Type(value = MunchkinAction.OfferHelp.class, name = "offerHelp"),
    @JsonSubTypes.Type(value = MunchkinAction.AcceptHelp.class, name = "acceptHelp"),
    @JsonSubTypes.Type(value = MunchkinAction.DeclineHelp.class, name = "declineHelp"),
    @JsonSubTypes.Type(value = MunchkinAction.AcceptOffer.class, name = "acceptOffer"),
    @JsonSubTypes.Type(value = MunchkinAction.DeclineOffer.class, name = "declineOffer"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayEnhancer.class, name = "playEnhancer"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayWanderingMonster.class, name = "playWanderingMonster"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayCombatItem.class, name = "playCombatItem"),
    @JsonSubTypes.Type(value = MunchkinAction.Berserk.class, name = "berserk"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayFlaskOfGlue.class, name = "playFlaskOfGlue"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayInvisibility.class, name = "playInvisibility"),
    @JsonSubTypes.Type(value = MunchkinAction.Choose.class, name = "choose")
})
public sealed interface MunchkinAction extends Action {

  /** MK-R102: pass priority in a window. */
  record Pass(PlayerId actor) implements MunchkinAction {}

  /** §3 step 6: end character creation. */
  record SetupDone(PlayerId actor) implements MunchkinAction {}

  /** MK-R21: put a Race card in play (the old one is discarded). */
  record PlayRace(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R22: put a Class card in play (the old one is discarded). */
  record PlayClass(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R31: put an Item (or one-shot, MK-R39) in play, equipped if {@code equip}. */
  record PlayItem(PlayerId actor, String card, boolean equip) implements MunchkinAction {}

  /** MK-R32. */
  record Equip(PlayerId actor, String item) implements MunchkinAction {}

  /** MK-R32. */
  record Unequip(PlayerId actor, String item) implements MunchkinAction {}

  /** MK-R20. */
  record DiscardRace(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R20. */
  record DiscardClass(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R38: add an Item from hand or play to the sale basket. */
  record AddToSale(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R38: sell the basket for levels. */
  record ConfirmSale(PlayerId actor) implements MunchkinAction {}

  /** MK-R44: fight a Monster from hand. */
  record LookForTrouble(PlayerId actor, String monster) implements MunchkinAction {}

  /** MK-R45: draw one Door face down. */
  record LootTheRoom(PlayerId actor) implements MunchkinAction {}

  /** MK-R47. */
  record GiveCharity(PlayerId actor, String card, PlayerId to) implements MunchkinAction {}

  /** MK-R47. */
  record DiscardCharity(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R85: a Curse from hand on a living player. */
  record PlayCurse(PlayerId actor, String card, PlayerId target) implements MunchkinAction {}

  /** MK-R87: cancel the pending curse in CURSE_RESPONSE. */
  record PlayWishingRing(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R90: the target gains a level (never to 10). */
  record PlayGoUpLevel(PlayerId actor, String card, PlayerId target) implements MunchkinAction {}

  /** MK-R91. */
  record PlayStealALevel(PlayerId actor, String card, PlayerId victim) implements MunchkinAction {}

  /** MK-R53: the fighter asks {@code target} to help on these terms. */
  record AskForHelp(PlayerId actor, PlayerId target, Option<String> bribeItem, int share, boolean helperPicksFirst)
      implements MunchkinAction {}

  /** MK-R53: a non-combatant offers help on these terms. */
  record OfferHelp(PlayerId actor, Option<String> bribeItem, int share, boolean helperPicksFirst)
      implements MunchkinAction {}

  /** MK-R53: the asked player joins. */
  record AcceptHelp(PlayerId actor) implements MunchkinAction {}

  record DeclineHelp(PlayerId actor) implements MunchkinAction {}

  /** MK-R53: the fighter accepts an offer. */
  record AcceptOffer(PlayerId actor) implements MunchkinAction {}

  record DeclineOffer(PlayerId actor) implements MunchkinAction {}

  /** MK-R62: a monster enhancer on the monster at {@code monster} (index of entry). */
  record PlayEnhancer(PlayerId actor, String card, int monster) implements MunchkinAction {}

  /** MK-R64: Wandering Monster with a Monster card from hand. */
  record PlayWanderingMonster(PlayerId actor, String card, String monster) implements MunchkinAction {}

  /** §6.6: a bonus one-shot for the munchkins ({@code forMunchkins}) or for the monsters. */
  record PlayCombatItem(PlayerId actor, String card, boolean forMunchkins) implements MunchkinAction {}

  /** MK-R25: a Warrior combatant discards a card for +1. */
  record Berserk(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.6 T43: the runner must re-roll the escape just made (MK-R76). */
  record PlayFlaskOfGlue(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.6 T47: the failed runner escapes (MK-R74). */
  record PlayInvisibility(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R108: one option of a CHOOSE frame. */
  record Choose(PlayerId actor, String option) implements MunchkinAction {}
}
