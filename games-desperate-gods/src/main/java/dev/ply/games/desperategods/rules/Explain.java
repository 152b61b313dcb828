package dev.ply.games.desperategods.rules;

import dev.ply.core.Rejection;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;

/**
 * Refused actions in the game's words (invariant 18): a stable code, the rule that decides what
 * may be done now, and a sentence naming the decision and, where it helps, what is wrong.
 */
final class Explain {
  private Explain() {}

  static Rejection why(Table t, Step top, DgAction a) {
    int p = Engine.awaited(t, top).get(); // only a seat asked is refused this way
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
    DgState now = t.freeze();
    return Rejection.of(Rejection.ILLEGAL_ACTION, rule(now, top),
        "that is not one of your choices now: " + Words.decision(now, top));
  }

  /** The rule that lists the choices of a decision. */
  static String rule(DgState s, Step top) {
    return Asked.of(s, top).rule();
  }
}
