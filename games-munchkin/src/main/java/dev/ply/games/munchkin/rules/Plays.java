package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.MonsterState;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Cheat;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.Terms;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The card plays and abilities beyond the turn's backbone: character cards (MK-R23, R24, R35,
 * R36), trades (MK-R37), class abilities (MK-R26..R28), the Door specials (MK-R63, R65..R68) and
 * the one-shots of §6.6. Each is applied after its decision has allowed it.
 */
final class Plays {
  private Plays() {}

  /** The card plays and abilities of this file (CardPlays dispatches the others elsewhere). */
  static void play(Table t, int me, MunchkinAction a) {
    if (a instanceof PlayHalfBreed h) {
      t.takeAway(me, h.card());
      t.put(me, t.p(me).withHalfBreed(Option.of(h.card())));
      played(t, a, h.card(), "MK-R23");
    } else if (a instanceof PlaySuperMunchkin sm) {
      t.takeAway(me, sm.card());
      t.takeAway(me, sm.classCard());
      t.put(me, t.p(me).withSuperMunchkin(Option.of(sm.card())).withClasses(t.p(me).classes().append(sm.classCard())));
      played(t, a, sm.card(), "MK-R24");
      Fighting.befriendCheck(t);
    } else if (a instanceof PlayCheat ch) {
      t.takeAway(me, ch.card());
      PlayerState p = t.p(me);
      if (p.hand().contains(ch.item())) {
        p = p.withHand(p.hand().remove(ch.item())).withFresh(p.fresh().remove(ch.item())).withItems(p.items().append(ch.item()));
      }
      if (!p.equipped().contains(ch.item())) {
        p = p.withEquipped(p.equipped().append(ch.item()));
      }
      t.put(me, p.withCheats(p.cheats().append(new Cheat(ch.card(), ch.item()))));
      played(t, a, ch.card(), "MK-R35");
    } else if (a instanceof PlayHireling h) {
      t.takeAway(me, h.card());
      t.put(me, t.p(me).withHireling(Option.of(h.card())));
      played(t, a, h.card(), "MK-R36");
    } else if (a instanceof PlayMagicLamp l) {
      lamp(t, me, l);
    } else if (a instanceof PlayPollymorph pm) {
      toZone(t, me, pm.card(), "§6.6");
      setState(t, pm.monster(), MonsterState.DEFEATED);
      closeResolvedPreroll(t);
    } else if (a instanceof PlayFriendshipPotion fp) {
      toZone(t, me, fp.card(), "§6.6");
      removeAll(t);
      Flow.endCombatNow(t, new Frame.EndOfCombat());
    } else if (a instanceof PlayOutToLunch ol) {
      toZone(t, me, ol.card(), "MK-R66");
      removeAll(t);
      int fighter = t.combat().fighter();
      Flow.endCombatNow(t, new Frame.EndOfCombat());
      for (int i = 0; i < 2; i++) {
        t.draw(fighter, Deck.TREASURE, false, "MK-R66");
      }
    } else if (a instanceof PlayDoppleganger d) {
      toZone(t, me, d.card(), "§6.6");
      t.combat(t.combat().withDoppleganger(true));
    } else if (a instanceof PlayHalitosis h) {
      toZone(t, me, h.card(), "§6.6");
      setState(t, h.monster(), MonsterState.KILLED);
    } else if (a instanceof PlayYuppieWater y) {
      toZone(t, me, y.card(), "§6.6");
      Combat c = t.combat();
      int elves = c.combatants().count(x -> t.p(x).hasRace(Race.ELF));
      t.combat(c.withMunchkinBonus(c.munchkinBonus() + 2 * elves));
    } else if (a instanceof PlayTransferral tp) {
      transferral(t, me, tp);
    } else if (a instanceof PlayInstantWall w) {
      instantWall(t, me, w);
    } else if (a instanceof UseRatOnAStick r) {
      t.discardFrom(me, r.card(), "§6.5");
      escapeByCard(t);
    } else if (a instanceof DropStickForPitBull d) {
      t.discardFrom(me, d.card(), "§6.1");
      escapeByCard(t);
    } else if (a instanceof BribeFloatingNose b) {
      t.discardFrom(me, b.item(), "§6.1");
      if (t.top() instanceof Frame.Window w && w.kind() == WindowKind.PREROLL) {
        escapeByCard(t);
      } else {
        Combat c = t.combat();
        for (int i = 0; i < c.monsters().size(); i++) {
          if (c.monsters().get(i).active() && Strength.data(c, i).effect(Effect.BribeAway.class).isDefined()) {
            setState(t, i, MonsterState.REMOVED);
            break;
          }
        }
      }
    } else if (a instanceof PlayWandOfDowsing w) {
      if (t.s.doorDiscard().contains(w.take())) {
        t.s = t.s.withDoorDiscard(t.s.doorDiscard().remove(w.take()));
      } else {
        t.s = t.s.withTreasureDiscard(t.s.treasureDiscard().remove(w.take()));
      }
      t.receiveDrawn(me, w.take(), true, "MK-R92"); // counts as drawn (MK-R93, MK-R94)
      t.discardFrom(me, w.card(), "MK-R92");
    } else if (a instanceof PlayMate m) {
      t.takeAway(me, m.card());
      Combat c = t.combat();
      t.combat(c.withMonsters(c.monsters().append(MonsterEntry.mate(m.card(), m.monster()))));
      played(t, a, m.card(), "MK-R63");
    } else if (a instanceof PlayIllusion il) {
      illusion(t, me, il);
    } else if (a instanceof PlayHelpMeOutHere h) {
      helpMeOutHere(t, me, h);
    } else if (a instanceof Turn tu) {
      t.discardFrom(me, tu.card(), "MK-R26");
      Combat c = t.combat();
      t.combat(c.withTurnings(c.turnings().update(me, c.turnings().get(me) + 1)));
    } else if (a instanceof Charm ch) {
      for (String card : t.p(me).hand()) {
        t.discardFrom(me, card, "MK-R28");
      }
      setState(t, ch.monster(), MonsterState.DEFEATED);
    } else if (a instanceof BoogaBooga b) {
      setState(t, b.monster(), MonsterState.DEFEATED);
    } else if (a instanceof Backstab b) {
      t.discardFrom(me, b.card(), "MK-R27");
      Combat c = t.combat();
      t.combat(c.withBackstabs(c.backstabs().append(me + ":" + t.s.seatOf(b.victim()))));
    } else if (a instanceof Steal st) {
      t.discardFrom(me, st.card(), "MK-R27");
      int d = t.d6();
      t.emit(new MunchkinEvent.Rolled(a.actor(), d, "MK-R27"));
      t.push(new Frame.Theft(me, t.s.seatOf(st.victim()), st.item(), d));
      Running.postRoll(t, me, d);
    } else if (a instanceof FlightSpell f) {
      flightSpell(t, me, f);
    }
  }

