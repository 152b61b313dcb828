package dev.ply.samples.loveletter.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.samples.loveletter.action.LoveLetterAction;

/**
 * The canonical encoding of a Love Letter position ({@code docs/log-format.md}, "Love Letter"),
 * which the action log's hash chain digests after every step. Cards are their printed values 1..8
 * (the spec's ids), 9 where a view hides one, 0 for "no card"; sets of seats are bit masks (bit
 * {@code i} = seat {@code i}). The random source is left out. Changing this order breaks every
 * recorded log.
 */
public final class Encoding {
  private Encoding() {}

  public static void write(LoveLetterState s, CanonicalWriter out) {
    int n = s.players();
    out.players(s.table().players()).integer(s.round());
    out.list(n);
    for (int seat = 0; seat < n; seat++) {
      out.integer(s.tokens(seat));
    }
    out.list(16);
    for (int slot = 0; slot < 16; slot++) {
      out.integer(s.deck().get(slot));
    }
    out.integer(s.next());
    out.list(n);
    for (int seat = 0; seat < n; seat++) {
      out.integer(s.hand(seat));
    }
    out.integer(s.drawn()).integer(s.turn()).integer(s.out()).integer(s.shielded());
    out.list(n);
    for (int seat = 0; seat < n; seat++) {
      int count = s.piles().count(seat);
      out.list(count);
      for (int i = 0; i < count; i++) {
        out.integer(s.piles().card(seat, i));
      }
    }
    out.integer(s.winners()).integer(s.turns());
  }

  /**
   * An action ({@code docs/log-format.md}, "Love Letter"): {@code i} the card played (its value
   * 1..8, which fixes what follows), {@code p} the actor, the target as {@code n} or {@code o p},
   * and for a Guard the guess as {@code n} or {@code o i} (its value).
   */
  public static void writeAction(LoveLetterAction a, CanonicalWriter out) {
    out.integer(a.card().value()).player(a.actor());
    if (a.target() == null) {
      out.none();
    } else {
      out.some().player(a.target());
    }
    if (a instanceof LoveLetterAction.PlayGuard g) {
      if (g.guess() == null) {
        out.none();
      } else {
        out.some().integer(g.guess().value());
      }
    }
  }
}
