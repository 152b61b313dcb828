package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.WindowKind;

/**
 * Scores in the run-away windows (MK-R70..R77): PREROLL, FAIL and GLUE. The bot spends an escape
 * card when what the monster would do to it (its Bad Stuff and flee penalty, times the chance of
 * being caught) is worth more than the card, and glues only the leader's escapes. {@code NaN}
 * outside those windows, where the same cards are combat cards.
 */
final class Runs {
  private Runs() {}

  static double score(Seen v, MunchkinAction a) {
    if (!(v.top instanceof Frame.Window w)) {
      return Double.NaN;
    }
    Frame below = v.s.frames().items().size() > 1 ? v.s.frames().items().get(1) : null;
    Combat c = v.c;
    double cost = Swing.cost(v, a) + (a instanceof UseRatOnAStick r ? Worth.card(v.p, r.card())
        : a instanceof DropStickForPitBull d ? Worth.card(v.p, d.card())
        : a instanceof FlightSpell f ? Worth.card(v.p, f.card())
        : a instanceof PlayInstantWall iw ? Worth.card(v.p, iw.card())
        : a instanceof PlayInvisibility in ? Worth.card(v.p, in.card())
        : a instanceof PlayFlaskOfGlue g ? Worth.card(v.p, g.card()) : 0);
    if (w.kind() == WindowKind.PREROLL && below instanceof Frame.RunAttempt ra) {
      boolean mine = ra.runner() == v.me;
      double loss = mine ? caught(v, ra.monster()) * (1 - Power.escape(v.s, c, v.me, ra.monster())) : 0;
      if (a instanceof UseRatOnAStick || a instanceof DropStickForPitBull || a instanceof BribeFloatingNose) {
        return mine ? loss - cost : -10;
      } else if (a instanceof FlightSpell) {
        double p = Power.escape(v.s, c, v.me, ra.monster());
        return mine && p < 1 && p > 0 ? caught(v, ra.monster()) / 6 - cost : -10;
      } else if (a instanceof PlayInstantWall iw) {
        boolean me = iw.only().isEmpty() || v.seat(iw.only().get()) == v.me;
        return c.isCombatant(v.me) && me ? v.runCost() - cost : -10;
      } else if (a instanceof PlayFriendshipPotion) {
        return c.isCombatant(v.me) ? v.runCost() - cost : -10;
      } else if (a instanceof PlayPollymorph x) {
        return mine && x.monster() == ra.monster() ? loss - cost : -10;
      } else if (a instanceof PlayMagicLamp x) {
        // MK-R77: the Lamp on the last monster gives the victory's treasure
        double win = Fights.kills(c) == 1 ? 2.5 * v.treasures() : 0;
        return mine && x.monster() == ra.monster() ? loss + win - cost : -10;
      }
      return Double.NaN;
    }
    if (w.kind() == WindowKind.FAIL && below instanceof Frame.AfterFail af) {
      boolean mine = af.runner() == v.me;
      double hit = mine ? caught(v, af.monster()) : 0;
      if (a instanceof PlayInvisibility) {
        return mine ? hit - cost : -10;
      } else if (a instanceof FlightSpell) {
        int die = af.die().getOrElse(0);
        boolean saves = Power.effective(v.p, die) + Power.runMods(v.s, c, v.me, af.monster()) + 1 >= 5;
        return mine && saves ? hit - cost : -10;
      } else if (a instanceof PlayMagicLamp) {
        double win = Fights.kills(c) == 1 ? 2.5 * v.treasures() : 0;
        return mine ? hit + win - cost : -10;
      }
      return Double.NaN;
    }
    if (w.kind() == WindowKind.GLUE && below instanceof Frame.AfterEscape ae && a instanceof PlayFlaskOfGlue) {
      // MK-R76: make the leader roll again, when being caught would cost them something
      double hit = caught(v, ae.runner(), ae.monster());
      return v.leader(ae.runner()) && hit >= 10 ? hit / 3 - cost : -10;
    }
    return Double.NaN;
  }

  /** What being caught by the entry costs the bot. */
  static double caught(Seen v, int monster) {
    return caught(v, v.me, monster);
  }

  static double caught(Seen v, int runner, int monster) {
    Card m = Power.data(v.c, monster);
    var p = v.s.seat(runner);
    double hit = Harm.of(v.s, p, m.badStuff());
    for (Effect e : m.runAway()) {
      if (e instanceof Effect.FleePenalty f && (f.cond().kind() == Cond.Kind.ALWAYS
          || (f.cond().kind() == Cond.Kind.LEVEL_ABOVE && p.level() > f.cond().n()))) {
        hit += Harm.of(v.s, p, f.effect());
      }
    }
    return hit;
  }
}
