package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Status;
import io.vavr.control.Option;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/** Curses (§5.9): a curse waits in CURSE_RESPONSE (MK-R85), then takes effect (MK-R86). */
final class Curses {
  private Curses() {}

  /** The status a persistent curse card stands for. */
  static Option<Status> statusOf(Card c) {
    for (Effect e : c.effects()) {
      if (e instanceof Effect.AddStatus a) {
        return Option.of(a.status());
      }
    }
    return Option.none();
  }

  // The curse plays (MK-R85, MK-R87).
  static void play(Table t, int me, PlayCurse c) {
    t.takeAway(me, c.card());
    t.emit(new MunchkinEvent.Played(c.actor(), c.card(), Option.of(c.target()), "MK-R85"));
    Flow.strikeWithCurse(t, t.s.seatOf(c.target()), c.card());
  }

  static void wishingRing(Table t, int me, PlayWishingRing r) {
    if (!(t.top() instanceof Frame.Window w0 && w0.kind() == WindowKind.CURSE_RESPONSE)) {
      // MK-R87: a persistent curse ends.
      t.discardFrom(me, r.card(), "MK-R87");
      for (int i = 0; i < t.s.size(); i++) {
        if (t.p(i).curses().contains(r.curse())) {
          int victim = i;
          t.endStatus(victim, Curses.statusOf(Cards.card(r.curse())).get());
          if (t.p(victim).curses().contains(r.curse())) {
            t.discardFrom(victim, r.curse(), "MK-R87");
          }
          t.emit(new MunchkinEvent.CurseCancelled(r.actor(), r.curse()));
          break;
        }
      }
    } else {
      // MK-R87, MK-R102c: the pending curse is cancelled and CURSE_RESPONSE closes at once.
      t.discardFrom(me, r.card(), "MK-R87");
      t.pop();
      Frame.ApplyCurse pending = (Frame.ApplyCurse) t.top();
      t.pop();
      t.s = t.s.withResolving(t.s.resolving().remove(pending.card()));
      t.discard(pending.card());
      t.emit(new MunchkinEvent.CurseCancelled(r.actor(), pending.card()));
    }
  }
}
