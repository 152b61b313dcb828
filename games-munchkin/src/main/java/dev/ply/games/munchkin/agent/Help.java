package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.*;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.Terms;

/**
 * Asking for help, offering it and answering (MK-R53, MK-R54). As the fighter the bot asks only
 * when it loses alone and the helper makes it win, for about half the treasure and never an item;
 * it pays a helper only in a fight it loses alone, and never takes in a helper who would reach
 * level 10 by the kill (an Elf, MK-R57). As a helper it joins only a fight the two of them win,
 * only for a share or an item it values (or an Elf's level), and never one that would take the
 * fighter to level 10. It never puts a question again that was turned down since the fight last
 * changed ({@code Combat.refused}, on terms no better for the one who answered): the answer would
 * be the same.
 */
final class Help {
  private Help() {}

  static double score(Seen v, MunchkinAction a) {
    Combat c = v.c;
    if (a instanceof AskForHelp ask) {
      int target = v.seat(ask.target());
      Terms t = new Terms(ask.bribeItem(), ask.share(), ask.helperPicksFirst());
      return askedAlready(c, v.me, target, t) ? Table.NEVER : ask(v, target, t);
    } else if (a instanceof OfferHelp o) {
      Terms t = new Terms(o.bribeItem(), o.share(), o.helperPicksFirst());
      return offeredAlready(c, v.me, t) ? Table.NEVER : offer(v, t);
    } else if (a instanceof CounterOffer o) {
      Terms t = new Terms(o.bribeItem(), o.share(), o.helperPicksFirst());
      return offeredAlready(c, v.me, t) ? Table.NEVER : counter(v, t);
    } else if (a instanceof AcceptHelp) {
      return v.top instanceof Frame.Offer f ? join(v, f.terms()) : Double.NaN;
    } else if (a instanceof DeclineHelp || a instanceof RejectCounter || a instanceof DeclineOffer) {
      return 0;
    } else if (a instanceof AcceptCounter || a instanceof AcceptOffer) {
      if (v.top instanceof Frame.Offer f) {
        int helper = f.proposer() == c.fighter() ? f.answerer() : f.proposer();
        return take(v, helper, f.terms());
      }
      return Double.NaN;
    }
    return Double.NaN;
  }

  /**
   * The fighter asked {@code target} on terms as good for the helper since the fight last changed,
   * and was turned down (an ask declined, or answered with other terms): the answer would be the same.
   */
  private static boolean askedAlready(Combat c, int me, int target, Terms t) {
    return c.refused().exists(o -> o.kind() == Frame.OfferKind.ASK && o.proposer() == me && o.answerer() == target
        && noBetterForHelper(t, o.terms()));
  }

  /** The bot offered its help (or countered an ask) on terms as dear since the fight last changed, and was declined. */
  private static boolean offeredAlready(Combat c, int me, Terms t) {
    return c.refused().exists(o -> o.kind() != Frame.OfferKind.ASK && o.proposer() == me
        && noBetterForHelper(o.terms(), t));
  }

  /**
   * Terms {@code a} give the helper no more than {@code b}: no bigger share and no other item. Who
   * picks first is no new question: the bots answer by the share, and a person who wanted it could
   * have named it in a counter-offer.
   */
  private static boolean noBetterForHelper(Terms a, Terms b) {
    return a.share() <= b.share() && (a.bribeItem().isEmpty() || a.bribeItem().equals(b.bribeItem()));
  }

  /** About half the treasure, rounded up: what the bot offers and asks for. */
  private static int fair(Seen v) {
    return (v.treasures() + 1) / 2;
  }

  /** What the fighter would win: levels (the game at level 10) and treasure. */
  private static double win(Seen v) {
    int reward = v.reward();
    double levels = v.s.seat(v.c.fighter()).level() + reward >= 10 ? 1000 : reward * Worth.LEVEL;
    return levels + 2.5 * v.treasures();
  }

  /** The helper would reach level 10 by the kill (an Elf helper's level per monster, MK-R57). */
  private static boolean helperWins(Seen v, int helper) {
    return v.s.seat(helper).hasRace(Race.ELF) && v.s.seat(helper).level() + Fights.kills(v.c) >= 10;
  }

