package dev.ply.samples.loveletter.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;

/**
 * What each player may see, and sampling a full state back from what one player sees.
 *
 * <p>A view is a projection: it starts from nothing hidden-worthy and copies in only what the
 * viewer may see — their own hand (and the card they drew on their turn), every face-up pile,
 * the cards set aside face up, token counts, who is out or protected, the deck's size. Other
 * hands, the deck order and the burned card become {@link Deck#HIDDEN}; the random source is
 * sealed.
 *
 * <p>DECISION: a view keeps what its viewer has learnt this round of another's hand (a Priest's
 * look, a Baron's tie, the card given away with the King: {@link LoveLetterState#known}), and
 * what others have learnt of the viewer's own hand, which the viewer saw them learn; it drops what
 * others learnt of each other. The other hand stays hidden in {@code hands}: a known card is a
 * memory, not a card face up. (Until 0.2.0 views forgot it, and a bot had to keep it itself.)
 */
public final class Secrets {
  private Secrets() {}

  public static LoveLetterState view(LoveLetterState s, PlayerId viewer) {
    int me = s.table().seatOf(viewer);
    int n = s.players();
    int hands = 0;
    for (int seat = 0; seat < n; seat++) {
      int h = s.hand(seat);
      int shown = (h == 0 || seat == me) ? h : Deck.HIDDEN;
      hands |= shown << (4 * seat);
    }
    int drawn = s.drawn() == 0 || s.turn() == me ? s.drawn() : Deck.HIDDEN;
    return new LoveLetterState(s.table(), s.round(), s.tokens(), s.deck().masked(Deck.firstDraw(n)), s.next(),
        hands, drawn, s.turn(), s.out(), s.shielded(), s.piles(), s.winners(), s.turns(), RandomSource.sealed(),
        s.known() & seen(me));
  }

  /**
   * The bits of {@code known} that {@code me} may see: its own row (what it knows) and its own
   * column (what others know of its hand); none for a spectator.
   */
  private static long seen(int me) {
    return me < 0 ? 0 : (0xFFFFL << (16 * me)) | (0x000F_000F_000F_000FL << (4 * me));
  }

  /**
   * Deals every card {@code viewer} cannot see at random among the places the view hides (other
   * hands, the drawn card of another player, the rest of the deck and the burned card), a hand the
   * viewer knows getting the card it knows, so that
   * {@code view(determinize(v, p, r), p).equals(v)}.
   */
  public static LoveLetterState determinize(LoveLetterState state, PlayerId viewer, RandomSource rng) {
    return deal(state, viewer, rng, null);
  }

  /**
   * How much likelier than the others a card is in a rival's hand, judged from the view: a model
   * of how players play ({@code dev.ply.samples.loveletter.LoveLetterBelief}).
   */
  @FunctionalInterface
  public interface Guess {
    /** The weight of {@code card} in {@code seat}'s hand, from 0 (never) up; all equal deal as {@link #determinize}. */
    double weight(LoveLetterState view, int seat, int card);
  }

