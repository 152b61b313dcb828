package dev.ply.games.desperategods;

import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;

/**
 * How well a Desperate Gods position stands for a player, for MCTS playouts cut short
 * ({@code mcts:N@D}). Random games of Desperate Gods last about 400 actions, so full random
 * playouts are slow and noisy; this scores a cut playout from public facts only: skulls in the
 * victory pile (what decides the winner, DG-R93), hit points, coins and items, compared with the
 * best rival and squashed into [0, 1] by a logistic curve.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}.
 */
public final class DesperateGodsHeuristic implements Heuristic<DgState> {

  @Override
  public String gameId() {
    return "desperate-gods";
  }

  @Override
  public double value(DgState s, PlayerId player) {
    double mine = 0;
    double best = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < s.players().size(); i++) {
      PlayerState p = s.player(i);
      double v = strength(p);
      if (p.id().equals(player)) {
        mine = v;
      } else {
        best = Math.max(best, v);
      }
    }
    return 1 / (1 + Math.exp(-(mine - best)));
  }

  static double strength(PlayerState p) {
    io.vavr.collection.Vector<String> victory = p.victory();
    int skulls = 0;
    for (int i = 0, n = victory.size(); i < n; i++) {
      skulls += Cards.get(victory.get(i)).skulls();
    }
    return skulls + (p.hp() > 0 ? 0.3 * p.hp() : -3) + 0.05 * p.coins() + 0.2 * p.items().size();
  }
}
