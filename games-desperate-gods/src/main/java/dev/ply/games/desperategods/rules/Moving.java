package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.control.Option;
import java.util.ArrayList;

/** §5.2 Movement (DG-R11..R19): the step loop, bridges, the Town stop, forced moves and relocations. */
final class Moving {
  private Moving() {}

  static final int MAX_FORCED = 20;

  /** DG-R16: a forced move of one or two dice along the ring (at most {@link #MAX_FORCED} a turn, DG-R98). */
  static Void forcedMove(ForcedMove f, Table t) {
    if (++t.forcedMoves > MAX_FORCED) {
      t.emit(new DgEvent.StatusChanged(t.ids[f.p()], "forced move skipped (cap)", "DG-R98"));
      return null;
    }
    int total = 0;
    if (f.dice() == 2) {
      int[] d = t.roll2(f.p(), "forced move", f.rule());
      total = d[0] + d[1];
    } else {
      total = t.roll(f.p(), "forced move", f.rule());
    }
    t.push(Move.of(f.p(), total, true, f.back(), t.square[f.p()]));
    return null;
  }

  /** DG-R17, DG-R18: straight onto a named square; resolved there when asked. */
  static Void relocate(Relocate r, Table t) {
    if (++t.forcedMoves > MAX_FORCED) {
      t.emit(new DgEvent.StatusChanged(t.ids[r.p()], "relocation skipped (cap)", "DG-R98"));
      return null;
    }
    t.emit(new DgEvent.Relocated(t.ids[r.p()], Board.id(t.square[r.p()]), Board.id(r.to()), r.rule()));
    t.square[r.p()] = r.to();
    if (r.damage() > 0 && t.damage(r.p(), r.damage(), r.rule())) {
      return null;
    }
    if (r.resolve()) {
      t.push(new ResolveSquare(r.p(), r.to()));
    }
    return null;
  }

  /** The branch (DG-R13) or the Town stop (DG-R15) answered. */
  static Void answer(Move m, Table t, DgAction a) {
    if (a instanceof DgAction.StopInTown) {
      t.pop();
      ended(t, m);
      t.push(new ResolveSquare(m.p(), Board.TOWN));
    } else if (a instanceof DgAction.ContinuePast) {
      t.replaceTop(m.at(MoveStage.NEXT));
    } else {
      t.pop();
      int sq = t.square[m.p()];
      boolean bridge = a instanceof DgAction.Bridge;
      step(t, m, bridge ? Board.bridgeAt(sq).get() : Board.next(sq, t.ccw[m.p()] ^ m.back()), bridge); // Bridge is offered only at one
    }
    return null;
  }

  /** The whole move in one event, for people (the single steps are {@code Moved} events). */
  static void ended(Table t, Move m) {
    int p = m.p();
    t.emit(new DgEvent.MoveEnded(t.ids[p], m.steps() - m.left(), Board.id(m.from()), Board.id(t.square[p]), m.forced(),
        m.forced() ? "DG-R16" : "DG-R12"));
  }

  /**
   * The step loop of DG-R12..R15: encounters, then the Town stop, then the branch choice. A square
   * where nothing awaits a player (no encounter, no Town stop, no bridge) leads straight to the
   * next stage in this loop instead of through the stack: the settle loop between them would find
   * nothing to do (a move draws no card and empties no store slot), and random playouts spend a
   * third of their steps here (docs/performance.md).
   */
  static void move(Table t, Move m) {
    int p = m.p();
    while (true) {
      int sq = t.square[p];
      switch (m.stage()) {
        case NEXT:
          if (m.left() == 0) {
            ended(t, m);
            t.push(new ResolveSquare(p, sq));
            return;
          }
          if (!m.forced() && Board.bridgeAt(sq).isDefined() && !m.crossed().contains(sq)) {
            t.push(m.at(MoveStage.BRANCH));
            return;
          }
          m = stepped(t, m, Board.next(sq, t.ccw[p] ^ m.back()), false);
          continue;
        case ENCOUNTERS: {
          int met = m.met();
          // the seats met here, in seat order from the mover (k = 1..n-1), as a bit mask: no list per square
          int here = 0;
          for (int k = 1; k < t.n; k++) {
            int q = (p + k) % t.n;
            if (t.square[q] == sq && (met & (1 << q)) == 0) {
              here |= 1 << k;
              met |= 1 << q;
            }
          }
          Move next = new Move(p, m.left(), m.forced(), m.back(), m.crossed(), met, MoveStage.TOWN_CHECK, m.from(),
              m.steps());
          if (here == 0) {
            m = next;
            continue;
          }
          t.push(next);
          for (int k = t.n - 1; k >= 1; k--) {
            if ((here & (1 << k)) != 0) {
              t.push(new Encounter(p, (p + k) % t.n, false, false, false));
            }
          }
          for (int k = 1; k < t.n; k++) {
            if ((here & (1 << k)) != 0) {
              t.emit(new DgEvent.EncounterOpened(t.ids[p], t.ids[(p + k) % t.n], Board.id(sq), "DG-R20"));
            }
          }
          return;
        }
        case TOWN_CHECK:
          if (sq == Board.TOWN && m.left() > 0) {
            t.push(m.at(MoveStage.TOWN_STOP));
            return;
          }
          m = m.at(MoveStage.NEXT);
          continue;
        default:
          throw new IllegalStateException("decision stage run as automatic: " + m);
      }
    }
  }

  static void step(Table t, Move m, int to, boolean overBridge) {
    t.push(stepped(t, m, to, overBridge));
  }

  /** One square forward (DG-R12) or over a bridge (DG-R13); the move is then at its encounters. */
  static Move stepped(Table t, Move m, int to, boolean overBridge) {
    int p = m.p();
    t.emit(new DgEvent.Moved(t.ids[p], Board.id(t.square[p]), Board.id(to), overBridge,
        overBridge ? "DG-R13" : "DG-R12"));
    t.square[p] = to;
    return new Move(p, m.left() - 1, m.forced(), m.back(), overBridge ? Option.some(to) : Option.none(), m.met(),
        MoveStage.ENCOUNTERS,
        m.from(), m.steps());
  }

  /** BRANCH (DG-R13): the ring or the bridge; TOWN_STOP (DG-R15): stop in Town or go on. */
  static final Decision<Move> MOVE = new Decision<>() {
    @Override
    public void options(Table t, Move m, PlayerId me, ArrayList<DgAction> out) {
      if (m.stage() == MoveStage.BRANCH) {
        out.add(new DgAction.Ring(me));
        out.add(new DgAction.Bridge(me));
      } else {
        out.add(new DgAction.StopInTown(me));
        out.add(new DgAction.ContinuePast(me));
      }
    }

    @Override
    public boolean allows(Table t, Move m, PlayerId me, DgAction a) {
      return m.stage() == MoveStage.BRANCH ? a instanceof DgAction.Ring || a instanceof DgAction.Bridge
          : a instanceof DgAction.StopInTown || a instanceof DgAction.ContinuePast;
    }
  };
}
