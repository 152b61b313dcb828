package dev.ply.games.desperategods.agent;

import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import io.vavr.control.Option;

/**
 * Shopping in the Town (DG-R57): buy the most useful item it can afford, sell its worst item
 * only to make room for a much better one, cycle the store when it is rich and sees nothing good.
 * Every buy, sell and cycle spends value, so a visit always ends.
 */
final class Town {
  private Town() {}

  static double score(DgState s, PlayerState me, DgAction a) {
    if (a instanceof DgAction.Buy) {
      Option<Item> it = Choices.slot(s, ((DgAction.Buy) a).slot());
      if (it.isEmpty()) {
        return -1;
      }
      // coins matter only as a tie-break (DG-R93); an item worth half a skull is worth its price
      double v = Worth.item(it.get());
      return v >= 0.5 ? v : -1;
    }
    if (a instanceof DgAction.Sell) {
      Item it = Item.numbered(((DgAction.Sell) a).item());
      if (me.items().size() < 3 || it != Worth.worst(me)) {
        return -1;
      }
      int coins = me.coins() + it.kind().sellValue();
      for (Option<Item> slot : s.store()) {
        if (slot.isDefined() && slot.get().kind().price <= coins && Worth.item(slot.get()) > Worth.item(it) + 1.0) {
          return 0.5;
        }
      }
      return -1;
    }
    if (a instanceof DgAction.CycleStore) {
      double best = 0;
      for (Option<Item> slot : s.store()) {
        if (slot.isDefined()) {
          best = Math.max(best, Worth.item(slot.get()));
        }
      }
      return me.items().size() < 3 && me.coins() >= 10 && best < 1.5 ? 0.3 : -1;
    }
    return -1;
  }
}
