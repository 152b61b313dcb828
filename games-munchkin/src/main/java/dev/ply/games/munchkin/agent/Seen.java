package dev.ply.games.munchkin.agent;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;

/**
 * One decision's facts, worked out once and shared by the scores of every listed action (a
 * Munchkin list may hold hundreds of trade and help proposals): who the bot is, who leads, the
 * best items to wear, the items to sell, and in a fight the margin and what is at stake.
 */
final class Seen {
  final MunchkinState s;
  final int me;
  final PlayerState p;
  final Seq<MunchkinAction> legal;
  final Frame top;
  /** The highest level among the other living players. */
  final int best;
  final Combat c;
  private Set<String> loadout;
  private Vector<String> sale;
  private int margin = Integer.MIN_VALUE;
  private final double[] pools = {Double.NaN, Double.NaN};
  /** Margins with two combatants, by {@code first * size + second}; a help list asks each pair hundreds of times. */
  private int[] pairs;
  private int treasures = -1;
  private int reward = -1;
  private double runCost = Double.NaN;

  Seen(MunchkinState s, int me, Seq<MunchkinAction> legal) {
    this.s = s;
    this.me = me;
    this.p = s.seat(me);
    this.legal = legal;
    this.top = s.frames().top().getOrNull();
    int b = 1;
    for (int i = 0; i < s.size(); i++) {
      if (i != me && s.seat(i).alive()) {
        b = Math.max(b, s.seat(i).level());
      }
    }
    this.best = b;
    this.c = s.combat().getOrNull();
  }

  int seat(dev.ply.core.PlayerId id) {
    return s.seatOf(id);
  }

  /** The player closest to winning among the others: the highest level (every one tied at it). */
  boolean leader(int seat) {
    return seat != me && seat >= 0 && s.seat(seat).alive() && s.seat(seat).level() == best;
  }

  /** A leader at the bot's level or above: the one whose progress it will not pay for. */
  boolean threat(int seat) {
    return leader(seat) && s.seat(seat).level() >= p.level();
  }

  boolean myTurn() {
    return s.turn() == me;
  }

  Set<String> loadout() {
    if (loadout == null) {
      loadout = Loadout.best(p, true);
    }
    return loadout;
  }

  /** Whether the card may enter play now (some PlayItem of it is listed). */
  boolean playable(String id) {
    for (MunchkinAction a : legal) {
      if (a instanceof MunchkinAction.PlayItem pi && pi.card().equals(id)) {
        return true;
      }
    }
    return false;
  }

  /** The margin of the fight as it stands (MK-R55), from the present combatants. */
  int margin() {
    if (margin == Integer.MIN_VALUE) {
      margin = c == null ? 0 : Power.margin(s, c);
    }
    return margin;
  }

  /** The margin with {@code first} (the fighter) and {@code second} as the combatants (MK-R55), once per pair. */
  int margin(int first, int second) {
    int n = s.size();
    if (pairs == null) {
      pairs = new int[n * n];
      java.util.Arrays.fill(pairs, Integer.MIN_VALUE);
    }
    int k = first * n + second;
    if (pairs[k] == Integer.MIN_VALUE) {
      pairs[k] = Power.margin(s, c, Vector.of(first, second));
    }
    return pairs[k];
  }

  /** {@link Power#treasures} of the fight, once per decision. */
  int treasures() {
    if (treasures < 0) {
      treasures = Power.treasures(c);
    }
    return treasures;
  }

  /** {@link Power#reward} of the fight, once per decision. */
  int reward() {
    if (reward < 0) {
      reward = Power.reward(c);
    }
    return reward;
  }

  /** {@link Power#runCost} of the fight for the bot, once per decision. */
  double runCost() {
    if (Double.isNaN(runCost)) {
      runCost = Power.runCost(s, c, me);
    }
    return runCost;
  }

  /** {@link Swing#pool}, once per decision. */
  double pool(boolean own) {
    int k = own ? 0 : 1;
    if (Double.isNaN(pools[k])) {
      pools[k] = Swing.pool(this, own);
    }
    return pools[k];
  }

  /** What the bot keeps by holding on to an owned card when selling it (its use, not its gold). */
  double keep(String id) {
    var card = Cards.card(id);
    if (card.kind() == Kind.ONE_SHOT) {
      return 1.5 * Worth.sideBonus(card) + (Worth.sideBonus(card) == 0 ? 4 : 0);
    }
    return loadout().contains(id) ? 3 * Worth.use(p, card) : 0;
  }

  /**
   * MK-R38: the cheapest set of owned items worth one more level (at least 1,000 gold), if what
   * they do for the bot is worth less than a level; empty when there is none or the sale may not
   * reach level 10 (MK-R4).
   */
  Vector<String> sale() {
    if (sale == null) {
      Vector<String> owned = Vector.empty();
      for (String id : p.hand().appendAll(p.items())) {
        if (Cards.exists(id) && Cards.card(id).isItem() && Cards.card(id).value() > 0 && !p.cheated(id)) {
          owned = owned.append(id);
        }
      }
      owned = owned.sortBy(id -> keep(id) * 1000 - Cards.card(id).value());
      Vector<String> plan = Vector.empty();
      int gold = 0;
      double kept = 0;
      for (String id : owned) {
        if (gold >= 1000) {
          break;
        }
        plan = plan.append(id);
        gold += Cards.card(id).value();
        kept += keep(id);
      }
      boolean ok = gold >= 1000 && kept < Worth.LEVEL && p.level() + gold / 1000 <= 9;
      sale = ok ? plan : Vector.empty();
    }
    return sale;
  }
}
