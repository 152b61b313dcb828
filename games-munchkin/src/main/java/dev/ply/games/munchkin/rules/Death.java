package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Death and looting the body (§5.8). */
final class Death {
  private Death() {}

  /** MK-R81: hand, items and Hireling go to the corpse; the rest stays. Then MK-R82. */
  static void die(Table t, int seat) {
    for (dev.ply.games.munchkin.state.Cheat ch : t.p(seat).cheats()) {
      t.discard(ch.card()); // MK-R81: attached Cheat! cards are discarded
    }
    t.put(seat, t.p(seat).withCheats(Vector.empty()));
    PlayerState p = t.p(seat);
    Vector<String> corpse = p.hand().appendAll(p.items()).appendAll(p.hireling());
    t.put(seat, p.withAlive(false).withHand(Vector.empty()).withFresh(Vector.empty()).withItems(Vector.empty())
        .withEquipped(Vector.empty()).withHireling(Option.none()));
    t.s = t.s.withCorpse(t.s.corpse().appendAll(corpse)).withSale(Vector.empty());
    t.emit(new MunchkinEvent.Died(t.id(seat)));
    t.push(new Frame.LootNext(looters(t, seat)));
  }

  /** MK-R82: living others by level, highest first; ties by a seeded permutation in seat order. */
  static Vector<Integer> looters(Table t, int dead) {
    Vector<Integer> out = Vector.empty();
    for (int level = 10; level >= 1; level--) {
      Vector<Integer> group = Vector.empty();
      for (int i = 0; i < t.s.size(); i++) {
        if (i != dead && t.p(i).alive() && t.p(i).level() == level) {
          group = group.append(i);
        }
      }
      if (group.size() > 1) {
        group = t.shuffle(group);
        t.emit(new MunchkinEvent.LootOrder(group.map(t::id), level)); // MK-R100: the tie order is public
      }
      out = out.appendAll(group);
    }
    return out;
  }

  static void lootNext(Table t, Frame.LootNext l) {
    if (l.looters().isEmpty() || t.s.corpse().isEmpty()) {
      for (String card : t.s.corpse()) {
        t.discard(card);
      }
      t.s = t.s.withCorpse(Vector.empty());
      return;
    }
    int looter = l.looters().head();
    t.push(new Frame.LootNext(l.looters().tail()));
    if (t.p(looter).alive()) {
      t.push(new Frame.Choose(looter, Purpose.LOOT_CORPSE, looter, Option.none(), 1));
    }
  }
}