  /**
   * {@link #determinize}, except that each hand a rival holds hidden and unknown to {@code viewer}
   * is dealt first, each unseen card weighted by its copies left times {@code guess}; the rest is
   * dealt at random as before. With no guess, exactly {@link #determinize}.
   */
  public static LoveLetterState deal(LoveLetterState state, PlayerId viewer, RandomSource rng, Guess guess) {
    LoveLetterState v = view(state, viewer);
    int n = v.players();
    int me = v.table().seatOf(viewer);
    int[] left = new int[9];
    for (Card c : Card.values()) {
      left[c.value()] = c.copies();
    }
    int faceUp = Deck.firstDraw(n);
    for (int i = 0; i < faceUp; i++) {
      left[v.deck().get(i)]--;
    }
    int hiddenHands = 0;
    for (int seat = 0; seat < n; seat++) {
      int h = v.hand(seat);
      if (h == Deck.HIDDEN && v.known(me, seat) != 0) {
        left[v.known(me, seat)]--;
      } else if (h == Deck.HIDDEN) {
        hiddenHands++;
      } else if (h != 0) {
        left[h]--;
      }
      for (int k = v.piles().count(seat) - 1; k >= 0; k--) {
        left[v.piles().card(seat, k)]--;
      }
    }
    if (v.drawn() == Deck.HIDDEN) {
      hiddenHands++;
    } else if (v.drawn() != 0) {
      left[v.drawn()]--;
    }
    int[] guessed = null; // only with a guess: determinize, on every search iteration, allocates nothing more
    if (guess != null) {
      guessed = new int[n];
      Dice dice = new Dice(rng);
      for (int seat = 0; seat < n; seat++) {
        if (v.hand(seat) == Deck.HIDDEN && v.known(me, seat) == 0) {
          guessed[seat] = guessHand(v, seat, left, guess, dice);
          if (guessed[seat] != 0) {
            left[guessed[seat]]--;
            hiddenHands--;
          }
        }
      }
      rng = dice.source();
    }
    int deckSlots = Math.max(0, Card.DECK_SIZE - v.next());
    int[] unknown = new int[hiddenHands + deckSlots];
    int u = 0;
    for (int c = 1; c <= 8; c++) {
      if (left[c] < 0) {
        throw new IllegalArgumentException("the view shows more " + Card.of(c).title() + " cards than the deck holds");
      }
      for (int k = 0; k < left[c]; k++) {
        if (u == unknown.length) {
          throw new IllegalArgumentException("the view hides fewer places than there are unseen cards");
        }
        unknown[u++] = c;
      }
    }
    if (u != unknown.length) {
      throw new IllegalArgumentException("the view hides more places than there are unseen cards");
    }
    RandomSource after = Shuffle.shuffle(unknown, rng);
    u = 0;
    int hands = 0;
    for (int seat = 0; seat < n; seat++) {
      int h = v.hand(seat);
      int dealt = h != Deck.HIDDEN ? h
          : v.known(me, seat) != 0 ? v.known(me, seat)
          : guessed != null && guessed[seat] != 0 ? guessed[seat]
          : unknown[u++];
      hands |= dealt << (4 * seat);
    }
    int drawn = v.drawn() == Deck.HIDDEN ? unknown[u++] : v.drawn();
    int[] cards = v.deck().toArray();
    for (int slot = v.next(); slot < Card.DECK_SIZE; slot++) {
      cards[slot] = unknown[u++];
    }
    // a fresh source for the sampled world, seeded from the next draws of rng
    Dice dice = new Dice(after);
    long seed = ((long) dice.nextInt(1 << 30) << 34) ^ ((long) dice.nextInt(1 << 30) << 4) ^ dice.nextInt(16);
    return new LoveLetterState(v.table(), v.round(), v.tokens(), Deck.of(cards), v.next(), hands, drawn, v.turn(),
        v.out(), v.shielded(), v.piles(), v.winners(), v.turns(), RandomSource.seeded(seed), v.known());
  }

  /** A card for {@code seat}'s hand drawn from {@code left} by weight; 0 (dealt at random) if every weight is 0. */
  private static int guessHand(LoveLetterState v, int seat, int[] left, Guess guess, Dice dice) {
    // integer weights, so the draw is one nextInt of the documented source
    long[] weights = new long[9];
    long sum = 0;
    for (int c = 1; c <= 8; c++) {
      weights[c] = left[c] <= 0 ? 0 : Math.round(left[c] * 4096 * Math.max(0, guess.weight(v, seat, c)));
      sum += weights[c];
    }
    if (sum == 0 || sum >= Integer.MAX_VALUE) {
      return 0;
    }
    long r = dice.nextInt((int) sum);
    for (int c = 1; c <= 8; c++) {
      if (r < weights[c]) {
        return c;
      }
      r -= weights[c];
    }
    return 0;
  }
}
