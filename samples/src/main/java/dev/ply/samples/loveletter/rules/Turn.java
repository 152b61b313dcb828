package dev.ply.samples.loveletter.rules;

import dev.ply.core.Dice;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Transition;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import dev.ply.samples.loveletter.state.Piles;
import dev.ply.samples.loveletter.state.Table;
import io.vavr.collection.Vector;

/**
 * Resolves one play and everything that follows from it (the next turn, the end of the round, a
 * new round or the end of the game). A {@code Turn} is a scratch pad: it copies the state's
 * fields into plain locals, changes them, and builds exactly one new state at the end. It never
 * escapes {@code apply}, so the rules stay pure while the work allocates only the result.
 */
final class Turn {
  private final Table table;
  private final int n;
  private int round;
  private int tokens;
  private Deck deck;
  private int next;
  private int hands;
  private int drawn;
  private int turn;
  private int out;
  private int shielded;
  private Piles piles;
  private int winners;
  private int turns;
  private RandomSource random;
  private long known;

  // most plays produce 3 or 4 events; a full buffer becomes the event list as it is
  private GameEvent[] events = new GameEvent[4];
  private int eventCount;

  private Turn(Table table, RandomSource random) {
    this.table = table;
    this.n = table.size();
    this.random = random;
    this.deck = null;
    this.piles = Piles.EMPTY;
  }

  private Turn(LoveLetterState s) {
    this.table = s.table();
    this.n = table.size();
    this.round = s.round();
    this.tokens = s.tokens();
    this.deck = s.deck();
    this.next = s.next();
    this.hands = s.hands();
    this.drawn = s.drawn();
    this.turn = s.turn();
    this.out = s.out();
    this.shielded = s.shielded();
    this.piles = s.piles();
    this.winners = s.winners();
    this.turns = s.turns();
    this.random = s.random();
    this.known = s.known();
  }

  /** LL-R3: a new game; the first round starts with a random player. */
  static LoveLetterState start(Table table, RandomSource random) {
    Turn t = new Turn(table, random);
    Dice dice = new Dice(random);
    int first = dice.nextInt(table.size());
    t.random = dice.source();
    t.newRound(first);
    return t.state();
  }

  /** Plays {@code card} (held by the seat on turn) at {@code target} (-1: no one), naming {@code guess}. */
  static Transition<LoveLetterState> play(LoveLetterState s, int card, int target, int guess) {
    Turn t = new Turn(s);
    t.resolve(card, target, guess);
    return new Transition<>(t.state(), t.eventSeq());
  }

  private LoveLetterState state() {
    return new LoveLetterState(table, round, tokens, deck, next, hands, drawn, turn, out, shielded, piles, winners,
        turns, random, known);
  }

  private Vector<GameEvent> eventSeq() {
    if (eventCount == events.length) {
      return Vector.of(events); // Vector.of wraps the array; the Turn never touches it again
    }
    GameEvent[] exact = new GameEvent[eventCount];
    System.arraycopy(events, 0, exact, 0, eventCount);
    return Vector.of(exact);
  }

  private void emit(GameEvent e) {
    if (eventCount == events.length) {
      GameEvent[] bigger = new GameEvent[events.length * 2];
      System.arraycopy(events, 0, bigger, 0, eventCount);
      events = bigger;
    }
    events[eventCount++] = e;
  }

  private int hand(int seat) {
    return (hands >>> (4 * seat)) & 0xF;
  }

  private void setHand(int seat, int card) {
    hands = (hands & ~(0xF << (4 * seat))) | (card << (4 * seat));
  }

  // ------------------------------------------------------------------ what players learn

  private int known(int viewer, int target) {
    return LoveLetterState.known(known, viewer, target);
  }

  private void learn(int viewer, int target, int card) {
    known = LoveLetterState.knowing(known, viewer, target, card);
  }

  /** {@code seat}'s hand is no longer known to anyone (it was played, replaced or put out). */
  private void forget(int seat) {
    for (int v = 0; v < n; v++) {
      learn(v, seat, 0);
    }
  }

