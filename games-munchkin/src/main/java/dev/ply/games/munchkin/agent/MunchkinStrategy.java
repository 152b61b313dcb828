package dev.ply.games.munchkin.agent;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.function.IntToDoubleFunction;

/**
 * Munchkin played from the game's strategy (docs/agents.md, "Munchkin"): every listed action gets
 * a score from what the bot can see, and the best is played (ties drawn from the dice). Passing
 * scores 0, so an action is taken only when it is worth more than doing nothing.
 *
 * <p>What it values: levels first (MK-R3), so Go Up a Level on itself at once, sales of spare
 * items for levels (MK-R38), the best items worn (MK-R32), fights it wins. What it never does:
 * discard its own Race or Class (MK-R20), look for trouble with a monster it cannot beat (MK-R44),
 * give an item away without an equal return (MK-R37), help without a share it values (MK-R53),
 * curse itself or anyone but the leader (MK-R85), raise another player a level (MK-R90).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Strategy}. It keeps nothing
 * between calls and reads only the state it is given.
 */
public final class MunchkinStrategy implements Strategy<MunchkinState, MunchkinAction> {

  @Override
  public String gameId() {
    return "munchkin";
  }

  @Override
  public int choose(MunchkinState state, PlayerId me, Seq<MunchkinAction> legal, Dice dice) {
    if (legal.size() == 1) {
      return 0;
    }
    Seen v = new Seen(state, state.seatOf(me), legal);
    return best(legal.size(), i -> score(v, legal.get(i)), dice);
  }

  /**
   * The pick first, as {@link #choose} draws it, then the others by their scores, best first,
   * leaving out what the bot never does (scored {@link Table#NEVER}: discarding its own Class, a
   * trade proposal it would not make): the default bot's check plays out only what is listed, so
   * it keeps every "never" of the strategy however its playouts come out.
   */
  @Override
  public Seq<Integer> ranking(MunchkinState state, PlayerId me, Seq<MunchkinAction> legal, Dice dice) {
    if (legal.size() == 1) {
      return Vector.of(0);
    }
    Seen v = new Seen(state, state.seatOf(me), legal);
    double[] raw = new double[legal.size()];
    double[] x = new double[legal.size()];
    for (int i = 0; i < x.length; i++) {
      raw[i] = raw(v, legal.get(i));
      x[i] = adjusted(v, legal.get(i), raw[i]);
    }
    int pick = best(x.length, i -> x[i], dice);
    return Vector.range(0, legal.size()).filter(i -> i != pick && !never(raw[i])).sortBy(i -> -x[i]).prepend(pick);
  }

  /** Whether a score says the bot never does it (the noPass shift below is not a "never"). */
  static boolean never(double raw) {
    return raw <= Table.NEVER;
  }

  /** The place of the best score of {@code n}, ties drawn from the dice one by one as they come. */
  private static int best(int n, IntToDoubleFunction score, Dice dice) {
    int pick = 0;
    int ties = 0;
    double best = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double x = score.applyAsDouble(i);
      if (x > best + 1e-9) {
        best = x;
        pick = i;
        ties = 1;
      } else if (x >= best - 1e-9 && dice.nextInt(++ties) == 0) {
        pick = i;
      }
    }
    return pick;
  }

  /**
   * How much better than passing the action is, for the bot. Where nobody may pass (Trouble or
   * Loot, Charity), what the frame asks for (fight or loot, give or discard) ranks above every
   * optional action the bot would not take with a Pass listed: it never discards its Class
   * because the frame offers nothing better to do.
   */
  static double score(Seen v, MunchkinAction a) {
    return adjusted(v, a, raw(v, a));
  }

  private static double adjusted(Seen v, MunchkinAction a, double x) {
    boolean noPass = v.top instanceof Frame.Charity || v.top instanceof Frame.TroubleOrLoot;
    boolean asked = a instanceof MunchkinAction.GiveCharity || a instanceof MunchkinAction.DiscardCharity
        || a instanceof MunchkinAction.LootTheRoom;
    return noPass && !asked && x <= 0 ? x - 2000 : x;
  }

  static double raw(Seen v, MunchkinAction a) {
    if (a instanceof MunchkinAction.Pass || a instanceof MunchkinAction.SetupDone) {
      return 0;
    }
    double x = Table.score(v, a);
    if (!Double.isNaN(x)) {
      return Charity.guard(v, a, x);
    }
    x = Fights.score(v, a);
    if (!Double.isNaN(x)) {
      return x;
    }
    return Picks.score(v, a);
  }
}
