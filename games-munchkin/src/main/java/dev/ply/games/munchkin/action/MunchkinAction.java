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
    @JsonSubTypes.Type(value = MunchkinAction.CounterOffer.class, name = "counterOffer"),
    @JsonSubTypes.Type(value = MunchkinAction.AcceptCounter.class, name = "acceptCounter"),
    @JsonSubTypes.Type(value = MunchkinAction.RejectCounter.class, name = "rejectCounter"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayHalfBreed.class, name = "playHalfBreed"),
    @JsonSubTypes.Type(value = MunchkinAction.PlaySuperMunchkin.class, name = "playSuperMunchkin"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayCheat.class, name = "playCheat"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayHireling.class, name = "playHireling"),
    @JsonSubTypes.Type(value = MunchkinAction.ProposeTrade.class, name = "proposeTrade"),
    @JsonSubTypes.Type(value = MunchkinAction.AcceptTrade.class, name = "acceptTrade"),
    @JsonSubTypes.Type(value = MunchkinAction.DeclineTrade.class, name = "declineTrade"),
    @JsonSubTypes.Type(value = MunchkinAction.ClearSale.class, name = "clearSale"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayMagicLamp.class, name = "playMagicLamp"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayPollymorph.class, name = "playPollymorph"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayFriendshipPotion.class, name = "playFriendshipPotion"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayDoppleganger.class, name = "playDoppleganger"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayHalitosis.class, name = "playHalitosis"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayYuppieWater.class, name = "playYuppieWater"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayTransferral.class, name = "playTransferral"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayInstantWall.class, name = "playInstantWall"),
    @JsonSubTypes.Type(value = MunchkinAction.UseRatOnAStick.class, name = "useRatOnAStick"),
    @JsonSubTypes.Type(value = MunchkinAction.DropStickForPitBull.class, name = "dropStickForPitBull"),
    @JsonSubTypes.Type(value = MunchkinAction.BribeFloatingNose.class, name = "bribeFloatingNose"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayWandOfDowsing.class, name = "playWandOfDowsing"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayMate.class, name = "playMate"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayIllusion.class, name = "playIllusion"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayOutToLunch.class, name = "playOutToLunch"),
    @JsonSubTypes.Type(value = MunchkinAction.PlayHelpMeOutHere.class, name = "playHelpMeOutHere"),
    @JsonSubTypes.Type(value = MunchkinAction.Turn.class, name = "turn"),
    @JsonSubTypes.Type(value = MunchkinAction.Charm.class, name = "charm"),
    @JsonSubTypes.Type(value = MunchkinAction.BoogaBooga.class, name = "boogaBooga"),
    @JsonSubTypes.Type(value = MunchkinAction.Backstab.class, name = "backstab"),
    @JsonSubTypes.Type(value = MunchkinAction.Steal.class, name = "steal"),
    @JsonSubTypes.Type(value = MunchkinAction.FlightSpell.class, name = "flightSpell"),
    @JsonSubTypes.Type(value = MunchkinAction.Choose.class, name = "choose")
})
public sealed interface MunchkinAction extends Action {

  /** MK-R102: pass priority in a window. */
  record Pass(PlayerId actor) implements MunchkinAction {}

  /** §3 step 6: end character creation. */
  record SetupDone(PlayerId actor) implements MunchkinAction {}

  /**
   * MK-R21: put a Race card in play; {@code replaced} is the Race card it replaces (required when
   * the player is at the limit: 1 Race, or 2 with Half-Breed).
   */
  record PlayRace(PlayerId actor, String card, Option<String> replaced) implements MunchkinAction {}

  /** MK-R22: put a Class card in play, as {@link PlayRace} with Super Munchkin. */
  record PlayClass(PlayerId actor, String card, Option<String> replaced) implements MunchkinAction {}

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

  /**
   * MK-R87: cancel the pending curse {@code curse} in CURSE_RESPONSE, or discard a persistent curse
   * card {@code curse} from a play area in an Interlude window.
   */
  record PlayWishingRing(PlayerId actor, String card, String curse) implements MunchkinAction {}

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

  /** MK-R53: the asked player answers with other terms (once per ask). */
  record CounterOffer(PlayerId actor, Option<String> bribeItem, int share, boolean helperPicksFirst)
      implements MunchkinAction {}

  record AcceptCounter(PlayerId actor) implements MunchkinAction {}

