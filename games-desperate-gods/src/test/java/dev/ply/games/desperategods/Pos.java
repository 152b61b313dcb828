package dev.ply.games.desperategods;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.rules.Rules;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;

/**
 * A hand-built position for scenario tests, in the conventions of §11: everyone on Town with 3 HP
 * unless placed, decks in table order unless given, unplaced cards kept so that invariants 2, 3 and
 * 6 hold, the bank holding what nobody else does, P1 to roll.
 */
final class Pos {
  static final PlayerId P1 = PlayerId.seat(1);
  static final PlayerId P2 = PlayerId.seat(2);
  static final PlayerId P3 = PlayerId.seat(3);

  final PlayerState[] ps;
  final Vector<String>[] decks;
  final boolean[] exact = new boolean[4];
  Vector<Integer> townDeck = null;
  Vector<Integer> store = Vector.of(1, 2, 3);
  Vector<Integer> discard = Vector.empty();
  Vector<String> removed = Vector.empty();
  Vector<String> inPlay = Vector.empty();
  int limbo;
  int puppeteer = -1;
  int active;
  int round = 1;
  int maxRounds = 200;
  int extraChain;
  int forcedMoves;
  List<Step> stack;

  @SuppressWarnings("unchecked")
  Pos(int players) {
    ps = new PlayerState[players];
    for (int i = 0; i < players; i++) {
      // unplaced players stand on squares no scenario move enters (§11 conventions)
      ps[i] = PlayerState.fresh(PlayerId.seat(i + 1));
      if (i > 0) {
        ps[i] = with(i, Board.parse(i == 1 ? "I01" : i == 2 ? "I03" : "M09"));
      }
    }
    decks = new Vector[4];
    for (int d = 0; d < 4; d++) {
      decks[d] = Cards.deck(d);
    }
  }

  static Pos of(int players) {
    return new Pos(players);
  }

  private PlayerState with(int seat, int square) {
    PlayerState p = ps[seat];
    return new PlayerState(p.id(), square, p.hp(), p.coins(), p.items(), p.victory(), p.counterClockwise(),
        p.skipTurns(), p.extraTurns(), p.explorerBonus(), p.bound());
  }

  Pos at(int seat, String square) {
    ps[seat] = with(seat, Board.parse(square));
    return this;
  }

  Pos hp(int seat, int hp) {
    PlayerState p = ps[seat];
    ps[seat] = new PlayerState(p.id(), p.square(), hp, p.coins(), p.items(), p.victory(), p.counterClockwise(),
        p.skipTurns(), p.extraTurns(), p.explorerBonus(), p.bound());
    return this;
  }

  Pos coins(int seat, int coins) {
    PlayerState p = ps[seat];
    ps[seat] = new PlayerState(p.id(), p.square(), p.hp(), coins, p.items(), p.victory(), p.counterClockwise(),
        p.skipTurns(), p.extraTurns(), p.explorerBonus(), p.bound());
    return this;
  }

  Pos items(int seat, Integer... items) {
    PlayerState p = ps[seat];
    ps[seat] = new PlayerState(p.id(), p.square(), p.hp(), p.coins(), Vector.of(items), p.victory(),
        p.counterClockwise(), p.skipTurns(), p.extraTurns(), p.explorerBonus(), p.bound());
    return this;
  }

  Pos victory(int seat, String... cards) {
    PlayerState p = ps[seat];
    ps[seat] = new PlayerState(p.id(), p.square(), p.hp(), p.coins(), p.items(), Vector.of(cards),
        p.counterClockwise(), p.skipTurns(), p.extraTurns(), p.explorerBonus(), p.bound());
    return this;
  }

  Pos flags(int seat, int skip, int extra, boolean bonus, boolean bound, boolean ccw) {
    PlayerState p = ps[seat];
    ps[seat] = new PlayerState(p.id(), p.square(), p.hp(), p.coins(), p.items(), p.victory(), ccw, skip, extra,
        bonus, bound);
    return this;
  }

