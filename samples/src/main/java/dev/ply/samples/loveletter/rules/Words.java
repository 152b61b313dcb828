package dev.ply.samples.loveletter.rules;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RulesText;
import dev.ply.samples.loveletter.event.LoveLetterEvent;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.content.Card;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;

/** Actions, events, positions and the rules in plain words, for menus, terminals and {@code ply rules}. */
public final class Words {
  private Words() {}

  /** Every card's effect (LL-R5..LL-R12), as printed on the card and played here. */
  public static String effect(Card c) {
    return switch (c) {
      case GUARD -> "Name a card other than the Guard and choose another player; if that player holds it, they are"
          + " out of the round. (LL-R5)";
      case PRIEST -> "Choose another player and look at their hand in secret. (LL-R6)";
      case BARON -> "Choose another player; you compare hands in secret and whoever holds the lower card is out of"
          + " the round (nothing happens on a tie). (LL-R7)";
      case HANDMAID -> "Until your next turn, other players' cards cannot choose you. (LL-R8)";
      case PRINCE -> "Choose any player, yourself included: they discard their hand without its effect and draw a"
          + " new card (the set-aside card if the deck is empty); discarding the Princess knocks them out. (LL-R9)";
      case KING -> "Choose another player and trade hands with them. (LL-R10)";
      case COUNTESS -> "No effect when played, but you must play her if your other card is the King or a Prince."
          + " (LL-R11)";
      case PRINCESS -> "If you play or discard her, you are out of the round. (LL-R12)";
    };
  }

  public static RulesText rulesText() {
    Vector<RulesText.Term> terms = Vector.of(Card.values()).map(c -> new RulesText.Term(c.title(),
        "value " + c.value() + ", " + c.copies() + (c.copies() == 1 ? " copy" : " copies") + " in the deck. "
            + effect(c)));
    return new RulesText(
        "Win affection tokens by winning rounds: 7 tokens win with 2 players, 5 with 3, 4 with 4 (LL-R2). A round"
            + " is won by being the last player left in it, or by holding the highest card when the deck runs out;"
            + " on a tie the higher total of the cards you played this round wins, and if that ties too, every"
            + " tied player gains a token (LL-R15, LL-R16).",
        "Each round the 16 cards are shuffled, one is set aside face down (and with 2 players three more face up),"
            + " and everyone gets one card (LL-R3). On your turn draw a card, then play one of your two cards face"
            + " up and do what it says (LL-R4); your hand is one card again. A card that must choose another player"
            + " has no effect if everyone else is protected or out (LL-R13). A player who is out discards their"
            + " hand face up and sits out the rest of the round (LL-R14). The round's winner starts the next one.",
        terms);
  }

  private static final java.util.Map<String, String> RULE_NAMES = java.util.Map.ofEntries(
      java.util.Map.entry("LL-R1", "the deck"), java.util.Map.entry("LL-R2", "tokens to win"),
      java.util.Map.entry("LL-R3", "round setup"), java.util.Map.entry("LL-R4", "draw and play"),
      java.util.Map.entry("LL-R5", "Guard"), java.util.Map.entry("LL-R6", "Priest"),
      java.util.Map.entry("LL-R7", "Baron"), java.util.Map.entry("LL-R8", "Handmaid"),
      java.util.Map.entry("LL-R9", "Prince"), java.util.Map.entry("LL-R10", "King"),
      java.util.Map.entry("LL-R11", "Countess"), java.util.Map.entry("LL-R12", "Princess"),
      java.util.Map.entry("LL-R13", "no one to choose"), java.util.Map.entry("LL-R14", "out of the round"),
      java.util.Map.entry("LL-R15", "end of a round"), java.util.Map.entry("LL-R16", "tokens and the game's end"));

  public static Option<String> ruleName(String id) {
    return Option.of(RULE_NAMES.get(id));
  }

  /** Draws and turn starts are routine; everything a card does is not. */
  public static boolean routine(GameEvent e) {
    return e instanceof LoveLetterEvent.TurnStarted || e instanceof LoveLetterEvent.CardDrawn
        || e instanceof LoveLetterEvent.TokenGained;
  }

