package dev.ply.games.desperategods.rules;

import dev.ply.core.Rejection;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.Step;

/** Clear sentences and rule IDs for refused actions (§4.1, invariant 18). */
final class Explain {
  private Explain() {}

  static Rejection why(Table t, Step top, DgAction a) {
    int p = Engine.awaited(t, top);
    if (a instanceof DgAction.Buy b && top instanceof Step.TownWindow) {
      if (b.slot() < 1 || b.slot() > 3 || t.store[b.slot() - 1] == 0) {
        return Rejection.of("EMPTY_SLOT", "DG-R57", "store slot " + b.slot() + " holds no card");
      }
      int c = t.store[b.slot() - 1];
      if (t.items.get(p).size() >= 3) {
        return Rejection.of("ITEM_LIMIT", "DG-R58", "you already carry 3 items; sell one first");
      }
      return Rejection.of("NOT_ENOUGH_COINS", "DG-R57", TownCard.kind(c).title + " costs " + TownCard.kind(c).price
          + " coins; you have " + t.coins[p]);
    }
    if (a instanceof DgAction.Propose && top instanceof Step.Draft) {
      return Rejection.of("INVALID_OFFER", "DG-R22",
          "an offer must move something and leave each player with at most 3 items");
    }
    if (a instanceof DgAction.UsePotion) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R70", "no Warm Potion can be drunk here");
    }
    if (a instanceof DgAction.PayToll) {
      return Rejection.of(Rejection.ILLEGAL_ACTION, "DG-R46", "there is no toll you can pay here");
    }
    return Rejection.of(Rejection.ILLEGAL_ACTION, "§4.6",
        "that is not one of the choices of " + top.getClass().getSimpleName() + " now");
  }
}
