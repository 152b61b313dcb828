package dev.ply.core.flow;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * "Anyone may respond now": every seated player, in turn order from {@code first}, is offered the
 * window, whether or not they hold anything to play, so that being asked reveals nothing. The
 * window closes once every player has passed in succession; a play reopens it (everyone must pass
 * again, starting with the player after the one who played). An immutable value a game embeds in
 * its state.
 *
 * @param order the players in the order they are offered the window
 * @param current index in {@code order} of the player offered the window now
 * @param passesInRow consecutive passes since the window opened or was last reopened
 */
public record ResponseWindow(Vector<PlayerId> order, int current, int passesInRow) {

  public ResponseWindow {
    Objects.requireNonNull(order, "order");
    if (order.isEmpty()) {
      throw new IllegalArgumentException("a response window needs at least one player");
    }
    if (current < 0 || current >= order.size() || passesInRow < 0 || passesInRow > order.size()) {
      throw new IllegalArgumentException("window position out of range");
    }
  }

  /** Opens the window over {@code seats} (in turn order), offered first to {@code first}. */
  public static ResponseWindow open(Vector<PlayerId> seats, PlayerId first) {
    int start = seats.indexOf(first);
    if (start < 0) {
      throw new IllegalArgumentException(first + " is not seated");
    }
    return new ResponseWindow(seats, start, 0);
  }

  /** The player who must now play or pass; meaningless once {@link #isClosed()}. */
  public PlayerId offeredTo() {
    return order.get(current);
  }

  /**
   * Who is still to be offered the window before it closes if nobody plays: the offered player
   * first, then the next ones in order, as many as passes are still needed. A front end shows it as
   * "who may still respond"; a game that skips some players (the dead, one who may not answer)
   * leaves them out itself.
   */
  public Vector<PlayerId> stillToAnswer() {
    Vector<PlayerId> out = Vector.empty();
    for (int k = 0; k < order.size() - passesInRow; k++) {
      out = out.append(order.get((current + k) % order.size()));
    }
    return out;
  }

  /** True once every player has passed in succession. */
  public boolean isClosed() {
    return passesInRow >= order.size();
  }

  /** The offered player passes; the window moves on, or closes after the last pass. */
  public ResponseWindow pass() {
    requireOpen();
    return new ResponseWindow(order, next(), passesInRow + 1);
  }

  /** The offered player plays something: the window reopens from the next player. */
  public ResponseWindow played() {
    requireOpen();
    return new ResponseWindow(order, next(), 0);
  }

  /**
   * The offered player plays something and keeps priority (Munchkin's MK-R102: the actor may act
   * again): the count of passes restarts and the same player is offered the window again.
   */
  public ResponseWindow playedKeepingPriority() {
    requireOpen();
    return new ResponseWindow(order, current, 0);
  }

  private int next() {
    return (current + 1) % order.size();
  }

  private void requireOpen() {
    if (isClosed()) {
      throw new IllegalStateException("the response window is closed");
    }
  }

  /** The canonical encoding ({@link dev.ply.core.Game#encode}): the order, then the position. */
  public void encode(CanonicalWriter out) {
    out.players(order).integer(current).integer(passesInRow);
  }
}
