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
  public static boolean has(PlayerState p, Trait t) {
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

  /**
   * A FIGHT_RULE of an ACTIVE monster in the combat. A Mate entry has its original's data
   * (MK-R63), so its rule holds even once the original is gone.
   */
  public static boolean rule(Combat c, FightFlag flag) {
    for (int mAt = 0; mAt < c.monsters().size(); mAt++) {
      MonsterEntry m = c.monsters().get(mAt);
      if (m.active()) {
        for (Effect e : data(c, mAt).effects()) {
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
      for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
        String id = p.equipped().get(idAt);
        Card item = Cards.card(id);
        if (!p.has(Status.MALIGN_MIRROR) || item.slot() == Slot.ARMOR) {
          gear += Items.bonus(p, item);
        }
      }
    }
    int base = lvl + gear;
    if (c.doppleganger() && seat == c.fighter() && !rule(c, FightFlag.NO_ITEMS)) {
      base *= 2; // §6.6 T40
    }
    int backstabbed = 0;
    for (String b : c.backstabs()) {
      if (b.endsWith(":" + seat)) {
        backstabbed++;
      }
    }
    int abil = c.berserks().get(seat) + (undeadActive(c) ? 3 * c.turnings().get(seat) : 0) - 2 * backstabbed
        - (p.has(Status.CHANGE_SEX_DISTRACTION) ? 5 : 0);
    return base + abil;
  }

  /** MK-R26: Turning counts only while an ACTIVE Undead monster is in the combat. */
  static boolean undeadActive(Combat c) {
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active() && data(c, i).undead()) {
        return true;
      }
    }
    return false;
  }

  /** The printed data of the entry at {@code index}: its own card, or the original's for a Mate (MK-R63). */
  public static Card data(Combat c, int index) {
    MonsterEntry m = c.monsters().get(index);
    return Cards.card(m.mateOf().isDefined() ? c.monsters().get(m.mateOf().get()).card() : m.card());
  }

  /** MK-R62, MK-R63: the enhancers on an entry and on its Mate partner. */
  static io.vavr.collection.Vector<String> enhancers(Combat c, int index) {
    MonsterEntry m = c.monsters().get(index);
    io.vavr.collection.Vector<String> out = m.enhancers();
    for (int i = 0; i < c.monsters().size(); i++) {
      MonsterEntry o = c.monsters().get(i);
      if (i != index && (m.mateOf().contains(i) || o.mateOf().contains(index))) {
        out = out.appendAll(o.enhancers());
      }
    }
    return out;
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

  /** MK-R52: s(m) = max(1, printed level + trait bonuses + enhancers) of the entry at {@code index}. */
  public static int monster(MunchkinState s, int index) {
    Combat c = s.combat().get();
    Card card = data(c, index);
    int total = card.level();
    for (int eAt = 0; eAt < card.effects().size(); eAt++) {
      Effect e = card.effects().get(eAt);
      if (e instanceof Effect.TraitBonus t) {
        for (int seat : c.combatants()) {
          if (has(s.seat(seat), t.trait())) {
            total += t.n();
            break;
          }
        }
      }
    }
    for (String enh : enhancers(c, index)) {
      total += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::level).getOrElse(0);
    }
    return Math.max(1, total);
  }

  /** MK-R52: M, the monsters' strength. */
  public static int monsters(MunchkinState s) {
    Combat c = s.combat().get();
    int total = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      if (c.monsters().get(i).active()) {
        total += monster(s, i);
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
  static int treasures(MunchkinState s, int index) {
    Combat c = s.combat().get();
    Card card = data(c, index);
    int t = card.treasures();
    for (String enh : enhancers(c, index)) {
      t += Cards.card(enh).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::treasure).getOrElse(0);
    }
    t = Math.max(1, t);
    for (int eAt = 0; eAt < card.effects().size(); eAt++) {
      Effect e = card.effects().get(eAt);
      if (e instanceof Effect.ExtraTreasure x && Conditions.holds(s, x.cond(), s.combat().get().fighter(), 0, false)) {
        t += 1;
      }
    }
    return t;
  }
}