  private PlayerId p(int seat) {
    return table.player(seat);
  }

  private static Card card(int value) {
    return Card.of(value);
  }

  // ------------------------------------------------------------------ one play (LL-R4..R14)

  private void resolve(int c, int target, int guess) {
    int me = turn;
    int kept = hand(me) == c ? drawn : hand(me);
    setHand(me, kept);
    // who knew the card held before the draw still knows it unless that card was the one played
    // (the others cannot tell it from a drawn copy)
    for (int v = 0; v < n; v++) {
      if (known(v, me) == c) {
        learn(v, me, 0);
      }
    }
    drawn = 0;
    piles = piles.put(me, c); // LL-R4: played cards stay face up in front of the player
    emit(new LoveLetterEvent.CardPlayed(p(me), card(c), target < 0 ? null : p(target),
        guess == 0 ? null : card(guess)));
    if (target < 0 && c != 4 && c != 7 && c != 8) {
      emit(new LoveLetterEvent.NoEffect(p(me), card(c))); // LL-R13
    } else {
      switch (c) {
        case 1: guard(me, target, guess); break;
        case 2: priest(me, target); break;
        case 3: baron(me, target); break;
        case 4: shielded |= 1 << me; emit(new LoveLetterEvent.Protected(p(me))); break;
        case 5: prince(target); break;
        case 6: king(me, target); break;
        case 7: break; // LL-R11: no effect
        default: knockOut(me, "LL-R12"); break;
      }
    }
    endTurn();
  }

  private void guard(int me, int target, int guess) {
    if (hand(target) == guess) {
      knockOut(target, "LL-R5");
    } else {
      emit(new LoveLetterEvent.GuessMissed(p(me), p(target), card(guess)));
    }
  }

  private void priest(int me, int target) {
    learn(me, target, hand(target));
    emit(new LoveLetterEvent.HandSeen(p(me), p(target), card(hand(target))));
  }

  private void baron(int me, int target) {
    int mine = hand(me);
    int theirs = hand(target);
    emit(new LoveLetterEvent.HandsCompared(p(me), card(mine), p(target), card(theirs)));
    if (mine < theirs) {
      knockOut(me, "LL-R7");
    } else if (theirs < mine) {
      knockOut(target, "LL-R7");
    } else { // a tie: nothing happens, but each now knows the other's card
      learn(me, target, theirs);
      learn(target, me, mine);
    }
  }

  private void prince(int target) {
    int discarded = hand(target);
    forget(target);
    if (discarded == 8) {
      knockOut(target, "LL-R12"); // LL-R9 + LL-R12: discarding the Princess puts them out
      return;
    }
    piles = piles.put(target, discarded);
    emit(new LoveLetterEvent.CardDiscarded(p(target), card(discarded)));
    if (next == Deck.BURNED) {
      emit(new LoveLetterEvent.BurnedCardTaken(p(target))); // LL-R9: the pile is empty
    }
    int fresh = deck.get(next++);
    setHand(target, fresh);
    emit(new LoveLetterEvent.CardDrawn(p(target), card(fresh), "LL-R9"));
  }

  private void king(int me, int target) {
    int mine = hand(me);
    int theirs = hand(target);
    setHand(me, theirs);
    setHand(target, mine);
    // what anyone else knew moves with the cards; the two now know what they gave
    for (int v = 0; v < n; v++) {
      if (v != me && v != target) {
        int ofMe = known(v, me);
        learn(v, me, known(v, target));
        learn(v, target, ofMe);
      }
    }
    learn(me, target, mine);
    learn(target, me, theirs);
    emit(new LoveLetterEvent.HandsTraded(p(me), p(target)));
  }

  /** LL-R14: out of the round, the hand discarded face up. */
  private void knockOut(int seat, String rule) {
    int c = hand(seat);
    piles = piles.put(seat, c);
    setHand(seat, 0);
    forget(seat);
    out |= 1 << seat;
    shielded &= ~(1 << seat);
    emit(new LoveLetterEvent.KnockedOut(p(seat), card(c), rule));
  }

  // ------------------------------------------------------------------ turns and rounds

