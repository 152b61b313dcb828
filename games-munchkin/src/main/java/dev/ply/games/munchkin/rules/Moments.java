package dev.ply.games.munchkin.rules;

import dev.ply.core.Transition;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The moments of a turn a built position may start from (for {@code MunchkinPositions}), each
 * reached by the rules' own steps, with the events of reaching it.
 */
public final class Moments {
  private Moments() {}

  private static Transition<MunchkinState> done(Table t) {
    return Transition.of(t.s, t.events());
  }

  /** TURN_START done: IW_START is open, the door will be kicked when it closes (§4.2 T3). */
  public static Transition<MunchkinState> toStartOfTurn(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.Kick());
    t.push(Flow.window(t, WindowKind.IW_START, s.turn(), Option.none()));
    return done(t);
  }

  /**
   * The turn player fights {@code monster} (taken from wherever it lies), CW open (§4.3 C1–C3):
   * the monster enters (MK-R60), {@code helper} joins as after an accepted ask with no reward
   * (MK-R53, MK-R60) and {@code enhancers} are on the monster (MK-R62).
   */
  public static Transition<MunchkinState> toCombat(MunchkinState s, String monster, boolean kicked,
      Option<Integer> helper, Vector<String> enhancers) {
    Table t = new Table(s);
    Flow.startCombat(t, monster, kicked);
    if (!enhancers.isEmpty()) {
      Combat c = t.combat();
      MonsterEntry m = c.monsters().head();
      t.combat(c.withMonsters(c.monsters().update(0, new MonsterEntry(m.card(), m.state(),
          m.enhancers().appendAll(enhancers), m.mateOf()))));
    }
    if (helper.isDefined()) {
      t.combat(t.combat().withHelper(helper));
      t.emit(new MunchkinEvent.HelperJoined(t.id(helper.get())));
      Fighting.onJoin(t, helper.get());
    }
    Flow.advance(t);
    return done(t);
  }

  /** The turn player fights {@code monster}, CW open (§4.3 C1–C3). */
  public static MunchkinState fighting(MunchkinState s, String monster, boolean kicked) {
    return toCombat(s, monster, kicked, Option.none(), Vector.empty()).state();
  }

  /**
   * The window on top closes as if every seat passed (MK-R102) and the rules run on to the next
   * decision: the combat window's evaluation (MK-R55), or the PREROLL's roll.
   */
  public static Transition<MunchkinState> closeWindow(MunchkinState s) {
    Table t = new Table(s);
    Frame.Window w = (Frame.Window) t.top();
    var rw = w.window();
    while (!rw.isClosed()) {
      rw = rw.pass();
    }
    t.replaceTop(new Frame.Window(w.kind(), rw, w.skip()));
    Flow.advance(t);
    return done(t);
  }

  /**
   * From the PREROLL of runner R and monster M: the attempt fails (§4.3 R4), by the automatic
   * catch of M (MK-R74) or by a roll of {@code face} (MK-R72, after the post-roll choice kept
   * it), and FAIL opens. Empty when the attempt cannot fail so: an automatic escape, a roll the
   * runner would not fail with, or no face for a monster that does not catch automatically.
   */
  public static Option<Transition<MunchkinState>> toFail(MunchkinState s, Option<Integer> face) {
    Table t = new Table(s);
    t.pop(); // PREROLL
    Frame.RunAttempt a = (Frame.RunAttempt) t.top();
    t.pop();
    Card card = Strength.data(t.combat(), a.monster());
    if (card.runEffect(Effect.AutoCatch.class).isDefined()) {
      Running.attempt(t, a);
    } else {
      for (Effect e : card.runAway()) {
        if (e instanceof Effect.AutoEscape x && Conditions.holds(t.s, x.cond(), a.runner(), 0, false)) {
          return Option.none();
        }
      }
      if (face.isEmpty()) {
        return Option.none();
      }
      t.emit(new MunchkinEvent.Rolled(t.id(a.runner()), face.get(), "MK-R72"));
      int total = Running.effective(t.p(a.runner()), face.get()) + Running.runMods(t, a.runner(), a.monster());
      if (total >= 5) {
        return Option.none();
      }
      t.push(new Frame.AfterRoll(a.runner(), a.monster(), face.get(), false));
    }
    Flow.advance(t);
    return Option.of(done(t));
  }

  /** After the door: TROUBLE_OR_LOOT awaits the turn player (§4.2 TL). */
  public static Transition<MunchkinState> toTroubleOrLoot(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.TroubleOrLoot());
    return done(t);
  }

  /** END: IW_END is open, then CHARITY and the next turn (§4.2 E1–E3). */
  public static Transition<MunchkinState> toEndOfTurn(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.OpenEnd());
    Flow.advance(t);
    return done(t);
  }

  /** CHARITY (MK-R47) for the turn player, then the next turn. */
  public static Transition<MunchkinState> toCharity(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.CharityCheck());
    Flow.advance(t);
    return done(t);
  }

  /** As {@link #toStartOfTurn}, the state only. */
  public static MunchkinState startOfTurn(MunchkinState s) {
    return toStartOfTurn(s).state();
  }

  /** As {@link #toTroubleOrLoot}, the state only. */
  public static MunchkinState troubleOrLoot(MunchkinState s) {
    return toTroubleOrLoot(s).state();
  }

  /** As {@link #toEndOfTurn}, the state only. */
  public static MunchkinState endOfTurn(MunchkinState s) {
    return toEndOfTurn(s).state();
  }

  /** As {@link #toCharity}, the state only. */
  public static MunchkinState charity(MunchkinState s) {
    return toCharity(s).state();
  }
}
