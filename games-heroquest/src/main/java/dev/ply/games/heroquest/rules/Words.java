package dev.ply.games.heroquest.rules;

import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RulesText;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.ChaosSpell;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.event.HeroQuestEvent.*;
import dev.ply.games.heroquest.state.HeroQuestState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.Map;

/** Events, rules and explanations in HeroQuest's own words (menus and the board are in {@link Text}). */
public final class Words {
  private Words() {}

  public static final String GOAL = "Everyone wins or loses together (HQ-R01). The heroes win the moment the dungeon"
      + " deck, every hand and the floor are all empty (HQ-R32). They all lose when any hero has 4 wounds (HQ-R21), or"
      + " after turn 1,000 (HQ-R45). Wounds are wound cards attached to a hero (temporary) plus skull tokens"
      + " (permanent) (HQ-R20).";

  public static final String TURN = "A turn has three steps (HQ-R09). PLAY: play one card from your hand if you have"
      + " one (HQ-R10): a threat or door card goes onto the dungeon floor (HQ-R11), a wound card goes onto any hero you"
      + " choose (HQ-R12), a boon takes effect at once (HQ-R13). A door reveals the top card of the deck into play, and"
      + " revealed doors chain (HQ-R14, HQ-R15). Whenever a card enters play, if any threat symbol shows 3 times on the"
      + " floor and on heroes' wound cards, the round is lost: every hero takes a skull token and the floor is shuffled"
      + " back into the deck (HQ-R16 to HQ-R18). ACTION: attack a threat on the floor, heal one of your wound cards,"
      + " search for a chest, or pass (HQ-R24). You roll 2 dice (+1 per Courage this turn, minus Chaos Spell"
      + " penalties, never fewer than 1) (HQ-R25); each die is a skull (3 in 6), a white shield (2 in 6) or a black"
      + " shield (1 in 6) (HQ-R26). Attack: enough skulls for your hero against the named symbol discards the whole"
      + " card (HQ-R27). Heal: enough white shields discards that wound card (HQ-R28). Search: any die that is not a"
      + " black shield opens the top chest, which sweeps every floor card showing its symbol (HQ-R29). DRAW: draw back"
      + " up to 2 cards (1 with Tempest) (HQ-R31).";

  public static RulesText rulesText() {
    Vector<RulesText.Term> terms = Vector.of(
        term("Threat card", "a card with one threat symbol (T01-T24); played, it goes onto the dungeon floor, where its"
            + " symbol counts towards three of a kind until it is attacked or swept by a chest (HQ-R11, HQ-R16)."),
        term("Double threat card", "a card with two threat symbols (D01-D12); it counts 1 towards each. An attack names"
            + " one of the two symbols and, if it succeeds, discards the whole card (HQ-R27)."),
        term("Door", "a door card (G01-G06) shows a threat symbol and a door: when it enters the floor the top card"
            + " of the deck is revealed and put into play, and a revealed door reveals again (HQ-R14, HQ-R15)."),
        term("Wound card", "a red card (W01-W10) played onto any hero, yourself included (HQ-R12): it is one wound,"
            + " and its threat symbol counts on the floor, or it carries a Chaos Spell. Only its carrier can heal it, or"
            + " a Healing Potion (HQ-R22)."),
        term("Chaos Spell", "the penalty printed on some wound cards; it lasts while the card stays on the hero"
            + " (HQ-R23): Fear, Sleep, Tempest or Firestorm."),
        term(ChaosSpell.FEAR.label(), "Chaos Spell: its hero rolls 1 die fewer to attack (HQ-R38)."),
        term(ChaosSpell.SLEEP.label(), "Chaos Spell: its hero may not attack; heal, search and pass are still"
            + " allowed (HQ-R39)."),
        term(ChaosSpell.TEMPEST.label(), "Chaos Spell: its hero draws up to 1 card instead of 2 (HQ-R40)."),
        term(ChaosSpell.FIRESTORM.label(), "Chaos Spell: its hero rolls 1 die fewer to attack and to search"
            + " (HQ-R41)."),
        term(Boon.HEALING_POTION.label(), "boon: choose any hero; they lose one wound, a wound card or a skull token"
            + " (HQ-R35)."),
        term(Boon.HEALING_WATER.label(), "boon: every hero with a skull token loses one (HQ-R36)."),
        term(Boon.COURAGE.label(), "boon: you roll 1 more die for this turn's action (HQ-R37)."),
        term("Chest", "six face-down tiles, each with a threat symbol; a successful search opens the top one and"
            + " discards every floor card showing that symbol (HQ-R29, HQ-R30)."),
        term("Skull token", "a permanent wound, taken by every hero when a round is lost (HQ-R18); only Healing"
            + " Potion or Healing Water remove it (HQ-R22)."));
    for (Symbol s : Symbol.THREATS) {
      terms = terms.append(term(s.label(), "threat symbol; skulls needed to defeat it: "
          + Vector.of(Hero.values()).map(h -> h.label() + " " + h.skullsAgainst(s)).mkString(", ")
          + ". Three showing loses the round (HQ-R17)."));
    }
    for (Hero h : Hero.values()) {
      terms = terms.append(term(h.label(), "hero; skulls needed: " + Symbol.THREATS
          .map(s -> s.label() + " " + h.skullsAgainst(s)).mkString(", ") + "; white shields to heal: " + h.heal()
          + " (HQ-R27, HQ-R28)."));
    }
    return new RulesText(GOAL, TURN, terms);
  }

