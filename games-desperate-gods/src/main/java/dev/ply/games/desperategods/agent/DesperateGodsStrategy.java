package dev.ply.games.desperategods.agent;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Seq;

/**
 * The {@code heuristic} bot of Desperate Gods: scores every legal action from the game's strategy
 * ({@link Judge}) and plays the best, ties broken by the dice. It collects skulls (DG-R92) where
 * its odds are good, keeps its last hit point, buys swords and armour in the Town, trades only for
 * a gain and never hands over an item or victory card it could keep. Documented in docs/agents.md.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Strategy}.
 */
public final class DesperateGodsStrategy implements Strategy<DgState, DgAction> {

  @Override
  public String gameId() {
    return DesperateGodsGame.ID;
  }

  @Override
  public int choose(DgState state, PlayerId me, Seq<DgAction> legal, Dice dice) {
    if (legal.size() == 1) {
      return 0; // what the loop below gives for one action, with no draw: a playout asks this at every forced step
    }
    Judge judge = new Judge(state, me);
    double best = Double.NEGATIVE_INFINITY;
    int ties = 0;
    int pick = 0;
    for (int i = 0; i < legal.size(); i++) {
      double v = judge.score(legal.get(i));
      if (v > best + 1e-9) {
        best = v;
        pick = i;
        ties = 1;
      } else if (v > best - 1e-9 && dice.nextInt(++ties) == 0) {
        // reservoir choice: each of the equal best is as likely, and the dice decide
        pick = i;
      }
    }
    return pick;
  }
}
