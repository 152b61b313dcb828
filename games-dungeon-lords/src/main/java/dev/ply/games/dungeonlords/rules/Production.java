package dev.ply.games.dungeonlords.rules;

import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.control.Option;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
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

  /** DL-R35: a producer's turn, a {@link Decision} of the seat at the cursor in turn order. */
  static final Decision.Turn TURN = new Decision.Turn() {
    @Override
    public String rule() {
      return "DL-R35";
    }

    @Override
    public int seat(DungeonLordsState s) {
      return s.seatAt(s.cursor());
    }

    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      Lord l = s.lord(seat);
      java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
      for (Tile t : l.tiles()) {
        if (!activatable(t, s.year()) || l.food() < t.room().get().food()) {
          continue;
        }
        Room r = t.room().get();
        for (int trolls = 0; trolls <= r.imps(); trolls++) {
          if (!workers(l, r, trolls)) {
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

    @Override
    public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
      if (!(a instanceof Activate act)) {
        return a instanceof Done;
      }
      Lord l = s.lord(seat);
      if (act.room() == null || act.dig() == null) {
        return false;
      }
      io.vavr.control.Option<Tile> at = l.tileAt(act.room());
      if (at.isEmpty() || !activatable(at.get(), s.year()) || l.food() < at.get().room().get().food()) {
        return false;
      }
      Room r = at.get().room().get();
      if (!workers(l, r, act.trolls())) {
        return false;
      }
      // Dungeon.diggable lists exactly the squares canDig allows
      return r.product() == Product.TUNNEL ? Dungeon.canDig(l, act.dig()) : act.room().equals(act.dig());
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> apply(x, seat, a));
    }
  };

  /** DL-R35, DL-R36: an unconquered year-1 room not yet activated as often as the year allows. */
  private static boolean activatable(Tile t, int year) {
    return t.room().isDefined() && !t.conquered() && t.room().get().year() == 1 && t.activations() < limit(year);
  }

  /**
   * DL-R37: {@code trolls} troll tokens in place of imps (0 up to the room's imps, no more than the
   * free tokens) and free imps for the rest.
   */
  private static boolean workers(Lord l, Room r, int trolls) {
    return trolls >= 0 && trolls <= r.imps() && trolls <= l.availableTrolls() && l.availableImps() >= r.imps() - trolls;
  }

  static void apply(Ctx x, int seat, DungeonLordsAction a) {
    if (a instanceof Done) {
      x.s.setCursor(x.s.cursor() + 1);
      nextProducer(x);
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
        + (act.trolls() > 0 ? " with " + Text.workers(imps, act.trolls()) : "") // a troll token said, so are the imps beside it
        + (r.product() == Product.TUNNEL ? ", digging a tunnel at " + act.dig() : ": " + CardText.yield(r.product())));
    switch (r.product()) {
      case FOOD -> x.update(seat, l -> l.withFood(l.food() + 1));
      case GOLD -> x.update(seat, l -> l.withGold(l.gold() + 1));
      case TRAP -> Actions.drawTraps(x, seat, 1, rule);
      case TUNNEL -> x.update(seat, l -> l.withTiles(l.tiles().append(Tile.tunnel(act.dig()))));
      case EVIL_DOWN -> Evilometer.lower(x, seat, 1, rule);
      case IMP -> x.update(seat, l -> l.withImps(l.imps() + 1)); // DL-R38: usable at once
      default -> { }
    }
    if (TURN.options(x.s, seat).size() == 1) { // only Done is left
      x.s.setCursor(x.s.cursor() + 1);
      nextProducer(x);
    }
  }

  static void startProduction(Ctx x) {
    x.s.setPhase(Phase.PRODUCTION).setCursor(0);
    nextProducer(x);
  }

  /** DL-R35: each player in turn order; one with nothing to activate is skipped. */
  static void nextProducer(Ctx x) {
    int n = x.s.players().size();
    for (int k = x.s.cursor(); k < n; k++) {
      x.s.setCursor(k);
      if (Production.TURN.options(x.s, x.s.seatAt(k)).size() > 1) {
        return;
      }
    }
    Returning.startReturn(x);
  }
}
