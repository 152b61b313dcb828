package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.flow.CommitWindow;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.Battle.Step;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Phase;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** Combat (§5.11, DL-R70..R102): four rounds of planning, then each player's battle in turn order. */
final class Combat {
  private Combat() {}

  /** C0 (DL-R70). */
  static void begin(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      x.update(seat, l -> l.withFighting(!l.party().isEmpty()));
    }
    x.s.setRound(0);
    x.say("DL-R70", "combat begins");
    nextRound(x);
  }

  /** C1 PLANNING opens for every player whose combat is running (DL-R71, DL-R73). */
  static void nextRound(Ctx x) {
    boolean any = x.s.lords().exists(Lord::fighting);
    if (x.s.round() == 4 || !any) {
      end(x);
      return;
    }
    x.s.setRound(x.s.round() + 1).setPlans(Vector.fill(x.s.players().size(), Option::none))
        .setPhase(Phase.PLANNING).setDrafts(TreeMap.empty());
    Vector<PlayerId> planning = Vector.empty();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      Lord l = x.lord(seat);
      if (l.fighting() && (!Dungeon.battleTiles(l).isEmpty() || !l.prison().isEmpty())) {
        planning = planning.append(x.s.players().get(seat));
      }
    }
    x.say("DL-R71", "combat round " + x.s.round() + ": plan your battle");
    x.s.setWindow(Option.of(CommitWindow.open(planning)));
    if (planning.isEmpty()) {
      revealPlans(x);
    }
  }

  /** C2 (DL-R73, DL-R77): plans and combat card k are revealed. */
  static void revealPlans(Ctx x) {
    CommitWindow<Secret> w = x.s.window().get();
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      PlayerId p = x.s.players().get(seat);
      if (!w.hasCommitted(p)) {
        continue;
      }
      Secret plan = w.choiceOf(p).get();
      if (plan.tile().isEmpty()) { // DL-R73
        String prisoner = plan.traps().head();
        x.update(seat, l -> l.withPrison(l.prison().remove(prisoner)));
        x.s.setRemoved(x.s.removed().append(prisoner));
        x.say("DL-R73", x.name(seat) + " has no unconquered tile left and releases the " + Names.adventurer(prisoner));
        continue;
      }
      x.update(seat, l -> l.withTraps(removeEach(l.traps(), plan.traps())));
      x.s.setPlans(x.s.plans().update(seat, Option.of(plan)));
      x.say("DL-R77", x.name(seat) + " fights at " + plan.tile().get() + " with " + (plan.traps().isEmpty() ? "no trap"
          : Names.count(plan.traps().size(), "trap"))
          + (plan.monsters().isEmpty() ? "" : " and the " + plan.monsters().map(Names::monster).mkString(", the ")));
    }
    x.s.setWindow(Option.none()).setCombatRevealed(x.s.round()).setCursor(0);
    x.say("DL-R77", "combat card " + x.s.round() + " is " + card(x.s).label() + ": " + CardText.spell(card(x.s))
        + " (magic " + card(x.s).magic() + ", fatigue " + card(x.s).fatigue() + ")");
    nextBattle(x);
  }

  static Vector<String> removeEach(Vector<String> from, Vector<String> items) {
    for (String i : items) {
      from = from.remove(i);
    }
    return from;
  }

  static CombatCard card(DungeonLordsState s) {
    return CombatCard.valueOf(s.combatCards().get(s.round() - 1));
  }

  /** C3: the next battle in turn order (DL-R70). */
  static void nextBattle(Ctx x) {
    int n = x.s.players().size();
    for (int k = x.s.cursor(); k < n; k++) {
      int seat = x.s.seatAt(k);
      Lord l = x.lord(seat);
      if (x.s.plans().get(seat).isDefined() && l.party().isEmpty()) { // nobody left to fight: traps back to hand
        Secret plan = x.s.plans().get(seat).get();
        x.update(seat, lord -> lord.withTraps(lord.traps().appendAll(plan.traps())));
        x.s.setPlans(x.s.plans().update(seat, Option.none()));
      }
      if (l.fighting() && x.s.plans().get(seat).isDefined() && !l.party().isEmpty()) {
        Secret plan = x.s.plans().get(seat).get();
        x.s.setPlans(x.s.plans().update(seat, Option.of(new Secret(plan.keep(), plan.orders(), plan.nonPlayer(),
            plan.tile(), Vector.empty(), plan.monsters()))));
        x.s.setCursor(k).setPhase(Phase.BATTLE).setBattle(Option.of(ImmutableBattle.builder()
            .seat(seat).step(Step.TRAP_ORDER).traps(plan.traps()).ordered(false).antiTrapUsed(0)
            .toAct(plan.monsters()).withdrawn(Vector.empty()).toSuggest(Vector.empty()).sheep(Option.none())
            .attacked(false).skipHealing(false).skipFatigue(false).noConquest(false).noSpells(false)
            .courage(false).shield(0).invisible(false).poisoned(Option.none()).blindRage(false).build()));
        TrapStep.trapStep(x);
        return;
      }
    }
    for (int seat = 0; seat < n; seat++) { // DL-R70: a combat ends with an empty party
      x.update(seat, l -> l.withFighting(l.fighting() && !l.party().isEmpty()));
    }
    x.s.setBattle(Option.none());
    nextRound(x);
  }

  static Square tile(DungeonLordsState s) {
    Battle b = s.battle().get();
    return s.plans().get(b.seat()).get().tile().get();
  }

  /** The battle tile's room while it is unconquered (DL-R99: a conquered room stops working). */
  static Option<Room> room(DungeonLordsState s) {
    Battle b = s.battle().get();
    Tile t = s.lord(b.seat()).tileAt(tile(s)).get();
    return t.conquered() ? Option.none() : t.room();
  }

  /** DL-R102: survivors leave, illusions vanish. */
  static void end(Ctx x) {
    for (int seat = 0; seat < x.s.players().size(); seat++) {
      Vector<String> gone = x.lord(seat).party().map(Fighter::id).filter(id -> !id.equals(Adventurers.ILLUSION.id()));
      x.s.setRemoved(x.s.removed().appendAll(gone));
      x.update(seat, l -> l.withParty(Vector.empty()).withFighting(false));
    }
    x.s.setPaladinHolder(Option.none()).setWindow(Option.none()).setBattle(Option.none());
    x.say("DL-R102", "combat is over; the surviving adventurers leave");
    Season.yearEnd(x);
  }

  static Adventurer adventurer(Fighter f) {
    return f.tile();
  }
}
