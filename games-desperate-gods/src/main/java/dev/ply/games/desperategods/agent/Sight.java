package dev.ply.games.desperategods.agent;

import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * One position as one strategy call ({@link Judge}) sees it: the state, and what the call works
 * out about it more than once. A move's worth ({@link Worth#path}) lands on many squares that draw
 * from the same few decks, so the cards nobody has seen and what a draw from each deck is worth
 * to the first player asked about are worked out once for the call, not once a square. It lives
 * for one call: nothing is kept from one position to the next.
 */
final class Sight {
  final DgState s;
  /** Bit i set: card i of {@link Cards#ALL} is in sight (removed, in play or in a victory pile); -1 until known. */
  private int seen = -1;
  /** The player whose draw values are kept (the first asked; the mover of a move), or null. */
  private PlayerState anchor;
  /** Bit d: the draw values of deck d for {@link #anchor} are known. */
  private int known;
  /** Bit d: deck d has no unseen card (a draw from it is worth 0). */
  private int none;
  /** Deck d's mean card at d, its best at 4 + d, its worst at 8 + d; made on the first draw weighed. */
  private double[] kept;

  Sight(DgState s) {
    this.s = s;
  }

  /** Whether card {@code id} is in sight (§8): removed, in play, or in someone's victory pile. */
  boolean seen(String id) {
    return (seenMask() & (1 << Cards.index(id))) != 0;
  }

  private int seenMask() {
    if (seen == -1) {
      int m = mark(0, s.removed());
      m = mark(m, s.inPlay());
      for (int i = 0, n = s.players().size(); i < n; i++) {
        m = mark(m, s.player(i).victory());
      }
      seen = m;
    }
    return seen;
  }

  private static int mark(int m, Vector<String> cards) {
    for (int i = 0, n = cards.size(); i < n; i++) {
      int k = Cards.index(cards.get(i));
      if (k != Cards.NO_CARD) {
        m |= 1 << k;
      }
    }
    return m;
  }

  /**
   * What drawing from deck {@code d} (the deck a draw really uses, {@link Worth#drawn}) is worth to
   * {@code p}: the mean of {@link Worth#card} over its unseen cards for one card, else the mean
   * with the best (or, when an opponent picks, the worst); 0 when no card is unseen.
   */
  double draw(PlayerState p, int d, int n, boolean theyPick) {
    if (anchor == null) {
      anchor = p;
    }
    int bit = 1 << d;
    if (p != anchor) {
      if (!values(p, d)) {
        return 0;
      }
    } else if ((known & bit) == 0) {
      known |= bit;
      if (values(p, d)) {
        if (kept == null) {
          kept = new double[12];
        }
        kept[d] = lastMean;
        kept[4 + d] = lastBest;
        kept[8 + d] = lastWorst;
      } else {
        none |= bit;
        return 0;
      }
    } else if ((none & bit) != 0) {
      return 0;
    } else {
      lastMean = kept[d];
      lastBest = kept[4 + d];
      lastWorst = kept[8 + d];
    }
    if (n <= 1) {
      return lastMean;
    }
    return theyPick ? 0.5 * (lastMean + lastWorst) : 0.5 * (lastMean + lastBest);
  }

  private double lastMean;
  private double lastBest;
  private double lastWorst;

  /** Works out the mean, best and worst card of deck {@code d} for {@code p}; false when none is unseen. */
  private boolean values(PlayerState p, int d) {
    Vector<String> deck = Cards.deck(d);
    double sum = 0;
    double hi = Double.NEGATIVE_INFINITY;
    double lo = Double.POSITIVE_INFINITY;
    int count = 0;
    for (int i = 0, n = deck.size(); i < n; i++) {
      String c = deck.get(i);
      if (seen(c)) {
        continue;
      }
      double v = Worth.card(s, p, c);
      sum += v;
      hi = Math.max(hi, v);
      lo = Math.min(lo, v);
      count++;
    }
    if (count == 0) {
      return false;
    }
    lastMean = sum / count;
    lastBest = hi;
    lastWorst = lo;
    return true;
  }
}
