package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import dev.ply.games.desperategods.state.Step.*;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * The resolution stack (§4): runs automatic steps until a decision is awaited, resolves trivial
 * windows with their only option (§4.1), and ends the game (DG-R90, DG-R91).
 */
public final class Engine {
  /** Marks a step that runs by itself. */
  static final int AUTO = -1;

  private Engine() {}

  /** Runs the stack until a player must decide or the game is over. */
  public static void settle(Table t) {
    while (t.ending.isEmpty()) {
      t.refillStore();
      if (decksExhausted(t)) {
        end(t, "DECKS_EMPTY", "DG-R90");
        return;
      }
      Step s = t.top();
      int who = awaited(t, s);
      if (who == AUTO) {
        t.pop();
        run(t, s);
        continue;
      }
      if (trivialWindow(s)) {
        ArrayList<DgAction> legal = legal(t, s);
        if (legal.size() == 1) {
          answer(t, s, legal.get(0));
          continue;
        }
      }
      return;
    }
  }

  /** DG-R90: all four decks empty and no encounter card in play or bound. */
  static boolean decksExhausted(Table t) {
    if (!t.allDecksEmpty() || !t.inPlay.isEmpty()) {
      return false;
    }
    for (int i = 0; i < t.n; i++) {
      if (t.bound[i]) {
        return false;
      }
    }
    return true;
  }

  /** §7: scores by skulls (DG-R92), ties by coins then pile size, then shared (DG-R93). */
  static void end(Table t, String reason, String rule) {
    Vector<Integer> scores = Vector.empty();
    for (int i = 0; i < t.n; i++) {
      scores = scores.append(score(t.victory.get(i)));
    }
    Vector<Integer> winners = Vector.empty();
    for (int i = 0; i < t.n; i++) {
      boolean best = true;
      for (int j = 0; j < t.n; j++) {
        if (compare(t, scores, j, i) > 0) {
          best = false;
          break;
        }
      }
      if (best) {
        winners = winners.append(i);
      }
    }
    t.ending = Option.some(new DgState.Ending(reason, scores, winners));
    t.stack.clear();
    t.emit(new DgEvent.GameEnded(reason, scores, winners.map(w -> t.ids[w]), rule));
  }

  /** Positive when seat a ranks above seat b (DG-R93). */
  static int compare(Table t, Vector<Integer> scores, int a, int b) {
    int c = Integer.compare(scores.get(a), scores.get(b));
    if (c == 0) {
      c = Integer.compare(t.coins[a], t.coins[b]);
    }
    if (c == 0) {
      c = Integer.compare(t.victory.get(a).size(), t.victory.get(b).size());
    }
    return c;
  }

  public static int score(Iterable<String> pile) {
    int s = 0;
    for (String c : pile) {
      s += Cards.get(c).skulls();
    }
    return s;
  }

  /** The seat a decision awaits, or {@link #AUTO}. */
  static int awaited(Table t, Step s) {
    return awaited(t.puppeteer, s);
  }

  /** The seat a decision awaits given the puppeteer (DG-R136), or {@link #AUTO}. */
  static int awaited(int puppeteer, Step s) {
    if (s instanceof PreRoll x) return x.p();
    if (s instanceof ChooseDie x) return controller(puppeteer, x.p());
    if (s instanceof TeleportDest x) return controller(puppeteer, x.p());
    if (s instanceof SuccubusChoice x) return x.p();
    if (s instanceof SwampChoice x) return x.p();
    if (s instanceof Move x) {
      return x.stage() == MoveStage.TOWN_STOP || x.stage() == MoveStage.BRANCH ? controller(puppeteer, x.p()) : AUTO;
    }
    if (s instanceof Encounter x) return x.bTurn() ? x.b() : x.a();
    if (s instanceof Draft x) return x.drafter();
    if (s instanceof Offer x) return x.draft().other();
    if (s instanceof Fight x) return x.stage() == FightStage.COMPARE ? AUTO : x.p();
    if (s instanceof DamageReaction x) return x.p();
    if (s instanceof Pvp x) return PvpRules.pvpAwaited(x);
    if (s instanceof BreakReaction x) return x.owner();
    if (s instanceof PickCard x) return x.picker();
    if (s instanceof JunkPick x) return x.picker();
    if (s instanceof RapidsChoice x) return x.p();
    if (s instanceof OutskirtsChoice x) return x.p();
    if (s instanceof InterrogateChoice x) return x.p();
    if (s instanceof MirrorTarget x) return x.p();
    if (s instanceof CemeteryTarget x) return x.p();
    if (s instanceof WandererTarget x) return x.p();
    if (s instanceof ShrineChoice x) return x.p();
    if (s instanceof TownWindow x) return x.p();
    if (s instanceof GainCapacity x) return x.p();
    if (s instanceof StealPick x) return x.p();
    if (s instanceof GhoulPick x) return x.p();
    if (s instanceof DryadPick x) return x.picker();
    if (s instanceof SereneVolunteer x) return x.asked();
    return AUTO;
  }

