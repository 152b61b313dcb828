package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard.Kind;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/** Player-versus-player combat (§4.4, DG-R26..R30, DG-R98a), started by an encounter or the Lost Wanderer. */
final class PvpRules {
  private PvpRules() {}

  static final int MAX_PVP_ROUNDS = 20;

  static Pvp newPvp(Table t, int x, int y, Option<String> wanderer) {
    t.emit(new DgEvent.FightStarted(t.ids[x], t.name(y), 0, "DG-R26"));
    return new Pvp(x, y, 1, PvpStage.PRE_X, Vector.empty(), Vector.empty(), false, false, Vector.empty(),
        Vector.empty(), Hit.NONE, Hit.NONE, false, wanderer);
  }

  /** The side whose window it is; the roll, an unhit side's damage window and the outcome run by themselves. */
  static Option<Integer> pvpAwaited(Pvp v) {
    switch (v.stage()) {
      case PRE_X:
      case REROLL_X:
        return Seats.of(v.x());
      case PRE_Y:
      case REROLL_Y:
        return Seats.of(v.y());
      case DMG_X:
        return v.hitX() != Hit.NONE ? Seats.of(v.x()) : Seats.NOBODY;
      case DMG_Y:
        return v.hitY() != Hit.NONE ? Seats.of(v.y()) : Seats.NOBODY;
      default:
        return Seats.NOBODY;
    }
  }

  static Pvp at(Pvp v, PvpStage s) {
    return new Pvp(v.x(), v.y(), v.round(), s, v.dx(), v.dy(), v.smiteX(), v.smiteY(), v.usedX(), v.usedY(),
        v.hitX(), v.hitY(), v.escaped(), v.wanderer());
  }

  /**
   * A duel's windows, for the side whose window it is: before the roll be ready, use the Shy Mask
   * (first round only) or cast Smiting; after it reroll or be ready (DG-R26, DG-R42); when hit,
   * use the Nervous Boots or the Wary Helmet, or take it (DG-R313, DG-R304).
   */
  static final Decision<Pvp> PVP = new Decision<>() {
    @Override
    public void options(Table t, Pvp v, PlayerId me, ArrayList<DgAction> out) {
      boolean isX = isX(v.stage());
      int p = isX ? v.x() : v.y();
      switch (v.stage()) {
        case PRE_X:
        case PRE_Y:
          out.add(new DgAction.Ready(me));
          if (maskOffered(t, v, p)) {
            out.add(new DgAction.UseShyMask(me));
          }
          TurnRules.addCasts(t, p, Kind.SCROLL_SMITING, me, out);
          return;
        case REROLL_X:
        case REROLL_Y:
          Equipment.rerolls(t, p, isX ? v.dx() : v.dy(), isX ? v.smiteX() : v.smiteY(), isX ? v.usedX() : v.usedY(), me, out);
          out.add(new DgAction.Ready(me));
          return;
        default:
          Hit hit = isX ? v.hitX() : v.hitY();
          if (bootsOffered(t, hit, p)) {
            out.add(new DgAction.UseBoots(me));
          }
          if (helmetOffered(t, hit, p)) {
            out.add(new DgAction.UseHelmet(me));
          }
          out.add(new DgAction.Accept(me));
      }
    }

    @Override
    public boolean allows(Table t, Pvp v, PlayerId me, DgAction a) {
      boolean isX = isX(v.stage());
      int p = isX ? v.x() : v.y();
      switch (v.stage()) {
        case PRE_X:
        case PRE_Y:
          return a instanceof DgAction.Ready || a instanceof DgAction.UseShyMask && maskOffered(t, v, p)
              || a instanceof DgAction.Cast c && TurnRules.castable(t, p, Kind.SCROLL_SMITING, c);
        case REROLL_X:
        case REROLL_Y:
          return a instanceof DgAction.Ready || a instanceof DgAction.Reroll r && Equipment.rerollable(t, p,
              isX ? v.dx() : v.dy(), isX ? v.smiteX() : v.smiteY(), isX ? v.usedX() : v.usedY(), r);
        default:
          Hit hit = isX ? v.hitX() : v.hitY();
          return a instanceof DgAction.Accept || a instanceof DgAction.UseBoots && bootsOffered(t, hit, p)
              || a instanceof DgAction.UseHelmet && helmetOffered(t, hit, p);
      }
    }
  };

