package dev.ply.samples.loveletter;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Strategy;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Seq;

/**
 * Love Letter played from the classic strategy (the {@code heuristic} bot), by card counting over
 * what the player may see: every face-up pile, the cards set aside face up with 2 players (LL-R3),
 * its own two cards and the hands its view says it knows (a Priest's look, a Baron's tie, a King's
 * trade: {@link LoveLetterState#known}). The unseen cards (other hands, the draw pile, the burned
 * card) are taken as equally likely to be anywhere, which is exact against players who keep no
 * pattern and a fair guess against others. A known hand is aimed at with certainty: the Guard names
 * it, the Baron challenges it only when the kept card is higher, the Prince makes it discard the
 * Princess. A card of its own that a rival knows is played away rather than kept.
 *
 * <p>Each legal play is scored as what its effect is worth (a rival knocked out counts 1) plus what
 * the card kept is worth: the chance that it beats an unseen card, weighing more as the draw pile
 * runs down and the showdown nears (LL-R15). What follows from it: the Princess is never played while anything else may be
 * (LL-R12); the Guard names the card type most copies of which are unseen (LL-R5); the Baron is
 * played when the card kept is likely to win the comparison (LL-R7); the Prince goes to a rival
 * when the Princess is unseen, or to oneself to trade a low card (LL-R9); the King trades away only
 * a card likely to lose to an unseen one (LL-R10). Rivals under the Handmaid cannot be chosen at all
 * (the rules leave them out, LL-R8, LL-R13). Among equal choices the rival with most tokens is
 * chosen, then the dice decide.
 *
 * <p>Registered through {@code META-INF/services/dev.ply.core.agent.Strategy}.
 */
public final class LoveLetterStrategy implements Strategy<LoveLetterState, LoveLetterAction> {

  @Override
  public String gameId() {
    return LoveLetterGame.ID;
  }

  @Override
  public int choose(LoveLetterState s, PlayerId me, Seq<LoveLetterAction> legal, Dice dice) {
    int seat = s.table().seatOf(me);
    int[] unseen = unseen(s, seat);
    boolean exposed = knownToARival(s, seat);
    int total = 0;
    for (int c = 1; c <= 8; c++) {
      total += unseen[c];
    }
    // the showdown weighs more as the pile runs down: 0.25 with a full pile, 1 when it is empty
    double showdown = 0.25 + 0.75 * (1 - Math.min(1.0, s.deckSize() / 11.0));
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    int ties = 0;
    for (int i = 0; i < legal.size(); i++) {
      LoveLetterAction a = legal.get(i);
      int played = a.card().value();
      int kept = s.hand(seat) == played ? s.drawn() : s.hand(seat);
      double keep = strength(kept, unseen, total);
      double score = effect(s, seat, a, kept, unseen, total, showdown, keep) + showdown * keep;
      if (exposed && played != s.hand(seat)) {
        score -= EXPOSED; // the card a rival knows is kept: its Guard or Baron can aim at it
      }
      if (a.target() != null) {
        score += 0.001 * s.tokens(s.table().seatOf(a.target())); // the leader first
      }
      if (score > bestScore + 1e-9) {
        best = i;
        bestScore = score;
        ties = 1;
      } else if (score > bestScore - 1e-9 && dice.nextInt(++ties) == 0) {
        best = i; // reservoir choice among equal scores: each tie equally likely
      }
    }
    return best;
  }

  /** Copies of each value (index 1..8) that {@code seat} cannot see. */
  static int[] unseen(LoveLetterState s, int seat) {
    int[] left = new int[9];
    for (Card c : Card.values()) {
      left[c.value()] = c.copies();
    }
    for (int i = 0, up = Deck.firstDraw(s.players()); i < up; i++) {
      left[s.deck().get(i)]--;
    }
    for (int p = 0; p < s.players(); p++) {
      for (int k = s.piles().count(p) - 1; k >= 0; k--) {
        left[s.piles().card(p, k)]--;
      }
    }
    int hand = s.hand(seat);
    if (hand >= 1 && hand <= 8) {
      left[hand]--;
    }
    if (s.turn() == seat && s.drawn() >= 1 && s.drawn() <= 8) {
      left[s.drawn()]--;
    }
    for (int p = 0; p < s.players(); p++) {
      if (p != seat && s.known(seat, p) != 0) {
        left[s.known(seat, p)]--;
      }
    }
    for (int c = 1; c <= 8; c++) {
      left[c] = Math.max(0, left[c]);
    }
    return left;
  }