  /** The exact content of deck {@code d} (0 W … 3 L3), top first. */
  Pos deck(int d, String... cards) {
    decks[d] = Vector.of(cards);
    exact[d] = true;
    return this;
  }

  /** These cards first, then the rest of the deck's cards in table order. */
  Pos deckTop(int d, String... cards) {
    Vector<String> top = Vector.of(cards);
    decks[d] = top.appendAll(Cards.deck(d).removeAll(top));
    return this;
  }

  Pos town(Vector<Integer> store, Vector<Integer> deck) {
    this.store = store;
    this.townDeck = deck;
    return this;
  }

  Pos store(Vector<Integer> store) {
    this.store = store;
    return this;
  }

  Pos discard(Integer... cards) {
    discard = Vector.of(cards);
    return this;
  }

  Pos limbo(int l) {
    limbo = l;
    return this;
  }

  Pos active(int seat) {
    active = seat;
    return this;
  }

  Pos puppeteer(int seat) {
    puppeteer = seat;
    return this;
  }

  Pos stack(Step... topFirst) {
    stack = List.of(topFirst);
    return this;
  }

  Pos inPlay(String... cards) {
    inPlay = Vector.of(cards);
    return this;
  }

  DgState build() {
    LinkedHashSet<String> placed = new LinkedHashSet<>();
    for (PlayerState p : ps) {
      placed.addAll(p.victory().toJavaList());
      if (p.bound()) {
        placed.add("L3-1");
      }
    }
    placed.addAll(inPlay.toJavaList());
    placed.addAll(removed.toJavaList());
    Vector<Vector<String>> ds = Vector.empty();
    for (int d = 0; d < 4; d++) {
      Vector<String> deck = decks[d].removeAll(placed);
      ds = ds.append(deck);
      placed.addAll(deck.toJavaList());
    }
    for (EncounterCard c : Cards.ALL) {
      if (!placed.contains(c.id())) {
        if (exact[c.deck()]) {
          removed = removed.append(c.id());
        } else {
          ds = ds.update(c.deck(), ds.get(c.deck()).append(c.id()));
        }
      }
    }
    LinkedHashSet<Integer> held = new LinkedHashSet<>();
    for (PlayerState p : ps) {
      held.addAll(p.items().toJavaList());
    }
    held.addAll(store.filter(c -> c != 0).toJavaList());
    held.addAll(discard.toJavaList());
    Vector<Integer> td;
    if (townDeck == null) {
      td = Vector.empty();
      for (TownCard c : TownCard.ALL) {
        if (!held.contains(c.id())) {
          td = td.append(c.id());
        }
      }
    } else {
      td = townDeck;
      held.addAll(td.toJavaList());
      for (TownCard c : TownCard.ALL) {
        if (!held.contains(c.id())) {
          discard = discard.append(c.id());
        }
      }
    }
    int coins = limbo;
    for (PlayerState p : ps) {
      coins += p.coins();
    }
    List<Step> st = stack != null ? stack : List.of(new Step.PreRoll(active), new Step.TurnEnd());
    return new DgState(Vector.of(ps), ds, td, store, discard, removed, inPlay, Vector.empty(), 300 - coins, limbo,
        puppeteer, active, 0, round, 1, extraChain, forcedMoves, maxRounds, st, Option.none(), RandomSource.seeded(7));
  }

  /** Builds, then runs the rules on forced dice (1-6 faces) until a decision is awaited. */
  DgState settled(int... faces) {
    DgState s = build();
    return Rules.resume(s.withRandom(RandomSource.scripted(Arrays.stream(faces).map(f -> f - 1).toArray())));
  }

  static int[] faces(int... f) {
    return Arrays.stream(f).map(x -> x - 1).toArray();
  }

  static ArrayList<String> ids(Vector<String> v) {
    return new ArrayList<>(v.toJavaList());
  }
}
