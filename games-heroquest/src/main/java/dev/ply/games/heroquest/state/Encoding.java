package dev.ply.games.heroquest.state;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import io.vavr.collection.Vector;
import java.util.function.BiConsumer;

/**
 * The canonical encoding of a HeroQuest table ({@code docs/log-format.md}, "HeroQuest"), which the
 * action log's hash chain digests after every step. Small numbers are {@code tiny} values: a card
 * is its catalogue number ({@link Cards#number}: its place in the spec's T, D, G, W, B listing;
 * one past the last where a view hides it), heroes, symbols, phases and result kinds their
 * numbers in the spec's order (below); a list is its length then its items. The players, each
 * hero, the deck, the cards out of the game and the known cards are parts (their digest), as most steps leave
 * them untouched. The random source is left out. Changing this order breaks every recorded
 * log.
 */
public final class Encoding {
  private Encoding() {}

  /** A list of cards: its length, then each card's catalogue number. */
  private static final BiConsumer<CanonicalWriter, Vector<String>> CARDS = Encoding::cards;
  private static final BiConsumer<CanonicalWriter, Vector<PlayerId>> PLAYERS = CanonicalWriter::players;
  /** A hero: which one, the hand, the wounds, the skulls. */
  private static final BiConsumer<CanonicalWriter, HeroState> HERO = Encoding::hero;

  public static void write(HeroQuestState s, CanonicalWriter out) {
    out.part(s.players(), PLAYERS);
    out.tiny(s.heroes().size());
    for (HeroState h : s.heroes()) {
      out.part(h, HERO);
    }
    out.tiny(s.active()).tiny(phase(s.phase()));
    out.part(s.deck(), CARDS).part(s.outOfGame(), CARDS);
    cards(out, s.floor());
    cards(out, s.discard());
    out.tiny(s.pending().isEmpty() ? 0 : 1);
    s.pending().forEach(c -> card(out, c));
    out.tiny(s.chests().size());
    for (var chest : s.chests()) {
      out.tiny(chest.isEmpty() ? 0 : 1 + symbol(chest.get()));
    }
    out.tiny(s.revealedChests().size());
    for (Symbol symbol : s.revealedChests()) {
      out.tiny(symbol(symbol));
    }
    out.part(s.knownInDungeon(), CARDS);
    out.tiny(s.roundLosses()).tiny(s.courageThisTurn()).tiny(s.turnNumber())
        .tiny(s.dungeonSize()).tinyBool(s.openHands());
    out.tiny(s.result().isEmpty() ? 0 : 1 + kind(s.result().get().kind()));
    s.result().forEach(r -> out.players(r.fallen()));
  }

  private static void hero(CanonicalWriter out, HeroState h) {
    out.tiny(hero(h.hero()));
    cards(out, h.hand());
    cards(out, h.wounds());
    out.tiny(h.skulls());
  }

  private static void cards(CanonicalWriter out, Vector<String> cards) {
    int size = cards.size();
    out.tiny(size);
    for (int i = 0; i < size; i++) {
      card(out, cards.get(i));
    }
  }

  /** A card by its catalogue number; an id outside the catalogue (never in a valid table) as 254 and the id. */
  private static void card(CanonicalWriter out, String id) {
    int number = Cards.number(id);
    if (number >= 0) {
      out.tiny(number);
    } else {
      out.tiny(254).id(id);
    }
  }

  private static int hero(Hero h) {
    return switch (h) {
      case BARBARIAN -> 0;
      case DWARF -> 1;
      case ELF -> 2;
      case WIZARD -> 3;
    };
  }

  /** The hero sheets' column order, then the door (rules §2). */
  private static int symbol(Symbol s) {
    return switch (s) {
      case ORC -> 0;
      case CHAOS_WARRIOR -> 1;
      case UNDEAD -> 2;
      case MAGIC -> 3;
      case MELEE -> 4;
      case TRAP -> 5;
      case DOOR -> 6;
    };
  }

  /**
   * An action ({@code docs/log-format.md}, "HeroQuest"): its type's number (play 0, playWound 1,
   * playPotion 2, assignWound 3, assignPotion 4, attack 5, heal 6, search 7, pass 8), the actor,
   * then its other fields in the record's order: a card by its catalogue number, a symbol by its
   * number, 253 for an absent one; a target as {@code n} or {@code o} and the player.
   */
  public static void writeAction(HeroQuestAction a, CanonicalWriter out) {
    if (a instanceof HeroQuestAction.PlayCard x) {
      out.tiny(0).player(x.actor());
      optionalCard(out, x.card());
    } else if (a instanceof HeroQuestAction.PlayWound x) {
      out.tiny(1).player(x.actor());
      optionalCard(out, x.card());
      player(out, x.target());
    } else if (a instanceof HeroQuestAction.PlayPotion x) {
      out.tiny(2).player(x.actor());
      optionalCard(out, x.card());
      player(out, x.target());
      optionalCard(out, x.remove());
    } else if (a instanceof HeroQuestAction.AssignWound x) {
      out.tiny(3).player(x.actor());
      player(out, x.target());
    } else if (a instanceof HeroQuestAction.AssignPotion x) {
      out.tiny(4).player(x.actor());
      player(out, x.target());
      optionalCard(out, x.remove());
    } else if (a instanceof HeroQuestAction.Attack x) {
      out.tiny(5).player(x.actor());
      optionalCard(out, x.card());
      out.tiny(x.symbol() == null ? ABSENT : symbol(x.symbol()));
    } else if (a instanceof HeroQuestAction.Heal x) {
      out.tiny(6).player(x.actor());
      optionalCard(out, x.wound());
    } else if (a instanceof HeroQuestAction.Search x) {
      out.tiny(7).player(x.actor());
    } else if (a instanceof HeroQuestAction.Pass x) {
      out.tiny(8).player(x.actor());
    } else {
      throw new IllegalArgumentException("not a HeroQuest action: " + a);
    }
  }

  /** An absent card or symbol in an action (no catalogue number reaches it). */
  private static final int ABSENT = 253;

  private static void optionalCard(CanonicalWriter out, String id) {
    if (id == null) {
      out.tiny(ABSENT);
    } else {
      card(out, id);
    }
  }

  private static void player(CanonicalWriter out, PlayerId p) {
    if (p == null) {
      out.none();
    } else {
      out.some().player(p);
    }
  }

  private static int phase(Phase p) {
    return switch (p) {
      case PLAY -> 0;
      case REVEAL_TARGET -> 1;
      case ACTION -> 2;
      case GAME_OVER -> 3;
    };
  }

  private static int kind(Result.Kind k) {
    return switch (k) {
      case WON -> 0;
      case HERO_DIED -> 1;
      case TURN_LIMIT -> 2;
    };
  }
}
