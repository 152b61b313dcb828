package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.PlayerState;

/**
 * Scores of the actions on the bot's own character and table (MK-R20..R24, MK-R31..R38) and of
 * the cards played at a player (MK-R85..R92): the order of the figures is the order it acts in a
 * window (levels, then character, then items, then sales, then curses), and everything it never
 * does scores far below passing. {@code NaN} for the actions scored elsewhere.
 */
final class Table {
  private Table() {}

  static final double NEVER = -1000;

  static double score(Seen v, MunchkinAction a) {
    PlayerState p = v.p;
    boolean fight = v.c != null;
    if (a instanceof PlayGoUpLevel g) {
      return v.seat(g.target()) == v.me ? 100 : NEVER; // MK-R90: never raise anyone else
    } else if (a instanceof PlayStealALevel st) {
      return 100 + v.s.seat(v.seat(st.victim())).level();
    } else if (a instanceof DiscardRace || a instanceof DiscardClass) {
      return NEVER; // MK-R20: a Race or Class is never thrown away for nothing
    } else if (a instanceof PlayRace r) {
      return character(fight, r.replaced().isDefined(), p.races().isEmpty());
    } else if (a instanceof PlayClass r) {
      return character(fight, r.replaced().isDefined(), p.classes().isEmpty());
    } else if (a instanceof PlayHalfBreed || a instanceof PlaySuperMunchkin) {
      return fight ? -1 : 45;
    } else if (a instanceof PlayHireling) {
      return fight ? -1 : 30;
    } else if (a instanceof PlayItem pi) {
      return item(v, pi, fight);
    } else if (a instanceof Equip e) {
      Card c = Cards.card(e.item());
      return v.loadout().contains(e.item()) ? 40 + 5 * Worth.use(p, c) : Worth.use(p, c) > 0 ? 10 : -1;
    } else if (a instanceof Unequip u) {
      return unequip(v, u.item());
    } else if (a instanceof PlayCheat ch) {
      Card c = Cards.card(ch.item());
      boolean wornAnyway = v.loadout().contains(ch.item()) && Worth.usable(p, c);
      return !wornAnyway && c.kind() == Kind.ITEM && c.bonus() >= 2 ? 30 + c.bonus() : -1;
    } else if (a instanceof AddToSale add) {
      // MK-R38: only what it means to sell goes up for sale, so its basket never blocks its own sale
      int at = v.sale().indexOf(add.card());
      return at >= 0 && !v.s.sale().contains(add.card()) ? 35 - 0.01 * at : NEVER;
    } else if (a instanceof ConfirmSale) {
      return v.s.sale().forAll(v.sale()::contains) ? 36 : -5;
    } else if (a instanceof ClearSale) {
      return v.s.sale().exists(id -> !v.sale().contains(id)) ? 1 : NEVER;
    } else if (a instanceof PlayCurse pc) {
      return curse(v, pc);
    } else if (a instanceof PlayWishingRing w) {
      return ring(v, w);
    } else if (a instanceof PlayWandOfDowsing w) {
      // 1,100 gold sells for a level (MK-R38); only at level 9, where nothing sells, is it worth a card
      return p.level() >= 9 ? Worth.card(p, w.take()) - 6 : -3;
    } else if (a instanceof Steal st) {
      // MK-R27: a failed theft costs a level, which weighs more than a Small item, except at level 1
      return p.level() == 1 ? 0.5 * Worth.card(p, st.item()) - Worth.card(p, st.card()) - 1 : -20;
    } else if (a instanceof ProposeTrade t) {
      return Picks.propose(v, t);
    } else if (a instanceof LookForTrouble t) {
      return Fights.trouble(v, t.monster());
    } else if (a instanceof LootTheRoom) {
      return 20;
    } else if (a instanceof GiveCharity g) {
      int to = v.seat(g.to());
      return -Worth.card(p, g.card()) - (v.leader(to) ? 0.5 : 0);
    } else if (a instanceof DiscardCharity d) {
      return -Worth.card(p, d.card());
    }
    return Double.NaN;
  }

  private static double character(boolean fight, boolean replacing, boolean none) {
    if (replacing) {
      return -50; // the one in play goes to the discard: not for a card of the same kind
    }
    return fight ? -1 : none ? 50 : 45;
  }

  /** MK-R31: wear what is best; carry the rest only when the hand is over its limit (MK-R47 would give it away). */
  private static double item(Seen v, PlayItem pi, boolean fight) {
    Card c = Cards.card(pi.card());
    if (fight) {
      return -1;
    }
    boolean over = v.p.hand().size() > v.p.handLimit();
    if (pi.equip()) {
      return v.loadout().contains(pi.card()) ? 40 + 5 * Worth.use(v.p, c) : over ? 4 : -1;
    }
    if (c.kind() == Kind.ONE_SHOT) {
      return over ? 3 : -1;
    }
    return over ? 3 + c.value() / 1000.0 : -1;
  }

  /** MK-R32: take an item off only to wear a better one of the same slots that can go on now; never one it would wear. */
  private static double unequip(Seen v, String item) {
    if (v.loadout().contains(item)) {
      return NEVER;
    }
    int group = Worth.group(Cards.card(item).slot());
    if (group == 4) {
      return -20; // no slot: it blocks nothing
    }
    for (String id : v.loadout()) {
      if (!v.p.equipped().contains(id) && Worth.group(Cards.card(id).slot()) == group
          && ((v.p.items().contains(id) && !v.s.toggled().contains(id)) || v.playable(id))) {
        return 30;
      }
    }
    return -20;
  }

  /** MK-R85: curses go to the leader, and only when they hit something. */
  private static double curse(Seen v, PlayCurse pc) {
    int target = v.seat(pc.target());
    if (target == v.me) {
      return NEVER;
    }
    if (!v.leader(target)) {
      return -2;
    }
    double harm = Harm.curse(v.s, v.s.seat(target), pc.card());
    return harm > 2 ? Math.min(30, 10 + harm) : -2;
  }

  /** MK-R87: a Wishing Ring saves the bot from a curse that hurts, or ends one of its persistent curses. */
  private static double ring(Seen v, PlayWishingRing w) {
    if (v.top instanceof Frame.Window win && win.kind() == dev.ply.games.munchkin.state.WindowKind.CURSE_RESPONSE) {
      Frame below = v.s.frames().items().size() > 1 ? v.s.frames().items().get(1) : null;
      if (below instanceof Frame.ApplyCurse ac && ac.victim() == v.me) {
        return Harm.curse(v.s, v.p, ac.card()) > 4 ? 20 : -5;
      }
      return -5;
    }
    boolean mine = v.p.curses().contains(w.curse());
    boolean hurts = v.p.has(Status.CHICKEN) || v.p.has(Status.CHANGE_SEX_DISTRACTION) || v.p.has(Status.MALIGN_MIRROR);
    return mine && hurts ? 15 : -5;
  }
}
