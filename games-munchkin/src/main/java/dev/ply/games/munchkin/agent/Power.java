package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.content.Trait;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * Combat strengths and run-away odds as the bot reckons them, from public data only (the cards'
 * data and the state's records): MK-R51 (the munchkins), MK-R52 (the monsters), MK-R72/R73/R74
 * (running away). Kept here rather than borrowed from the rules package, which is free to change
 * its insides; {@code PowerTest} checks it against the rules' own figures in random games. Every
 * figure takes the combatants as a parameter, so "what if p3 helped" is the same call.
 */
final class Power {
  private Power() {}

  /** Whether {@code p} matches a monster trait; race clauses need a full member (MK-R23, MK-R52). */
  static boolean has(PlayerState p, Trait t) {
    return dev.ply.games.munchkin.rules.Strength.has(p, t); // the rules' own test, not a copy
  }


  /** The printed data of an entry: its card, or the original's for a Mate (MK-R63). */
  static Card data(Combat c, int index) {
    MonsterEntry m = c.monsters().get(index);
    return Cards.card(m.mateOf().isDefined() ? c.monsters().get(m.mateOf().get()).card() : m.card());
  }

  /** An entry's enhancers and its Mate partner's (MK-R62, MK-R63). */
  static Vector<String> enhancers(Combat c, int index) {
    MonsterEntry m = c.monsters().get(index);
    Vector<String> out = m.enhancers();
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterEntry o = c.monsters().get(i);
      if (i != index && (m.mateOf().contains(i) || o.mateOf().contains(index))) {
        out = out.appendAll(o.enhancers());
      }
    }
    return out;
  }

  /** A FIGHT_RULE of some ACTIVE monster (Gazebo, Ghoulfiends, Insurance Salesman). */
  static boolean rule(Combat c, FightFlag flag) {
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active()) {
        for (Effect e : data(c, i).effects()) {
          if (e instanceof Effect.FightRule f && f.flag() == flag) {
            return true;
          }
        }
      }
    }
    return false;
  }

  static boolean undeadActive(Combat c) {
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active() && data(c, i).undead()) {
        return true;
      }
    }
    return false;
  }

  /** MK-R51: level + gear + abilities of one combatant ({@code fighter} for the Doppleganger). */
  static int combatant(MunchkinState s, Combat c, int seat, boolean fighter) {
    PlayerState p = s.seat(seat);
    int lvl = rule(c, FightFlag.NO_LEVEL) ? 0 : p.level();
    boolean noItems = rule(c, FightFlag.NO_ITEMS);
    int gear = 0;
    if (!noItems) {
      for (String id : p.equipped()) {
        Card item = Cards.card(id);
        if (!p.has(Status.MALIGN_MIRROR) || item.slot() == Slot.ARMOR) {
          gear += Worth.bonus(p, item);
        }
      }
    }
    int base = lvl + gear;
    if (c.doppleganger() && fighter && !noItems) {
      base *= 2;
    }
    int stabbed = 0;
    for (String b : c.backstabs()) {
      if (b.endsWith(":" + seat)) {
        stabbed++;
      }
    }
    int abil = at(c.berserks(), seat) + (undeadActive(c) ? 3 * at(c.turnings(), seat) : 0) - 2 * stabbed
        - (p.has(Status.CHANGE_SEX_DISTRACTION) ? 5 : 0);
    return base + abil;
  }

  private static int at(Vector<Integer> counts, int seat) {
    return seat < counts.size() ? counts.get(seat) : 0;
  }

  /** MK-R51: the munchkins' strength with these combatants (the fighter first). */
  static int munchkins(MunchkinState s, Combat c, Vector<Integer> side) {
    int total = 0;
    for (int i = 0; i < side.size(); i++) {
      total += combatant(s, c, side.get(i), i == 0);
    }
    return total + (rule(c, FightFlag.NO_ITEMS) ? 0 : c.munchkinBonus());
  }

  /** MK-R52: one entry's strength against these combatants. */
  static int monster(MunchkinState s, Combat c, int index, Vector<Integer> side) {
    Card card = data(c, index);
    int total = card.level();
    for (Effect e : card.effects()) {
      if (e instanceof Effect.TraitBonus t && side.exists(seat -> has(s.seat(seat), t.trait()))) {
        total += t.n();
      }
    }
    for (String enh : enhancers(c, index)) {
      total += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::level).getOrElse(0);
    }
    return Math.max(1, total);
  }

  /** MK-R52: the monsters' strength against these combatants. */
  static int monsters(MunchkinState s, Combat c, Vector<Integer> side) {
    int total = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active()) {
        total += monster(s, c, i, side);
      }
    }
    return total + c.monsterBonus();
  }

  /**
   * How far the munchkins are ahead (MK-R55): positive means they win now, 0 or less that they
   * lose; a Warrior combatant wins ties (MK-R25), so a tie counts as 1 for them.
   */
  static int margin(MunchkinState s, Combat c, Vector<Integer> side) {
    if (!c.anyActive()) {
      return 99;
    }
    int diff = munchkins(s, c, side) - monsters(s, c, side);
    boolean warrior = side.exists(seat -> s.seat(seat).hasClass(CharClass.WARRIOR));
    return warrior ? diff + 1 : diff;
  }

  static int margin(MunchkinState s, Combat c) {
    return margin(s, c, c.combatants());
  }

  /** The levels the fighter gains if every ACTIVE monster dies now (MK-R57). */
  static int reward(Combat c) {
    int n = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active() || c.monsters().get(i).state() == dev.ply.games.munchkin.content.MonsterState.KILLED) {
        n += data(c, i).levelReward();
      }
    }
    return n;
  }

  /** The treasures of the ACTIVE, KILLED and DEFEATED entries (MK-R58), without the Potted Plant's extra. */
  static int treasures(Combat c) {
    int n = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).state() == dev.ply.games.munchkin.content.MonsterState.REMOVED) {
        continue;
      }
      int t = data(c, i).treasures();
      for (String enh : enhancers(c, i)) {
        t += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::treasure).getOrElse(0);
      }
      n += Math.max(1, t);
    }
    return n;
  }

  /** MK-R72: the run modifiers of {@code runner} against the entry {@code index}. */
  static int runMods(MunchkinState s, Combat c, int runner, int index) {
    PlayerState p = s.seat(runner);
    int mods = p.hasRace(Race.ELF) ? 1 : 0;
    if (p.isFull(Race.HALFLING)) {
      mods -= 1;
    }
    for (String id : p.equipped()) {
      Card item = Cards.card(id);
      if (Worth.usable(p, item)) {
        mods += item.effect(Effect.RunMod.class).map(Effect.RunMod::n).getOrElse(0);
      }
    }
    mods += at(c.flights(), runner);
    Card m = data(c, index);
    mods += m.runEffect(Effect.RunMod.class).map(Effect.RunMod::n).getOrElse(0);
    MonsterEntry e = c.monsters().get(index);
    final int idx = index;
    if (e.mateOf().isDefined() || c.monsters().exists(o -> o.mateOf().contains(idx))) {
      mods -= 1;
    }
    return mods;
  }

  /** MK-R73: the runner gets away without a roll. */
  static boolean autoEscape(PlayerState p, Card m) {
    for (Effect e : m.runAway()) {
      if (e instanceof Effect.AutoEscape a) {
        Cond cond = a.cond();
        switch (cond.kind()) {
          case ALWAYS: return true;
          case NOT_FULL_HALFLING: return !p.isFull(Race.HALFLING);
          case LEVEL_AT_MOST: return p.level() <= cond.n();
          case LEVEL_AT_MOST_NOT_FULL_ELF: return p.level() <= cond.n() && !p.isFull(Race.ELF);
          default: return false;
        }
      }
    }
    return false;
  }

  /** MK-R72..R74: the chance that {@code runner} escapes the entry {@code index} (a Loaded Die counts as sure). */
  static double escape(MunchkinState s, Combat c, int runner, int index) {
    PlayerState p = s.seat(runner);
    Card m = data(c, index);
    if (autoEscape(p, m)) {
      return 1;
    }
    if (m.runEffect(Effect.AutoCatch.class).isDefined()) {
      return 0;
    }
    int mods = runMods(s, c, runner, index);
    int ok = 0;
    for (int d = 1; d <= 6; d++) {
      if (effective(p, d) + mods >= 5) {
        ok++;
      }
    }
    return Worth.holds(p, dev.ply.games.munchkin.content.Timing.POST_ROLL) && effective(p, 6) + mods >= 5 ? 1 : ok / 6.0;
  }

  /** MK-R96: Chicken on Your Head takes 1 off every roll. */
  static int effective(PlayerState p, int die) {
    return p.has(Status.CHICKEN) ? Math.max(1, die - 1) : die;
  }

  /** What running costs {@code runner}: each ACTIVE monster's Bad Stuff and flee penalty times the chance it catches. */
  static double runCost(MunchkinState s, Combat c, int runner) {
    double cost = 0;
    PlayerState p = s.seat(runner);
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active()) {
        Card m = data(c, i);
        cost += (1 - escape(s, c, runner, i)) * Harm.of(s, p, m.badStuff());
        for (Effect e : m.runAway()) {
          if (e instanceof Effect.FleePenalty f && (f.cond().kind() == Cond.Kind.ALWAYS
              || (f.cond().kind() == Cond.Kind.LEVEL_ABOVE && p.level() > f.cond().n()))) {
            cost += Harm.of(s, p, f.effect());
          }
        }
      }
    }
    return cost;
  }
}
