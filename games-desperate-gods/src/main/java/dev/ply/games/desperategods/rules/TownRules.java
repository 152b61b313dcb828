package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import io.vavr.control.Option;
import java.util.ArrayList;

/** The Town window (DG-R55..R62): buy, sell, cycle the store, leave. */
final class TownRules {
  private TownRules() {}

  /** DG-R57: BUY, SELL, CYCLE, END_TOWN. */
  static void options(Table t, int p, PlayerId me, ArrayList<DgAction> out) {
    for (int slot = 0; slot < 3; slot++) {
      Option<Item> c = t.store[slot];
      if (c.isDefined() && t.coins[p] >= c.get().kind().price && t.items.get(p).size() < 3) {
        out.add(new DgAction.Buy(me, slot + 1));
      }
    }
    for (Item it : t.items.get(p)) {
      out.add(new DgAction.Sell(me, it.number()));
    }
    boolean any = t.store[0].isDefined() || t.store[1].isDefined() || t.store[2].isDefined() || !t.townDeck.isEmpty()
        || !t.townDiscard.isEmpty();
    if (t.coins[p] >= 1 && any) {
      out.add(new DgAction.CycleStore(me));
    }
    out.add(new DgAction.EndTown(me));
  }

  /** DG-R57: one Town action; the window stays open until END_TOWN. */
  static void act(Table t, int p, DgAction a) {
    if (a instanceof DgAction.Buy b) {
      Item c = t.store[b.slot() - 1].get(); // legal: the slot holds a card
      t.moveCoins(Holder.seat(p), Holder.BANK, c.kind().price, "DG-R57");
      t.store[b.slot() - 1] = Option.none();
      t.items.get(p).add(c);
      t.emit(new DgEvent.ItemEvent(t.ids[p], c.title(), "BOUGHT", "DG-R57"));
      t.refillStore();
    } else if (a instanceof DgAction.Sell sl) {
      Item it = Item.numbered(sl.item());
      t.items.get(p).remove(it);
      t.moveCoins(Holder.BANK, Holder.seat(p), it.kind().sellValue(), "DG-R57");
      t.townDeck.add(it);
      t.emit(new DgEvent.ItemEvent(t.ids[p], it.title(), "SOLD", "DG-R57"));
      t.refillStore();
    } else if (a instanceof DgAction.CycleStore) {
      t.moveCoins(Holder.seat(p), Holder.BANK, 1, "DG-R57");
      for (int i = 0; i < 3; i++) {
        if (t.store[i].isDefined()) {
          t.townDeck.add(t.store[i].get());
          t.store[i] = Option.none();
        }
      }
      t.emit(new DgEvent.StoreCycled(t.ids[p], "DG-R57"));
      t.refillStore();
    } else {
      t.pop();
    }
  }
}
