package dev.ply.games.dungeonlords;

import io.vavr.control.Option;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Heuristic;
import dev.ply.games.dungeonlords.rules.Scoring;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Lord;
import dev.ply.games.dungeonlords.state.Tile;

/**
 * How well a Dungeon Lords position stands for a lord, for MCTS playouts cut short. It scores
 * public facts only (so a determinized world cannot mislead it): the points the lord would have
 * if the game ended now (DL-R110, without titles), plus what is still to come — gold, food and
 * imps to build with, monsters and traps to fight with (a trap hand's size is public, §8), and
 * the threat of the party queued against him (health left, DL-R79) and of penalties. The lord's
 * margin over the best other lord is squashed into (0, 1).
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Heuristic}.
 */
public final class DungeonLordsHeuristic implements Heuristic<DungeonLordsState> {

  @Override
  public String gameId() {
    return "dungeon-lords";
  }

  /** A lord's standing in points. */
  static double worth(Lord l) {
    double v = Scoring.base(l);
    v += 0.3 * l.gold() + 0.25 * l.food() + 0.4 * l.imps() + 0.6 * l.traps().size();
    for (LairMonster m : l.lair()) {
      v += m.ready() ? 0.8 : 0.4;
    }
    for (Tile t : l.tiles()) {
      v += t.conquered() ? 0 : 0.3;
    }
    for (Fighter f : l.party()) {
      v -= 0.5 * (f.health() - f.damage());
    }
    return v;
  }

  @Override
  public double value(DungeonLordsState s, PlayerId player) {
    Option<Integer> seated = s.seat(player);
    if (seated.isEmpty()) {
      return 0.5;
    }
    int me = seated.get();
    double mine = s.over() ? s.scores().get(me) : worth(s.lord(me));
    double best = Double.NEGATIVE_INFINITY;
    for (int seat = 0; seat < s.players().size(); seat++) {
      if (seat != me) {
        best = Math.max(best, s.over() ? s.scores().get(seat) : worth(s.lord(seat)));
      }
    }
    return 1 / (1 + Math.exp(-(mine - best) / 4));
  }
}
