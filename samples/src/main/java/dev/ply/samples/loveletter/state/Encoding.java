package dev.ply.samples.loveletter.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;
import java.util.function.BiConsumer;
import dev.ply.samples.loveletter.action.LoveLetterAction;

/**
 * The canonical encoding of a Love Letter position ({@code docs/log-format.md}, "Love Letter"),
 * which the action log's hash chain digests after every step. Cards are their printed values 1..8
 * (the spec's ids), 9 where a view hides one, 0 for "no card"; a
 * row of cards is written as 4-bit nibbles, the first in the lowest bits (seat {@code i}'s hand
 * or tokens in bits {@code 4i..4i+3}); sets of seats are bit masks (bit {@code i} = seat
 * {@code i}); small numbers are tiny values. The players are a part (their digest): they never
 * change within a game. The random source is left out. Changing this order breaks every recorded
 * log.
 */
public final class Encoding {
  private Encoding() {}

  private static final BiConsumer<CanonicalWriter, Vector<PlayerId>> PLAYERS = CanonicalWriter::players;

  public static void write(LoveLetterState s, CanonicalWriter out) {
    int n = s.players();
    out.part(s.table().players(), PLAYERS);
    out.tiny(s.round()).tiny(n).tiny(s.next()).tiny(s.drawn()).tiny(s.turn()).tiny(s.out()).tiny(s.shielded())
        .tiny(s.winners()).tiny(s.turns());
    out.integer(s.tokens()).integer(s.hands());
    Deck deck = s.deck();
    long slots = 0;
    for (int slot = 0; slot < 16; slot++) {
      slots |= (long) deck.get(slot) << (4 * slot);
    }
    out.longInt(slots);
    Piles piles = s.piles();
    for (int seat = 0; seat < n; seat++) {
      out.longInt(piles.get(seat));
    }
    out.longInt(s.known()); // rules version 2: what each player knows of another's hand
  }

  /**
   * An action ({@code docs/log-format.md}, "Love Letter"): the card played (its value 1..8, which
   * fixes what follows, as a tiny value), {@code p} the actor, the target as {@code n} or
   * {@code o p}, and for a Guard the guess as a tiny value (its value, 0 for none).
   */
  public static void writeAction(LoveLetterAction a, CanonicalWriter out) {
    out.tiny(a.card().value()).player(a.actor());
    if (a.target() == null) {
      out.none();
    } else {
      out.some().player(a.target());
    }
    if (a instanceof LoveLetterAction.PlayGuard g) {
      out.tiny(g.guess() == null ? 0 : g.guess().value());
    }
  }
}
