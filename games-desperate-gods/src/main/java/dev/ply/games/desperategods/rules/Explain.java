package dev.ply.games.desperategods.rules;

import dev.ply.core.Rejection;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;

/**
 * Refused actions in the game's words (invariant 18): a stable code, the rule that decides what
 * may be done now, and a sentence naming the decision and, where it helps, what is wrong.
 */
final class Explain {
  private Explain() {}

  static Rejection why(Table t, Step top, DgAction a) {
    int p = Engine.awaited(t, top);
    if (a instanceof DgAction.Buy b && top instanceof TownWindow) {
      if (b.slot() < 1 || b.slot() > 3 || t.store[b.slot() - 1].isEmpty()) {
        return Rejection.of("EMPTY_SLOT", "DG-R57", "store slot " + b.slot() + " holds no card");
      }
      TownCard.Kind c = t.store[b.slot() - 1].get().kind();
      if (t.items.get(p).size() >= 3) {
        return Rejection.of("ITEM_LIMIT", "DG-R58", "you already carry 3 items; sell one first");
      }
      return Rejection.of("NOT_ENOUGH_COINS", "DG-R57", c.title + " costs " + c.price
          + " coins; you have " + t.coins[p]);
    }
    if ((a instanceof DgAction.Buy || a instanceof DgAction.Sell || a instanceof DgAction.CycleStore)
        && !(top instanceof TownWindow)) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R62", "you can buy, sell or refresh the store only during your own Town visit");
    }
    if (a instanceof DgAction.Propose && top instanceof Draft) {
      return Rejection.of("INVALID_OFFER", "DG-R22",
          "an offer must move something and leave each player with at most 3 items");
    }
    if (a instanceof DgAction.UsePotion) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R70", "no Warm Potion can be drunk here");
    }
    if (a instanceof DgAction.PayToll) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R46", "there is no toll you can pay here");
    }
    if (a instanceof DgAction.ChooseDie && top instanceof ChooseDie c && c.first() == c.second()) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R11", "both dice show " + c.first() + "; there is one die to keep");
    }
    return Rejection.of(Rejection.ILLEGAL_ACTION, rule(top),
        "that is not one of your choices now: " + Words.decision(t.freeze(), top));
  }

  /** The rule that lists the choices of a decision. */
  static String rule(Step s) {
    if (s instanceof PreRoll) return "DG-R10";
    if (s instanceof ChooseDie) return "DG-R11";
    if (s instanceof TeleportDest) return "DG-R310";
    if (s instanceof SuccubusChoice) return "DG-R222";
    if (s instanceof SwampChoice) return "DG-R106";
    if (s instanceof Move m) return m.stage() == MoveStage.BRANCH ? "DG-R14" : "DG-R15";
    if (s instanceof Encounter) return "DG-R21";
    if (s instanceof Draft) return "DG-R22a";
    if (s instanceof Offer) return "DG-R23";
    if (s instanceof Fight f) return f.stage() == FightStage.PRE ? "DG-R41" : "DG-R42";
    if (s instanceof DamageReaction) return "DG-R43";
    if (s instanceof Pvp) return "DG-R30";
    if (s instanceof BreakReaction) return "DG-R305";
    if (s instanceof PickCard x) return x.picker() == x.p() ? "DG-R32" : "DG-R94";
    if (s instanceof JunkPick) return "DG-R118";
    if (s instanceof RapidsChoice) return "DG-R101";
    if (s instanceof OutskirtsChoice) return "DG-R127";
    if (s instanceof InterrogateChoice) return "DG-R130";
    if (s instanceof MirrorTarget) return "DG-R116";
    if (s instanceof CemeteryTarget) return "DG-R132";
    if (s instanceof WandererTarget) return "DG-R219";
    if (s instanceof ShrineChoice) return "DG-R216";
    if (s instanceof TownWindow) return "DG-R57";
    if (s instanceof GainCapacity) return "DG-R59";
    if (s instanceof StealPick x) return x.slime() ? "DG-R211" : "DG-R204";
    if (s instanceof GhoulPick) return "DG-R95";
    if (s instanceof DryadPick) return "DG-R227";
    if (s instanceof SereneVolunteer) return "DG-R223";
    return "DG-R10";
  }
}
