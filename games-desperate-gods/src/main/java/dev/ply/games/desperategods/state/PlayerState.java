package dev.ply.games.desperategods.state;

import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;

/**
 * One seat's public area (DG-R3): figure, HP, coins, ordered equipment (DG-R58), victory pile,
 * direction (DG-R19), skip and extra turn counters (DG-R8, DG-R9), explorer bonus (DG-R47) and
 * the Succubus binding (DG-R222).
 */
public record PlayerState(
    PlayerId id,
    int square,
    int hp,
    int coins,
    Vector<Integer> items,
    Vector<String> victory,
    boolean counterClockwise,
    int skipTurns,
    int extraTurns,
    boolean explorerBonus,
    boolean bound) {

  public static PlayerState fresh(PlayerId id) {
    return new PlayerState(id, 0, 3, 0, Vector.empty(), Vector.empty(), false, 0, 0, false, false);
  }
}
