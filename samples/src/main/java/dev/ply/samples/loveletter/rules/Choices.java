package dev.ply.samples.loveletter.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.LoveLetterState;
import dev.ply.samples.loveletter.state.Table;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * Which cards the player on turn may play and at whom: the legal actions, and the reason an
 * action is refused. Both read the same few facts — the two cards in hand and the mask of
 * players a card may choose — so the list and the checks cannot disagree.
 *
 * <p>The legal list depends only on (seat, the two cards, the choosable mask), so it is built
 * once per such key and memoised in the {@link Table}: the hot path allocates nothing.
 */
public final class Choices {
  private static final int GUARD = 1;
  private static final int PRINCE = 5;
  private static final int KING = 6;
  private static final int COUNTESS = 7;

  private Choices() {}

  /** Players other than {@code seat} who are still in and not protected (LL-R8, LL-R14). */
  static int choosable(LoveLetterState s, int seat) {
    return s.active() & ~s.shielded() & ~(1 << seat);
  }

  /** LL-R11: holding the Countess with the King or a Prince forces the Countess. */
  static boolean countessForced(int a, int b) {
    return (a == COUNTESS && (b == PRINCE || b == KING)) || (b == COUNTESS && (a == PRINCE || a == KING));
  }

  /** Every action {@code seat} may take now, lower card first; empty when not on turn. */
  public static Seq<LoveLetterAction> legal(LoveLetterState s, int seat) {
    if (seat < 0 || seat != s.turn()) {
      return Vector.empty();
    }
    int a = s.hand(seat);
    int b = s.drawn();
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    int targets = choosable(s, seat);
    Table table = s.table();
    int key = ((seat * 9 + lo) * 9 + hi) * 16 + targets;
    Seq<LoveLetterAction> cached = table.legal(key);
    if (cached != null) {
      return cached;
    }
    LoveLetterAction[] buf = new LoveLetterAction[32];
    int size = 0;
    if (countessForced(lo, hi)) {
      buf[size++] = table.action(seat, COUNTESS, -1, 0);
    } else {
      size = add(table, seat, lo, targets, buf, size);
      if (hi != lo) {
        size = add(table, seat, hi, targets, buf, size);
      }
    }
    LoveLetterAction[] exact = new LoveLetterAction[size];
    System.arraycopy(buf, 0, exact, 0, size);
    return table.rememberLegal(key, Vector.of(exact));
  }

  private static int add(Table table, int seat, int card, int targets, LoveLetterAction[] buf, int size) {
    int n = table.size();
    if (card == PRINCE) {
      // LL-R9: any player, oneself included; LL-R13: then at least oneself.
      int mask = targets | (1 << seat);
      for (int t = 0; t < n; t++) {
        if ((mask & (1 << t)) != 0) {
          buf[size++] = table.action(seat, card, t, 0);
        }
      }
    } else if (!Card.of(card).choosesAnother() || targets == 0) {
      // LL-R8, LL-R11, LL-R12 choose no one; LL-R13: no one can be chosen.
      buf[size++] = table.action(seat, card, -1, 0);
    } else {
      for (int t = 0; t < n; t++) {
        if ((targets & (1 << t)) != 0) {
          if (card == GUARD) {
            for (int g = 2; g <= 8; g++) { // LL-R5: any type but the Guard
              buf[size++] = table.action(seat, card, t, g);
            }
          } else {
            buf[size++] = table.action(seat, card, t, 0);
          }
        }
      }
    }
    return size;
  }

  /**
   * Why {@code seat} may not take {@code a} now, or null when it may; {@code t} is the seat of
   * the action's target (-1 for none or a stranger).
   */
  static Rejection refusal(LoveLetterState s, int seat, int t, LoveLetterAction a) {
    if (s.isOver()) {
      return Rejection.of(Rejection.GAME_OVER, "LL-R16", "the game is over");
    }
    if (seat != s.turn()) {
      return Rejection.of(Rejection.NOT_YOUR_TURN, "LL-R4",
          a.actor() + " may not act now; it is " + s.player(s.turn()) + "'s turn");
    }
    Card card = a.card();
    int c = card.value();
    int hand = s.hand(seat);
    int drawn = s.drawn();
    if (hand != c && drawn != c) {
      return Rejection.of("NOT_IN_HAND", "LL-R4", "you hold the " + title(hand) + " and the " + title(drawn)
          + ", not the " + card.title());
    }
    if (c != COUNTESS && countessForced(hand, drawn)) {
      return Rejection.of("MUST_PLAY_COUNTESS", "LL-R11",
          "you hold the Countess with the " + title(hand == COUNTESS ? drawn : hand) + ", so you must play the Countess");
    }
    PlayerId target = a.target();
    int targets = choosable(s, seat);
    if (card == Card.PRINCE) {
      if (target == null) {
        return Rejection.of(Rejection.MALFORMED_ACTION, "LL-R13", "the Prince must choose a player (yourself if no one else)");
      }
      return t == seat ? null : targetRefusal(s, t, target, card);
    }
    if (!card.choosesAnother()) {
      return target == null ? null
          : Rejection.of(Rejection.MALFORMED_ACTION, card.rule(), "the " + card.title() + " chooses no player");
    }
    if (target == null) {
      if (targets != 0) {
        return Rejection.of("TARGET_REQUIRED", "LL-R13", "the " + card.title() + " must choose another player");
      }
      if (a instanceof LoveLetterAction.PlayGuard g && g.guess() != null) {
        return Rejection.of(Rejection.MALFORMED_ACTION, "LL-R13", "a Guard that chooses no one names no card");
      }
      return null;
    }
    if (t == seat) {
      return Rejection.of("CANNOT_CHOOSE_YOURSELF", card.rule(), "the " + card.title() + " must choose another player");
    }
    Rejection r = targetRefusal(s, t, target, card);
    if (r != null) {
      return r;
    }
    if (a instanceof LoveLetterAction.PlayGuard g) {
      if (g.guess() == null) {
        return Rejection.of(Rejection.MALFORMED_ACTION, "LL-R5", "the Guard must name a card type");
      }
      if (g.guess() == Card.GUARD) {
        return Rejection.of("BAD_GUESS", "LL-R5", "the Guard may name any card type except the Guard");
      }
    }
    return null;
  }

  private static Rejection targetRefusal(LoveLetterState s, int t, PlayerId target, Card card) {
    if (t < 0) {
      return Rejection.of("UNKNOWN_PLAYER", card.rule(), target + " is not seated at this table");
    }
    if (s.isOut(t)) {
      return Rejection.of("TARGET_OUT", "LL-R14", target + " is out of the round");
    }
    if (s.isShielded(t)) {
      return Rejection.of("TARGET_PROTECTED", "LL-R8", target + " is protected by the Handmaid");
    }
    return null;
  }

  private static String title(int card) {
    return card >= 1 && card <= 8 ? Card.of(card).title() : "?";
  }
}
