package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
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
 * Scores of the combat cards (MK-R50..R69). On its own side the bot plays a boost only when the
 * fight is lost as it stands and what it holds can turn it (MK-R55), cheapest first; against the
 * fighter only when the fighter is the leader or would reach level 10 (MK-R3), and only when what
 * it holds can turn the fight. Running away (MK-R70..R77) and helping are in {@link Runs} and
 * {@link Help}. {@code NaN} for the actions scored elsewhere.
 */
final class Fights {
  private Fights() {}

  /** MK-R44: fight a monster from hand only with a clear win of the bot alone (enhancers will come). */
  static double trouble(Seen v, String monster) {
    int m = alone(v.s, v.me, Cards.card(monster));
    int spare = 0;
    for (String id : v.p.hand().appendAll(v.p.items())) {
      spare += Cards.exists(id) ? Worth.sideBonus(Cards.card(id)) : 0;
    }
    boolean wins = m >= 4 || (m >= 1 && m + spare / 2 >= 4);
    if (!wins) {
      return Table.NEVER;
    }
    int reward = Cards.card(monster).levelReward();
    return 25 + 2 * reward + (v.p.level() + reward >= 10 ? 60 : 0);
  }

  /** The margin (MK-R55) of {@code seat} alone against the card, before any interference. */
  static int alone(MunchkinState s, int seat, Card m) {
    PlayerState p = s.seat(seat);
    boolean noLevel = false;
    boolean noItems = false;
    int monster = m.level();
    for (Effect e : m.effects()) {
      if (e instanceof Effect.FightRule f) {
        noLevel |= f.flag() == FightFlag.NO_LEVEL;
        noItems |= f.flag() == FightFlag.NO_ITEMS;
      }
      if (e instanceof Effect.TraitBonus t && Power.has(p, t.trait())) {
        monster += t.n();
      }
    }
    int mine = noLevel ? 0 : p.level();
    if (!noItems) {
      for (String id : p.equipped()) {
        Card item = Cards.card(id);
        if (!p.has(Status.MALIGN_MIRROR) || item.slot() == Slot.ARMOR) {
          mine += Worth.bonus(p, item);
        }
      }
    }
    mine -= p.has(Status.CHANGE_SEX_DISTRACTION) ? 5 : 0;
    int diff = mine - Math.max(1, monster);
    return p.hasClass(dev.ply.games.munchkin.content.CharClass.WARRIOR) ? diff + 1 : diff;
  }

  static double score(Seen v, MunchkinAction a) {
    if (v.c == null) {
      return Double.NaN;
    }
    double run = Runs.score(v, a);
    if (!Double.isNaN(run)) {
      return run;
    }
    double help = Help.score(v, a);
    if (!Double.isNaN(help)) {
      return help;
    }
    Combat c = v.c;
    boolean mine = c.isCombatant(v.me);
    double cost = Swing.cost(v, a);
    if (a instanceof PlayTransferral t) {
      return transferral(v, t, cost);
    }
    if (a instanceof PlayOutToLunch || a instanceof PlayFriendshipPotion) {
      double draw = a instanceof PlayOutToLunch && c.fighter() == v.me ? 5 : 0;
      if (mine) {
        return v.margin() <= 0 ? v.runCost() + draw - cost : -10;
      }
      return v.margin() > 0 ? denial(v) - cost - 5 : -10;
    }
    double boost = Swing.boost(v, a);
    if (Double.isNaN(boost)) {
      return Double.NaN;
    }
    if (mine) {
      return ownSide(v, boost, cost, a);
    }
    return against(v, -boost, cost);
  }

  /** The bot fights (fighter or helper): turn a lost fight, never waste a card on a won one. */
  private static double ownSide(Seen v, double boost, double cost, MunchkinAction a) {
    int margin = v.margin();
    if (boost <= 0) {
      // an enhancer on its own monster: only for the treasure, when the win is safe
      if (a instanceof PlayEnhancer e && margin + boost >= 4 && v.c.fighter() == v.me) {
        int t = Cards.card(e.card()).effect(Effect.MonsterMod.class).map(Effect.MonsterMod::treasure).getOrElse(0);
        return 2.5 * t - cost;
      }
      return -10 - cost;
    }
    if (margin > 0) {
      return -1 - cost;
    }
    int need = 1 - margin;
    boolean defeats = a instanceof Charm || a instanceof BoogaBooga || a instanceof PlayPollymorph || a instanceof PlayMagicLamp;
    double gain = defeats && Fights.kills(v.c) == 1 // DEFEATED: treasure but no level (MK-R56)
        ? v.runCost() + 2.5 * v.treasures() : stake(v);
    if (gain <= cost || v.pool(true) < need) {
      return -1 - cost;
    }
    return 50 + 3 * Math.min(boost, need) - cost;
  }

  /** Against the fighter's side: only to stop the leader or a win of the game, and only when the pool turns the fight. */
  private static double against(Seen v, double drop, double cost) {
    int margin = v.margin();
    if (drop <= 0 || margin <= 0) {
      return -5 - cost;
    }
    double denial = denial(v);
    if (denial >= 1000) {
      return 40 + 3 * Math.min(drop, margin) - cost; // the game is at stake: every card counts
    }
    if (denial <= cost * 0.5 || v.pool(false) < margin) {
      return -1 - cost;
    }
    return 50 + 3 * Math.min(drop, margin) - cost;
  }

  /** What the bot gains if its side wins rather than runs. */
  static double stake(Seen v) {
    Combat c = v.c;
    int reward = v.reward();
    double lose = v.runCost();
    if (c.fighter() == v.me) {
      return (v.p.level() + reward >= 10 ? 1000 : reward * Worth.LEVEL) + 2.5 * v.treasures() + lose;
    }
    double elf = v.p.hasRace(Race.ELF) ? Worth.LEVEL * kills(c) : 0;
    if (v.p.hasRace(Race.ELF) && v.p.level() + kills(c) >= 10) {
      elf = 1000;
    }
    return 2.5 * c.terms().share() + c.terms().bribeItem().map(i -> Worth.card(v.p, i)).getOrElse(0.0) + elf + lose;
  }

  static int kills(Combat c) {
    int n = 0;
    for (int i = 0; i < c.monsters().size(); i++) {
      n += c.monsters().get(i).active() ? 1 : 0;
    }
    return n;
  }

  /** What stopping this fight is worth to a bot outside it: the leader's levels, or the game. */
  static double denial(Seen v) {
    Combat c = v.c;
    int f = c.fighter();
    int reward = v.reward();
    PlayerState fighter = v.s.seat(f);
    if (fighter.level() + reward >= 10) {
      return 1000;
    }
    if (c.helper().isDefined()) {
      PlayerState h = v.s.seat(c.helper().get());
      if (h.hasRace(Race.ELF) && h.level() + kills(c) >= 10) {
        return 1000;
      }
    }
    return v.leader(f) ? reward * Worth.LEVEL + 2.5 * v.treasures() * 0.3 : 0;
  }

  /** MK-R68: hand a lost fight to a player who loses it too, or take a fight the bot would win. */
  private static double transferral(Seen v, PlayTransferral t, double cost) {
    int to = v.seat(t.newFighter());
    int margin = Power.margin(v.s, v.c, Vector.of(to));
    if (to == v.me) {
      int reward = v.reward();
      return margin >= 3 ? reward * Worth.LEVEL + 2.5 * v.treasures() + denial(v) - cost : -10;
    }
    if (v.c.fighter() == v.me && v.margin() <= 0 && margin <= 0) {
      return v.runCost() + (v.leader(to) ? 5 : 0) - cost;
    }
    return -10;
  }
}