  /** What keeping a card a rival knows costs. */
  private static final double EXPOSED = 0.2;

  /** Whether a rival still in the round knows the card {@code seat} held before drawing. */
  private static boolean knownToARival(LoveLetterState s, int seat) {
    for (int v = 0; v < s.players(); v++) {
      if (v != seat && !s.isOut(v) && s.known(v, seat) != 0) {
        return true;
      }
    }
    return false;
  }

  /** What the play itself is worth: 1 for a rival knocked out, −1 for being knocked out. */
  private static double effect(LoveLetterState s, int seat, LoveLetterAction a, int kept, int[] unseen, int total,
      double showdown, double keep) {
    double n = Math.max(1, total);
    int target = a.target() == null ? -1 : s.table().seatOf(a.target());
    int known = target >= 0 && target != seat ? s.known(seat, target) : 0;
    if (known != 0) {
      return effectOnKnown(a, kept, known, unseen, total, showdown, keep);
    }
    switch (a.card()) {
      case PRINCESS:
        return -10; // LL-R12: out of the round at once
      case GUARD: {
        if (target < 0) {
          return 0;
        }
        Card guess = ((LoveLetterAction.PlayGuard) a).guess();
        return unseen[guess.value()] / n;
      }
      case PRIEST:
        return target < 0 ? 0 : 0.15; // the view keeps the look: the next turn can aim at it
      case BARON: {
        if (target < 0) {
          return 0;
        }
        double win = 0;
        double lose = 0;
        for (int c = 1; c <= 8; c++) {
          if (c < kept) {
            win += unseen[c];
          } else if (c > kept) {
            lose += unseen[c];
          }
        }
        return (win - lose) / n;
      }
      case HANDMAID:
        return 0.15; // safe from every Guard, Baron, Prince and King until the next turn
      case PRINCE: {
        if (target == seat) {
          if (kept == Card.PRINCESS.value()) {
            return -10; // LL-R9 + LL-R12: discarding the Princess is being out
          }
          // a fresh card for the kept one: an unseen card beats another unseen one half the time
          return showdown * (0.5 - keep);
        }
        return unseen[Card.PRINCESS.value()] / n + 0.02;
      }
      case KING:
        return target < 0 ? 0 : showdown * (0.5 - keep); // the rival's card for the kept one
      default:
        return 0; // the Countess: no effect (LL-R11)
    }
  }

  /** What a play aimed at a rival whose card is known is worth: its outcome is certain. */
  private static double effectOnKnown(LoveLetterAction a, int kept, int known, int[] unseen, int total,
      double showdown, double keep) {
    switch (a.card()) {
      case GUARD:
        return ((LoveLetterAction.PlayGuard) a).guess().value() == known ? 1 : 0; // LL-R5
      case PRIEST:
        return 0; // nothing new to see
      case BARON:
        return Integer.signum(kept - known); // LL-R7: the lower card is out, a tie does nothing
      case PRINCE:
        return known == Card.PRINCESS.value() ? 1.02 : 0.02; // LL-R9 + LL-R12
      case KING:
        return showdown * (strength(known, unseen, total) - keep); // LL-R10: the known card for the kept one
      default:
        return 0;
    }
  }

  /** The chance that {@code card} beats an unseen card at the showdown (a tie counts half, LL-R15). */
  static double strength(int card, int[] unseen, int total) {
    if (total == 0) {
      return 0.5;
    }
    double below = 0.5 * unseen[card];
    for (int c = 1; c < card; c++) {
      below += unseen[c];
    }
    return below / total;
  }
}
