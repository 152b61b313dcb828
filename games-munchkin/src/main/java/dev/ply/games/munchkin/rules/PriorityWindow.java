package dev.ply.games.munchkin.rules;

import static dev.ply.games.munchkin.rules.Zones.*;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.AskForHelp;
import dev.ply.games.munchkin.action.MunchkinAction.OfferHelp;
import dev.ply.games.munchkin.action.MunchkinAction.Pass;
import dev.ply.games.munchkin.action.MunchkinAction.PlayFlaskOfGlue;
import dev.ply.games.munchkin.action.MunchkinAction.PlayWishingRing;
import dev.ply.games.munchkin.content.Timing;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.WindowKind;

/**
 * A priority window, {@code WINDOW} (MK-R102, MK-R104): the seat holding priority may {@code Pass}
 * or take one of the window kind's actions, and keeps priority after any action but a pass.
 */
final class PriorityWindow extends Decision<Frame.Window> {
  static final PriorityWindow RULES = new PriorityWindow();

  private PriorityWindow() {}

  @Override
  int seat(MunchkinState s, Frame.Window w) {
    return w.seat();
  }

  /** {@code Pass}, then the window kind's row of MK-R104. */
  @Override
  ActionList options(MunchkinState s, int seat, Frame.Window w) {
    ActionList out = new ActionList().append(new Pass(s.seat(seat).id()));
    switch (w.kind()) {
      case IW_START:
      case IW_END:
        return out.appendAll(Interlude.options(s, seat, seat == s.turn()));
      case CW:
        return out.appendAll(CombatActions.options(s, seat));
      case CURSE_RESPONSE:
        return out.appendAll(curseResponse(s, seat));
      case PREROLL:
        return out.appendAll(PrerollActions.options(s, seat));
      case GLUE:
        return out.appendAll(glue(s, seat));
      default:
        return out.appendAll(PrerollActions.fail(s, seat));
    }
  }

  /**
   * A {@code Pass} is always an option (the options start with it); Interlude actions are tested
   * by {@link Interlude#allows}; the other kinds' actions by their list.
   */
  @Override
  boolean allows(MunchkinState s, int seat, Frame.Window w, MunchkinAction a) {
    if (a instanceof Pass) {
      return true;
    }
    return w.kind().interlude() ? Interlude.allows(s, seat, seat == s.turn(), a) : super.allows(s, seat, w, a);
  }

  /** A pass moves priority on (MK-R102); any other action is played and the actor keeps priority. */
  @Override
  void play(Table t, int me, Frame.Window w, MunchkinAction a) {
    if (a instanceof Pass) {
      t.replaceTop(new Frame.Window(w.kind(), w.window().pass(), w.skip()));
      return;
    }
    t.replaceTop(new Frame.Window(w.kind(), w.window().playedKeepingPriority(), w.skip()));
    // the fight changed: a question may be put anew (no new state when nothing was refused, the usual case)
    if (w.kind() == WindowKind.CW && !(a instanceof AskForHelp || a instanceof OfferHelp)
        && !t.combat().refused().isEmpty()) {
      t.combat(t.combat().withRefused(io.vavr.collection.Vector.empty()));
    }
    if (w.kind().interlude()) {
      Interlude.play(t, me, a);
    } else {
      CardPlays.play(t, me, a);
    }
  }

  /** CURSE_RESPONSE: a Wishing Ring on the pending curse (MK-R87). */
  private static ActionList curseResponse(MunchkinState s, int seat) {
    PlayerState p = s.seat(seat);
    PlayerId me = p.id();
    ActionList out = new ActionList();
    Frame.ApplyCurse pending = (Frame.ApplyCurse) s.frames().items().get(1);
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {
      String id = ownedAt(p, idAt);
      if (oneShot(id, Timing.CURSE_RESPONSE)) {
        out.append(new PlayWishingRing(me, id, pending.card()));
      }
    }
    return out;
  }

  /** GLUE: a Flask of Glue (MK-R76). */
  private static ActionList glue(MunchkinState s, int seat) {
    PlayerState p = s.seat(seat);
    ActionList out = new ActionList();
    for (int idAt = 0; idAt < ownedCount(p); idAt++) {
      String id = ownedAt(p, idAt);
      if (oneShot(id, Timing.GLUE)) {
        out.append(new PlayFlaskOfGlue(p.id(), id));
      }
    }
    return out;
  }
}