  /** The stages where the initiator X decides. */
  static boolean isX(PvpStage st) {
    return st == PvpStage.PRE_X || st == PvpStage.REROLL_X || st == PvpStage.DMG_X;
  }

  /** DG-R308: the Shy Mask avoids a duel before its first roll only. */
  private static boolean maskOffered(Table t, Pvp v, int p) {
    return v.round() == 1 && t.carries(p, Kind.SHY_MASK);
  }

  /** DG-R313: the Nervous Boots escape a hit, taken or prevented. */
  private static boolean bootsOffered(Table t, Hit hit, int p) {
    return hit != Hit.NONE && t.carries(p, Kind.NERVOUS_BOOTS);
  }

  /** DG-R304: the Wary Helmet stops a hit not yet prevented. */
  private static boolean helmetOffered(Table t, Hit hit, int p) {
    return hit == Hit.TAKEN && t.carries(p, Kind.WARY_HELMET);
  }

  static void pvpAnswer(Table t, Pvp v, DgAction a) {
    PvpStage st = v.stage();
    boolean isX = isX(st);
    int p = isX ? v.x() : v.y();
    if (a instanceof DgAction.Ready || a instanceof DgAction.Accept) {
      t.replaceTop(at(v, next(st)));
    } else if (a instanceof DgAction.UseShyMask) {
      t.pop();
      Item mask = t.firstItem(p, Kind.SHY_MASK);
      t.emit(new DgEvent.ItemEvent(t.ids[p], mask.title(), "USED", "DG-R308"));
      t.emit(new DgEvent.FightEnded(t.ids[v.x()], t.name(v.y()), "AVOIDED", 0, "DG-R308"));
      endPvp(t, v, Option.none());
      t.push(new BreakRoll(p, mask, 3));
    } else if (a instanceof DgAction.Cast c) {
      Pvp n = new Pvp(v.x(), v.y(), v.round(), next(st), v.dx(), v.dy(), v.smiteX() || isX, v.smiteY() || !isX,
          v.usedX(), v.usedY(), v.hitX(), v.hitY(), v.escaped(), v.wanderer());
      t.replaceTop(n);
      TurnRules.payCast(t, p, Item.numbered(c.item()), c.mode());
    } else if (a instanceof DgAction.Reroll r) {
      t.pop();
      int at = t.stack.size();
      Vector<Integer> dice = Equipment.reroll(t, p, isX ? v.dx() : v.dy(), r);
      Pvp n = new Pvp(v.x(), v.y(), v.round(), st, isX ? dice : v.dx(), isX ? v.dy() : dice, v.smiteX(), v.smiteY(),
          isX ? v.usedX().append(Item.numbered(r.item())) : v.usedX(), isX ? v.usedY() : v.usedY().append(Item.numbered(r.item())),
          v.hitX(), v.hitY(), v.escaped(), v.wanderer());
      t.stack.add(at, n);
    } else if (a instanceof DgAction.UseHelmet) {
      Item helmet = t.firstItem(p, Kind.WARY_HELMET);
      t.emit(new DgEvent.ItemEvent(t.ids[p], helmet.title(), "USED", "DG-R304"));
      t.replaceTop(new Pvp(v.x(), v.y(), v.round(), st, v.dx(), v.dy(), v.smiteX(), v.smiteY(), v.usedX(), v.usedY(),
          isX ? Hit.PREVENTED : v.hitX(), isX ? v.hitY() : Hit.PREVENTED, v.escaped(), v.wanderer()));
      t.push(new BreakRoll(p, helmet, 3));
    } else if (a instanceof DgAction.UseBoots) {
      Item boots = t.firstItem(p, Kind.NERVOUS_BOOTS);
      t.emit(new DgEvent.ItemEvent(t.ids[p], boots.title(), "USED", "DG-R313"));
      t.replaceTop(new Pvp(v.x(), v.y(), v.round(), next(st), v.dx(), v.dy(), v.smiteX(), v.smiteY(), v.usedX(),
          v.usedY(), isX ? Hit.NONE : v.hitX(), isX ? v.hitY() : Hit.NONE, true, v.wanderer()));
      t.push(new BreakRoll(p, boots, 2));
    }
  }

  static PvpStage next(PvpStage s) {
    return PvpStage.values()[s.ordinal() + 1];
  }

