package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step.GainCapacity;
import dev.ply.games.desperategods.state.Step.GainTown;
import dev.ply.games.desperategods.state.Step.TownVisit;
import dev.ply.games.desperategods.state.Step.TownWindow;
import io.vavr.control.Option;
import java.util.ArrayList;

/** §5.8 Town (DG-R55..R62): the visit, the Town window (buy, sell, cycle the store, leave), Town cards gained. */
final class TownRules {
  private TownRules() {}

  /** DG-R56: a visit heals fully and opens the Town window. */
  static void visit(Table t, TownVisit v) {
    t.heal(v.p(), 3, "DG-R56");
    t.push(new TownWindow(v.p()));
  }

  /** DG-R59: the top Town card is gained, if there is one. */
  static void gainTop(Table t, GainTown g) {
    for (Item c : t.takeTownTop()) {
      t.townInPlay.add(c);
      gain(t, g.p(), c, "DG-R59");
    }
  }

  /** A Town card gained outside a purchase: kept, or the 4th-item choice (DG-R59). */
  static void gain(Table t, int p, Item item, String rule) {
    if (t.items.get(p).size() < 3) {
      t.gainItem(p, item, rule);
    } else {
      t.push(new GainCapacity(p, item));
    }
  }

  /** DG-R59: discard a carried item to keep the new one, or decline it (back to the Town deck). */
  static final Decision.Choice<GainCapacity> GAIN_CAPACITY = new Decision.Choice<>() {
    @Override
    public int seat(GainCapacity x) {
      return x.p();
    }

    @Override
    public void options(Table t, GainCapacity x, PlayerId me, ArrayList<DgAction> out) {
      for (Item it : t.items.get(x.p())) {
        out.add(new DgAction.KeepDiscarding(me, it.number()));
      }
      out.add(new DgAction.DeclineNew(me));
    }

    @Override
    public void answer(Table t, GainCapacity x, DgAction a) {
      t.pop();
      if (a instanceof DgAction.KeepDiscarding k) {
        t.discardItem(x.p(), Item.numbered(k.item()), "DISCARDED", "DG-R59");
        t.gainItem(x.p(), x.item(), "DG-R59");
      } else {
        t.townInPlay.remove(x.item());
        t.townDeck.add(x.item());
        t.emit(new DgEvent.ItemEvent(t.ids[x.p()], x.item().title(), "DECLINED", "DG-R59"));
      }
    }
  };

  /** DG-R57: BUY, SELL, CYCLE, END_TOWN; the window stays open until END_TOWN. */
  static final Decision.Choice<TownWindow> TOWN_WINDOW = new Decision.Choice<>() {
    @Override
    public int seat(TownWindow x) {
      return x.p();
    }

    @Override
    public void answer(Table t, TownWindow x, DgAction a) {
      act(t, x.p(), a);
    }

    @Override
    public void options(Table t, TownWindow x, PlayerId me, ArrayList<DgAction> out) {
      int p = x.p();
      for (int slot = 0; slot < 3; slot++) {
        if (buyable(t, p, slot)) {
          out.add(new DgAction.Buy(me, slot + 1));
        }
      }
      Pile<Item> its = t.items.get(p);
      for (int i = 0, k = its.size(); i < k; i++) {
        out.add(new DgAction.Sell(me, its.get(i).number()));
      }
      if (cyclable(t, p)) {
        out.add(new DgAction.CycleStore(me));
      }
      out.add(new DgAction.EndTown(me));
    }

    @Override
    public boolean allows(Table t, TownWindow x, PlayerId me, DgAction a) {
      int p = x.p();
      if (a instanceof DgAction.Buy b) {
        return b.slot() >= 1 && b.slot() <= 3 && buyable(t, p, b.slot() - 1);
      }
      if (a instanceof DgAction.Sell sl) {
        return Encounters.carried(t, p, sl.item()) != null;
      }
      return a instanceof DgAction.CycleStore && cyclable(t, p) || a instanceof DgAction.EndTown;
    }
  };

  /** DG-R57, DG-R58: the slot holds a card the player can pay for and carry. */
  private static boolean buyable(Table t, int p, int slot) {
    Option<Item> c = t.store[slot];
    return c.isDefined() && t.coins[p] >= c.get().kind().price && t.items.get(p).size() < 3;
  }

  /** DG-R57: a coin, and a store or a Town deck to cycle. */
  private static boolean cyclable(Table t, int p) {
    boolean any = t.store[0].isDefined() || t.store[1].isDefined() || t.store[2].isDefined() || !t.townDeck.isEmpty()
        || !t.townDiscard.isEmpty();
    return t.coins[p] >= 1 && any;
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