  private void endTurn() {
    int active = ~out & ((1 << n) - 1);
    if (Integer.bitCount(active) <= 1 || next >= Deck.BURNED) {
      endRound(active); // LL-R15
      return;
    }
    int s = turn;
    do {
      s = s + 1 == n ? 0 : s + 1;
    } while ((active & (1 << s)) == 0);
    startTurn(s);
  }

  /** LL-R4 and LL-R8: the turn begins; protection ends; the player draws. */
  private void startTurn(int seat) {
    turn = seat;
    shielded &= ~(1 << seat);
    drawn = deck.get(next++);
    turns++;
    emit(new LoveLetterEvent.TurnStarted(p(seat)));
    emit(new LoveLetterEvent.CardDrawn(p(seat), card(drawn), "LL-R4"));
  }

  /** LL-R15 and LL-R16. */
  private void endRound(int active) {
    int roundWinners;
    PlayerId[] shown = new PlayerId[0];
    Card[] reveal = new Card[0];
    if (Integer.bitCount(active) == 1) {
      roundWinners = active;
    } else {
      int best = -1;
      int bestTotal = -1;
      roundWinners = 0;
      shown = new PlayerId[Integer.bitCount(active)];
      reveal = new Card[shown.length];
      int k = 0;
      for (int s = 0; s < n; s++) {
        if ((active & (1 << s)) == 0) {
          continue;
        }
        int h = hand(s);
        shown[k] = p(s);
        reveal[k++] = card(h);
        int total = piles.total(s);
        if (h > best || (h == best && total > bestTotal)) {
          best = h;
          bestTotal = total;
          roundWinners = 1 << s;
        } else if (h == best && total == bestTotal) {
          roundWinners |= 1 << s;
        }
      }
    }
    Vector<PlayerId> won = seats(roundWinners);
    emit(new LoveLetterEvent.RoundEnded(round, Vector.of(shown), Vector.of(reveal), won));
    int target = LoveLetterState.target(n);
    int gameWinners = 0;
    for (int s = 0; s < n; s++) {
      if ((roundWinners & (1 << s)) != 0) {
        tokens += 1 << (4 * s);
        int now = (tokens >>> (4 * s)) & 0xF;
        emit(new LoveLetterEvent.TokenGained(p(s), now));
        if (now >= target) {
          gameWinners |= 1 << s;
        }
      }
    }
    drawn = 0;
    if (gameWinners != 0) {
      winners = gameWinners;
      turn = -1;
      emit(new LoveLetterEvent.GameWon(seats(gameWinners), target));
    } else {
      // LL-R3: the next round starts with the previous round's winner (DECISION: of tied winners,
      // the first in seat order).
      newRound(Integer.numberOfTrailingZeros(roundWinners));
    }
  }

  /** LL-R3: shuffle all 16, burn one, set three aside face up with 2 players, deal one each. */
  private void newRound(int first) {
    round++;
    int[] cards = Card.fullDeck();
    random = Shuffle.shuffle(cards, random);
    deck = Deck.of(cards);
    int faceUp = Deck.firstDraw(n);
    next = faceUp;
    hands = 0;
    known = 0;
    out = 0;
    shielded = 0;
    piles = Piles.EMPTY;
    Card[] shown = new Card[faceUp];
    for (int i = 0; i < faceUp; i++) {
      shown[i] = card(deck.get(i));
    }
    emit(new LoveLetterEvent.RoundStarted(round, p(first), Vector.of(shown)));
    for (int k = 0; k < n; k++) {
      int s = (first + k) % n;
      int c = deck.get(next++);
      setHand(s, c);
      emit(new LoveLetterEvent.CardDrawn(p(s), card(c), "LL-R3"));
    }
    startTurn(first);
  }

  private Vector<PlayerId> seats(int mask) {
    PlayerId[] v = new PlayerId[Integer.bitCount(mask)];
    int k = 0;
    for (int s = 0; s < n; s++) {
      if ((mask & (1 << s)) != 0) {
        v[k++] = p(s);
      }
    }
    return Vector.of(v);
  }
}
