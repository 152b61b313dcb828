package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.rules.Dungeon;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Secret;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;

/**
 * The season's three orders (DL-R14): every ordering of three cards from the hand is played out on
 * a {@link Purse} — in the board's resolution order (DL-R19), the k-th order on space k (I, II,
 * III: a rough guess of where the passes of DL-R15 put it) — and the one leaving the purse worth
 * most after the season's event wins. An order that cannot be used there (no monster it can pay
 * for, no site for a room, no imp to dig with) counts as a wasted minion.
 */
final class Orders {
  private Orders() {}

  /** A minion on a space it cannot use: held, and the order lost for the season. */
  static final double WASTED = 2.0;

  /** The best three orders, 1st first, that begin with {@code prefix}. */
  static Vector<Order> plan(Look look, Vector<Order> hand, Vector<Order> prefix) {
    Vector<Order> best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    int n = hand.size();
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        for (int c = 0; c < n; c++) {
          if (a == b || b == c || a == c) {
            continue;
          }
          Order[] perm = {hand.get(a), hand.get(b), hand.get(c)};
          if (!startsWith(perm, prefix)) {
            continue;
          }
          double v = value(look, perm);
          if (v > bestValue + 1e-9) {
            bestValue = v;
            best = Vector.of(perm);
          }
        }
      }
    }
    return best == null ? prefix : best;
  }

  private static boolean startsWith(Order[] perm, Vector<Order> prefix) {
    for (int i = 0; i < prefix.size(); i++) {
      if (i >= perm.length || perm[i] != prefix.get(i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The worth of playing {@code perm} (1st, 2nd, 3rd) this season: the mean of two guesses of the
   * spaces they get — I, II, III, and I, I, II (the others' minions come first on some actions).
   */
  static double value(Look look, Order[] perm) {
    return (value(look, perm, SPREAD) + value(look, perm, CROWDED)) / 2;
  }

  private static final int[] SPREAD = {0, 1, 2};
  private static final int[] CROWDED = {0, 0, 1};

  private static double value(Look look, Order[] perm, int[] spaces) {
    Purse p = Purse.of(look);
    double wasted = 0;
    boolean unpaidFee = false;
    if (perm[0] == Order.MONSTERS) { // DL-R17: paid at reveal
      if (p.gold == 0) {
        unpaidFee = true;
        wasted += WASTED;
      } else {
        p.gold--;
      }
    }
    double worth = p.worth(look);
    for (Order o : Order.values()) {
      for (int k = 0; k < perm.length; k++) {
        if (perm[k] != o) {
          continue;
        }
        Purse before = p.copy();
        if (k == 0 && unpaidFee || !play(look, p, o, spaces[k])) {
          wasted += WASTED; // held on the card: the order is lost for the season
          continue;
        }
        double after = p.worth(look);
        if (after < worth) { // it would be declined (DL-R21): as good as wasted
          p = before;
          wasted += WASTED;
        } else {
          worth = after;
        }
      }
    }
    return worth - wasted;
  }

  /** What one order alone, on space II, adds this season (for keeping and returning cards). */
  static double single(Look look, Order o) {
    Purse p = Purse.of(look);
    double before = p.worth(look);
    return play(look, p, o, 1) ? p.worth(look) - before : -WASTED;
  }

  /** Plays order {@code o} on space {@code sp} (0 = I) into {@code p}; false if it cannot be used there. */
  static boolean play(Look look, Purse p, Order o, int sp) {
    switch (o) {
      case FOOD -> {
        if (sp == 0 && p.gold >= 1) {
          p.gold--;
          p.food += 2;
        } else if (sp == 1 && Look.canPayEvil(p.evil, 1)) {
          p.evil++;
          p.food += 3;
        } else if (sp == 2 && Look.canPayEvil(p.evil, 2)) {
          p.evil += 2;
          p.food += 3;
          p.gold++;
        } else {
          return false;
        }
      }
      case REPUTATION -> {
        if (p.evil <= 1 || sp == 2 && p.gold < 1) {
          return false;
        }
        p.gold -= sp == 2 ? 1 : 0;
        p.evil = Math.max(1, p.evil - (sp == 0 ? 1 : 2));
      }
      case TUNNELS, GOLD -> {
        int foreman = sp == 2 ? 1 : 0;
        int room = o == Order.TUNNELS ? Math.min(look.diggableCount() + 2, 20 - p.tiles) : p.tunnels;
        int k = Math.min(Math.min(sp + 2, p.free - foreman), room);
        if (k <= 0) {
          return false;
        }
        p.free -= k + foreman;
        if (o == Order.TUNNELS) {
          p.tiles += k;
          p.tunnels += k;
        } else {
          p.gold += k;
        }
      }
      case IMPS -> {
        int cost = sp == 1 ? 2 : 1;
        if (p.food < cost || sp == 2 && p.gold < 1) {
          return false;
        }
        p.food -= cost;
        p.gold -= sp == 2 ? 1 : 0;
        p.imps += sp == 0 ? 1 : 2;
        p.free += sp == 0 ? 1 : 2;
      }
      case TRAPS -> {
        int cost = sp == 0 ? 1 : sp == 1 ? 0 : 2;
        if (p.gold < cost) {
          return false;
        }
        p.gold -= cost;
        p.traps += sp == 2 ? 2 : 1;
      }
      case MONSTERS -> {
        return hire(look, p, sp);
      }
      case ROOMS -> {
        double best = look.bestRoom();
        if (best <= 0 || sp > 0 && p.gold < 1) {
          return false;
        }
        p.gold -= sp > 0 ? 1 : 0;
        p.gained += sp == 0 ? best * 0.5 : best; // space I chooses last and may find nothing (DL-R22)
        p.rooms++;
      }
    }
    return true;
  }

  /** The best monster on offer the purse can pay for (DL-R30), hired into it. */
  private static boolean hire(Look look, Purse p, int sp) {
    int extraFood = sp == 2 ? 1 : 0;
    MonsterKind best = null;
    double bestValue = 0;
    for (String tile : look.s.monsterOffer()) {
      if (!Monsters.exists(tile)) {
        continue;
      }
      MonsterKind k = Monsters.kind(tile);
      if (!affords(look, p.food - extraFood, p.gold, p.evil, k)) {
        continue;
      }
      double v = Values.monster(k) - Values.cost(k) - 0.3 * k.evil();
      if (best == null || v > bestValue) {
        best = k;
        bestValue = v;
      }
    }
    if (best == null) {
      return false;
    }
    p.food -= best.food() + extraFood;
    p.gold -= best.gold();
    p.evil += best.evil();
    p.traps -= best.discardsTrap() ? 1 : 0;
    p.gained += Values.monster(best) * (sp == 0 ? 0.7 : 1) - (best.sacrifice() ? 2.5 : 0);
    p.hired(best);
    return true;
  }

  /** DL-R30, DL-R95: the hire cost, with a monster to sacrifice or a trap to discard. */
  static boolean affords(Look look, int food, int gold, int evil, MonsterKind k) {
    if (food < k.food() || gold < k.gold() || !Look.canPayEvil(evil, k.evil())) {
      return false;
    }
    if (k.discardsTrap() && look.me.traps().isEmpty()) {
      return false;
    }
    return !k.sacrifice() || look.me.lair().exists(m -> !Monsters.kind(m.tile()).ghost());
  }

  /** The worth of the best room on offer that has a site in this dungeon; 0 if none. */
  static double bestRoom(Look look) {
    double best = 0;
    for (String r : look.s.roomOffer()) {
      Room room = room(r);
      if (room == null) {
        continue;
      }
      for (Tile t : look.me.tiles()) {
        if (Dungeon.canBuild(look.me, room, t.square())) {
          best = Math.max(best, Values.room(room, look.me, look.s.year(), look.s.season()));
          break;
        }
      }
    }
    return best;
  }

  static Room room(String id) {
    for (Room r : Room.values()) {
      if (r.name().equals(id)) {
        return r;
      }
    }
    return null;
  }

  /** The draft being built in the open window (only one's own is in a view). */
  static Secret draft(DungeonLordsState s, Look look) {
    return s.drafts().get(s.players().get(look.seat)).getOrElse(Secret.EMPTY);
  }
}
