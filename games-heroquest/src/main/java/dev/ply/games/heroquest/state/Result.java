package dev.ply.games.heroquest.state;

import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;

/**
 * How the game ended (§7): won (HQ-R32), lost because heroes died (HQ-R21, {@code fallen} in seat
 * order from the active seat) or lost at the turn limit (HQ-R45).
 */
public record Result(Kind kind, Vector<PlayerId> fallen) {

  public enum Kind { WON, HERO_DIED, TURN_LIMIT }

  public static Result victory() {
    return new Result(Kind.WON, Vector.empty());
  }

  public static Result heroesDied(Vector<PlayerId> fallen) {
    return new Result(Kind.HERO_DIED, fallen);
  }

  public static Result turnLimit() {
    return new Result(Kind.TURN_LIMIT, Vector.empty());
  }

  public boolean won() {
    return kind == Kind.WON;
  }
}
