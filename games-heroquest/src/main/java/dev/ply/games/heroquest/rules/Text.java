package dev.ply.games.heroquest.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.AssignWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Attack;
import dev.ply.games.heroquest.action.HeroQuestAction.Heal;
import dev.ply.games.heroquest.action.HeroQuestAction.Pass;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayCard;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayPotion;
import dev.ply.games.heroquest.action.HeroQuestAction.PlayWound;
import dev.ply.games.heroquest.action.HeroQuestAction.Search;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;

/** Plain words for menus ({@code describe}) and the table as text for a terminal ({@code render}). */
public final class Text {
  private Text() {}

  public static String describe(HeroQuestState s, HeroQuestAction a) {
    if (a instanceof PlayCard p) {
      return "play " + card(p.card());
    }
    if (a instanceof PlayWound p) {
      return "play " + card(p.card()) + " on " + hero(s, p.target());
    }
    if (a instanceof PlayPotion p) {
      return "play " + card(p.card()) + " to cure " + hero(s, p.target()) + " of " + wound(p.remove());
    }
    if (a instanceof AssignWound p) {
      return "give the revealed " + card(s.pending().getOrElse("?")) + " to " + hero(s, p.target());
    }
    if (a instanceof AssignPotion p) {
      return "use the revealed Healing Potion to cure " + hero(s, p.target()) + " of " + wound(p.remove());
    }
    if (a instanceof Attack p && p.symbol() != null && p.symbol().isThreat()) {
      int need = s.activeHero().hero().skullsAgainst(p.symbol());
      int pool = Acting.attackPool(s);
      return "attack the " + p.symbol().label() + " of " + card(p.card()) + " (" + pool
          + (pool == 1 ? " die" : " dice") + ", need " + need + " skull" + (need > 1 ? "s" : "") + ")"
          + Words.cannot(pool, need, "skull");
    }
    if (a instanceof Heal p) {
      int need = s.activeHero().hero().heal();
      int pool = Acting.healPool(s);
      return "heal " + card(p.wound()) + " (" + pool + (pool == 1 ? " die" : " dice") + ", need " + need
          + " white shield" + (need > 1 ? "s" : "") + ")" + Words.cannot(pool, need, "white shield");
    }
    if (a instanceof Search) {
      return "search for a chest (" + Acting.searchPool(s) + " dice, need one that is not a black shield)";
    }
    if (a instanceof Pass) {
      return "take no action";
    }
    return String.valueOf(a);
  }

  private static String card(String id) {
    return Cards.exists(id) ? Cards.card(id).label() : String.valueOf(id);
  }

  private static String wound(String remove) {
    return HeroQuestAction.PERMANENT.equals(remove) ? "a skull token (permanent wound)" : card(remove);
  }

  private static String hero(HeroQuestState s, PlayerId p) {
    int seat = s.seatOf(p);
    return seat < 0 ? String.valueOf(p) : "the " + s.hero(seat).hero().label() + " (" + p + ")";
  }

  public static String render(HeroQuestState v, PlayerId viewer) {
    StringBuilder b = new StringBuilder();
    b.append("HeroQuest - turn ").append(v.turnNumber()).append(", ");
    if (v.result().isDefined()) {
      Result r = v.result().get();
      b.append(switch (r.kind()) {
        case WON -> "the heroes WON: the dungeon is cleared";
        case HERO_DIED -> "the heroes LOST: " + r.fallen().map(p -> hero(v, p)).mkString(" and ") + " died";
        case TURN_LIMIT -> "the heroes LOST: the turn limit was reached";
      });
    } else {
      b.append(v.activePlayer()).append(" (").append(v.activeHero().hero().label()).append(") to ")
          .append(switch (v.phase()) {
            case PLAY -> "play a card";
            case REVEAL_TARGET -> "choose a hero for the revealed " + card(v.pending().get());
            case ACTION -> "act";
            default -> "wait";
          });
    }
    b.append('\n');
    b.append("Deck ").append(v.deck().size()).append(" | discard ").append(v.discard().size())
        .append(" | out of game ").append(v.outOfGame().size()).append(" | chests ").append(v.chests().size())
        .append(v.revealedChests().isEmpty() ? "" : " (opened: " + v.revealedChests().map(Symbol::label)
            .mkString(", ") + ")")
        .append(" | rounds lost ").append(v.roundLosses());
    if (v.courageThisTurn() > 0) {
      b.append(" | courage +").append(v.courageThisTurn());
    }
    b.append('\n');
    b.append("Floor: ").append(v.floor().isEmpty() ? "(empty)" : v.floor().map(Text::card).mkString(", "))
        .append('\n');
    b.append("Showing:");
    for (Symbol s : Symbol.THREATS) {
      b.append(' ').append(s.label()).append(' ').append(Counting.count(v, s));
    }
    b.append('\n');
    for (int seat = 0; seat < v.players().size(); seat++) {
      HeroState h = v.hero(seat);
      PlayerId p = v.players().get(seat);
      b.append(seat == v.active() && !v.over() ? "> " : "  ").append(p).append(' ').append(h.hero().label())
          .append(p.equals(viewer) ? " (you)" : "").append(": wounds ").append(h.total()).append("/4");
      if (h.skulls() > 0) {
        b.append(" [").append(h.skulls()).append(" skull token").append(h.skulls() > 1 ? "s" : "").append(']');
      }
      if (!h.wounds().isEmpty()) {
        b.append(" [").append(h.wounds().map(Text::card).mkString(", ")).append(']');
      }
      b.append(" | hand ").append(hand(h.hand())).append('\n');
    }
    return b.toString();
  }

  private static String hand(Vector<String> hand) {
    if (hand.isEmpty()) {
      return "(empty)";
    }
    int hidden = 0;
    Vector<String> shown = Vector.empty();
    for (String id : hand) {
      if (Cards.HIDDEN.equals(id)) {
        hidden++;
      } else {
        Card c = Cards.card(id);
        shown = shown.append(c.label());
      }
    }
    return hidden == hand.size() ? hidden + " card" + (hidden > 1 ? "s" : "") + " (hidden)"
        : shown.mkString(", ") + (hidden > 0 ? " + " + hidden + " hidden" : "");
  }
}
