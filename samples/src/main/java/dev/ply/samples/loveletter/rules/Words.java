package dev.ply.samples.loveletter.rules;

import dev.ply.core.PlayerId;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;

/** Actions and positions in plain words, for menus and terminals. */
public final class Words {
  private Words() {}

  /** E.g. {@code "play the Guard on p2, naming the Priest"}. */
  public static String describe(LoveLetterState s, LoveLetterAction a) {
    Card c = a.card();
    StringBuilder sb = new StringBuilder("play the ").append(c.title());
    PlayerId t = a.target();
    if (t != null) {
      sb.append(t.equals(a.actor()) ? " on yourself" : " on " + t);
    } else if (c.choosesAnother()) {
      sb.append(" with no effect (no one can be chosen)");
    }
    if (a instanceof LoveLetterAction.PlayGuard g && g.guess() != null) {
      sb.append(", naming the ").append(g.guess().title());
    }
    return sb.toString();
  }

  /** The position as {@code viewer} sees it, a few lines of text. */
  public static String render(LoveLetterState s, PlayerId viewer) {
    int n = s.players();
    int me = s.table().seatOf(viewer);
    StringBuilder sb = new StringBuilder();
    sb.append("Love Letter, round ").append(s.round());
    if (s.isOver()) {
      sb.append(": the game is over.");
    } else {
      sb.append(": ").append(s.turn() == me ? "your" : s.player(s.turn()) + "'s").append(" turn.");
    }
    sb.append(" Deck: ").append(s.deckSize()).append(s.deckSize() == 1 ? " card" : " cards")
        .append(". Tokens to win: ").append(LoveLetterState.target(n)).append(".\n");
    int faceUp = Deck.firstDraw(n);
    if (faceUp > 0) {
      sb.append("Set aside face up:");
      for (int i = 0; i < faceUp; i++) {
        sb.append(i == 0 ? " " : ", ").append(name(s.deck().get(i)));
      }
      sb.append(".\n");
    }
    for (int seat = 0; seat < n; seat++) {
      sb.append(s.player(seat)).append(seat == me ? " (you)" : "").append(": ")
          .append(s.tokens(seat)).append(s.tokens(seat) == 1 ? " token" : " tokens");
      if (s.isOut(seat)) {
        sb.append("; out of the round");
      } else {
        sb.append("; holds ");
        boolean two = seat == s.turn() && s.drawn() != 0;
        sb.append(two ? name(s.hand(seat)) + " and " + name(s.drawn()) : name(s.hand(seat)));
        if (s.isShielded(seat)) {
          sb.append("; protected by the Handmaid");
        }
      }
      int count = s.piles().count(seat);
      if (count > 0) {
        sb.append("; played:");
        for (int k = 0; k < count; k++) {
          sb.append(k == 0 ? " " : ", ").append(name(s.piles().card(seat, k)));
        }
      }
      sb.append(".\n");
    }
    return sb.toString();
  }

  private static String name(int card) {
    if (card == Deck.HIDDEN) {
      return "a hidden card";
    }
    if (card == 0) {
      return "nothing";
    }
    return "the " + Card.of(card).title();
  }
}
