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
 * The card plays and abilities a player takes with priority (MK-R102) or in a turn-step frame,
 * once the decision has allowed them.
 */
final class CardPlays {
  private CardPlays() {}

  static void play(Table t, int me, MunchkinAction a) {
    if (Plays.play(t, me, a)) {
      return;
    }
    if (a instanceof PlayRace r) {
      t.takeAway(me, r.card());
      t.put(me, t.p(me).withRaces(t.p(me).races().append(r.card())));
      if (r.replaced().isDefined()) {
        t.discardFrom(me, r.replaced().get(), "MK-R21");
      }
      t.emit(new MunchkinEvent.Played(a.actor(), r.card(), Option.none(), "MK-R21"));
    } else if (a instanceof PlayClass c) {
      t.takeAway(me, c.card());
      t.put(me, t.p(me).withClasses(t.p(me).classes().append(c.card())));
      if (c.replaced().isDefined()) {
        t.discardFrom(me, c.replaced().get(), "MK-R22");
      }
      t.emit(new MunchkinEvent.Played(a.actor(), c.card(), Option.none(), "MK-R22"));
      Fighting.befriendCheck(t);
    } else if (a instanceof PlayItem i) {
      t.takeAway(me, i.card());
      PlayerState p = t.p(me);
      p = p.withItems(p.items().append(i.card()));
      if (i.equip()) {
        p = p.withEquipped(p.equipped().append(i.card()));
      }
      t.put(me, p);
      t.emit(new MunchkinEvent.Played(a.actor(), i.card(), Option.none(), "MK-R31"));
    } else if (a instanceof Equip e) {
      t.put(me, t.p(me).withEquipped(t.p(me).equipped().append(e.item())));
      t.s = t.s.withToggled(t.s.toggled().append(e.item()));
      t.emit(new MunchkinEvent.Equipped(a.actor(), e.item(), true));
    } else if (a instanceof Unequip e) {
      t.put(me, t.p(me).withEquipped(t.p(me).equipped().remove(e.item())));
      t.s = t.s.withToggled(t.s.toggled().append(e.item()));
      t.emit(new MunchkinEvent.Equipped(a.actor(), e.item(), false));
    } else if (a instanceof DiscardRace d) {
      t.discardFrom(me, d.card(), "MK-R20");
    } else if (a instanceof DiscardClass d) {
      t.discardFrom(me, d.card(), "MK-R20");
    } else if (a instanceof AddToSale s) {
      t.s = t.s.withSale(t.s.sale().append(s.card()));
    } else if (a instanceof ConfirmSale) {
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
      t.emit(new MunchkinEvent.Sold(a.actor(), sold, value, levels));
      t.gainLevels(me, levels, false, "MK-R38");
    } else if (a instanceof PlayCurse c) {
      t.takeAway(me, c.card());
      t.emit(new MunchkinEvent.Played(a.actor(), c.card(), Option.of(c.target()), "MK-R85"));
      Flow.strikeWithCurse(t, t.s.seatOf(c.target()), c.card());
    } else if (a instanceof PlayWishingRing r && !(t.top() instanceof Frame.Window w0 && w0.kind() == WindowKind.CURSE_RESPONSE)) {
      // MK-R87: a persistent curse ends.
      t.discardFrom(me, r.card(), "MK-R87");
      for (int i = 0; i < t.s.size(); i++) {
        if (t.p(i).curses().contains(r.curse())) {
          int victim = i;
          t.endStatus(victim, Curses.statusOf(Cards.card(r.curse())).get());
          if (t.p(victim).curses().contains(r.curse())) {
            t.discardFrom(victim, r.curse(), "MK-R87");
          }
          t.emit(new MunchkinEvent.CurseCancelled(a.actor(), r.curse()));
          break;
        }
      }
    } else if (a instanceof PlayWishingRing r) {
      // MK-R87, MK-R102c: the pending curse is cancelled and CURSE_RESPONSE closes at once.
      t.discardFrom(me, r.card(), "MK-R87");
      t.pop();
      Frame.ApplyCurse pending = (Frame.ApplyCurse) t.top();
      t.pop();
      t.s = t.s.withResolving(t.s.resolving().remove(pending.card()));
      t.discard(pending.card());
      t.emit(new MunchkinEvent.CurseCancelled(a.actor(), pending.card()));
    } else if (a instanceof PlayGoUpLevel g) {
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
    } else if (a instanceof PlayStealALevel st) {
      t.discardFrom(me, st.card(), "MK-R91");
      t.gainLevels(me, 1, false, "MK-R91");
      t.loseLevels(t.s.seatOf(st.victim()), 1, "MK-R91");
    } else if (a instanceof AskForHelp h) {
      int target = t.s.seatOf(h.target());
      Combat c = t.combat();
      t.combat(c.withAsks(c.asks().update(target, c.asks().get(target) + 1)));
      t.emit(new MunchkinEvent.HelpAsked(a.actor(), h.target(), h.bribeItem(), h.share(), h.helperPicksFirst(), true));
      if (CombatActions.kneepads(t.p(me)) && t.p(target).level() < t.p(me).level()) {
        // MK-R53: Kneepads of Allure: the lower-level player cannot refuse and gets nothing.
        t.combat(t.combat().withHelper(Option.of(target)).withTerms(dev.ply.games.munchkin.state.Terms.NONE));
        t.emit(new MunchkinEvent.HelperJoined(h.target()));
        Fighting.onJoin(t, target);
        return;
      }
      t.push(new Frame.Offer(Frame.OfferKind.ASK, me, target, new dev.ply.games.munchkin.state.Terms(h.bribeItem(), h.share(),
          h.helperPicksFirst())));
    } else if (a instanceof OfferHelp h) {
      Combat c = t.combat();
      t.combat(c.withOffers(c.offers().update(me, c.offers().get(me) + 1)));
      t.emit(new MunchkinEvent.HelpAsked(a.actor(), t.id(c.fighter()), h.bribeItem(), h.share(), h.helperPicksFirst(),
          false));
      t.push(new Frame.Offer(Frame.OfferKind.OFFER, me, c.fighter(), new dev.ply.games.munchkin.state.Terms(h.bribeItem(), h.share(),
          h.helperPicksFirst())));
    } else if (a instanceof PlayEnhancer e) {
      t.takeAway(me, e.card());
      Combat c = t.combat();
      t.combat(c.withMonsters(c.monsters().update(e.monster(), c.monsters().get(e.monster()).enhancedBy(e.card()))));
      t.emit(new MunchkinEvent.Played(a.actor(), e.card(), Option.none(), "MK-R62"));
    } else if (a instanceof PlayWanderingMonster w) {
      t.takeAway(me, w.card());
      t.takeAway(me, w.monster());
      Combat c = t.combat();
      t.combat(c.withZone(c.zone().append(w.card())).withMonsters(c.monsters().append(MonsterEntry.entering(w.monster()))));
      t.emit(new MunchkinEvent.Played(a.actor(), w.card(), Option.none(), "MK-R64"));
      t.emit(new MunchkinEvent.CombatBegan(t.id(c.fighter()), w.monster(), "MK-R64"));
      Fighting.onEnter(t, t.combat().monsters().size() - 1);
    } else if (a instanceof PlayCombatItem ci) {
      t.takeAway(me, ci.card());
      Card card = Cards.card(ci.card());
      int bonus = card.effect(Effect.SideBonus.class).get().n();
      Combat c = t.combat().withZone(t.combat().zone().append(ci.card()));
      c = ci.forMunchkins() ? c.withMunchkinBonus(c.munchkinBonus() + bonus)
          .withFire(c.fire() || card.has(dev.ply.games.munchkin.content.ItemFlag.FIRE))
          : c.withMonsterBonus(c.monsterBonus() + bonus);
      t.combat(c);
      t.emit(new MunchkinEvent.Played(a.actor(), ci.card(), Option.none(), "MK-R69"));
    } else if (a instanceof Berserk b) {
      t.discardFrom(me, b.card(), "MK-R25");
      Combat c = t.combat();
      t.combat(c.withBerserks(c.berserks().update(me, c.berserks().get(me) + 1)));
    } else if (a instanceof PlayFlaskOfGlue g) {
      // MK-R76, MK-R102c: GLUE closes at once and the escape is re-rolled.
      t.discardFrom(me, g.card(), "MK-R76");
      t.pop();
      Frame.AfterEscape esc = (Frame.AfterEscape) t.top();
      t.replaceTop(new Frame.RunAttempt(esc.runner(), esc.monster(), true));
    } else if (a instanceof PlayInvisibility inv) {
      t.discardFrom(me, inv.card(), "MK-R74");
      t.pop();
      Frame.AfterFail f = (Frame.AfterFail) t.top();
      t.pop();
      t.emit(new MunchkinEvent.RunResult(a.actor(), t.combat().monsters().get(f.monster()).card(), true, "MK-R74"));
      Running.rescued(t, f);
    }
  }
}