  record RejectCounter(PlayerId actor) implements MunchkinAction {}

  /** MK-R23. */
  record PlayHalfBreed(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R24: Super Munchkin with a second Class card from hand. */
  record PlaySuperMunchkin(PlayerId actor, String card, String classCard) implements MunchkinAction {}

  /** MK-R35: Cheat! attached to an Item from hand or play, which goes into play equipped. */
  record PlayCheat(PlayerId actor, String card, String item) implements MunchkinAction {}

  /** MK-R36. */
  record PlayHireling(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R37: one own item and/or one of the recipient's items (at least one). */
  record ProposeTrade(PlayerId actor, PlayerId to, Option<String> give, Option<String> receive)
      implements MunchkinAction {}

  record AcceptTrade(PlayerId actor) implements MunchkinAction {}

  record DeclineTrade(PlayerId actor) implements MunchkinAction {}

  /** MK-R38: empty the sale basket (once per window or turn-step frame). */
  record ClearSale(PlayerId actor) implements MunchkinAction {}

  /** §6.6 T49: the turn player, a combatant, makes a monster vanish. */
  record PlayMagicLamp(PlayerId actor, String card, int monster) implements MunchkinAction {}

  /** §6.6 T52: a monster becomes DEFEATED. */
  record PlayPollymorph(PlayerId actor, String card, int monster) implements MunchkinAction {}

  /** §6.6 T45: every monster REMOVED, the combat ends. */
  record PlayFriendshipPotion(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.6 T40: the fighter without a helper doubles. */
  record PlayDoppleganger(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.6 T53: the Potion of Halitosis kills an ACTIVE Floating Nose. */
  record PlayHalitosis(PlayerId actor, String card, int monster) implements MunchkinAction {}

  /** §6.6 T61: +2 per combatant with the Elf race. */
  record PlayYuppieWater(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R68. */
  record PlayTransferral(PlayerId actor, String card, PlayerId newFighter) implements MunchkinAction {}

  /** §6.6 T46: the runners ({@code only} one of them, or both) escape every monster but the Floating Nose. */
  record PlayInstantWall(PlayerId actor, String card, Option<PlayerId> only) implements MunchkinAction {}

  /** §6.5 T26. */
  record UseRatOnAStick(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.1 D07: a wand, pole or staff dropped for the Pit Bull. */
  record DropStickForPitBull(PlayerId actor, String card) implements MunchkinAction {}

  /** §6.1 D23: an Item worth 200 or more given to the Floating Nose. */
  record BribeFloatingNose(PlayerId actor, String item) implements MunchkinAction {}

  /** MK-R92: take a card from a discard pile. */
  record PlayWandOfDowsing(PlayerId actor, String card, String take) implements MunchkinAction {}

  /** MK-R63. */
  record PlayMate(PlayerId actor, String card, int monster) implements MunchkinAction {}

  /** MK-R65: a Monster card from hand replaces the monster. */
  record PlayIllusion(PlayerId actor, String card, int monster, String replacement) implements MunchkinAction {}

  /** MK-R66. */
  record PlayOutToLunch(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R67: take a permanent Item from another player, equipped, optionally discarding one's own first. */
  record PlayHelpMeOutHere(PlayerId actor, String card, String item, Option<String> ownDiscard)
      implements MunchkinAction {}

  /** MK-R26: a Cleric combatant discards a card for +3 against Undead. */
  record Turn(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R28: a Wizard combatant discards the whole hand; the monster is DEFEATED. */
  record Charm(PlayerId actor, int monster) implements MunchkinAction {}

  /** §6.1 D27: a Cleric combatant makes the Wannabe Vampire DEFEATED. */
  record BoogaBooga(PlayerId actor, int monster) implements MunchkinAction {}

  /** MK-R27: a Thief discards a card for −2 to a combatant. */
  record Backstab(PlayerId actor, PlayerId victim, String card) implements MunchkinAction {}

  /** MK-R27: theft of a Small Item (roll 4+), or the Thief loses a level. */
  record Steal(PlayerId actor, String card, PlayerId victim, String item) implements MunchkinAction {}

  /** MK-R28: the running Wizard discards a card for +1 to the run-away rolls. */
  record FlightSpell(PlayerId actor, String card) implements MunchkinAction {}

  /** MK-R108: one option of a CHOOSE frame. */
  record Choose(PlayerId actor, String option) implements MunchkinAction {}
}
