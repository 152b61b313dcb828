package dev.ply.samples.loveletter;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * Test helpers in the game's words: setups whose scripted dice deal a chosen deck and short action
 * constructors. Hand-built positions come from the public {@link LoveLetterPositions}.
 */
final class Deals {
  static final LoveLetterGame GAME = new LoveLetterGame();
  static final PlayerId P1 = PlayerId.seat(1);
  static final PlayerId P2 = PlayerId.seat(2);
  static final PlayerId P3 = PlayerId.seat(3);
  static final PlayerId P4 = PlayerId.seat(4);

  private Deals() {}

  /**
   * The deck in slot order: {@code top} first (with 2 players the three face-up cards, then one
   * card per player from the first player on, then the draws in order), the cards not named in
   * value order, and {@code burned} in the last slot.
   */
  static int[] deck(Card burned, Card... top) {
    int[] left = new int[9];
    for (Card c : Card.values()) {
      left[c.value()] = c.copies();
    }
    int[] out = new int[16];
    int i = 0;
    for (Card c : top) {
      left[c.value()]--;
      out[i++] = c.value();
    }
    left[burned.value()]--;
    for (int c = 1; c <= 8; c++) {
      if (left[c] < 0) {
        throw new IllegalArgumentException("too many " + Card.of(c));
      }
      for (int k = 0; k < left[c]; k++) {
        out[i++] = c;
      }
    }
    out[15] = burned.value();
    return out;
  }

  /** The draws that make the round's Fisher–Yates shuffle of the full deck produce {@code order}. */
  static int[] shuffleDraws(int[] order) {
    int[] a = Card.fullDeck();
    int[] draws = new int[15];
    int d = 0;
    for (int i = 15; i > 0; i--) {
      int j = -1;
      for (int k = 0; k <= i; k++) {
        if (a[k] == order[i]) {
          j = k;
          break;
        }
      }
      if (j < 0) {
        throw new IllegalArgumentException("not a permutation of the deck");
      }
      draws[d++] = j;
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    return draws;
  }

  /** A setup of {@code players} whose dice make seat {@code first} start and deal {@code order}. */
  static Setup setup(int players, int first, int[] order) {
    int[] shuffle = shuffleDraws(order);
    int[] all = new int[16];
    all[0] = first;
    System.arraycopy(shuffle, 0, all, 1, 15);
    return Setup.of(players, 1L).withRandom(RandomSource.scripted(all));
  }

  /** All packed cards of a position, for the 16-card check. */
  static List<Integer> everyCard(LoveLetterState s) {
    List<Integer> out = new ArrayList<>();
    for (int slot = s.next(); slot < 16; slot++) {
      out.add(s.deck().get(slot));
    }
    for (int slot = 0; slot < Deck.firstDraw(s.players()); slot++) {
      out.add(s.deck().get(slot));
    }
    for (int seat = 0; seat < s.players(); seat++) {
      if (s.hand(seat) != 0) {
        out.add(s.hand(seat));
      }
      for (int k = 0; k < s.piles().count(seat); k++) {
        out.add(s.piles().card(seat, k));
      }
    }
    if (s.drawn() != 0) {
      out.add(s.drawn());
    }
    out.sort(Integer::compare);
    return out;
  }

  static LoveLetterAction guard(PlayerId actor, PlayerId target, Card guess) {
    return new LoveLetterAction.PlayGuard(actor, target, guess);
  }

  static LoveLetterAction priest(PlayerId actor, PlayerId target) {
    return new LoveLetterAction.PlayPriest(actor, target);
  }

  static LoveLetterAction baron(PlayerId actor, PlayerId target) {
    return new LoveLetterAction.PlayBaron(actor, target);
  }

  static LoveLetterAction handmaid(PlayerId actor) {
    return new LoveLetterAction.PlayHandmaid(actor);
  }

  static LoveLetterAction prince(PlayerId actor, PlayerId target) {
    return new LoveLetterAction.PlayPrince(actor, target);
  }

  static LoveLetterAction king(PlayerId actor, PlayerId target) {
    return new LoveLetterAction.PlayKing(actor, target);
  }

  static LoveLetterAction countess(PlayerId actor) {
    return new LoveLetterAction.PlayCountess(actor);
  }

  static LoveLetterAction princess(PlayerId actor) {
    return new LoveLetterAction.PlayPrincess(actor);
  }
}
