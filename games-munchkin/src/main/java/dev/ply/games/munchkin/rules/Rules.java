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
 * {@code apply}: an action is accepted exactly when {@link Legality#legal} lists it (MK-R100,
 * I-F5), then dispatched in one place ({@link #execute}) and the flow advanced to the next
 * awaited player.
 */
public final class Rules {
  private Rules() {}

  public static Either<Rejection, Transition<MunchkinState>> apply(MunchkinState s, MunchkinAction a) {
    if (a == null || a.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name its player"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "MK-R3", "the game is over"));
    }
    if (Legality.awaited(s) != s.seatOf(a.actor())) {
      return Either.left(Rejection.of(Rejection.NOT_YOUR_TURN, "MK-R100", a.actor() + " is not the player awaited now"));
    }
    if (!quicklyLegal(s, a) && !Legality.contains(s, a)) {
      return Either.left(Explain.why(s, a));
    }
    return playListed(s, a);
  }

  /**
   * An action known to be listed for its actor ({@code Game.playListed}: applied by its place in
   * the legal list): the rules of {@link #apply} without the membership test.
   */
  public static Either<Rejection, Transition<MunchkinState>> playListed(MunchkinState s, MunchkinAction a) {
    Table t = new Table(s);
    execute(t, a);
    Flow.advance(t);
    return Either.right(Transition.of(t.s, t.events()));
  }

  /**
   * The most frequent decisions, checked without building the whole legal list (the same facts
   * {@link Legality#legal} uses): a Pass in a window, a listed CHOOSE option, the answers to a
   * trade or a help proposal (false sends the action to the whole list).
   */
  static boolean quicklyLegal(MunchkinState s, MunchkinAction a) {
    Frame top = s.frames().items().head();
    if (a instanceof Pass) {
      return top instanceof Frame.Window;
    }
    if (a instanceof AcceptTrade || a instanceof DeclineTrade) {
      return top instanceof Frame.Trade; // MK-R37
    }
    if (top instanceof Frame.Offer o) {
      switch (o.kind()) {
        case ASK:
          return a instanceof AcceptHelp || a instanceof DeclineHelp;
        case COUNTER:
          return a instanceof AcceptCounter || a instanceof RejectCounter;
        default:
          return a instanceof AcceptOffer || a instanceof DeclineOffer;
      }
    }
    if (a instanceof ProposeTrade tr) {
      return tradeListed(s, tr, top);
    }
    if (a instanceof MunchkinAction.Choose c && top instanceof Frame.Choose f) {
      return c.option() != null && Choosing.options(s, f).contains(c.option());
    }
    if (a instanceof SetupDone) {
      return top instanceof Frame.SetupTurn; // MK-R42
    }
    if (a instanceof MunchkinAction.Equip e) {
      return interludeFrame(top) && e.item() != null && equipListed(s, s.seatOf(e.actor()), e.item());
    }
    if (a instanceof MunchkinAction.AddToSale sale) {
      return interludeFrame(top) && sale.card() != null && saleListed(s, s.seatOf(sale.actor()), top, sale.card());
    }
    return false;
  }

  /** The frames whose legal list is {@link Legality#interlude} (MK-R105). */
  private static boolean interludeFrame(Frame top) {
    return top instanceof Frame.Window w
        ? w.kind() == WindowKind.IW_START || w.kind() == WindowKind.IW_END
        : top instanceof Frame.TroubleOrLoot || top instanceof Frame.Charity;
  }

  /** MK-R105: as {@link Legality#interlude} lists an Equip: an item in play, not toggled, not cheated, not equipped, equippable. */
  private static boolean equipListed(MunchkinState s, int seat, String item) {
    PlayerState p = s.seat(seat);
    return Legality.has(p.items(), item) && !Legality.has(s.toggled(), item) && !p.cheated(item)
        && !Legality.has(p.equipped(), item) && Items.canEquip(p, item);
  }

  /**
   * MK-R38: as {@link Legality#interlude} lists an AddToSale: the turn player's (in a window; a
   * Trouble-or-Loot or Charity frame is always the turn player's) item card in hand or in play,
   * not yet in the basket.
   */
  private static boolean saleListed(MunchkinState s, int seat, Frame top, String card) {
    if (top instanceof Frame.Window && seat != s.turn()) {
      return false;
    }
    PlayerState p = s.seat(seat);
    return (Legality.has(p.hand(), card) || Legality.has(p.items(), card)) && Cards.exists(card)
        && Cards.card(card).isItem() && !Legality.has(s.sale(), card);
  }

  /**
   * MK-R37: whether {@link Legality#interlude} lists this trade proposal (the commonest action
   * that is not an answer; a replayed log's actions are not the listed objects, so this saves
   * building the list): an Interlude frame (IW_START, IW_END, TROUBLE_OR_LOOT, CHARITY), fewer
   * than 3 proposals, another living player, each side none or one of its owner's items, not
   * both none. False sends the action to the whole list.
   */
  private static boolean tradeListed(MunchkinState s, ProposeTrade tr, Frame top) {
    if (!interludeFrame(top) || tr.give() == null || tr.receive() == null || tr.to() == null
        || (tr.give().isEmpty() && tr.receive().isEmpty())) {
      return false;
    }
    int me = s.seatOf(tr.actor());
    int to = s.seatOf(tr.to());
    if (me < 0 || to < 0 || to == me || !s.seat(to).alive() || s.proposals().get(me) >= 3) {
      return false;
    }
    return (tr.give().isEmpty() || Legality.has(s.seat(me).items(), tr.give().get()))
        && (tr.receive().isEmpty() || Legality.has(s.seat(to).items(), tr.receive().get()));
  }

  /** The game starts: §3 and the first frames. */
  public static Transition<MunchkinState> begin(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.NextSetup(0));
    Flow.advance(t);
    return Transition.of(t.s, t.events());
  }

  private static void execute(Table t, MunchkinAction a) {
    int me = t.s.seatOf(a.actor());
    Frame top = t.top();
    if (a instanceof Pass) {
      Frame.Window w = (Frame.Window) top;
      t.replaceTop(new Frame.Window(w.kind(), w.window().pass(), w.skip()));
      return;
    }
    if (a instanceof SetupDone) {
      t.put(me, t.p(me).withFresh(Vector.empty())); // MK-R16
      t.pop();
      return;
    }
    if (a instanceof MunchkinAction.Choose c && top instanceof Frame.BigRecipient b) {
      t.pop();
      Flow.handOver(t, b.owner(), t.s.seatOf(dev.ply.core.PlayerId.of(c.option())), b.item());
      return;
    }
    if (a instanceof MunchkinAction.Choose c) {
      Choosing.resolve(t, (Frame.Choose) top, c.option());
      return;
    }
    if (a instanceof AcceptTrade || a instanceof DeclineTrade) {
      Plays.trade(t, a instanceof AcceptTrade);
      return;
    }
    if (a instanceof CounterOffer co) {
      Frame.Offer o = (Frame.Offer) top;
      t.replaceTop(new Frame.Offer(Frame.OfferKind.COUNTER, o.answerer(), o.proposer(),
          new dev.ply.games.munchkin.state.Terms(co.bribeItem(), co.share(), co.helperPicksFirst())));
      t.emit(new MunchkinEvent.HelpAsked(a.actor(), t.id(o.proposer()), co.bribeItem(), co.share(), co.helperPicksFirst(), false));
      return;
    }
    if (a instanceof AcceptHelp || a instanceof AcceptOffer || a instanceof AcceptCounter) {
      Frame.Offer o = (Frame.Offer) top;
      t.pop();
      int helper = o.kind() == Frame.OfferKind.ASK ? o.answerer() : o.proposer();
      t.emit(new MunchkinEvent.HelpAnswered(a.actor(), true));
      t.combat(t.combat().withHelper(Option.of(helper)).withTerms(o.terms()));
      t.emit(new MunchkinEvent.HelperJoined(t.id(helper)));
      Fighting.onJoin(t, helper);
      return;
    }
    if (a instanceof DeclineHelp || a instanceof DeclineOffer || a instanceof RejectCounter) {
      t.pop();
      t.emit(new MunchkinEvent.HelpAnswered(a.actor(), false));
      return;
    }
    if (a instanceof LookForTrouble l) {
      t.pop();
      Flow.frameEnded(t);
      t.takeAway(me, l.monster());
      t.emit(new MunchkinEvent.Played(a.actor(), l.monster(), Option.none(), "MK-R44"));
      Flow.startCombat(t, l.monster(), false);
      return;
    }
    if (a instanceof LootTheRoom) {
      t.pop();
      Flow.frameEnded(t);
      t.draw(me, Deck.DOOR, false, "MK-R45");
      t.push(new Frame.OpenEnd());
      return;
    }
    if (a instanceof GiveCharity g) {
      Frame.Charity ch = (Frame.Charity) top;
      int to = t.s.seatOf(g.to());
      t.takeAway(me, g.card());
      t.give(to, g.card());
      t.emit(new MunchkinEvent.MovedHidden(a.actor(), g.to(), "MK-R47"));
      t.emit(new MunchkinEvent.MovedSecretly(a.actor(), g.to(), g.card(), "MK-R47"));
      t.replaceTop(new Frame.Charity(ch.given().update(to, ch.given().get(to) + 1)));
      charityDone(t, me);
      return;
    }
    if (a instanceof DiscardCharity d) {
      t.discardFrom(me, d.card(), "MK-R47");
      charityDone(t, me);
      return;
    }
    // Card plays and other actions with priority: the actor keeps priority (MK-R102).
    Flow.actorKeepsPriority(t);
    play(t, me, a);
  }

  private static void charityDone(Table t, int me) {
    if (t.p(me).hand().size() <= t.p(me).handLimit()) {
      t.pop();
      Flow.frameEnded(t);
    }
  }

  private static void play(Table t, int me, MunchkinAction a) {
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
      int value = Legality.saleValue(t.s, me);
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
      if (Legality.kneepads(t.p(me)) && t.p(target).level() < t.p(me).level()) {
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
