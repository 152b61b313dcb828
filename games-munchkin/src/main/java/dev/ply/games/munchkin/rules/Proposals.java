package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.Terms;
import io.vavr.control.Option;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * The {@code OFFER} frames (MK-R101): a help proposal awaiting its answer (MK-R53: an ask answered
 * by its target, who may also counter; a counter-offer or an offer answered by the fighter), and a
 * trade proposal awaiting the recipient's answer (MK-R37).
 */
final class Proposals {
  private Proposals() {}

  /** The two answers to a help proposal of this kind, accept first. */
  private static ActionList answers(Frame.OfferKind kind, PlayerId me) {
    switch (kind) {
      case ASK:
        return new ActionList().append(new AcceptHelp(me)).append(new DeclineHelp(me));
      case COUNTER:
        return new ActionList().append(new AcceptCounter(me)).append(new RejectCounter(me));
      default:
        return new ActionList().append(new AcceptOffer(me)).append(new DeclineOffer(me));
    }
  }

  static final Decision<Frame.Offer> OFFER = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.Offer o) {
      return o.answerer();
    }

    /** The two answers; to an ask, also a counter-offer on every proposal's terms. */
    @Override
    ActionList options(MunchkinState s, int seat, Frame.Offer o) {
      PlayerId me = s.seat(seat).id();
      ActionList out = answers(o.kind(), me);
      if (o.kind() == Frame.OfferKind.ASK) {
        for (Terms t : CombatActions.terms(s)) {
          out.append(new CounterOffer(me, t.bribeItem(), t.share(), t.helperPicksFirst()));
        }
      }
      return out;
    }

    /** An answer is tested against {@link #answers} alone (the counter-offers need the terms). */
    @Override
    boolean allows(MunchkinState s, int seat, Frame.Offer o, MunchkinAction a) {
      return a instanceof CounterOffer ? super.allows(s, seat, o, a) : answers(o.kind(), s.seat(seat).id()).contains(a);
    }

    @Override
    void play(Table t, int me, Frame.Offer o, MunchkinAction a) {
      if (a instanceof CounterOffer co) {
        refused(t, o);
        t.replaceTop(new Frame.Offer(Frame.OfferKind.COUNTER, o.answerer(), o.proposer(),
            new Terms(co.bribeItem(), co.share(), co.helperPicksFirst())));
        t.emit(new MunchkinEvent.HelpAsked(a.actor(), t.id(o.proposer()), co.bribeItem(), co.share(),
            co.helperPicksFirst(), false));
      } else if (a instanceof AcceptHelp || a instanceof AcceptOffer || a instanceof AcceptCounter) {
        t.pop();
        int helper = o.kind() == Frame.OfferKind.ASK ? o.answerer() : o.proposer();
        t.emit(new MunchkinEvent.HelpAnswered(a.actor(), true));
        t.combat(t.combat().withHelper(Option.of(helper)).withTerms(o.terms()).withRefused(Vector.empty()));
        t.emit(new MunchkinEvent.HelperJoined(t.id(helper)));
        Fighting.onJoin(t, helper);
      } else {
        t.pop();
        refused(t, o);
        t.emit(new MunchkinEvent.HelpAnswered(a.actor(), false));
      }
    }
  };

  /** The combat's record of proposals turned down since the fight last changed. */
  private static void refused(Table t, Frame.Offer o) {
    t.combat(t.combat().withRefused(Vectors.plus(t.combat().refused(), o)));
  }

  /** MK-R37: the recipient accepts or declines. */
  static final Decision<Frame.Trade> TRADE = new Decision<>() {
    @Override
    int seat(MunchkinState s, Frame.Trade tr) {
      return tr.recipient();
    }

    @Override
    ActionList options(MunchkinState s, int seat, Frame.Trade tr) {
      PlayerId me = s.seat(seat).id();
      return new ActionList().append(new AcceptTrade(me)).append(new DeclineTrade(me));
    }

    @Override
    void play(Table t, int me, Frame.Trade tr, MunchkinAction a) {
      trade(t, a instanceof AcceptTrade);
    }
  };

  /**
   * As a turn begins, the swaps turned down keep only those whose items are still with the two
   * players: a swap of items that have moved is another question (no new state when none was
   * turned down, the usual case).
   */
  static void tidyRefusedTrades(Table t) {
    if (!t.s.refusedTrades().isEmpty()) {
      t.s = t.s.withRefusedTrades(t.s.refusedTrades().filter(tr -> holds(t, tr.proposer(), tr.give())
          && holds(t, tr.recipient(), tr.receive())));
    }
  }

  private static boolean holds(Table t, int seat, Option<String> item) {
    return item.forAll(t.p(seat).items()::contains);
  }

  // Help proposals made in CW (MK-R53).
  static void ask(Table t, int me, AskForHelp h) {
    int target = t.s.seatOf(h.target());
    Combat c = t.combat();
    t.combat(c.withAsks(c.asks().update(target, c.asks().get(target) + 1)));
    t.emit(new MunchkinEvent.HelpAsked(h.actor(), h.target(), h.bribeItem(), h.share(), h.helperPicksFirst(), true));
    if (CombatActions.kneepads(t.p(me)) && t.p(target).level() < t.p(me).level()) {
      // MK-R53: Kneepads of Allure: the lower-level player cannot refuse and gets nothing.
      t.combat(t.combat().withHelper(Option.of(target)).withTerms(dev.ply.games.munchkin.state.Terms.NONE));
      t.emit(new MunchkinEvent.HelperJoined(h.target()));
      Fighting.onJoin(t, target);
      return;
    }
    t.push(new Frame.Offer(Frame.OfferKind.ASK, me, target, new dev.ply.games.munchkin.state.Terms(h.bribeItem(), h.share(),
        h.helperPicksFirst())));
  }

  static void offer(Table t, int me, OfferHelp h) {
    Combat c = t.combat();
    t.combat(c.withOffers(c.offers().update(me, c.offers().get(me) + 1)));
    t.emit(new MunchkinEvent.HelpAsked(h.actor(), t.id(c.fighter()), h.bribeItem(), h.share(), h.helperPicksFirst(),
        false));
    t.push(new Frame.Offer(Frame.OfferKind.OFFER, me, c.fighter(), new dev.ply.games.munchkin.state.Terms(h.bribeItem(), h.share(),
        h.helperPicksFirst())));
  }

  /** MK-R37: the answer to a trade. */
  static void trade(Table t, boolean accept) {
    Frame.Trade tr = (Frame.Trade) t.top();
    t.pop();
    if (!accept) {
      if (!t.s.refusedTrades().contains(tr)) {
        t.s = t.s.withRefusedTrades(Vectors.plus(t.s.refusedTrades(), tr));
      }
      return;
    }
    if (tr.give().isDefined()) {
      t.takeAway(tr.proposer(), tr.give().get());
      t.put(tr.recipient(), t.p(tr.recipient()).withItems(Vectors.plus(t.p(tr.recipient()).items(), tr.give().get())));
      t.emit(new MunchkinEvent.Moved(t.id(tr.proposer()), t.id(tr.recipient()), tr.give().get(), "MK-R37"));
    }
    if (tr.receive().isDefined()) {
      t.takeAway(tr.recipient(), tr.receive().get());
      t.put(tr.proposer(), t.p(tr.proposer()).withItems(Vectors.plus(t.p(tr.proposer()).items(), tr.receive().get())));
      t.emit(new MunchkinEvent.Moved(t.id(tr.recipient()), t.id(tr.proposer()), tr.receive().get(), "MK-R37"));
    }
    t.followUps(tr.proposer());
    t.followUps(tr.recipient());
  }
}
