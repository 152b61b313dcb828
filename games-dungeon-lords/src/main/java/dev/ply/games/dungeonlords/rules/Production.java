package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.dungeonlords.content.CardText;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Activate;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Done;
import dev.ply.games.dungeonlords.content.Product;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;

/** PRODUCTION (§5.4, DL-R35..R38). */
final class Production {
  private Production() {}

  /** DL-R36: activations per room and season. */
  static int limit(int year) {
    return year == 1 ? 1 : 2;
  }

  static Vector<DungeonLordsAction> legal(DungeonLordsState s, int seat) {
    PlayerId p = s.players().get(seat);
    Lord l = s.lord(seat);
    java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
    for (Tile t : l.tiles()) {
      if (t.room().isEmpty() || t.conquered() || t.room().get().year() != 1 || t.activations() >= limit(s.year())) {
        continue;
      }
      Room r = t.room().get();
      if (l.food() < r.food()) {
        continue;
      }
      for (int trolls = 0; trolls <= Math.min(l.availableTrolls(), r.imps()); trolls++) {
        if (l.availableImps() < r.imps() - trolls) {
          continue;
        }
        if (r.product() == Product.TUNNEL) {
          for (Square sq : Dungeon.diggable(l)) {
            out.add(new Activate(p, t.square(), trolls, sq));
          }
        } else {
          out.add(new Activate(p, t.square(), trolls, t.square()));
        }
      }
    }
    out.add(new Done(p));
    return Vector.ofAll(out);
  }

  /**
   * Whether {@code a} by the awaited {@code seat} is one of {@link #legal}'s actions, decided
   * without building the list (Rules.apply checks every action): 1 yes, 0 no, -1 not decided
   * here. It must agree with {@code legal} exactly (QuickCheckTest checks it).
   */
  static int check(DungeonLordsState s, int seat, DungeonLordsAction a) {
    if (a instanceof Done) {
      return 1;
    }
    if (!(a instanceof Activate act)) {
      return -1;
    }
    Lord l = s.lord(seat);
    if (act.room() == null || act.dig() == null) {
      return 0;
    }
    io.vavr.control.Option<Tile> at = l.tileAt(act.room());
    if (at.isEmpty()) {
      return 0;
    }
    Tile t = at.get();
    if (t.room().isEmpty() || t.conquered() || t.room().get().year() != 1 || t.activations() >= limit(s.year())) {
      return 0;
    }
    Room r = t.room().get();
    int trolls = act.trolls();
    if (l.food() < r.food() || trolls < 0 || trolls > Math.min(l.availableTrolls(), r.imps())
        || l.availableImps() < r.imps() - trolls) {
      return 0;
    }
    if (r.product() == Product.TUNNEL) {
      return Dungeon.diggable(l).contains(act.dig()) ? 1 : 0;
    }
    return t.square().equals(act.dig()) ? 1 : 0;
  }

  static void apply(Ctx x, int seat, DungeonLordsAction a) {
    if (a instanceof Done) {
      x.s.setCursor(x.s.cursor() + 1);
      Flow.nextProducer(x);
      return;
    }
    Activate act = (Activate) a;
    Tile t = x.lord(seat).tileAt(act.room()).get();
    Room r = t.room().get();
    int imps = r.imps() - act.trolls();
    x.update(seat, l -> l.withImpsBusy(l.impsBusy() + imps).withTrollsBusy(l.trollsBusy() + act.trolls())
        .withFood(l.food() - r.food())
        .withTiles(l.tiles().map(o -> o.square().equals(act.room()) ? o.activated() : o)));
    String rule = "DL-R35";
    x.say(rule, // before what it yields (an evil move, a trap draw)
        x.name(seat) + " activates the " + r.label() + " at " + act.room()
        + (act.trolls() > 0 ? " with " + Names.count(act.trolls(), "troll token") : "")
        + (r.product() == Product.TUNNEL ? ", digging a tunnel at " + act.dig() : ": " + CardText.yield(r.product())));
    switch (r.product()) {
      case FOOD -> x.update(seat, l -> l.withFood(l.food() + 1));
      case GOLD -> x.update(seat, l -> l.withGold(l.gold() + 1));
      case TRAP -> Building.drawTraps(x, seat, 1, rule);
      case TUNNEL -> x.update(seat, l -> l.withTiles(l.tiles().append(Tile.tunnel(act.dig()))));
      case EVIL_DOWN -> Evilometer.lower(x, seat, 1, rule);
      case IMP -> x.update(seat, l -> l.withImps(l.imps() + 1)); // DL-R38: usable at once
      default -> { }
    }
    if (legal(x.s, seat).size() == 1) {
      x.s.setCursor(x.s.cursor() + 1);
      Flow.nextProducer(x);
    }
  }
}