  private static RulesText.Term term(String name, String text) {
    return new RulesText.Term(name, Character.toUpperCase(text.charAt(0)) + text.substring(1));
  }

  private static final Map<String, String> RULE_NAMES = Map.ofEntries(
      Map.entry("HQ-R01", "cooperative play"), Map.entry("HQ-R02", "heroes"), Map.entry("HQ-R04", "dungeon size"),
      Map.entry("HQ-R06", "chests"), Map.entry("HQ-R07", "opening hands"), Map.entry("HQ-R08", "first player"),
      Map.entry("HQ-R09", "turn steps"), Map.entry("HQ-R10", "playing a card"), Map.entry("HQ-R11", "the floor"),
      Map.entry("HQ-R12", "wound cards"), Map.entry("HQ-R13", "boons"), Map.entry("HQ-R14", "doors"),
      Map.entry("HQ-R15", "revealed cards"), Map.entry("HQ-R16", "counting symbols"),
      Map.entry("HQ-R17", "three of a kind"), Map.entry("HQ-R18", "round lost"),
      Map.entry("HQ-R19", "turn after a round loss"), Map.entry("HQ-R20", "wound total"),
      Map.entry("HQ-R21", "a hero dies"), Map.entry("HQ-R22", "removing wounds"),
      Map.entry("HQ-R23", "Chaos Spell penalties"), Map.entry("HQ-R24", "attack, heal or search"), Map.entry("HQ-R25", "dice pool"),
      Map.entry("HQ-R26", "dice"), Map.entry("HQ-R27", "attack"), Map.entry("HQ-R28", "heal"),
      Map.entry("HQ-R29", "search"), Map.entry("HQ-R30", "chest sweep"), Map.entry("HQ-R31", "drawing back up"),
      Map.entry("HQ-R32", "victory"), Map.entry("HQ-R33", "defeat"), Map.entry("HQ-R34", "after the deck runs dry"),
      Map.entry("HQ-R35", "Healing Potion"), Map.entry("HQ-R36", "Healing Water"), Map.entry("HQ-R37", "Courage"),
      Map.entry("HQ-R38", "Fear"), Map.entry("HQ-R39", "Sleep"), Map.entry("HQ-R40", "Tempest"),
      Map.entry("HQ-R41", "Firestorm"), Map.entry("HQ-R42", "hidden hands"), Map.entry("HQ-R45", "turn limit"));

  public static Option<String> ruleName(String id) {
    return Option.of(RULE_NAMES.get(id));
  }

  /** Draws, shuffles and turn ends are routine; attacks, wounds and lost rounds are not. */
  public static boolean routine(GameEvent e) {
    return e instanceof CardsDrawn || e instanceof CardsReceived || e instanceof DeckShuffled
        || e instanceof TurnEnded || e instanceof ChestsShuffled || e instanceof DungeonBuilt
        || e instanceof CardEnteredFloor || e instanceof PlaySkipped;
  }