  private static void played(Table t, MunchkinAction a, String card, String rule) {
    t.emit(new MunchkinEvent.Played(a.actor(), card, Option.none(), rule));
  }

  /** A one-shot played in combat goes to the combat zone (discarded at END_OF_COMBAT). */
  private static void toZone(Table t, int me, String card, String rule) {
    t.takeAway(me, card);
    t.combat(t.combat().withZone(t.combat().zone().append(card)));
    t.emit(new MunchkinEvent.Played(t.id(me), card, Option.none(), rule));
  }

  private static void setState(Table t, int monster, MonsterState st) {
    Combat c = t.combat();
    t.combat(c.withMonsters(c.monsters().update(monster, c.monsters().get(monster).withState(st))));
  }

  private static void removeAll(Table t) {
    for (int i = 0; i < t.combat().monsters().size(); i++) {
      if (t.combat().monsters().get(i).active()) {
        setState(t, i, MonsterState.REMOVED);
      }
    }
  }

  /** MK-R102c: PREROLL closes at once when its pair is resolved. */
  private static void closeResolvedPreroll(Table t) {
    if (t.top() instanceof Frame.Window w && w.kind() == WindowKind.PREROLL
        && t.s.frames().items().get(1) instanceof Frame.RunAttempt ra
        && !t.combat().monsters().get(ra.monster()).active()) {
      t.pop();
    }
  }

