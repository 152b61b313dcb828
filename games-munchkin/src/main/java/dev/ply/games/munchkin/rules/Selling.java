package dev.ply.games.munchkin.rules;

import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** Selling items for levels (MK-R38): the basket and the sale. */
final class Selling {
  private Selling() {}

  static void add(Table t, int me, AddToSale s) {
    t.s = t.s.withSale(t.s.sale().append(s.card()));
  }

  static void clear(Table t) {
    t.s = t.s.withSale(Vector.empty()).withSaleCleared(true);
  }

  static void confirm(Table t, int me, ConfirmSale x) {
    int value = Interlude.saleValue(t.s, me);
    int levels = value / 1000;
    Vector<String> sold = t.s.sale();
    if (t.p(me).hasRace(dev.ply.games.munchkin.content.Race.HALFLING)) {
      t.s = t.s.withHalflingUsed(true);
    }
    for (String id : sold) {
      t.takeAway(me, id);
      t.discard(id);
    }
    t.s = t.s.withSale(Vector.empty());
    t.emit(new MunchkinEvent.Sold(x.actor(), sold, value, levels));
    t.gainLevels(me, levels, false, "MK-R38");
  }
}
