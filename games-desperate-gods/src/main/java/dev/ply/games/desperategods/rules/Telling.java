package dev.ply.games.desperategods.rules;

import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RulesText;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.event.DgEvent.*;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Desperate Gods told in words: events, the rules to play from, rule names and the end with its
 * tie-breaks. Menus and the board are in {@link Words}.
 */
public final class Telling {
  private Telling() {}

  static final String GOAL = "Collect skulls: your score is the skull value of every card in your victory pile"
      + " (DG-R92). The game ends when every encounter deck is empty and no card is in play (DG-R90), or after the"
      + " round cap, 200 by default (DG-R91). Most skulls wins; a tie goes to more coins, then to more cards in the"
      + " victory pile, and if still tied the tied players share the win (DG-R93). Nobody is eliminated: a player"
      + " at 0 HP dies, loses their coins to Limbo, and starts again in Town at 3 HP (DG-R51, DG-R99).";

  static final String TURN = "Roll two dice and keep one; move that many squares in your direction, clockwise at"
      + " the start (DG-R11, DG-R12). Bridges between the rings may be crossed on a voluntary move (DG-R14); a move"
      + " that reaches Town may stop there (DG-R15). Instead of rolling you may cast a Scroll (DG-R10). Entering a"
      + " square with another player opens an encounter: fight a duel, offer a trade, or pass (DG-R20 to DG-R23)."
      + " The square you end on does what it says, usually: draw an encounter card from its zone's deck (DG-R31)."
      + " A monster is fought by rolling one die: meet or beat its number to win its coins and put it in your"
      + " victory pile; otherwise take 1 damage and it goes back under its deck (DG-R37 to DG-R39). Items can"
      + " reroll, block damage or avoid a fight, and some break on a roll (DG-R69). You have 3 HP (DG-R50). In Town"
      + " you heal to 3 and may buy, sell, or pay 1 coin to refresh the store; you carry at most 3 items (DG-R56 to"
      + " DG-R58).";

  private static final Map<String, String> RULE_NAMES = ruleNames();

  private static Map<String, String> ruleNames() {
    Map<String, String> m = new HashMap<>();
    String[] core = {
      "DG-R1", "player counts", "DG-R2", "shuffling the decks", "DG-R3", "setup", "DG-R4", "bank and Limbo",
      "DG-R5", "first player", "DG-R6", "rounds", "DG-R7", "turn start", "DG-R8", "skipped turns",
      "DG-R9", "extra turns", "DG-R10", "before the roll", "DG-R11", "rolling to move", "DG-R12", "moving",
      "DG-R13", "the rings and bridges", "DG-R14", "taking a bridge", "DG-R15", "stopping in Town",
      "DG-R16", "forced moves", "DG-R17", "relocations", "DG-R18", "resolving the square", "DG-R19", "direction",
      "DG-R20", "encounters", "DG-R21", "encounter choices", "DG-R22", "trade offers", "DG-R23", "trades",
      "DG-R24", "one encounter per move", "DG-R25", "moving on after an encounter", "DG-R26", "duels",
      "DG-R27", "duel rounds", "DG-R28", "duel spoils", "DG-R29", "both die in a duel", "DG-R30", "duel windows",
      "DG-R31", "drawing", "DG-R32", "draw N, pick one", "DG-R33", "empty deck", "DG-R34", "all decks empty",
      "DG-R35", "drawn cards are public", "DG-R36", "card kinds", "DG-R37", "fighting a monster",
      "DG-R38", "winning a fight", "DG-R39", "losing a fight", "DG-R40", "loss damage", "DG-R41", "before the fight",
      "DG-R42", "rerolls", "DG-R43", "damage reactions", "DG-R44", "order of a win", "DG-R45", "order of a loss",
      "DG-R46", "tolls", "DG-R47", "explorer bonus", "DG-R48", "items against events", "DG-R49", "battle damage",
      "DG-R50", "hit points", "DG-R51", "death", "DG-R52", "death of the active player", "DG-R53", "damage to all",
      "DG-R54", "death off turn", "DG-R55", "Town visit", "DG-R56", "healing in Town", "DG-R57", "buying and selling",
      "DG-R58", "three items", "DG-R59", "a fourth item", "DG-R60", "empty Town deck", "DG-R61", "Town discard",
      "DG-R62", "trading only in Town", "DG-R63", "coins", "DG-R64", "the bank", "DG-R65", "Limbo",
      "DG-R66", "coin conservation", "DG-R67", "spells", "DG-R68", "rerolls per round", "DG-R69", "break rolls",
      "DG-R70", "Warm Potion", "DG-R90", "end of the game", "DG-R91", "round cap", "DG-R92", "score",
      "DG-R93", "winner and ties", "DG-R94", "opponent's choice", "DG-R95", "stolen victory cards",
      "DG-R96", "removed cards", "DG-R97", "targets", "DG-R98", "bounds", "DG-R99", "no elimination"};
    for (int i = 0; i < core.length; i += 2) {
      m.put(core[i], core[i + 1]);
    }
    for (Board.Square s : Board.SQUARES) {
      m.putIfAbsent(s.rule(), s.name() + " square");
    }
    for (EncounterCard c : Cards.ALL) {
      m.putIfAbsent(c.rule(), c.name());
    }
    for (TownCard.Kind k : TownCard.Kind.values()) {
      m.putIfAbsent(k.rule, k.title);
    }
    return m;
  }

