package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.FightFlag;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Slot;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * What a combat card does to the fight (MK-R51, MK-R52, MK-R56): how far it moves the margin,
 * which cards it spends and what they are worth, and all the margin the bot's listed cards could
 * move together (the pool that says whether playing one is worth starting).
 */
final class Swing {
  private Swing() {}

  /** The cards this action spends. */
  static double cost(Seen v, MunchkinAction a) {
    double sum = 0;
    if (a instanceof Charm) {
      for (String id : v.p.hand()) {
        sum += Worth.card(v.p, id); // MK-R28: the whole hand
      }
    }
    for (String id : spent(a)) {
      sum += Worth.card(v.p, id);
    }
    return sum;
  }

  static Vector<String> spent(MunchkinAction a) {
    if (a instanceof PlayCombatItem x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayYuppieWater x) {
      return Vector.of(x.card());
    } else if (a instanceof Berserk x) {
      return Vector.of(x.card());
    } else if (a instanceof Turn x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayEnhancer x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayDoppleganger x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayHelpMeOutHere x) {
      return x.ownDiscard().map(o -> Vector.of(x.card(), o)).getOrElse(Vector.of(x.card()));
    } else if (a instanceof PlayPollymorph x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayMagicLamp x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayHalitosis x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayOutToLunch x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayFriendshipPotion x) {
      return Vector.of(x.card());
    } else if (a instanceof BribeFloatingNose x) {
      return Vector.of(x.item());
    } else if (a instanceof PlayIllusion x) {
      return Vector.of(x.card(), x.replacement());
    } else if (a instanceof PlayWanderingMonster x) {
      return Vector.of(x.card(), x.monster());
    } else if (a instanceof PlayMate x) {
      return Vector.of(x.card());
    } else if (a instanceof Backstab x) {
      return Vector.of(x.card());
    } else if (a instanceof PlayTransferral x) {
      return Vector.of(x.card());
    }
    return Vector.empty();
  }

  /**
   * How much the action raises the munchkins' margin (negative: the monsters'), or NaN for an
   * action that does not change strengths. Defeating or removing a monster counts as its strength.
   */
  static double boost(Seen v, MunchkinAction a) {
    MunchkinState s = v.s;
    Combat c = v.c;
    Vector<Integer> side = c.combatants();
    boolean noItems = Power.rule(c, FightFlag.NO_ITEMS);
    if (a instanceof PlayCombatItem x) {
      int n = Worth.sideBonus(Cards.card(x.card()));
      return x.forMunchkins() ? (noItems ? 0 : n) : -n;
    } else if (a instanceof PlayYuppieWater) {
      return noItems ? 0 : 2 * side.count(seat -> s.seat(seat).hasRace(Race.ELF));
    } else if (a instanceof Berserk) {
      return 1;
    } else if (a instanceof Turn) {
      return Power.undeadActive(c) ? 3 : 0;
    } else if (a instanceof PlayEnhancer x) {
      int now = Power.monster(s, c, x.monster(), side);
      int lvl = Cards.card(x.card()).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::level).getOrElse(0);
      return now - Math.max(1, now + lvl);
    } else if (a instanceof PlayDoppleganger) {
      return noItems ? 0 : Power.combatant(s, c, c.fighter(), false) - abilities(s, c, c.fighter());
    } else if (a instanceof PlayHelpMeOutHere x) {
      double own = x.ownDiscard().filter(v.p.equipped()::contains).map(o -> (double) Worth.bonus(v.p, Cards.card(o))).getOrElse(0.0);
      return Worth.bonus(v.p, Cards.card(x.item())) - own;
    } else if (a instanceof Charm x) {
      return Power.monster(s, c, x.monster(), side);
    } else if (a instanceof BoogaBooga x) {
      return Power.monster(s, c, x.monster(), side);
    } else if (a instanceof PlayPollymorph x) {
      return Power.monster(s, c, x.monster(), side);
    } else if (a instanceof PlayMagicLamp x) {
      return Power.monster(s, c, x.monster(), side);
    } else if (a instanceof PlayHalitosis x) {
      return Power.monster(s, c, x.monster(), side);
    } else if (a instanceof BribeFloatingNose) {
      for (int i = 0; i < c.monsters().size(); i++) {
        if (c.monsters().get(i).active() && Power.data(c, i).effect(Effect.BribeAway.class).isDefined()) {
          return Power.monster(s, c, i, side);
        }
      }
      return 0;
    } else if (a instanceof PlayIllusion x) {
      return Power.monster(s, c, x.monster(), side) - Cards.card(x.replacement()).level();
    } else if (a instanceof PlayWanderingMonster x) {
      return -Cards.card(x.monster()).level();
    } else if (a instanceof PlayMate x) {
      return -Power.monster(s, c, x.monster(), side);
    } else if (a instanceof Backstab x) {
      return -2;
    }
    return Double.NaN;
  }

  private static int abilities(MunchkinState s, Combat c, int seat) {
    PlayerState p = s.seat(seat);
    int lvl = Power.rule(c, FightFlag.NO_LEVEL) ? 0 : p.level();
    int gear = 0;
    for (String id : p.equipped()) {
      if (!p.has(Status.MALIGN_MIRROR) || Cards.card(id).slot() == Slot.ARMOR) {
        gear += Worth.bonus(p, Cards.card(id));
      }
    }
    return Power.combatant(s, c, seat, false) - lvl - gear;
  }

  /**
   * All the margin the bot's listed actions could add for its side ({@code own}) or take away,
   * each card counted once at its best use, the class abilities at most three times (MK-R25..R27).
   */
  static double pool(Seen v, boolean own) {
    java.util.Map<String, Double> byCard = new java.util.HashMap<>();
    int berserks = 0;
    int turnings = 0;
    for (MunchkinAction a : v.legal) {
      double b = boost(v, a);
      if (Double.isNaN(b)) {
        continue;
      }
      b = own ? b : -b;
      if (b <= 0) {
        continue;
      }
      if (a instanceof Berserk) {
        berserks++;
        continue;
      }
      if (a instanceof Turn) {
        turnings++;
        continue;
      }
      Vector<String> cards = spent(a);
      String key = cards.isEmpty() ? a.getClass().getSimpleName() : cards.head();
      byCard.merge(key, b, Math::max);
    }
    double sum = 0;
    for (double b : byCard.values()) {
      sum += b;
    }
    int seat = v.me;
    sum += Math.min(berserks, 3 - v.c.berserks().get(seat));
    sum += 3 * Math.min(turnings, 3 - v.c.turnings().get(seat));
    return sum;
  }

}