  /** §6.6 T49, MK-R77: the only ACTIVE monster is DEFEATED, otherwise REMOVED. */
  private static void lamp(Table t, int me, PlayMagicLamp l) {
    Combat c = t.combat();
    int active = c.monsters().count(MonsterEntry::active);
    toZone(t, me, l.card(), "§6.6");
    setState(t, l.monster(), active == 1 ? MonsterState.DEFEATED : MonsterState.REMOVED);
    Frame top = t.top();
    if (top instanceof Frame.Window w && w.kind() == WindowKind.FAIL) {
      t.pop();
      t.pop(); // the AfterFail: no flee penalty, no Bad Stuff
    }
    if (t.combat().running() && active == 1) {
      Flow.endCombatNow(t, new Frame.Victory()); // MK-R77: VICTORY from V2
      return;
    }
    closeResolvedPreroll(t);
  }

  /** MK-R68. */
  private static void transferral(Table t, int me, PlayTransferral tp) {
    toZone(t, me, tp.card(), "MK-R68");
    Combat c = t.combat();
    int nf = t.s.seatOf(tp.newFighter());
    int old = c.fighter();
    Vector<Integer> zeros = Vector.fill(t.s.size(), 0);
    t.combat(c.withFighter(nf).withHelper(Option.none()).withTerms(Terms.NONE).withAsks(zeros).withOffers(zeros)
        .withBerserks(c.berserks().update(old, 0)).withTurnings(c.turnings().update(old, 0))
        .withBackstabs(c.backstabs().filter(b -> !b.endsWith(":" + old))).withDoppleganger(false).withTransferred(true));
    for (int left : c.combatants()) {
      Flow.nextCombatStatusesEnd(t, left); // MK-R88: the old fighter and helper leave the combat
    }
    Fighting.onJoin(t, nf);
  }

  /**
   * §6.6 T46, §4.3 R5: the listed runners escape every monster but the Floating Nose, one pair at
   * a time (runners in runner order, monsters in entry order), each with its GLUE window and then
   * its flee penalty. When the PREROLL's own pair is covered it closes (MK-R102c): it is popped
   * with its attempt before the pairs are stacked, so it does not reopen once they are resolved.
   */
  private static void instantWall(Table t, int me, PlayInstantWall w) {
    t.discardFrom(me, w.card(), "§6.6");
    Combat c = t.combat();
    Frame.RunAttempt own = (Frame.RunAttempt) t.s.frames().items().get(1);
    Vector<int[]> pairs = Vector.empty();
    for (int r : c.combatants()) {
      if (w.only().isDefined() && !t.id(r).equals(w.only().get())) {
        continue;
      }
      for (int m : Running.unresolved(t, r)) {
        if (Strength.data(c, m).effect(Effect.BribeAway.class).isEmpty()) {
          pairs = pairs.append(new int[] {r, m});
        }
      }
    }
    if (pairs.exists(p -> p[0] == own.runner() && p[1] == own.monster())) {
      t.pop(); // the PREROLL window
      t.pop(); // its attempt
    }
    for (int[] pair : pairs) {
      t.emit(new MunchkinEvent.RunResult(t.id(pair[0]), c.monsters().get(pair[1]).card(), true, "§6.6"));
    }
    for (int[] pair : pairs.reverse()) { // stacked last-first, so the first pair resolves first
      t.push(new Frame.AfterEscape(pair[0], pair[1]));
      t.push(Flow.window(t, WindowKind.GLUE, (pair[0] + 1) % t.s.size(), Option.of(pair[0])));
    }
  }

  /** An escape card in PREROLL: the pair escapes at once (GLUE follows, MK-R76). */
  private static void escapeByCard(Table t) {
    t.pop(); // the PREROLL window
    Frame.RunAttempt ra = (Frame.RunAttempt) t.top();
    t.pop();
    Running.escaped(t, ra.runner(), ra.monster(), false);
  }

  /** MK-R65: the monster, its enhancers and its Mate go; a Monster from hand takes its place. */
  private static void illusion(Table t, int me, PlayIllusion il) {
    t.takeAway(me, il.card());
    t.takeAway(me, il.replacement());
    Combat c = t.combat();
    MonsterEntry old = c.monsters().get(il.monster());
    t.discard(old.card());
    for (String e : old.enhancers()) {
      t.discard(e);
    }
    Vector<MonsterEntry> ms = withoutMateOf(t, c.monsters(), il.monster())
        .update(il.monster(), MonsterEntry.entering(il.replacement()));
    t.combat(c.withMonsters(ms).withZone(c.zone().append(il.card())));
    played(t, il, il.card(), "MK-R65");
    Fighting.onEnter(t, il.monster());
  }

