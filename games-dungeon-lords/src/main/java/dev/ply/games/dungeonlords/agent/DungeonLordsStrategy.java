package dev.ply.games.dungeonlords.agent;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.KeepOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickNonPlayerOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickOrder;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.ReturnOrder;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * Dungeon Lords played from the game's strategy ({@code heuristic}; docs/agents.md says what it
 * values and what it never does). Orders are planned against the season's food, gold and evil
 * needs ({@link Orders}); the spaces, digging and production keep what leaves the lord's purse
 * worth most ({@link Works}); payday, taxes and the special events are paid whenever they can be
 * ({@link Dues}); combat sets traps and monsters where they kill or stop the most ({@link Fight}).
 * It reads only what the lord may see (§8), keeps nothing between calls, and draws from the dice
 * only to break exact ties.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Strategy}.
 */
public final class DungeonLordsStrategy implements Strategy<DungeonLordsState, DungeonLordsAction> {

  @Override
  public String gameId() {
    return "dungeon-lords";
  }

  @Override
  public int choose(DungeonLordsState state, PlayerId me, Seq<DungeonLordsAction> legal, Dice dice) {
    if (legal.size() == 1 || state.seatOf(me) < 0) {
      return 0;
    }
    Look look = new Look(state, me);
    DungeonLordsAction first = legal.head();
    if (first instanceof PickOrder || first instanceof PickNonPlayerOrder) {
      return orders(look, legal);
    }
    double[] score = new double[legal.size()];
    for (int i = 0; i < score.length; i++) {
      score[i] = score(look, legal.get(i));
    }
    return best(score, dice);
  }

  private static double score(Look look, DungeonLordsAction a) {
    if (a instanceof KeepOrder k) {
      return Orders.single(look, k.order());
    }
    if (a instanceof ReturnOrder r) {
      return Orders.single(look, r.order());
    }
    return switch (look.s.phase()) {
      case ACTION, DIGGING, SPYING, TRAP_DISCARD, PRODUCTION -> Works.score(look, a);
      case PAYDAY, TAXES, SPECIAL -> Dues.score(look, a);
      case PLANNING -> Fight.plan(look, a);
      case BATTLE -> Fight.battle(look, a);
      default -> 0;
    };
  }

  /** DL-R14: the next card of the season's best plan; with 2 players, the non-player lord's card. */
  private static int orders(Look look, Seq<DungeonLordsAction> legal) {
    Vector<Order> picked = Orders.draft(look.s, look).orders();
    if (legal.head() instanceof PickOrder) {
      Vector<Order> hand = picked.appendAll(legal.map(a -> ((PickOrder) a).order()));
      Vector<Order> plan = Orders.plan(look, hand, picked);
      Order next = plan.size() > picked.size() ? plan.get(picked.size()) : null;
      int i = legal.indexWhere(a -> ((PickOrder) a).order() == next);
      return Math.max(0, i);
    }
    // DL-R43: the non-player lord takes space II of what the other lord would want most
    int other = (look.seat + 1) % look.s.players().size();
    Look them = new Look(look.s, look.s.players().get(other));
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < legal.size(); i++) {
      Order o = ((PickNonPlayerOrder) legal.get(i)).order();
      double v = picked.contains(o) ? -10 : Orders.single(them, o);
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return best;
  }

  /** The highest score; exact ties broken by the dice. */
  static int best(double[] score, Dice dice) {
    int best = 0;
    int ties = 1;
    for (int i = 1; i < score.length; i++) {
      if (score[i] > score[best] + 1e-9) {
        best = i;
        ties = 1;
      } else if (Math.abs(score[i] - score[best]) <= 1e-9) {
        ties++;
      }
    }
    if (ties == 1) {
      return best;
    }
    int pick = dice.nextInt(ties);
    for (int i = 0; i < score.length; i++) {
      if (Math.abs(score[i] - score[best]) <= 1e-9 && pick-- == 0) {
        return i;
      }
    }
    return best;
  }
}