  static void pvpAuto(Table t, Pvp v) {
    switch (v.stage()) {
      case ROLL: {
        Vector<Integer> dx = v.smiteX() ? Vector.of(6) : MonsterFights.vec(MonsterFights.rollAttack(t, v.x(), "DG-R26"));
        Vector<Integer> dy = v.smiteY() ? Vector.of(6) : MonsterFights.vec(MonsterFights.rollAttack(t, v.y(), "DG-R26"));
        t.push(new Pvp(v.x(), v.y(), v.round(), PvpStage.REROLL_X, dx, dy, v.smiteX(), v.smiteY(), v.usedX(),
            v.usedY(), Hit.NONE, Hit.NONE, false, v.wanderer()));
        return;
      }
      case DMG_X: {
        // entered after both reroll windows: compare once (no hits yet and no escape)
        if (v.hitX() == Hit.NONE && v.hitY() == Hit.NONE && !v.escaped()) {
          int sx = MonsterFights.strength(t, v.x(), v.dx());
          int sy = MonsterFights.strength(t, v.y(), v.dy());
          Hit hx = sx <= sy ? Hit.TAKEN : Hit.NONE;
          Hit hy = sy <= sx ? Hit.TAKEN : Hit.NONE;
          t.emit(new DgEvent.FightEnded(t.ids[v.x()], t.name(v.y()), sx > sy ? "WON" : sx < sy ? "LOST" : "TIE", sx, "DG-R26"));
          Pvp n = new Pvp(v.x(), v.y(), v.round(), PvpStage.DMG_X, v.dx(), v.dy(), v.smiteX(), v.smiteY(),
              v.usedX(), v.usedY(), hx, hy, false, v.wanderer());
          t.push(hx != Hit.NONE ? n : at(n, PvpStage.DMG_Y));
          return;
        }
        t.push(at(v, PvpStage.DMG_Y));
        return;
      }
      case DMG_Y:
        t.push(at(v, PvpStage.APPLY));
        return;
      case APPLY:
        apply(t, v);
        return;
      default:
        throw new IllegalStateException("PvP decision run as automatic: " + v);
    }
  }

  /** DG-R26..R30: damage at the same moment, then deaths; the combat ends or goes on. */
  static void apply(Table t, Pvp v) {
    int x = v.x();
    int y = v.y();
    if (v.hitX() == Hit.TAKEN) {
      t.hp[x] = Math.max(0, t.hp[x] - 1);
      t.emit(new DgEvent.DamageTaken(t.ids[x], 1, t.hp[x], "DG-R26"));
    }
    if (v.hitY() == Hit.TAKEN) {
      t.hp[y] = Math.max(0, t.hp[y] - 1);
      t.emit(new DgEvent.DamageTaken(t.ids[y], 1, t.hp[y], "DG-R26"));
    }
    boolean xd = t.hp[x] == 0;
    boolean yd = t.hp[y] == 0;
    if (xd || yd) {
      if (xd && yd) {
        endPvp(t, v, Option.none());
        t.die(x, Holder.LIMBO);
        t.die(y, Holder.LIMBO);
      } else {
        int survivor = xd ? y : x;
        endPvp(t, v, Option.some(survivor));
        int dead = xd ? x : y;
        t.die(dead, Holder.seat(survivor));
        t.heal(survivor, t.carries(survivor, Kind.THIRSTY_SWORD) ? 1 : 0, "DG-R303");
      }
      return;
    }
    if (v.escaped() || v.round() >= MAX_PVP_ROUNDS) {
      if (!v.escaped()) {
        t.emit(new DgEvent.StatusChanged(t.ids[x], "combat stopped after 20 rounds", "DG-R98"));
      }
      endPvp(t, v, Option.none());
      return;
    }
    t.push(new Pvp(x, y, v.round() + 1, PvpStage.PRE_X, Vector.empty(), Vector.empty(), false, false,
        Vector.empty(), Vector.empty(), Hit.NONE, Hit.NONE, false, v.wanderer()));
  }

  /** The Lost Wanderer goes to the survivor, or back to L2 (DG-R219). */
  static void endPvp(Table t, Pvp v, Option<Integer> survivor) {
    if (v.wanderer().isEmpty() || !t.inPlay.contains(v.wanderer().get())) {
      return;
    }
    String card = v.wanderer().get();
    if (survivor.isDefined()) {
      t.toVictory(survivor.get(), card, "DG-R219");
    } else {
      t.toDeckBottom(card, "DG-R219");
    }
  }
}
