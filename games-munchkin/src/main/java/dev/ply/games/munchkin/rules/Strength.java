package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.content.Trait;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MonsterEntry;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;

/** Combat strengths: the munchkins' (MK-R51) and the monsters' (MK-R52). */
public final class Strength {
  private Strength() {}

  /** Whether {@code p} matches a monster trait; race clauses need a full member (MK-R23, MK-R52). */
  static boolean has(PlayerState p, Trait t) {
    switch (t) {
      case ELF: return p.isFull(Race.ELF);
      case DWARF: return p.isFull(Race.DWARF);
      case HALFLING: return p.isFull(Race.HALFLING);
      case DWARF_OR_HALFLING: return p.isFull(Race.DWARF) || p.isFull(Race.HALFLING);
      case CLERIC: return p.hasClass(CharClass.CLERIC);
      case THIEF: return p.hasClass(CharClass.THIEF);
      case WARRIOR: return p.hasClass(CharClass.WARRIOR);
      case WIZARD: return p.hasClass(CharClass.WIZARD);
      case FEMALE: return p.sex() == Sex.FEMALE;
      default: return false;
    }
  }

  /** A FIGHT_RULE of an ACTIVE monster in the combat. */
  public static boolean rule(Combat c, FightFlag flag) {
    for (MonsterEntry m : c.monsters()) {
      if (m.active()) {
        for (Effect e : Cards.card(m.card()).effects()) {
          if (e instanceof Effect.FightRule f && f.flag() == flag) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** MK-R51: level + gear + abilities of one combatant. */
  public static int combatant(MunchkinState s, Combat c, int seat) {
    PlayerState p = s.seat(seat);
    int lvl = rule(c, FightFlag.NO_LEVEL) ? 0 : p.level();
    int gear = 0;
    if (!rule(c, FightFlag.NO_ITEMS)) {
      for (String id : p.equipped()) {
        Card item = Cards.card(id);
        if (!p.has(Status.MALIGN_MIRROR) || item.slot() == Slot.ARMOR) {
          gear += Items.bonus(p, item);
        }
      }
    }
    int abil = c.berserks().get(seat) - (p.has(Status.CHANGE_SEX_DISTRACTION) ? 5 : 0);
    return lvl + gear + abil;
  }

  /** MK-R51: P, the munchkins' strength. */
  public static int munchkins(MunchkinState s) {
    Combat c = s.combat().get();
    int total = 0;
    for (int seat : c.combatants()) {
      total += combatant(s, c, seat);
    }
    return total + (rule(c, FightFlag.NO_ITEMS) ? 0 : c.munchkinBonus());
  }

  /** MK-R52: s(m) = max(1, printed level + trait bonuses + enhancers). */
  public static int monster(MunchkinState s, MonsterEntry m) {
    Combat c = s.combat().get();
    Card card = Cards.card(m.card());
    int total = card.level();
    for (Effect e : card.effects()) {
      if (e instanceof Effect.TraitBonus t) {
        for (int seat : c.combatants()) {
          if (has(s.seat(seat), t.trait())) {
            total += t.n();
            break;
          }
        }
      }
    }
    for (String enh : m.enhancers()) {
      total += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::level).getOrElse(0);
    }
    return Math.max(1, total);
  }

  /** MK-R52: M, the monsters' strength. */
  public static int monsters(MunchkinState s) {
    Combat c = s.combat().get();
    int total = 0;
    for (MonsterEntry m : c.monsters()) {
      if (m.active()) {
        total += monster(s, m);
      }
    }
    return total + c.monsterBonus();
  }

  /** MK-R25: a Warrior combatant wins ties. */
  public static boolean warriorFights(MunchkinState s) {
    for (int seat : s.combat().get().combatants()) {
      if (s.seat(seat).hasClass(CharClass.WARRIOR)) {
        return true;
      }
    }
    return false;
  }

  /** MK-R55: the munchkins are winning. */
  public static boolean winning(MunchkinState s) {
    Combat c = s.combat().get();
    if (!c.anyActive()) {
      return true;
    }
    int p = munchkins(s);
    int m = monsters(s);
    return p > m || (p == m && warriorFights(s));
  }

  /** MK-R58: the treasures of one KILLED or DEFEATED entry. */
  static int treasures(MunchkinState s, MonsterEntry m) {
    Card card = Cards.card(m.card());
    int t = card.treasures();
    for (String enh : m.enhancers()) {
      t += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::treasure).getOrElse(0);
    }
    t = Math.max(1, t);
    for (Effect e : card.effects()) {
      if (e instanceof Effect.ExtraTreasure x && Conditions.holds(s, x.cond(), s.combat().get().fighter(), 0, false)) {
        t += 1;
      }
    }
    return t;
  }
}
