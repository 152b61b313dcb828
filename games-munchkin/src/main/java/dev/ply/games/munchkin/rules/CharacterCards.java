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

/**
 * The character on the table (§5.3, §5.4): Race and Class cards played or discarded (MK-R20..R22),
 * items put into play (MK-R31, MK-R32), and the levels of Go Up a Level and Steal a
 * Level (MK-R90, MK-R91).
 */
final class CharacterCards {
  private CharacterCards() {}

  static void race(Table t, int me, PlayRace r) {
    t.takeAway(me, r.card());
    t.put(me, t.p(me).withRaces(t.p(me).races().append(r.card())));
    if (r.replaced().isDefined()) {
      t.discardFrom(me, r.replaced().get(), "MK-R21");
    }
    t.emit(new MunchkinEvent.Played(r.actor(), r.card(), Option.none(), "MK-R21"));
  }

  static void cls(Table t, int me, PlayClass c) {
    t.takeAway(me, c.card());
    t.put(me, t.p(me).withClasses(t.p(me).classes().append(c.card())));
    if (c.replaced().isDefined()) {
      t.discardFrom(me, c.replaced().get(), "MK-R22");
    }
    t.emit(new MunchkinEvent.Played(c.actor(), c.card(), Option.none(), "MK-R22"));
    Fighting.befriendCheck(t);
  }

  static void item(Table t, int me, PlayItem i) {
    t.takeAway(me, i.card());
    PlayerState p = t.p(me);
    p = p.withItems(p.items().append(i.card()));
    if (i.equip()) {
      p = p.withEquipped(p.equipped().append(i.card()));
    }
    t.put(me, p);
    t.emit(new MunchkinEvent.Played(i.actor(), i.card(), Option.none(), "MK-R31"));
  }

  static void discardRace(Table t, int me, DiscardRace d) {
    t.discardFrom(me, d.card(), "MK-R20");
  }

  static void discardClass(Table t, int me, DiscardClass d) {
    t.discardFrom(me, d.card(), "MK-R20");
  }

  static void goUpALevel(Table t, int me, PlayGoUpLevel g) {
    t.discardFrom(me, g.card(), "MK-R90");
    if (Cards.card(g.card()).effects().exists(e -> e instanceof Effect.PlayCondition pc
        && pc.cond().kind() == dev.ply.games.munchkin.content.Cond.Kind.HIRELING_IN_PLAY)) {
      for (int i = 0; i < t.s.size(); i++) {
        if (t.p(i).hireling().isDefined()) {
          t.discardFrom(i, t.p(i).hireling().get(), "MK-R90"); // Kill the Hireling, then MK-R33
        }
      }
    }
    t.gainLevels(t.s.seatOf(g.target()), 1, false, "MK-R90");
  }

  static void stealALevel(Table t, int me, PlayStealALevel st) {
    t.discardFrom(me, st.card(), "MK-R91");
    t.gainLevels(me, 1, false, "MK-R91");
    t.loseLevels(t.s.seatOf(st.victim()), 1, "MK-R91");
  }
}