  /**
   * MK-R63, MK-R65: Illusion on an original sends its Mate card (with the enhancers played on the
   * Mate) to the Door discard at once and the Mate entry leaves the combat; later entries move up
   * one place. Illusion is played in {@code CW} only, so no run-away pair refers to an index yet.
   */
  private static Vector<MonsterEntry> withoutMateOf(Table t, Vector<MonsterEntry> ms, int original) {
    if (!ms.exists(m -> m.mateOf().contains(original))) {
      return ms;
    }
    int mate = ms.indexWhere(m -> m.mateOf().contains(original));
    t.discard(ms.get(mate).card());
    for (String e : ms.get(mate).enhancers()) {
      t.discard(e);
    }
    return ms.removeAt(mate).map(m -> m.mateOf().isDefined() && m.mateOf().get() > mate
        ? new MonsterEntry(m.card(), m.state(), m.enhancers(), Option.of(m.mateOf().get() - 1)) : m);
  }

  /** MK-R67: whether taking {@code item} (after the optional discard) leaves the munchkins winning. */
  static boolean helpMeOutHereWorks(MunchkinState s, int seat, int owner, String item, Option<String> own) {
    PlayerState me = s.seat(seat);
    if (own.isDefined()) {
      me = me.withItems(me.items().remove(own.get())).withEquipped(me.equipped().remove(own.get()))
          .withCheats(me.cheats().filter(ch -> !ch.item().equals(own.get())));
    }
    Card c = Cards.card(item);
    if (!Items.usable(me.withCheats(Vector.empty()), c) || !Items.slotFree(me, c) || !Items.mayEnterPlay(me, c)) {
      return false;
    }
    PlayerState q = s.seat(owner);
    q = q.withItems(q.items().remove(item)).withEquipped(q.equipped().remove(item));
    me = me.withItems(me.items().append(item)).withEquipped(me.equipped().append(item));
    MunchkinState after = s.withSeats(s.seats().update(seat, me).update(owner, q));
    return Strength.winning(after);
  }

  private static void helpMeOutHere(Table t, int me, PlayHelpMeOutHere h) {
    t.discardFrom(me, h.card(), "MK-R67");
    if (h.ownDiscard().isDefined()) {
      t.discardFrom(me, h.ownDiscard().get(), "MK-R67");
    }
    // The item is another player's (the decision listed it so): it moves from its owner.
    for (int owner = 0; owner < t.s.size(); owner++) {
      if (t.p(owner).items().contains(h.item())) {
        t.takeAway(owner, h.item());
        t.put(me, t.p(me).withItems(t.p(me).items().append(h.item())).withEquipped(t.p(me).equipped().append(h.item())));
        t.emit(new MunchkinEvent.Moved(t.id(owner), t.id(me), h.item(), "MK-R67"));
        return;
      }
    }
  }

  /** MK-R28: +1 to the runner's rolls; in FAIL after a roll the roll is tested again. */
  private static void flightSpell(Table t, int me, FlightSpell f) {
    t.discardFrom(me, f.card(), "MK-R28");
    Combat c = t.combat();
    t.combat(c.withFlights(c.flights().update(me, c.flights().get(me) + 1)));
    if (t.top() instanceof Frame.Window w && w.kind() == WindowKind.FAIL) {
      Frame.AfterFail af = (Frame.AfterFail) t.s.frames().items().get(1);
      int total = Running.effective(t.p(me), af.die().get()) + Running.runMods(t, af.runner(), af.monster());
      if (total >= 5) {
        t.pop();
        t.pop();
        t.emit(new MunchkinEvent.RunResult(t.id(me), c.monsters().get(af.monster()).card(), true, "MK-R28"));
        Running.rescued(t, af);
      }
    }
  }

  /** MK-R27: effective die 4+ takes the item (carried); otherwise the Thief loses a level. */
  static void theft(Table t, Frame.Theft th) {
    int eff = Running.effective(t.p(th.thief()), th.die());
    if (eff >= 4 && t.p(th.victim()).items().contains(th.item()) && t.p(th.victim()).alive()) {
      t.takeAway(th.victim(), th.item());
      t.put(th.thief(), t.p(th.thief()).withItems(t.p(th.thief()).items().append(th.item())));
      t.emit(new MunchkinEvent.Moved(t.id(th.victim()), t.id(th.thief()), th.item(), "MK-R27"));
      t.followUps(th.thief());
    } else {
      t.loseLevels(th.thief(), 1, "MK-R27");
    }
  }
}
