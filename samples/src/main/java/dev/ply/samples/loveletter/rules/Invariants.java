package dev.ply.samples.loveletter.rules;

import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.control.Option;

/**
 * The invariants every full Love Letter position keeps: checked by the position builder on every
 * built or loaded position and by the tests after every step.
 */
public final class Invariants {
  private Invariants() {}

  /**
   * The first rule {@code s} breaks, or none. LL-R1: all 16 cards are somewhere (draw pile with
   * the burned card, face-up set-aside, hands, played piles), none hidden. Each active player
   * holds one card between turns and the player on turn two (LL-R4); a player who is out holds
   * none (LL-R14). Nobody has reached the target while the game goes on, and the winners have once
   * it is over (LL-R2, LL-R16). What a player knows of another's hand is that hand's card.
   */
  public static Option<String> broken(LoveLetterState s) {
    int n = s.players();
    if (n < 2 || n > 4) {
      return Option.some("LL-R1: 2 to 4 players, not " + n);
    }
    // LL-R9: a Prince on an empty pile draws the burned card, so the index may pass the pile
    if (s.next() < Deck.firstDraw(n) || s.next() > Card.DECK_SIZE) {
      return Option.some("LL-R3: the next draw is from the draw pile or the burned card (slot " + s.next() + ")");
    }
    int[] count = new int[10];
    for (int slot = s.next(); slot < Card.DECK_SIZE; slot++) {
      count[s.deck().get(slot)]++;
    }
    for (int slot = 0; slot < Deck.firstDraw(n); slot++) {
      count[s.deck().get(slot)]++;
    }
    for (int seat = 0; seat < n; seat++) {
      count[s.hand(seat)]++;
      for (int k = 0; k < s.piles().count(seat); k++) {
        count[s.piles().card(seat, k)]++;
      }
    }
    count[s.drawn()]++;
    if (count[Deck.HIDDEN] != 0) {
      return Option.some("a full position hides no card (a view cannot be used as one)");
    }
    for (Card c : Card.values()) {
      if (count[c.value()] != c.copies()) {
        return Option.some("LL-R1: " + c.copies() + " " + c.title() + " in the game, found " + count[c.value()]);
      }
    }
    int target = LoveLetterState.target(n);
    for (int seat = 0; seat < n; seat++) {
      if (!s.isOver()) {
        if (s.tokens(seat) >= target) {
          return Option.some("LL-R16: the game goes on although " + s.player(seat) + " reached the target");
        }
        if (s.isOut(seat) && s.hand(seat) != 0) {
          return Option.some("LL-R14: " + s.player(seat) + " is out but holds a card");
        }
        if (!s.isOut(seat) && s.hand(seat) == 0) {
          return Option.some("LL-R4: " + s.player(seat) + " is in the round but holds no card");
        }
      } else if ((s.winners() & (1 << seat)) != 0 && s.tokens(seat) < target) {
        return Option.some("LL-R16: " + s.player(seat) + " won without reaching the target");
      }
    }
    for (int v = 0; v < 4; v++) {
      for (int t = 0; t < 4; t++) {
        int k = s.known(v, t);
        if (k != 0 && (v >= n || t >= n || v == t || s.isOut(t) || k != s.hand(t))) {
          return Option.some("LL-R6: what a player knows of another's hand is the card that hand holds"
              + " (a player in the game knows another's, not its own)");
        }
      }
    }
    if (!s.isOver()) {
      if (s.turn() >= n || s.isOut(s.turn()) || s.drawn() == 0) {
        return Option.some("LL-R4: the player on turn is in the round and holds two cards");
      }
      if (Integer.bitCount(~s.out() & ((1 << n) - 1)) < 2) {
        return Option.some("LL-R15: a round goes on only while two players are in it");
      }
    } else if (s.drawn() != 0) {
      return Option.some("LL-R16: nobody holds a drawn card once the game is over");
    }
    return Option.none();
  }
}
