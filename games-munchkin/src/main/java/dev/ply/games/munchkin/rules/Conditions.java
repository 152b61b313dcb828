package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.ItemFlag;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;

/** Evaluates the conditions of IF, AUTO_ESCAPE, FLEE_PENALTY and reward primitives on public state. */
final class Conditions {
  private Conditions() {}

  /**
   * @param seat the victim, runner or target the condition speaks of
   * @param value the previous primitive's result (a die)
   * @param nothing whether the previous primitive discarded nothing
   */
  static boolean holds(MunchkinState s, Cond cond, int seat, int value, boolean nothing) {
    PlayerState p = s.seat(seat);
    switch (cond.kind()) {
      case ALWAYS: return true;
      case LEVEL_AT_MOST: return p.level() <= cond.n();
      case LEVEL_ABOVE: return p.level() > cond.n();
      case LEVEL_AT_MOST_NOT_FULL_ELF: return p.level() <= cond.n() && !p.isFull(Race.ELF);
      case NOT_FULL_HALFLING: return !p.isFull(Race.HALFLING);
      case NOTHING_DISCARDED: return nothing;
      case HAS_CLASS: return !p.classes().isEmpty();
      case NO_CLASS: return p.classes().isEmpty();
      case HAS_WIZARD: return p.hasClass(CharClass.WIZARD);
      case FULL_ELF: return p.isFull(Race.ELF);
      case ROLL_AT_MOST: return value <= cond.n();
      case COMBATANT_HAS_ELF: return anyCombatant(s, Race.ELF);
      case FIRE_USED: return fireUsed(s);
      case SOLO_LEVEL_BEATS: {
        Combat c = s.combat().get();
        int lvl = s.seat(c.fighter()).level();
        int m = Strength.monsters(s);
        return c.helper().isEmpty()
            && (lvl > m || (lvl == m && s.seat(c.fighter()).hasClass(CharClass.WARRIOR)));
      }
      case HIRELING_IN_PLAY: {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          if (q.hireling().isDefined()) {
            return true;
          }
        }
        return false;
      }
      case AFTER_COMBAT: return s.combatThisTurn();
      case TARGET_NOT_HIGHEST: {
        for (int qAt = 0; qAt < s.seats().size(); qAt++) {
          PlayerState q = s.seats().get(qAt);
          if (q.alive() && q != p && q.level() > p.level()) {
            return true;
          }
        }
        return false;
      }
      default: return false;
    }
  }

  private static boolean anyCombatant(MunchkinState s, Race race) {
    if (s.combat().isEmpty()) {
      return false;
    }
    for (int seat : s.combat().get().combatants()) {
      if (s.seat(seat).hasRace(race)) {
        return true;
      }
    }
    return false;
  }

  /** §6.1 D10: a combatant has a fire item equipped and usable, or a fire one-shot was played for the munchkins. */
  private static boolean fireUsed(MunchkinState s) {
    Combat c = s.combat().get();
    if (c.fire()) {
      return true;
    }
    for (int seat : c.combatants()) {
      PlayerState p = s.seat(seat);
      for (int idAt = 0; idAt < p.equipped().size(); idAt++) {
        String id = p.equipped().get(idAt);
        if (Cards.card(id).has(ItemFlag.FIRE) && Items.usable(p, Cards.card(id))) {
          return true;
        }
      }
    }
    return false;
  }
}