  public static String event(HeroQuestState view, GameEvent event) {
    if (!(event instanceof HeroQuestEvent)) {
      return String.valueOf(event);
    }
    if (event instanceof DungeonBuilt e) {
      return "the dungeon deck holds " + e.deck() + " cards; " + e.outOfGame() + " stay out of the game";
    }
    if (event instanceof ChestsShuffled e) {
      return e.chests() + " chests are shuffled face down";
    }
    if (event instanceof CardsDrawn e) {
      return e.player() + " draws " + e.count() + (e.count() == 1 ? " card" : " cards");
    }
    if (event instanceof CardsReceived e) {
      return e.player() + " gets " + e.cards().map(Words::card).mkString(", ");
    }
    if (event instanceof CardPlayed e) {
      return hero(view, e.player()) + " plays " + card(e.card());
    }
    if (event instanceof PlaySkipped e) {
      return e.player() + " has no card to play";
    }
    if (event instanceof CardRevealed e) {
      return "the door reveals " + card(e.card());
    }
    if (event instanceof CardEnteredFloor e) {
      return card(e.card()) + " enters the floor";
    }
    if (event instanceof WoundAttached e) {
      return card(e.card()) + " wounds " + hero(view, e.hero()) + " (" + e.total() + " of 4 wounds)";
    }
    if (event instanceof BoonResolved e) {
      return card(e.card()) + " takes effect";
    }
    if (event instanceof WoundHealed e) {
      String what = HeroQuestAction.PERMANENT.equals(e.wound()) ? "a skull token" : card(e.wound());
      return hero(view, e.hero()) + " loses " + what + " (" + e.total() + " of 4 wounds)";
    }
    if (event instanceof RoundLost e) {
      return roundLost(e);
    }
    if (event instanceof PermanentWoundsAdded e) {
      return "every hero takes a skull token: " + e.heroes().map(p -> hero(view, p) + " " + wounds(view, p))
          .mkString(", ");
    }
    if (event instanceof FloorReturnedToDeck e) {
      return e.cards().size() + " floor cards go back into the deck";
    }
    if (event instanceof DeckShuffled e) {
      return "the deck (" + e.cards() + " cards) is shuffled";
    }
    if (event instanceof DiceRolled e) {
      return e.player() + " rolls " + e.pool() + (e.pool() == 1 ? " die" : " dice") + " to " + e.action() + ": "
          + e.faces().map(Words::face).mkString(", ");
    }
    if (event instanceof SymbolAttacked e) {
      return e.success()
          ? "hit with " + e.skulls() + " skull" + (e.skulls() == 1 ? "" : "s") + " (" + e.needed() + " needed): the "
              + e.symbol().label() + " of " + card(e.card()) + " is defeated"
          : "miss: " + e.skulls() + " skull" + (e.skulls() == 1 ? "" : "s") + ", " + e.needed() + " needed; "
              + card(e.card()) + " stays";
    }
    if (event instanceof HealTried e) {
      return e.success() ? "healed with " + e.shields() + " white shield" + (e.shields() == 1 ? "" : "s") + " ("
          + e.needed() + " needed): " + card(e.wound()) + " is removed"
          : "not healed: " + e.shields() + " white shield" + (e.shields() == 1 ? "" : "s") + ", " + e.needed()
              + " needed";
    }
    if (event instanceof Searched e) {
      return e.success() ? "the search finds a chest" : "the search fails (only black shields)";
    }
    if (event instanceof ChestOpened e) {
      return "the chest shows " + e.symbol().label() + " (" + e.chestsLeft() + " chests left)";
    }
    if (event instanceof CardsSwept e) {
      return e.cards().isEmpty() ? "no floor card shows " + e.symbol().label() + ", so nothing is swept"
          : "the chest sweeps away " + e.cards().map(Words::card).mkString(", ");
    }
    if (event instanceof CardDiscarded e) {
      return card(e.card()) + " is discarded";
    }
    if (event instanceof Passed e) {
      return e.player() + " takes no action";
    }
    if (event instanceof TurnEnded e) {
      return "turn " + e.turnNumber() + " of " + e.player() + " ends";
    }
    if (event instanceof GameWon) {
      return "the heroes win: the deck, the hands and the floor are empty";
    }
    if (event instanceof GameLost e) {
      return "the heroes lose: " + (e.fallen().isEmpty() ? "the turn limit was reached"
          : e.fallen().map(p -> hero(view, p)).mkString(" and ") + (e.fallen().size() == 1 ? " has" : " have")
              + " 4 wounds");
    }
    return dev.ply.core.EventWords.plain(event);
  }

  public static Option<String> banner(HeroQuestState view, GameEvent e) {
    if (e instanceof RoundLost r) {
      return Option.of(roundLost(r));
    }
    if (e instanceof GameWon || e instanceof GameLost) {
      return Option.of("GAME OVER: " + event(view, e));
    }
    return Option.none();
  }

