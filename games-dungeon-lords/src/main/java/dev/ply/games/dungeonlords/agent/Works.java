package dev.ply.games.dungeonlords.agent;

import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Activate;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Build;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.DiscardTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Dig;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Execute;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Hire;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Mine;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Spy;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.Tile;

/**
 * The building season's own choices: take or decline a space (DL-R21), how many imps to mine with
 * (DL-R26), which monster to hire and which room to build where (DL-R30, DL-R31), where to dig
 * (DL-R25), what to produce (DL-R35). Each legal choice is scored by the purse it leaves; decline
 * is the purse as it is.
 */
final class Works {
  private Works() {}

  static double score(Look look, DungeonLordsAction a) {
    Purse now = Purse.of(look);
    double base = now.worth(look);
    Purse p = now.copy();
    int sp = look.actingSpace();
    Order o = look.actingOrder();
    if (a instanceof Execute) {
      return Orders.play(look, p, o, sp) ? p.worth(look) - base + (o == Order.REPUTATION ? 0.3 : 0) : -1;
    }
    if (a instanceof Mine m) {
      p.gold += m.workers();
      p.free -= m.workers() + (sp == 2 ? 1 : 0);
      return p.worth(look) - base + 0.05 * m.workers();
    }
    if (a instanceof Hire h) {
      MonsterKind k = Monsters.kind(h.monster());
      p.food -= k.food() + (sp == 2 ? 1 : 0);
      p.gold -= k.gold();
      p.evil += k.evil();
      if (k.discardsTrap()) {
        p.traps--;
        p.gained -= Values.trap(h.with());
      }
      if (k.sacrifice()) {
        p.gained -= Values.monster(Monsters.kind(h.with())) + 1;
      }
      p.hired(k);
      p.gained += Values.monster(k);
      return p.worth(look) - base;
    }
    if (a instanceof Build b) {
      Room r = Orders.room(b.room());
      p.gold -= sp > 0 ? 1 : 0;
      p.rooms++;
      p.tunnels--;
      p.gained += Values.room(r, look.me, look.s.year(), look.s.season()) + site(b.square());
      return p.worth(look) - base;
    }
    if (a instanceof Dig d) {
      p.tiles++;
      p.tunnels++;
      p.free -= 1 + (sp == 2 && look.s.digs() == 0 ? 1 : 0);
      return p.worth(look) - base + dig(look, d.square());
    }
    if (a instanceof Spy sp2) {
      return -0.01 * sp2.position(); // the first rounds' cards first
    }
    if (a instanceof DiscardTrap d) {
      return -Values.trap(d.trap());
    }
    if (a instanceof Activate ac) {
      return produce(look, p, base, ac);
    }
    return 0; // Decline, StopDigging, Done: the purse as it is
  }

  /** DL-R35..R38: what one activation makes, troll tokens first (they are good for nothing else). */
  private static double produce(Look look, Purse p, double base, Activate ac) {
    Tile t = look.me.tileAt(ac.room()).getOrNull();
    if (t == null || t.room().isEmpty()) {
      return -1;
    }
    Room r = t.room().get();
    p.free -= r.imps() - ac.trolls();
    p.food -= r.food();
    switch (r.product()) {
      case FOOD -> p.food++;
      case GOLD -> p.gold++;
      case TRAP -> p.traps++;
      case TUNNEL -> {
        p.tiles++;
        p.tunnels++;
      }
      case EVIL_DOWN -> p.evil = Math.max(1, p.evil - 1);
      case IMP -> {
        p.imps++;
        p.free++;
      }
      default -> { }
    }
    double extra = r.product() == dev.ply.games.dungeonlords.content.Product.TUNNEL ? dig(look, ac.dig()) : 0;
    return p.worth(look) - base + 0.1 * ac.trolls() - 0.05 + extra;
  }

  /**
   * Where a tunnel helps most: deeper squares keep the rooms behind the battle front (DL-R71) and
   * squares with room to grow keep more sites for rooms and tunnels.
   */
  static double dig(Look look, Square sq) {
    int open = 0;
    int[][] near = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] d : near) {
      int c = sq.c() + d[0];
      int r = sq.r() + d[1];
      if (c >= 0 && c < Square.COLUMNS && r >= 0 && r < Square.ROWS && !Look.occupied(look.me, c, r)) {
        open++;
      }
    }
    return 0.02 * open + 0.01 * sq.r();
  }

  /** A room far from the entrance is conquered last (DL-R71); it keeps its neighbours free for tunnels. */
  private static double site(Square sq) {
    int far = Math.abs(sq.c() - Square.ENTRANCE.c()) + sq.r();
    return 0.4 * Math.min(far, 4) - (sq.equals(Square.ENTRANCE) ? 1.5 : 0);
  }
}
