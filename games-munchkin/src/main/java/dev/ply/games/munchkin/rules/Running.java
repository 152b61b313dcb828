package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Either;

/** Running away (§5.7, §4.3 R1–R6). */
final class Running {
  private Running() {}

  static String key(int runner, int monster) {
    return runner + ":" + monster;
  }

  /** MK-R71: the monsters still pursuing {@code runner}. */
  static Vector<Integer> unresolved(Table t, int runner) {
    return unresolvedIn(t.s, runner);
  }

  static Vector<Integer> unresolvedIn(dev.ply.games.munchkin.state.MunchkinState s, int runner) {
    Combat c = s.combat().get();
    Vector<Integer> out = Vector.empty();
    if (!s.seat(runner).alive()) {
      return out;
    }
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active() && !c.resolved().contains(key(runner, i))) {
        out = out.append(i);
      }
    }
    return out;
  }

  /** R1–R3: fighter first, then helper; the runner picks the next monster when several pursue (MK-R71). */
  static void next(Table t) {
    Combat c = t.combat();
    for (int runner : c.combatants()) {
      Vector<Integer> left = unresolved(t, runner);
      if (left.isEmpty()) {
        continue;
      }
      t.push(new Frame.RunNext());
      if (left.size() > 1) {
        t.push(new Frame.Choose(runner, Purpose.NEXT_MONSTER, runner, Option.none(), 1));
      } else {
        flee(t, runner, left.head());
      }
      return;
    }
    t.push(new Frame.EndOfCombat()); // R6: no rewards (MK-R70)
  }

  /** R3: PREROLL, then the attempt. */
  static void flee(Table t, int runner, int monster) {
    t.push(new Frame.RunAttempt(runner, monster, false));
    t.push(Flow.window(t, WindowKind.PREROLL, runner, Option.none()));
  }

  /** R4: automatic escape (MK-R73), automatic catch (MK-R74) or a roll (MK-R72). */
  static void attempt(Table t, Frame.RunAttempt a) {
    Combat c = t.combat();
    MonsterEntry m = c.monsters().get(a.monster());
    if (!m.active() || !t.p(a.runner()).alive() || c.resolved().contains(key(a.runner(), a.monster()))) {
      return;
    }
    Card card = Strength.data(c, a.monster());
    if (card.runEffect(Effect.AutoCatch.class).isDefined()) {
      failed(t, a.runner(), a.monster(), a.glued(), Option.none());
      return;
    }
    if (!a.glued()) {
      for (int eAt = 0; eAt < card.runAway().size(); eAt++) {
        Effect e = card.runAway().get(eAt);
        if (e instanceof Effect.AutoEscape x && Conditions.holds(t.s, x.cond(), a.runner(), 0, false)) {
          escaped(t, a.runner(), a.monster(), false);
          return;
        }
      }
    }
    int d = t.d6();
    t.emit(new MunchkinEvent.Rolled(t.id(a.runner()), d, "MK-R72"));
    t.push(new Frame.AfterRoll(a.runner(), a.monster(), d, a.glued()));
    postRoll(t, a.runner(), d);
  }

  /** MK-R96: the post-roll choice, opened after every roll (with autoPass on, only for a Loaded Die holder). */
  static void postRoll(Table t, int roller, int die) {
    if (!t.s.autoPass() || Choosing.loadedDie(t.p(roller)) != null) {
      t.push(new Frame.Choose(roller, Purpose.POST_ROLL, roller, Option.none(), die));
    }
  }

  /** MK-R96: the effective die. */
  static int effective(PlayerState p, int d) {
    return p.has(Status.CHICKEN) ? Math.max(1, d - 1) : d;
  }

  /** MK-R72: the runner's modifiers against this monster. */
  static int runMods(Table t, int runner, int monster) {
    PlayerState p = t.p(runner);
    int mods = 0;
    if (p.hasRace(Race.ELF)) {
      mods += 1;
    }
    if (p.isFull(Race.HALFLING)) {
      mods -= 1;
    }
    for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
      String id = p.equipped().get(idAt);
      Card item = Cards.card(id);
      if (Items.usable(p, item)) {
        for (int eAt = 0; eAt < item.effects().size(); eAt++) {
          Effect e = item.effects().get(eAt);
          if (e instanceof Effect.RunMod r) {
            mods += r.n();
          }
        }
      }
    }
    Combat c = t.combat();
    Card m = Strength.data(c, monster);
    for (int eAt = 0; eAt < m.runAway().size(); eAt++) {
      Effect e = m.runAway().get(eAt);
      if (e instanceof Effect.RunMod r) {
        mods += r.n();
      }
    }
    boolean paired = c.monsters().get(monster).mateOf().isDefined();
    for (int oAt = 0; oAt < c.monsters().size(); oAt++) {
      MonsterEntry o = c.monsters().get(oAt);
      paired |= o.mateOf().contains(monster);
    }
    return mods + (paired ? -1 : 0) + c.flights().get(runner); // MK-R63, MK-R28
  }

  static void afterRoll(Table t, Frame.AfterRoll a) {
    int total = effective(t.p(a.runner()), a.die()) + runMods(t, a.runner(), a.monster());
    if (total >= 5) {
      escaped(t, a.runner(), a.monster(), a.glued());
    } else {
      failed(t, a.runner(), a.monster(), a.glued(), Option.of(a.die()));
    }
  }

  /** R5: an escape opens GLUE (not after a glued re-roll: that escape is final, MK-R76). */
  static void escaped(Table t, int runner, int monster, boolean glued) {
    t.emit(new MunchkinEvent.RunResult(t.id(runner), t.combat().monsters().get(monster).card(), true, "MK-R72"));
    t.push(new Frame.AfterEscape(runner, monster));
    if (!glued) {
      t.push(Flow.window(t, WindowKind.GLUE, (runner + 1) % t.s.size(), Option.of(runner)));
    }
  }

  /**
   * R5 after a rescue in FAIL (Invisibility, Flight Spell; MK-R76): the runner escaped, so GLUE
   * opens as after any escape, unless the failure was a glued re-roll, whose result is final.
   */
  static void rescued(Table t, Frame.AfterFail f) {
    t.push(new Frame.AfterEscape(f.runner(), f.monster()));
    if (!f.glued()) {
      t.push(Flow.window(t, WindowKind.GLUE, (f.runner() + 1) % t.s.size(), Option.of(f.runner())));
    }
  }

  private static void failed(Table t, int runner, int monster, boolean glued, Option<Integer> die) {
    t.emit(new MunchkinEvent.RunResult(t.id(runner), t.combat().monsters().get(monster).card(), false, "MK-R72"));
    t.push(new Frame.AfterFail(runner, monster, glued, die));
    t.push(Flow.window(t, WindowKind.FAIL, runner, Option.none()));
  }

  /** MK-R75: the flee penalty when the attempt ends. */
  private static void resolve(Table t, int runner, int monster, boolean caught) {
    t.combat(t.combat().withResolved(t.combat().resolved().append(key(runner, monster))));
    Card card = Strength.data(t.combat(), monster);
    if (caught) {
      t.push(new Frame.ApplyEffects(runner, card.badStuff(), card.id(), 0, false)); // MK-R80
    }
    for (int eAt = 0; eAt < card.runAway().size(); eAt++) {
      Effect e = card.runAway().get(eAt);
      if (e instanceof Effect.FleePenalty f && Conditions.holds(t.s, f.cond(), runner, 0, false)) {
        t.push(new Frame.ApplyEffects(runner, f.effect(), card.id(), 0, false));
      }
    }
  }

  static void afterEscape(Table t, Frame.AfterEscape a) {
    resolve(t, a.runner(), a.monster(), false);
  }

  static void afterFail(Table t, Frame.AfterFail a) {
    resolve(t, a.runner(), a.monster(), true);
  }

  // The one-shots of GLUE and FAIL (MK-R74, MK-R76).
  static void glue(Table t, int me, PlayFlaskOfGlue g) {
    // MK-R76, MK-R102c: GLUE closes at once and the escape is re-rolled.
    t.discardFrom(me, g.card(), "MK-R76");
    t.pop();
    Frame.AfterEscape esc = (Frame.AfterEscape) t.top();
    t.replaceTop(new Frame.RunAttempt(esc.runner(), esc.monster(), true));
  }

  static void invisibility(Table t, int me, PlayInvisibility inv) {
    t.discardFrom(me, inv.card(), "MK-R74");
    t.pop();
    Frame.AfterFail f = (Frame.AfterFail) t.top();
    t.pop();
    t.emit(new MunchkinEvent.RunResult(inv.actor(), t.combat().monsters().get(f.monster()).card(), true, "MK-R74"));
    Running.rescued(t, f);
  }
}