  static String roundLost(RoundLost e) {
    return "ROUND LOST (" + e.roundLosses() + " so far): " + e.count() + " " + e.symbol().label()
        + " symbols are showing; every hero takes a skull token and the floor goes back into the deck";
  }

  /**
   * What an action does and, for an attack or a heal that cannot succeed, why: the dice pool is
   * smaller than the number of skulls or shields needed (HQ-R25, HQ-R27, HQ-R28).
   */
  public static Option<String> explain(HeroQuestState s, HeroQuestAction a) {
    if (a instanceof HeroQuestAction.Attack p && p.symbol() != null && p.symbol().isThreat()) {
      int pool = Acting.attackPool(s);
      int need = s.activeHero().hero().skullsAgainst(p.symbol());
      String odds = String.format(Locale.ROOT, "%.0f%%", 100 * atLeast(pool, need, 0.5));
      return Option.of("Roll " + pool + (pool == 1 ? " die" : " dice") + "; you need at least " + need + " skull"
          + (need == 1 ? "" : "s") + " to discard the whole card (HQ-R27). " + (pool < need ? "It cannot succeed: " + pool + " dice show at most "
              + pool + " skull" + (pool == 1 ? "" : "s") + "." : "Chance: " + odds + "."));
    }
    if (a instanceof HeroQuestAction.Heal p) {
      int pool = Acting.healPool(s);
      int need = s.activeHero().hero().heal();
      return Option.of("Roll " + pool + (pool == 1 ? " die" : " dice") + "; you need at least " + need
          + " white shield" + (need == 1 ? "" : "s") + " to discard the wound card and its penalty (HQ-R28). " + (pool < need
              ? "It cannot succeed: " + pool + " dice show at most " + pool + " white shields."
              : "Chance: " + String.format(Locale.ROOT, "%.0f%%", 100 * atLeast(pool, need, 1.0 / 3)) + "."));
    }
    if (a instanceof HeroQuestAction.Search) {
      int pool = Acting.searchPool(s);
      return Option.of("Roll " + pool + (pool == 1 ? " die" : " dice") + "; any die that is not a black shield opens"
          + " the top chest, which discards every floor card showing its symbol (HQ-R29). Chance: "
          + String.format(Locale.ROOT, "%.0f%%", 100 * (1 - Math.pow(1.0 / 6, pool))) + ".");
    }
    if (a instanceof HeroQuestAction.Pass) {
      return Option.of("Do nothing this ACTION step and go on to DRAW (HQ-R24).");
    }
    return Option.none();
  }

  /** Whether an attack or heal can succeed at all; the menu line says so when it cannot. */
  static String cannot(int pool, int need, String face) {
    return pool < need ? " - cannot succeed: " + pool + (pool == 1 ? " die shows" : " dice show") + " at most " + pool
        + " " + face + (pool == 1 ? "" : "s") : "";
  }

  /** P(at least k successes in n dice), each succeeding with probability p. */
  static double atLeast(int n, int k, double p) {
    double sum = 0;
    for (int i = k; i <= n; i++) {
      sum += binomial(n, i) * Math.pow(p, i) * Math.pow(1 - p, n - i);
    }
    return sum;
  }

  private static double binomial(int n, int k) {
    double r = 1;
    for (int i = 1; i <= k; i++) {
      r = r * (n - k + i) / i;
    }
    return r;
  }

  public static String outcome(HeroQuestState s, Outcome o) {
    return o.reason() + " after " + s.turnNumber() + " turns and " + s.roundLosses() + " lost round"
        + (s.roundLosses() == 1 ? "" : "s");
  }

  private static String face(DieFace f) {
    return switch (f) {
      case SKULL -> "skull";
      case WHITE_SHIELD -> "white shield";
      case BLACK_SHIELD -> "black shield";
    };
  }

  private static String card(String id) {
    return Cards.exists(id) ? Cards.card(id).label() : "a hidden card";
  }

  private static String hero(HeroQuestState s, PlayerId p) {
    int seat = s.seatOf(p);
    return seat < 0 ? String.valueOf(p) : p + " (" + s.hero(seat).hero().label() + ")";
  }

  private static String wounds(HeroQuestState s, PlayerId p) {
    int seat = s.seatOf(p);
    return seat < 0 ? "" : s.hero(seat).total() + "/4";
  }
}