  private static double given(Seen v, Terms t) {
    return 2.5 * Math.min(t.share(), v.treasures()) + t.bribeItem().map(i -> Worth.card(v.p, i)).getOrElse(0.0);
  }

  /** The fighter's ask: only when it loses alone and wins with this helper. */
  private static double ask(Seen v, int target, Terms t) {
    if (v.margin() > 0 || helperWins(v, target)) {
      return helperWins(v, target) ? Table.NEVER : -5;
    }
    int together = v.margin(v.me, target);
    if (together <= 0 || t.bribeItem().isDefined()) {
      return -5; // never a helper who does not turn the fight, never an item as a bribe
    }
    double net = win(v) - given(v, t) + v.runCost();
    if (net <= 0) {
      return -5;
    }
    double terms = -2 * Math.abs(t.share() - fair(v)) - (t.helperPicksFirst() ? 0.5 : 0);
    return 40 + Math.min(together, 5) - (v.leader(target) ? 5 : 0) - 0.3 * v.s.seat(target).level() + terms;
  }

  /** What joining on these terms is worth to the bot, or below 0 when it should stay out. */
  private static double value(Seen v, Terms t) {
    Combat c = v.c;
    int f = c.fighter();
    int together = v.margin(f, v.me);
    if (v.s.seat(f).level() + v.reward() >= 10 || together <= 0) {
      return -1; // MK-R3: never the kill that wins the fighter the game; never a lost fight
    }
    double elf = v.p.hasRace(Race.ELF) ? (helperWins(v, v.me) ? 1000 : Worth.LEVEL * Fights.kills(c)) : 0;
    double gain = 2.5 * Math.min(t.share(), v.treasures())
        + t.bribeItem().map(i -> Worth.card(v.p, i)).getOrElse(0.0) + elf;
    double risk = together < 3 ? 0.3 * v.runCost() : 0;
    double lift = v.threat(f) ? 0.5 * v.reward() * Worth.LEVEL : 0;
    return gain - risk - lift;
  }

  /** Accept an ask: for a share it values (MK-R53). */
  private static double join(Seen v, Terms t) {
    double x = value(v, t);
    return x >= 2.5 ? 10 + x : -5;
  }

  /** A counter-offer: about half the treasure, no more. */
  private static double counter(Seen v, Terms t) {
    double x = value(v, t);
    int over = Math.max(0, t.share() - fair(v));
    return x >= 2.5 ? 5 + 0.5 * x - 3 * over - (t.bribeItem().isDefined() ? 2 : 0) + (t.helperPicksFirst() ? 0.5 : 0) : -5;
  }

  /** Offer help to a losing fighter who is not the leader. */
  private static double offer(Seen v, Terms t) {
    Combat c = v.c;
    int f = c.fighter();
    if (v.margin() > 0 || v.threat(f) || v.margin(f, v.me) < 2) {
      return -5;
    }
    double x = value(v, t);
    int over = Math.max(0, t.share() - fair(v));
    return x >= 2.5 ? 30 + Math.min(x, 15) - 3 * over - (t.bribeItem().isDefined() ? 4 : 0) + (t.helperPicksFirst() ? 1 : 0) : -5;
  }

  /**
   * The fighter takes a helper on these terms when the fight is lost without them and won with
   * them. A fight won as it stands (MK-R55, also one whose monsters are all charmed away) takes a
   * helper only for nothing, and not an Elf, who would gain a level by it (MK-R57): a share or an
   * item would buy nothing the fighter lacks.
   */
  private static double take(Seen v, int helper, Terms t) {
    if (helperWins(v, helper)) {
      return Table.NEVER;
    }
    if (v.margin() > 0) {
      return given(v, t) == 0 && !v.s.seat(helper).hasRace(Race.ELF) ? 1 : -5;
    }
    double run = -v.runCost();
    int together = v.margin(v.me, helper);
    double with = together > 0 ? win(v) - given(v, t) - (v.leader(helper) ? 3 : 0) : run;
    boolean alone = v.pool(true) >= 1 - v.margin();
    double without = alone ? win(v) - 3 : run;
    return with - without;
  }
}
