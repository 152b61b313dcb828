package dev.ply.games.desperategods.action;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;

/**
 * Every action of Desperate Gods (the action catalog, §4.6). Each is one small finite choice of
 * the awaited decision; items are Town card catalogue numbers 1..17 ({@code Item#number}, kept
 * as ints so the action JSON of recorded logs reads unchanged), cards are ids such as
 * {@code "L1-5"}, squares are ids such as {@code "M06"}, slots are 1..3, dice indexes are 0-based.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = DgAction.RollMove.class, name = "roll-move"),
  @JsonSubTypes.Type(value = DgAction.Cast.class, name = "cast"),
  @JsonSubTypes.Type(value = DgAction.UsePotion.class, name = "use-potion"),
  @JsonSubTypes.Type(value = DgAction.TeleportTo.class, name = "teleport-to"),
  @JsonSubTypes.Type(value = DgAction.ChooseDie.class, name = "choose-die"),
  @JsonSubTypes.Type(value = DgAction.Ring.class, name = "ring"),
  @JsonSubTypes.Type(value = DgAction.Bridge.class, name = "bridge"),
  @JsonSubTypes.Type(value = DgAction.StopInTown.class, name = "stop"),
  @JsonSubTypes.Type(value = DgAction.ContinuePast.class, name = "continue"),
  @JsonSubTypes.Type(value = DgAction.Fight.class, name = "fight"),
  @JsonSubTypes.Type(value = DgAction.StartTrade.class, name = "trade-start"),
  @JsonSubTypes.Type(value = DgAction.Pass.class, name = "pass"),
  @JsonSubTypes.Type(value = DgAction.OfferGiveItem.class, name = "offer-give-item"),
  @JsonSubTypes.Type(value = DgAction.OfferGiveCoins.class, name = "offer-give-coins"),
  @JsonSubTypes.Type(value = DgAction.OfferGiveVictory.class, name = "offer-give-victory"),
  @JsonSubTypes.Type(value = DgAction.OfferAskItem.class, name = "offer-ask-item"),
  @JsonSubTypes.Type(value = DgAction.OfferAskCoins.class, name = "offer-ask-coins"),
  @JsonSubTypes.Type(value = DgAction.OfferAskVictory.class, name = "offer-ask-victory"),
  @JsonSubTypes.Type(value = DgAction.Propose.class, name = "propose"),
  @JsonSubTypes.Type(value = DgAction.AbandonTrade.class, name = "trade-abandon"),
  @JsonSubTypes.Type(value = DgAction.Accept.class, name = "accept"),
  @JsonSubTypes.Type(value = DgAction.Decline.class, name = "decline"),
  @JsonSubTypes.Type(value = DgAction.FightSuccubus.class, name = "fight-succubus"),
  @JsonSubTypes.Type(value = DgAction.Surrender.class, name = "surrender"),
  @JsonSubTypes.Type(value = DgAction.SwampTakeDamage.class, name = "swamp-take-damage"),
  @JsonSubTypes.Type(value = DgAction.SwampTryDoubles.class, name = "swamp-try-doubles"),
  @JsonSubTypes.Type(value = DgAction.PayToll.class, name = "pay-toll"),
  @JsonSubTypes.Type(value = DgAction.UseShyMask.class, name = "use-shy-mask"),
  @JsonSubTypes.Type(value = DgAction.Ready.class, name = "ready"),
  @JsonSubTypes.Type(value = DgAction.Reroll.class, name = "reroll"),
  @JsonSubTypes.Type(value = DgAction.UseHelmet.class, name = "use-helmet"),
  @JsonSubTypes.Type(value = DgAction.UseBoots.class, name = "use-boots"),
  @JsonSubTypes.Type(value = DgAction.UseSphere.class, name = "use-sphere"),
  @JsonSubTypes.Type(value = DgAction.LetBreak.class, name = "let-break"),
  @JsonSubTypes.Type(value = DgAction.PickCard.class, name = "pick-card"),
  @JsonSubTypes.Type(value = DgAction.Ride.class, name = "ride"),
  @JsonSubTypes.Type(value = DgAction.Pay.class, name = "pay"),
  @JsonSubTypes.Type(value = DgAction.Interrogate.class, name = "interrogate"),
  @JsonSubTypes.Type(value = DgAction.ChooseMirrorTarget.class, name = "mirror-target"),
  @JsonSubTypes.Type(value = DgAction.ChooseCemeteryTarget.class, name = "cemetery-target"),
  @JsonSubTypes.Type(value = DgAction.ChooseWandererTarget.class, name = "wanderer-target"),
  @JsonSubTypes.Type(value = DgAction.Sacrifice.class, name = "sacrifice"),
  @JsonSubTypes.Type(value = DgAction.TakeThreeDamage.class, name = "take-3-damage"),
  @JsonSubTypes.Type(value = DgAction.Buy.class, name = "buy"),
  @JsonSubTypes.Type(value = DgAction.Sell.class, name = "sell"),
  @JsonSubTypes.Type(value = DgAction.CycleStore.class, name = "cycle"),
  @JsonSubTypes.Type(value = DgAction.EndTown.class, name = "end-town"),
  @JsonSubTypes.Type(value = DgAction.KeepDiscarding.class, name = "keep-discarding"),
  @JsonSubTypes.Type(value = DgAction.DeclineNew.class, name = "decline-new"),
  @JsonSubTypes.Type(value = DgAction.GiveUpItem.class, name = "steal-pick"),
  @JsonSubTypes.Type(value = DgAction.DiscardItem.class, name = "slime-pick"),
  @JsonSubTypes.Type(value = DgAction.ReturnVictoryCard.class, name = "ghoul-pick"),
  @JsonSubTypes.Type(value = DgAction.TakeVictoryCard.class, name = "dryad-pick"),
  @JsonSubTypes.Type(value = DgAction.SendBack.class, name = "send-back")
})
public sealed interface DgAction extends Action {

  /** How a scroll is cast (DG-R67): discarded, kept with the Receptive Gem, kept with the Ravenous Staff. */
  enum CastMode { DISCARD, GEM, STAFF }

  record RollMove(PlayerId actor) implements DgAction {}

  record Cast(PlayerId actor, int item, CastMode mode) implements DgAction {}

  record UsePotion(PlayerId actor) implements DgAction {}

  record TeleportTo(PlayerId actor, String square) implements DgAction {}

  record ChooseDie(PlayerId actor, int index) implements DgAction {}

  record Ring(PlayerId actor) implements DgAction {}

  record Bridge(PlayerId actor) implements DgAction {}

  record StopInTown(PlayerId actor) implements DgAction {}

  record ContinuePast(PlayerId actor) implements DgAction {}

  record Fight(PlayerId actor) implements DgAction {}

  record StartTrade(PlayerId actor) implements DgAction {}

  record Pass(PlayerId actor) implements DgAction {}

  record OfferGiveItem(PlayerId actor, int item) implements DgAction {}

  record OfferGiveCoins(PlayerId actor, int amount) implements DgAction {}

  record OfferGiveVictory(PlayerId actor, String card) implements DgAction {}

  record OfferAskItem(PlayerId actor, int item) implements DgAction {}

  record OfferAskCoins(PlayerId actor, int amount) implements DgAction {}

  record OfferAskVictory(PlayerId actor, String card) implements DgAction {}

  record Propose(PlayerId actor) implements DgAction {}

  record AbandonTrade(PlayerId actor) implements DgAction {}

  record Accept(PlayerId actor) implements DgAction {}

  record Decline(PlayerId actor) implements DgAction {}

  record FightSuccubus(PlayerId actor) implements DgAction {}

  record Surrender(PlayerId actor) implements DgAction {}

  record SwampTakeDamage(PlayerId actor) implements DgAction {}

  record SwampTryDoubles(PlayerId actor) implements DgAction {}

  record PayToll(PlayerId actor) implements DgAction {}

  record UseShyMask(PlayerId actor) implements DgAction {}

  record Ready(PlayerId actor) implements DgAction {}

  record Reroll(PlayerId actor, int item, int die) implements DgAction {}

  record UseHelmet(PlayerId actor) implements DgAction {}

  record UseBoots(PlayerId actor) implements DgAction {}

  record UseSphere(PlayerId actor) implements DgAction {}

  record LetBreak(PlayerId actor) implements DgAction {}

  record PickCard(PlayerId actor, int index) implements DgAction {}

  record Ride(PlayerId actor) implements DgAction {}

  record Pay(PlayerId actor) implements DgAction {}

  record Interrogate(PlayerId actor, String card) implements DgAction {}

  record ChooseMirrorTarget(PlayerId actor, PlayerId target) implements DgAction {}

  record ChooseCemeteryTarget(PlayerId actor, PlayerId target, String card) implements DgAction {}

  record ChooseWandererTarget(PlayerId actor, PlayerId target) implements DgAction {}

  record Sacrifice(PlayerId actor, int item) implements DgAction {}

  record TakeThreeDamage(PlayerId actor) implements DgAction {}

  record Buy(PlayerId actor, int slot) implements DgAction {}

  record Sell(PlayerId actor, int item) implements DgAction {}

  record CycleStore(PlayerId actor) implements DgAction {}

  record EndTown(PlayerId actor) implements DgAction {}

  record KeepDiscarding(PlayerId actor, int item) implements DgAction {}

  record DeclineNew(PlayerId actor) implements DgAction {}

  record GiveUpItem(PlayerId actor, int item) implements DgAction {}

  record DiscardItem(PlayerId actor, int item) implements DgAction {}

  record ReturnVictoryCard(PlayerId actor, String card) implements DgAction {}

  record TakeVictoryCard(PlayerId actor, String card) implements DgAction {}

  record SendBack(PlayerId actor) implements DgAction {}

}