  /** One line per event, as a player at the table would say it. */
  public static String event(LoveLetterState view, GameEvent event) {
    if (!(event instanceof LoveLetterEvent e)) {
      return String.valueOf(event);
    }
    if (e instanceof LoveLetterEvent.RoundStarted r) {
      return "round " + r.round() + " begins; " + r.first() + " starts"
          + (r.faceUp().isEmpty() ? "" : "; set aside face up: " + r.faceUp().map(c -> "the " + c.title()).mkString(", "));
    }
    if (e instanceof LoveLetterEvent.TurnStarted t) {
      return t.player() + "'s turn";
    }
    if (e instanceof LoveLetterEvent.CardDrawn d) {
      return d.player() + " draws the " + d.card().title();
    }
    if (e instanceof LoveLetterEvent.CardPlayed p) {
      String on = p.target() == null ? "" : p.target().equals(p.player()) ? " on themself" : " on " + p.target();
      return p.player() + " plays the " + p.card().title() + on
          + (p.guess() == null ? "" : ", naming the " + p.guess().title());
    }
    if (e instanceof LoveLetterEvent.NoEffect n) {
      return "the " + n.card().title() + " has no effect: everyone else is protected or out (LL-R13)";
    }
    if (e instanceof LoveLetterEvent.GuessMissed g) {
      return g.target() + " does not hold the " + g.guess().title();
    }
    if (e instanceof LoveLetterEvent.HandSeen h) {
      return h.player() + " sees that " + h.target() + " holds the " + h.card().title();
    }
    if (e instanceof LoveLetterEvent.HandsCompared c) {
      String result = c.playerCard().value() == c.targetCard().value() ? "a tie: nobody is out"
          : (c.playerCard().value() > c.targetCard().value() ? c.target() : c.player()) + " holds the lower card";
      return c.player() + " (" + c.playerCard().title() + ") compares hands with " + c.target() + " ("
          + c.targetCard().title() + "): " + result;
    }
    if (e instanceof LoveLetterEvent.Protected p) {
      return p.player() + " is protected by the Handmaid until their next turn";
    }
    if (e instanceof LoveLetterEvent.CardDiscarded d) {
      return d.player() + " discards the " + d.card().title() + " without its effect";
    }
    if (e instanceof LoveLetterEvent.BurnedCardTaken b) {
      return "the deck is empty, so " + b.player() + " takes the card set aside at the start";
    }
    if (e instanceof LoveLetterEvent.HandsTraded t) {
      return t.player() + " and " + t.target() + " trade hands";
    }
    if (e instanceof LoveLetterEvent.KnockedOut k) {
      String why = switch (k.rule()) {
        case "LL-R5" -> "the Guard named their card";
        case "LL-R7" -> "they lost the Baron's comparison";
        case "LL-R9", "LL-R12" -> "the Princess left their hand";
        default -> "rule " + k.rule();
      };
      return k.player() + " is out of the round (" + why + ") and shows the " + k.card().title();
    }
    if (e instanceof LoveLetterEvent.RoundEnded r) {
      return roundEnd(r);
    }
    if (e instanceof LoveLetterEvent.TokenGained t) {
      return t.player() + " gains a token (" + t.tokens() + " now)";
    }
    if (e instanceof LoveLetterEvent.GameWon w) {
      return w.winners().mkString(" and ") + (w.winners().size() == 1 ? " wins" : " win") + " the game with "
          + w.target() + " tokens";
    }
    return dev.ply.core.EventWords.plain(e);
  }

  /** A round's or the game's end as a headline. */
  public static Option<String> banner(LoveLetterState view, GameEvent e) {
    if (e instanceof LoveLetterEvent.RoundEnded r) {
      return Option.of(roundEnd(r));
    }
    if (e instanceof LoveLetterEvent.GameWon w) {
      return Option.of("GAME OVER: " + event(view, w));
    }
    return Option.none();
  }

  /** "p2 wins round 3: ..." with the reason; a tie says how it was settled (LL-R15). */
  static String roundEnd(LoveLetterEvent.RoundEnded r) {
    String who = r.winners().mkString(" and ") + (r.winners().size() == 1 ? " wins" : " win") + " round " + r.round();
    if (r.reveal().isEmpty()) {
      return who + ": everyone else is out";
    }
    StringBuilder shown = new StringBuilder();
    int best = 0;
    for (int i = 0; i < r.players().size(); i++) {
      shown.append(i == 0 ? "" : ", ").append(r.players().get(i)).append(" the ").append(r.reveal().get(i).title());
      best = Math.max(best, r.reveal().get(i).value());
    }
    int top = best;
    Seq<PlayerId> highest = r.players().zip(r.reveal()).filter(t -> t._2.value() == top).map(t -> t._1);
    String why = "the deck ran out; revealed: " + shown;
    if (highest.size() == 1) {
      return who + ": " + why + "; the " + Card.of(top).title() + " is highest";
    }
    String tie = highest.mkString(" and ") + " tied with the " + Card.of(top).title();
    return who + ": " + why + "; " + tie + (r.winners().size() == 1
        ? ", and the tie goes to the higher total of cards played this round (LL-R15)"
        : ", and their played cards total the same too, so each wins a token (LL-R15)");
  }

  /** The game's end with the final tokens. */
  public static String outcome(LoveLetterState s, dev.ply.core.Outcome o) {
    StringBuilder b = new StringBuilder(o.reason());
    b.append(" (tokens:");
    for (int seat = 0; seat < s.players(); seat++) {
      b.append(seat == 0 ? " " : ", ").append(s.player(seat)).append(' ').append(s.tokens(seat));
    }
    return b.append(")").toString();
  }

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
        int known = seat != me ? s.known(me, seat) : 0;
        String hand = known != 0 ? name(known) + " (you know it)" : name(s.hand(seat));
        sb.append(two ? hand + " and " + name(s.drawn()) : hand);
        if (seat == me) {
          for (int v = 0; v < n; v++) {
            if (v != me && s.known(v, me) != 0) {
              sb.append("; ").append(s.player(v)).append(" knows your ").append(Card.of(s.known(v, me)).title());
            }
          }
        }
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
