package dev.ply.games.heroquest;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A hand-built table for scenario tests, in the spec's notation: seats p1..pN with their heroes,
 * hands, wound cards and skull tokens, the floor, the deck (named top cards, then filler), the
 * chests. Cards not placed anywhere are out of the game; N is the number of cards placed.
 */
final class Table {
  private final Hero[] heroes;
  private final List<List<String>> hands = new ArrayList<>();
  private final List<List<String>> wounds = new ArrayList<>();
  private final int[] skulls;
  private int active;
  private Phase phase = Phase.PLAY;
  private List<String> floor = new ArrayList<>();
  private List<String> deckTop = new ArrayList<>();
  private int deckSize = -1;
  private List<String> discard = new ArrayList<>();
  private List<Symbol> chestTop = new ArrayList<>();
  private int chests = 6;
  private int roundLosses;
  private int turn = 1;
  private int courage;

  private Table(Hero... heroes) {
    this.heroes = heroes;
    this.skulls = new int[heroes.length];
    for (int i = 0; i < heroes.length; i++) {
      hands.add(new ArrayList<>());
      wounds.add(new ArrayList<>());
    }
  }

  static Table of(Hero... heroes) {
    return new Table(heroes);
  }

  static PlayerId p(int oneBased) {
    return PlayerId.seat(oneBased);
  }

  /** The draws that force these die faces, in roll order. */
  static int[] faces(DieFace... faces) {
    int[] out = new int[faces.length];
    for (int i = 0; i < faces.length; i++) {
      out[i] = faces[i].draw();
    }
    return out;
  }

  Table active(int seat, Phase newPhase) {
    this.active = seat;
    this.phase = newPhase;
    return this;
  }

  Table hand(int seat, String... ids) {
    hands.set(seat, List.of(ids));
    return this;
  }

  Table wounds(int seat, String... ids) {
    wounds.set(seat, List.of(ids));
    return this;
  }

  Table skulls(int seat, int n) {
    skulls[seat] = n;
    return this;
  }

  /** Every hero gets {@code n} skull tokens and {@code roundLosses} is {@code n}. */
  Table roundsLost(int n) {
    roundLosses = n;
    for (int i = 0; i < skulls.length; i++) {
      skulls[i] = n;
    }
    return this;
  }

  Table roundLosses(int n) {
    roundLosses = n;
    return this;
  }

  Table floor(String... ids) {
    floor = List.of(ids);
    return this;
  }

  Table discard(String... ids) {
    discard = List.of(ids);
    return this;
  }

  /** The deck: {@code size} cards, the first ones named, the rest plain threat cards not used elsewhere. */
  Table deck(int size, String... top) {
    deckSize = size;
    deckTop = List.of(top);
    return this;
  }

  Table chests(int left, Symbol... top) {
    chests = left;
    chestTop = List.of(top);
    return this;
  }

  Table turn(int n) {
    turn = n;
    return this;
  }

  Table courage(int n) {
    courage = n;
    return this;
  }

  HeroQuestState build() {
    Set<String> used = new LinkedHashSet<>();
    hands.forEach(used::addAll);
    wounds.forEach(used::addAll);
    used.addAll(floor);
    used.addAll(deckTop);
    used.addAll(discard);
    List<String> deck = new ArrayList<>(deckTop);
    int size = deckSize < 0 ? deckTop.size() : deckSize;
    // filler: single threat cards first (no doors, so draws and reveals stay predictable)
    for (Card c : Cards.ALL) {
      if (deck.size() >= size) {
        break;
      }
      if (!used.contains(c.id()) && c.symbols().size() == 1 && !c.hasDoor()
          && c.kind() == dev.ply.games.heroquest.content.CardKind.THREAT) {
        deck.add(c.id());
        used.add(c.id());
      }
    }
    if (deck.size() < size) {
      throw new IllegalArgumentException("not enough filler cards for a deck of " + size);
    }
    Vector<String> out = Vector.empty();
    for (Card c : Cards.ALL) {
      if (!used.contains(c.id())) {
        out = out.append(c.id());
      }
    }
    Vector<HeroState> hs = Vector.empty();
    Vector<PlayerId> players = Vector.empty();
    for (int i = 0; i < heroes.length; i++) {
      players = players.append(p(i + 1));
      hs = hs.append(new HeroState(heroes[i], Vector.ofAll(hands.get(i)), Vector.ofAll(wounds.get(i)), skulls[i]));
    }
    List<Symbol> chestStack = new ArrayList<>(chestTop);
    for (Symbol s : Symbol.THREATS) {
      if (chestStack.size() < chests && !chestStack.contains(s)) {
        chestStack.add(s);
      }
    }
    Vector<Symbol> revealed = Vector.empty();
    for (Symbol s : Symbol.THREATS) {
      if (!chestStack.contains(s)) {
        revealed = revealed.append(s);
      }
    }
    Vector<String> known = Vector.empty();
    for (Card c : Cards.ALL) {
      if (floor.contains(c.id()) || discard.contains(c.id()) || wounds.stream().anyMatch(w -> w.contains(c.id()))) {
        known = known.append(c.id());
      }
    }
    return ImmutableHeroQuestState.builder()
        .players(players)
        .heroes(hs)
        .active(active)
        .phase(phase)
        .deck(Vector.ofAll(deck))
        .outOfGame(out)
        .floor(Vector.ofAll(floor))
        .discard(Vector.ofAll(discard))
        .pending(Option.none())
        .chests(Vector.ofAll(chestStack).map(Option::of))
        .revealedChests(revealed)
        .knownInDungeon(known)
        .roundLosses(roundLosses)
        .courageThisTurn(courage)
        .turnNumber(turn)
        .dungeonSize(56 - out.size())
        .openHands(false)
        .result(Option.none())
        .random(RandomSource.seeded(7))
        .build();
  }
}