  /** The rule's short name; a sub-rule ({@code DG-R22a}) takes its rule's name. */
  public static Option<String> ruleName(String id) {
    String name = RULE_NAMES.get(id);
    if (name == null && id != null) {
      name = RULE_NAMES.get(id.replaceAll("[a-z]+$", ""));
    }
    return Option.of(name);
  }

  public static RulesText rulesText() {
    Vector<RulesText.Term> terms = Vector.empty();
    for (EncounterCard c : Cards.ALL) {
      terms = terms.append(new RulesText.Term(c.name(), encounter(c)));
    }
    for (TownCard.Kind k : TownCard.Kind.values()) {
      terms = terms.append(new RulesText.Term(k.title, "item, costs " + k.price + " coins in Town, sells for "
          + k.sellValue() + ": " + k.text + " (" + k.rule + ")."));
    }
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (Board.Square s : Board.SQUARES) {
      if (seen.add(s.name())) {
        terms = terms.append(new RulesText.Term(s.name(), "square " + s.id() + ": " + s.effect() + " (" + s.rule()
            + ")."));
      }
    }
    return new RulesText(GOAL, TURN, terms);
  }

  /** "Curious Slug (W-1), Slug Monster from the W deck: beat 2 to win ..." */
  static String encounter(EncounterCard c) {
    StringBuilder b = new StringBuilder();
    b.append(c.id()).append(", ").append(c.typeLine()).append(" from the ").append(Cards.DECK_NAMES[c.deck()])
        .append(" deck: ");
    switch (c.kind()) {
      case MONSTER -> b.append("roll ").append(c.target()).append(" or more to win ").append(c.coins())
          .append(c.coins() == 1 ? " coin" : " coins").append(" and the card (").append(c.skulls())
          .append(c.skulls() == 1 ? " skull" : " skulls").append("); otherwise take ").append(c.lossDamage())
          .append(" damage and it goes back under its deck");
      case LOCATION, EVENT -> b.append("a ").append(c.kind().name().toLowerCase(Locale.ROOT))
          .append(", worth ").append(c.skulls()).append(c.skulls() == 1 ? " skull" : " skulls")
          .append(" in your victory pile once resolved");
      case WANDERER -> b.append("worth ").append(c.skulls()).append(" skulls");
    }
    if (!c.text().isEmpty()) {
      b.append("; ").append(c.text());
    }
    return b.append(" (").append(c.rule()).append(").").toString();
  }

  /** Turn starts and ends, single steps and shuffles are routine. */
  public static boolean routine(GameEvent e) {
    return e instanceof TurnStarted || e instanceof TurnEnded || e instanceof Moved || e instanceof DeckShuffled
        || e instanceof TradeDraftStep || e instanceof DieChosen;
  }

