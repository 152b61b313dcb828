package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Dig;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.StopDigging;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The Tunnels action (§5.3, DL-R25..R27): tunnels are dug one at a time, each a decision of the
 * lord on the space, until he stops, his imps run out or no square is left.
 */
final class Tunnels {
  private Tunnels() {}

  /** DL-R25, DL-R25b: dig a tunnel on a square the rules allow, or stop. */
  static final Decision.Turn DIG = new Decision.Turn() {
    @Override
    public String rule() {
      return "DL-R25b";
    }

    @Override
    public int seat(DungeonLordsState s) {
      return Actions.actingSeat(s);
    }
    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      PlayerId p = s.players().get(seat);
      Lord l = s.lord(seat);
      java.util.List<DungeonLordsAction> out = new java.util.ArrayList<>();
      if (canDigMore(s, l, Actions.actingSpace(s))) {
        for (Square sq : Dungeon.diggable(l)) {
          out.add(new Dig(p, sq));
        }
      }
      out.add(new StopDigging(p));
      return Vector.ofAll(out);
    }

    @Override
    public boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
      if (a instanceof Dig d) { // Dungeon.diggable lists exactly the squares canDig allows
        Lord l = s.lord(seat);
        return canDigMore(s, l, Actions.actingSpace(s)) && Dungeon.canDig(l, d.square());
      }
      return a instanceof StopDigging;
    }

    @Override
    public Option<Rejection> why(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return a instanceof Dig d ? Dungeon.whyNotDig(s.lord(seat), d.square()) : Option.none();
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      return Decision.run(s, x -> apply(x, seat, a));
    }
  };

  /**
   * DL-R25..R27: whether one more tunnel may be dug at space {@code sp}: fewer dug than its
   * workers, and a free imp (two for the first at space III, whose foreman goes too).
   */
  static boolean canDigMore(DungeonLordsState s, Lord l, int sp) {
    if (s.digs() >= Actions.maxWorkers(sp)) {
      return false;
    }
    return l.availableImps() >= (sp == 2 && s.digs() == 0 ? 2 : 1);
  }

  private static void apply(Ctx x, int seat, DungeonLordsAction a) {
    Order o = Actions.actingOrder(x.s);
    int sp = Actions.actingSpace(x.s);
    if (a instanceof StopDigging) {
      if (x.s.digs() == 0) {
        Actions.hold(x, seat, o);
        x.say("DL-R25b", x.name(seat) + " digs nothing at " + Names.space(o, sp) + "; the minion stays on the card");
      }
      Actions.actionDone(x);
      return;
    }
    Dig d = (Dig) a;
    int imps = sp == 2 && x.s.digs() == 0 ? 2 : 1;
    x.update(seat, l -> l.withTiles(l.tiles().append(Tile.tunnel(d.square()))).withImpsBusy(l.impsBusy() + imps));
    x.s.setDigs(x.s.digs() + 1);
    x.say("DL-R25", x.name(seat) + " digs a tunnel at " + d.square());
    if (!canDigMore(x.s, x.s.lord(seat), sp) || !Dungeon.anyDiggable(x.s.lord(seat))) { // only StopDigging is left
      Actions.actionDone(x);
    }
  }
}
