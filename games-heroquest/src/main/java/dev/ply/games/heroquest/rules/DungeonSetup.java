package dev.ply.games.heroquest.rules;

import dev.ply.core.Dice;
import dev.ply.core.GameOption;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * Setup (§3, HQ-R02–HQ-R08). Options: {@code heroes} (comma-separated, one per seat in seat
 * order, distinct; default Barbarian, Dwarf, Elf, Wizard in that order), {@code first} (the player
 * who starts; default the first seated) and {@code openHands} ({@code true}/{@code false},
 * HQ-R42).
 */
public final class DungeonSetup {
  public static final String HEROES = "heroes";
  public static final String FIRST = "first";
  public static final String OPEN_HANDS = "openHands";

  /** The options {@link #check} accepts, as the game's descriptor declares them. */
  public static final Vector<GameOption> OPTIONS = Vector.of(
      GameOption.text(HEROES, "one distinct hero per seat, comma-separated: Barbarian, Dwarf, Elf, Wizard",
          "Barbarian,Dwarf,Elf,Wizard (the first N)", "which hero each seat plays, in seat order (HQ-R02)"),
      GameOption.player(FIRST, "p1", "who takes the first turn (HQ-R08)"),
      GameOption.flag(OPEN_HANDS, false, "play with every hand face up, so the heroes can plan together (HQ-R42)"));

  private DungeonSetup() {}

  public static Option<Rejection> check(Setup setup) {
    int n = setup.playerCount();
    if (n < 2 || n > 4) {
      return bad("HQ-R02", "HeroQuest is played by 2, 3 or 4 heroes, not " + n);
    }
    for (String key : setup.options().keySet()) {
      if (!OPTIONS.exists(o -> o.matches(key))) {
        return bad("HQ-R02", "unknown option '" + key + "' (known: " + OPTIONS.map(GameOption::name).mkString(", ") + ")");
      }
    }
    Option<String> heroes = setup.option(HEROES);
    if (heroes.isDefined()) {
      String[] names = heroes.get().split(",", -1);
      if (names.length != n) {
        return bad("HQ-R02", "option heroes names " + names.length + " heroes for " + n + " seats");
      }
      for (int i = 0; i < names.length; i++) {
        Option<Hero> h = hero(names[i]);
        if (h.isEmpty()) {
          return bad("HQ-R02", "'" + names[i].trim() + "' is not a hero (Barbarian, Dwarf, Elf, Wizard)");
        }
        for (int j = 0; j < i; j++) {
          if (hero(names[j]).equals(h)) {
            return bad("HQ-R02", "each seat plays a different hero; " + h.get().label() + " is named twice");
          }
        }
      }
    }
    Option<String> first = setup.option(FIRST);
    if (first.isDefined() && !setup.players().contains(PlayerId.of(first.get().isBlank() ? "?" : first.get()))) {
      return bad("HQ-R08", "option first names " + first.get() + ", who is not seated");
    }
    Option<String> open = setup.option(OPEN_HANDS);
    if (open.isDefined() && !open.get().equals("true") && !open.get().equals("false")) {
      return bad("HQ-R42", "option openHands must be true or false, not " + open.get());
    }
    return Option.none();
  }

  private static Option<Hero> hero(String name) {
    for (Hero h : Hero.values()) {
      if (h.name().equalsIgnoreCase(name.trim())) {
        return Option.of(h);
      }
    }
    return Option.none();
  }

  /** A new game with its setup events (public; the dealt ids are private to each seat). */
  /** The starting state and the setup's events. */
  public record Started(HeroQuestState state, Vector<HeroQuestEvent> events) {}

  public static Started begin(Setup setup) {
    Option<Rejection> problem = check(setup);
    if (problem.isDefined()) {
      throw new IllegalArgumentException(problem.get().toString());
    }
    int n = setup.playerCount();
    Vector<HeroState> heroes = Vector.empty();
    String[] names = setup.option(HEROES).map(h -> h.split(",")).getOrElse(new String[0]);
    for (int i = 0; i < n; i++) {
      heroes = heroes.append(HeroState.fresh(names.length == n ? hero(names[i]).get() : Hero.values()[i]));
    }
    int first = setup.option(FIRST).map(f -> setup.players().indexOf(PlayerId.of(f))).getOrElse(0);
    boolean openHands = setup.option(OPEN_HANDS).contains("true");
    Dice dice = new Dice(setup.random());
    // §4.4: the 56 cards, then the chests, are shuffled in that order
    Vector<String> all = dice.shuffle(Cards.ALL.map(Card::id));
    int size = Cards.dungeonSize(n); // HQ-R04
    Vector<String> deck = all.take(size);
    Vector<String> outOfGame = all.drop(size);
    Vector<Symbol> chests = dice.shuffle(Cards.CHEST_TILES); // HQ-R06
    Vector<HeroQuestEvent> events = Vector.of(new HeroQuestEvent.DungeonBuilt(size, 56 - size),
        new HeroQuestEvent.ChestsShuffled(chests.size()));
    // HQ-R07: two cards each, from the first seat clockwise
    for (int k = 0; k < n; k++) {
      int seat = (first + k) % n;
      Vector<String> hand = deck.take(2);
      deck = deck.drop(2);
      heroes = heroes.update(seat, heroes.get(seat).withHand(hand));
      PlayerId p = setup.players().get(seat);
      events = events.append(new HeroQuestEvent.CardsDrawn(p, 2, "HQ-R07"))
          .append(new HeroQuestEvent.CardsReceived(p, hand, openHands, "HQ-R07"));
    }
    HeroQuestState state = ImmutableHeroQuestState.builder()
        .players(setup.players())
        .heroes(heroes)
        .active(first)
        .phase(Phase.PLAY)
        .deck(deck)
        .outOfGame(outOfGame)
        .floor(Vector.empty())
        .discard(Vector.empty())
        .pending(Option.none())
        .chests(chests.map(Option::of))
        .revealedChests(Vector.empty())
        .knownInDungeon(Vector.empty())
        .roundLosses(0)
        .courageThisTurn(0)
        .turnNumber(1)
        .dungeonSize(size)
        .openHands(openHands)
        .result(Option.none())
        .random(dice.source())
        .build();
    return new Started(state, events);
  }

  private static Option<Rejection> bad(String rule, String message) {
    return Option.of(Rejection.of(Rejection.BAD_SETUP, rule, message));
  }
}