  static int controller(int puppeteer, int p) {
    return puppeteer >= 0 && puppeteer != p ? puppeteer : p;
  }

  /** Windows resolved by their default when it is the only option (§4.1, DECISION 27). */
  static boolean trivialWindow(Step s) {
    return s instanceof Fight || s instanceof DamageReaction || s instanceof BreakReaction
        || s instanceof Pvp || (s instanceof ChooseDie c && c.first() == c.second());
  }

  /** DG-R70: windows where Warm Potion may not be drunk. */
  static boolean potionAllowed(Step s) {
    return !(s instanceof Draft || s instanceof Offer || s instanceof StealPick || s instanceof ShrineChoice
        || s instanceof GainCapacity || s instanceof BreakReaction);
  }

  /** Every legal action of the awaited decision (§4.6), in a stable order. */
  static ArrayList<DgAction> legal(Table t, Step s) {
    ArrayList<DgAction> out = new ArrayList<>(16);
    int who = awaited(t, s);
    if (who == AUTO) {
      return out;
    }
    PlayerId me = t.ids[who];
    if (s instanceof Step.TurnStep x) {
      TurnRules.legal(t, x, me, out);
    } else if (s instanceof Step.MoveStep x) {
      MoveRules.legal(t, x, me, out);
    } else if (s instanceof Step.FightStep x) {
      FightRules.legal(t, x, me, out);
    } else if (s instanceof Step.PvpStep x) {
      PvpRules.legal(t, x, me, out);
    } else if (s instanceof Step.SquareChoice x) {
      SquareRules.legal(t, x, me, out);
    }
    if (potionAllowed(s) && t.carries(who, TownCard.Kind.WARM_POTION)) {
      out.add(new DgAction.UsePotion(me));
    }
    return out;
  }

  /** True when {@code a} is in {@code legal}; compares classes first (record equals is slow across types). */
  static boolean contains(ArrayList<DgAction> legal, DgAction a) {
    Class<?> c = a.getClass();
    for (int i = 0, n = legal.size(); i < n; i++) {
      DgAction x = legal.get(i);
      if (x.getClass() == c && x.equals(a)) {
        return true;
      }
    }
    return false;
  }

  /** Applies a legal answer to the decision on top of the stack. */
  static void answer(Table t, Step s, DgAction a) {
    if (a instanceof DgAction.UsePotion) {
      int who = awaited(t, s);
      Item potion = t.firstItem(who, TownCard.Kind.WARM_POTION);
      t.discardItem(who, potion, "USED", "DG-R302");
      t.heal(who, 2, "DG-R302");
      return;
    }
    if (s instanceof Step.TurnStep x) {
      TurnRules.answer(t, x, a);
    } else if (s instanceof Step.MoveStep x) {
      MoveRules.answer(t, x, a);
    } else if (s instanceof Step.FightStep x) {
      FightRules.answer(t, x, a);
    } else if (s instanceof Step.PvpStep x) {
      PvpRules.answer(t, x, a);
    } else if (s instanceof Step.SquareChoice x) {
      SquareRules.answer(t, x, a);
    }
  }

  static void run(Table t, Step s) {
    if (s instanceof Step.TurnStep x) {
      TurnRules.run(t, x);
    } else if (s instanceof Step.MoveStep x) {
      MoveRules.run(t, x);
    } else if (s instanceof Step.FightStep x) {
      FightRules.run(t, x);
    } else if (s instanceof Step.PvpStep x) {
      PvpRules.run(t, x);
    } else if (s instanceof Step.SquareAct x) {
      SquareRules.run(t, x);
    }
  }
}