  public static String event(DgState view, GameEvent event) {
    if (event instanceof TurnStarted e) {
      return e.player() + "'s turn (round " + e.round() + ")";
    }
    if (event instanceof TurnSkipped e) {
      return e.player() + " skips this turn";
    }
    if (event instanceof TurnEnded e) {
      return e.player() + "'s turn ends";
    }
    if (event instanceof DiceRolled e) {
      return e.player() + " rolls " + e.values().mkString(" and ") + " to " + e.purpose();
    }
    if (event instanceof DieChosen e) {
      return e.player() + " keeps the " + e.value();
    }
    if (event instanceof Moved e) {
      return e.player() + " steps " + (e.overBridge() ? "over the bridge " : "") + "to " + square(e.to());
    }
    if (event instanceof MoveEnded e) {
      return e.player() + (e.forced() ? " is moved " : " moves ") + e.squares() + (e.squares() == 1 ? " square" : " squares")
          + " from " + place(e.from()) + " to " + place(e.to());
    }
    if (event instanceof Relocated e) {
      return e.player() + " goes from " + square(e.from()) + " to " + square(e.to());
    }
    if (event instanceof EncounterOpened e) {
      return e.mover() + " meets " + e.passed() + " on " + square(e.square());
    }
    if (event instanceof TradeDraftStep e) {
      return e.drafter() + " adds to the offer: " + e.step().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    if (event instanceof TradeProposed e) {
      return e.from() + " offers " + e.to() + " a trade: " + e.offer();
    }
    if (event instanceof TradeAnswered e) {
      return e.by() + " answers: " + e.answer().toLowerCase(Locale.ROOT);
    }
    if (event instanceof CardDrawn e) {
      return e.player() + " draws " + card(e.card()) + " from the " + e.deck() + " deck";
    }
    if (event instanceof CardPicked e) {
      return e.picker() + " picks " + card(e.card());
    }
    if (event instanceof CardMoved e) {
      return card(e.card()) + " goes to " + e.to();
    }
    if (event instanceof DeckShuffled e) {
      return "the " + e.deck() + " deck is shuffled";
    }
    if (event instanceof FightStarted e && e.rule().equals("DG-R26")) {
      return e.player() + " starts a duel with " + e.opponent() + ": each round both roll, the lower takes 1 damage";
    }
    if (event instanceof FightStarted e) {
      return e.player() + " fights " + opponent(e.opponent()) + (e.target() > 0 ? " (needs " + e.target() + ")" : "");
    }
    if (event instanceof FightEnded e && e.rule().equals("DG-R26")) { // one round of a duel (DG-R26)
      return switch (e.result()) {
        case "WON" -> e.player() + " wins the duel round against " + e.opponent() + " with strength " + e.strength()
            + "; " + e.opponent() + " takes the damage";
        case "LOST" -> e.player() + " loses the duel round against " + e.opponent() + " with strength "
            + e.strength() + "; " + e.player() + " takes the damage";
        case "TIE" -> "the duel round is a tie at strength " + e.strength() + ": both take 1 damage";
        default -> e.player() + " " + e.result().toLowerCase(Locale.ROOT) + " against " + e.opponent();
      };
    }
    if (event instanceof FightEnded e) {
      String how = switch (e.result()) {
        case "WON" -> "beats";
        case "LOST" -> "loses to";
        case "AVOIDED" -> "avoids the fight with";
        case "ESCAPED" -> "escapes from";
        default -> e.result().toLowerCase(Locale.ROOT) + " against";
      };
      return e.player() + " " + how + " " + opponent(e.opponent())
          + (e.result().equals("WON") || e.result().equals("LOST") ? " with strength " + e.strength() : "");
    }
    if (event instanceof DamageTaken e) {
      return e.player() + " takes " + e.amount() + " damage (" + e.hpAfter() + " HP left)";
    }
    if (event instanceof Healed e) {
      return e.player() + " heals " + e.amount() + " (" + e.hpAfter() + " HP)";
    }
    if (event instanceof PlayerDied e) {
      return e.player() + " dies: their coins go to Limbo and they wake in Town at 3 HP";
    }
    if (event instanceof CoinsMoved e) {
      return e.amount() + (e.amount() == 1 ? " coin goes" : " coins go") + " from " + e.from() + " to " + e.to();
    }
    if (event instanceof ItemEvent e) {
      return e.player() + " " + switch (e.kind()) {
        case "GAINED" -> "gains";
        case "USED" -> "uses";
        case "BROKEN" -> "breaks";
        case "SAVED" -> "saves";
        case "STOLEN" -> "loses (stolen)";
        case "SOLD" -> "sells";
        case "BOUGHT" -> "buys";
        case "DISCARDED" -> "discards";
        case "DECLINED" -> "refuses";
        default -> e.kind().toLowerCase(Locale.ROOT);
      } + " " + item(e.item());
    }
    if (event instanceof StoreCycled e) {
      return e.player() + " pays to refresh the store";
    }
    if (event instanceof StatusChanged e) {
      return e.player() + ": " + e.status().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
    if (event instanceof GameEnded e) {
      return gameEnded(view, e);
    }
    return dev.ply.core.EventWords.plain(event);
  }

  public static Option<String> banner(DgState view, GameEvent e) {
    if (e instanceof GameEnded g) {
      return Option.of("GAME OVER: " + gameEnded(view, g));
    }
    if (e instanceof PlayerDied d) {
      return Option.of(event(view, d));
    }
    return Option.none();
  }

  private static String gameEnded(DgState view, GameEnded e) {
    String why = e.reason().equals("DECKS_EMPTY") ? "every encounter deck is empty" : "the round cap was reached";
    StringBuilder scores = new StringBuilder();
    for (int i = 0; i < e.scores().size() && i < view.players().size(); i++) {
      scores.append(i == 0 ? "" : ", ").append(view.player(i).id()).append(' ').append(e.scores().get(i));
    }
    return why + "; skulls: " + scores + "; " + tie(view, e.winners());
  }

  /** Who won and, on equal skulls, how the tie was broken or shared (DG-R93). */
  static String tie(DgState s, io.vavr.collection.Seq<PlayerId> winners) {
    int n = s.players().size();
    int[] skulls = new int[n];
    int top = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      skulls[i] = Engine.score(s.player(i).victory());
      top = Math.max(top, skulls[i]);
    }
    Vector<PlayerState> tied = Vector.empty();
    for (int i = 0; i < n; i++) {
      if (skulls[i] == top) {
        tied = tied.append(s.player(i));
      }
    }
    String who = winners.mkString(" and ") + (winners.size() == 1 ? " wins" : " share the win");
    if (tied.size() == 1) {
      return who + " with " + top + " skulls";
    }
    String names = tied.map(p -> p.id().toString()).mkString(" and ");
    String start = who + ": " + names + " tie on " + top + " skulls; ";
    int maxCoins = tied.map(PlayerState::coins).max().get();
    Vector<PlayerState> byCoins = tied.filter(p -> p.coins() == maxCoins);
    String coins = tied.map(p -> p.id() + " " + p.coins()).mkString(", ");
    if (byCoins.size() == 1) {
      return start + "the tie goes to more coins (" + coins + ") (DG-R93)";
    }
    int maxPile = byCoins.map(p -> p.victory().size()).max().get();
    Vector<PlayerState> byPile = byCoins.filter(p -> p.victory().size() == maxPile);
    String piles = byCoins.map(p -> p.id() + " " + p.victory().size()).mkString(", ");
    if (byPile.size() == 1) {
      return start + "coins tie too (" + coins + "), so it goes to more cards in the victory pile (" + piles
          + ") (DG-R93)";
    }
    return start + "coins (" + coins + ") and victory-pile cards (" + piles + ") tie too, so they share the win"
        + " (DG-R93)";
  }

  public static String outcome(DgState s, Outcome o) {
    String why = s.ending().map(e -> e.reason().equals("DECKS_EMPTY") ? "every encounter deck is empty"
        : "the round cap was reached").getOrElse(o.reason());
    return why + "; " + tie(s, o.winners());
  }

  private static String card(String id) {
    return Cards.exists(id) ? Words.card(id) : id;
  }

  private static String opponent(String o) {
    if (o.startsWith("p") && o.length() <= 3) {
      return o;
    }
    return card(o);
  }

  /** Items are told by name in events; a bare catalogue number is named too. */
  private static String item(String item) {
    if (!item.isEmpty() && item.length() <= 2 && item.chars().allMatch(Character::isDigit)) {
      return Item.of(Integer.parseInt(item)).map(Item::title).getOrElse(item);
    }
    return item;
  }

  private static String square(String id) {
    return Board.find(id).map(sq -> id + " " + Board.name(sq)).getOrElse(id);
  }

  /** "Town" or "the Library", for a move told in one line. */
  static String place(String id) {
    return Board.find(id).map(sq -> sq == Board.TOWN ? "Town" : "the " + Board.name(sq) + " (" + id + ")").getOrElse(id);
  }
}
