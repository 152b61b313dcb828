package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import java.util.ArrayList;

/** The Town window (DG-R55..R62): buy, sell, cycle the store, leave. */
final class TownRules {
  private TownRules() {}

  /** DG-R57: BUY, SELL, CYCLE, END_TOWN. */
  static void options(Table t, int p, PlayerId me, ArrayList<DgAction> out) {
    for (int slot = 0; slot < 3; slot++) {
      int c = t.store[slot];
      if (c != Table.EMPTY_SLOT && t.coins[p] >= TownCard.kind(c).price && t.items.get(p).size() < 3) {
        out.add(new DgAction.Buy(me, slot + 1));
      }
    }
    for (int it : t.items.get(p)) {
      out.add(new DgAction.Sell(me, it));
    }
    boolean any = t.store[0] + t.store[1] + t.store[2] > 0 || !t.townDeck.isEmpty() || !t.townDiscard.isEmpty();
    if (t.coins[p] >= 1 && any) {
      out.add(new DgAction.CycleStore(me));
    }
    out.add(new DgAction.EndTown(me));
  }

  /** DG-R57: one Town action; the window stays open until END_TOWN. */
  static void act(Table t, int p, DgAction a) {
    if (a instanceof DgAction.Buy b) {
      int c = t.store[b.slot() - 1];
      t.moveCoins(Holder.seat(p), Holder.BANK, TownCard.kind(c).price, "DG-R57");
      t.store[b.slot() - 1] = Table.EMPTY_SLOT;
      t.items.get(p).add(c);
      t.emit(new DgEvent.ItemEvent(t.ids[p], TownCard.name(c), "BOUGHT", "DG-R57"));
      t.refillStore();
    } else if (a instanceof DgAction.Sell sl) {
      t.items.get(p).remove(Integer.valueOf(sl.item()));
      t.moveCoins(Holder.BANK, Holder.seat(p), TownCard.kind(sl.item()).sellValue(), "DG-R57");
      t.townDeck.add(sl.item());
      t.emit(new DgEvent.ItemEvent(t.ids[p], TownCard.name(sl.item()), "SOLD", "DG-R57"));
      t.refillStore();
    } else if (a instanceof DgAction.CycleStore) {
      t.moveCoins(Holder.seat(p), Holder.BANK, 1, "DG-R57");
      for (int i = 0; i < 3; i++) {
        if (t.store[i] != Table.EMPTY_SLOT) {
          t.townDeck.add(t.store[i]);
          t.store[i] = Table.EMPTY_SLOT;
        }
      }
      t.emit(new DgEvent.StoreCycled(t.ids[p], "DG-R57"));
      t.refillStore();
    } else {
      t.pop();
    }
  }
}
