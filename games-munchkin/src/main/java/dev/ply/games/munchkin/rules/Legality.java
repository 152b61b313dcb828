package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Every legal action of the awaited player (MK-R100, MK-R104..R108), in a stable order: the
 * options of the pending {@link Decision}, whose kind (a priority window, a turn-step frame, a
 * proposal, a choice) defines them beside its membership test.
 */
public final class Legality {
  private Legality() {}

  /** The seat awaited now; none when the game is over. */
  public static Option<Integer> awaitedSeat(MunchkinState s) {
    return Rules.awaited(s).map(Decision.Awaited::seat);
  }

  /**
   * The seat awaited now, or −1 when the game is over.
   *
   * @deprecated use {@link #awaitedSeat}, which says "none" as an {@code Option}
   */
  @Deprecated
  public static int awaited(MunchkinState s) {
    return awaitedSeat(s).getOrElse(-1);
  }

  public static Vector<MunchkinAction> legal(MunchkinState s, PlayerId player) {
    Option<Decision.Awaited> now = Rules.awaited(s);
    if (player == null || now.isEmpty() || !s.seat(now.get().seat()).id().equals(player)) {
      return Vector.empty();
    }
    Decision.Awaited d = now.get();
    return d.rules().options(s, d.seat(), d.frame()).distinct().vector();
  }

  /** MK-R38: the value of the basket, the most valuable item doubled once per turn for a Halfling. */
  public static int saleValue(MunchkinState s, int seat) {
    return Interlude.saleValue(s, seat);
  }
}
