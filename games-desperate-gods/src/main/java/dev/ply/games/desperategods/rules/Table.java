package dev.ply.games.desperategods.rules;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.Holder;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A mutable working copy of a {@link DgState}, used only inside one {@code apply}: the rules
 * read and change it, then {@link #freeze()} makes the next immutable state. The argument state
 * is never touched, so {@code apply} stays pure.
 */
public final class Table {
  public static final int BANK_START = 300;

  int n;
  PlayerId[] ids;
  int[] square;
  int[] hp;
  int[] coins;
  Piles<Item> items;
  Piles<String> victory;
  boolean[] ccw;
  int[] skip;
  int[] extra;
  boolean[] bonus;
  boolean[] bound;
  Piles<String> decks;
  Pile<Item> townDeck;
  /** The three store slots (DG-R57, DG-R60). */
  @SuppressWarnings("unchecked")
  final Option<Item>[] store = new Option[3];
  Pile<Item> townDiscard;
  Pile<String> removed;
  Pile<String> inPlay;
  Pile<Item> townInPlay;
  int bank;
  int limbo;
  /** The seat of the puppeteer (DG-R136), if someone is. */
  Option<Integer> puppeteer;
  int active;
  int first;
  int round;
  int turns;
  int extraChain;
  int forcedMoves;
  int maxRounds;
  StepStack stack;
  Option<DgState.Ending> ending;
  Dice dice;
  /** The events so far, allocated on the first one (a legal-action query emits none). */
  private DgEvent[] events;
  private int eventCount;
  /** True once the active player died this turn: no extra turn follows (DG-R9, DG-R52). */
  boolean activeDied;

  /** The state this table was made from: freeze reuses what did not change. */
  private DgState src;
  /**
   * The state's players, read out of its vector once: the table, its piles and freeze each read
   * every player, and a Vavr vector's get costs more than the rest of such a read.
   */
  private final PlayerState[] from;

  /** A table for {@code apply}: the whole state, to be changed and frozen. */
  Table(DgState s) {
    this(s, true);
  }

  /**
   * A table for listing the options of {@code s} ({@link Rules#legalActions}): only what options
   * read is loaded (seats, squares, HP, coins, items, victory piles, the store, the Town deck and
   * discard, the puppeteer), since a playout lists and then applies each state, each in a table of
   * its own. Nothing else may be read from it, and it is never frozen.
   */
  static Table forListing(DgState s) {
    return new Table(s, false);
  }

  /** Copies {@code s} in, all of it or only what listing reads; piles are copied only when first changed ({@link Pile}). */
  private Table(DgState s, boolean whole) {
    src = s;
    n = s.players().size();
    from = new PlayerState[n];
    ids = new PlayerId[n];
    square = new int[n];
    hp = new int[n];
    coins = new int[n];
    if (whole) {
      ccw = new boolean[n];
      skip = new int[n];
      extra = new int[n];
      bonus = new boolean[n];
      bound = new boolean[n];
    }
    int i = 0;
    for (PlayerState p : s.players()) {
      from[i] = p;
      ids[i] = p.id();
      square[i] = p.square();
      hp[i] = p.hp();
      coins[i] = p.coins();
      if (whole) {
        ccw[i] = p.counterClockwise();
        skip[i] = p.skipTurns();
        extra[i] = p.extraTurns();
        bonus[i] = p.explorerBonus();
        bound[i] = p.bound();
      }
      i++;
    }
    items = new Piles<>(n) {
      @Override
      Vector<Item> source(int i) {
        return from[i].items();
      }
    };
    victory = new Piles<>(n) {
      @Override
      Vector<String> source(int i) {
        return from[i].victory();
      }
    };
    townDeck = new Pile<>(s.townDeck());
    townDiscard = new Pile<>(s.townDiscard());
    for (int slot = 0; slot < 3; slot++) {
      store[slot] = s.store().get(slot);
    }
    puppeteer = s.puppeteer();
    if (whole) {
      loadRest(s);
    }
  }

  /** What only {@code apply} reads and writes (the players' other fields are read with theirs, in one pass). */
  private void loadRest(DgState s) {
    decks = new Piles<>(s.decks().size()) {
      @Override
      Vector<String> source(int i) {
        return src.decks().get(i);
      }
    };
    removed = new Pile<>(s.removed());
    inPlay = new Pile<>(s.inPlay());
    townInPlay = new Pile<>(s.townInPlay());
    stack = new StepStack(s.stack());
    bank = s.bank();
    limbo = s.limbo();
    active = s.active();
    first = s.first();
    round = s.round();
    turns = s.turns();
    extraChain = s.extraChain();
    forcedMoves = s.forcedMoves();
    maxRounds = s.maxRounds();
    ending = s.ending();
    dice = new Dice(s.random());
  }

  /** The next immutable state; parts that did not change are the argument state's own values. */
  DgState freeze() {
    PlayerState[] ps = new PlayerState[n];
    boolean playersChanged = false;
    for (int i = 0; i < n; i++) {
      PlayerState o = from[i];
      Vector<Item> its = items.vector(i);
      Vector<String> vic = victory.vector(i);
      if (o.square() == square[i] && o.hp() == hp[i] && o.coins() == coins[i] && o.items() == its
          && o.victory() == vic && o.counterClockwise() == ccw[i] && o.skipTurns() == skip[i]
          && o.extraTurns() == extra[i] && o.explorerBonus() == bonus[i] && o.bound() == bound[i]) {
        ps[i] = o;
      } else {
        ps[i] = PlayerState.of(ids[i], square[i], hp[i], coins[i], its, vic, ccw[i], skip[i], extra[i], bonus[i], bound[i]);
        playersChanged = true;
      }
    }
    Vector<PlayerState> pv = playersChanged ? Vector.of(ps) : src.players();
    Vector<Vector<String>> ds = src.decks();
    for (int d = 0; d < decks.size(); d++) {
      if (decks.changed(d)) {
        ds = ds.update(d, decks.vector(d));
      }
    }
    Vector<Option<Item>> st = src.store();
    if (!st.get(0).equals(store[0]) || !st.get(1).equals(store[1]) || !st.get(2).equals(store[2])) {
      st = Vector.of(store[0], store[1], store[2]);
    }
    // the fields in AbstractDgState's order
    return DgState.of(pv, ds, townDeck.toVector(), st, townDiscard.toVector(), removed.toVector(), inPlay.toVector(),
        townInPlay.toVector(), bank, limbo, puppeteer, active, first, round, turns, extraChain, forcedMoves, maxRounds,
        stack.toList(), ending, dice.source());
  }

  // ---- stack ----
  Step top() {
    return stack.top();
  }

  Step pop() {
    return stack.pop();
  }

  void push(Step s) {
    stack.push(s);
  }

  /** Pushes steps so that they run in the order given. */
  void then(Step... inOrder) {
    for (int i = inOrder.length - 1; i >= 0; i--) {
      stack.push(inOrder[i]);
    }
  }

  void replaceTop(Step s) {
    stack.replaceTop(s);
  }

  // ---- events and chance ----
  void emit(DgEvent e) {
    if (events == null) {
      events = new DgEvent[16];
    } else if (eventCount == events.length) {
      events = java.util.Arrays.copyOf(events, eventCount * 2);
    }
    events[eventCount++] = e;
  }

  /** The events emitted so far, in order. */
  Vector<DgEvent> events() {
    if (eventCount == 0) {
      return Vector.empty();
    }
    // one plain copy into an Object[] (a vector may later hold other events); a sub-list's toArray walks an iterator
    Object[] out = new Object[eventCount];
    System.arraycopy(events, 0, out, 0, eventCount);
    return Pile.vector(out);
  }

  int roll(int seat, String purpose, String rule) {
    int v = dice.roll(6);
    emit(new DgEvent.DiceRolled(ids[seat], purpose, Vector.of(v), rule));
    return v;
  }

  int[] roll2(int seat, String purpose, String rule) {
    int a = dice.roll(6);
    int b = dice.roll(6);
    emit(new DgEvent.DiceRolled(ids[seat], purpose, Vector.of(a, b), rule));
    return new int[] {a, b};
  }

  // ---- players ----
  /** The player who makes movement decisions for {@code p} (DG-R136). */
  int controller(int p) {
    return Seats.controller(puppeteer, p);
  }

  /** True when seat {@code p} is the puppeteer (DG-R136). */
  boolean isPuppeteer(int p) {
    return puppeteer.isDefined() && puppeteer.get() == p;
  }

  /** The opponent to the left: the next seat (DG-R94). */
  int left(int p) {
    return (p + 1) % n;
  }

  boolean carries(int p, TownCard.Kind k) {
    return firstItem(p, k) != null;
  }

  /** The first item of kind {@code k} that seat {@code p} carries, or null (callers check {@link #carries} first). */
  Item firstItem(int p, TownCard.Kind k) {
    Pile<Item> its = items.get(p);
    for (int i = 0; i < its.size(); i++) {
      if (its.get(i).kind() == k) {
        return its.get(i);
      }
    }
    return null;
  }

  int count(int p, TownCard.Kind k) {
    int c = 0;
    for (Item it : items.get(p)) {
      if (it.kind() == k) {
        c++;
      }
    }
    return c;
  }

  /** The seat of a player a listed action names (only listed actions are answered, so they are seated). */
  int seatOf(PlayerId id) {
    for (int i = 0; i < n; i++) {
      if (ids[i].equals(id)) {
        return i;
      }
    }
    throw new IllegalStateException("a listed action names " + id + ", who is not seated");
  }

  String name(int p) {
    return ids[p].name();
  }

  // ---- coins (DG-R63..R66) ----
  /** Moves up to {@code amount} from one holder to another; pays what exists (DG-R63). */
  int moveCoins(Holder from, Holder to, int amount, String rule) {
    int amt = Math.min(held(from), amount);
    if (amt <= 0) {
      return 0;
    }
    add(from, -amt);
    add(to, amt);
    emit(new DgEvent.CoinsMoved(holder(from), holder(to), amt, rule));
    return amt;
  }

  private int held(Holder h) {
    return h == Holder.BANK ? bank : h == Holder.LIMBO ? limbo : coins[((Holder.Seat) h).seat()];
  }

  private void add(Holder h, int amt) {
    if (h == Holder.BANK) {
      bank += amt;
    } else if (h == Holder.LIMBO) {
      limbo += amt;
    } else {
      coins[((Holder.Seat) h).seat()] += amt;
    }
  }

  String holder(Holder h) {
    return h == Holder.BANK ? "bank" : h == Holder.LIMBO ? "limbo" : name(((Holder.Seat) h).seat());
  }

  // ---- HP, damage, death (DG-R50..R54) ----
  void heal(int p, int amount, String rule) {
    int before = hp[p];
    hp[p] = Math.min(3, hp[p] + amount);
    if (hp[p] > before) {
      emit(new DgEvent.Healed(ids[p], hp[p] - before, hp[p], rule));
    }
  }

  /** Deals damage; a player at 0 dies at once (coins to Limbo). Returns true if they died. */
  boolean damage(int p, int amount, String rule) {
    if (amount <= 0) {
      return false;
    }
    hp[p] = Math.max(0, hp[p] - amount);
    emit(new DgEvent.DamageTaken(ids[p], amount, hp[p], rule));
    if (hp[p] == 0) {
      die(p, Holder.LIMBO);
      return true;
    }
    return false;
  }

  /**
   * DG-R51: coins to {@code coinsTo} (Limbo, or the PvP survivor, DG-R28), back to Town with
   * HP 3, no puppeteer, no binding, no extra turns. The active player's turn is cut short (DG-R52).
   */
  void die(int p, Holder coinsTo) {
    emit(new DgEvent.PlayerDied(ids[p], "DG-R51"));
    moveCoins(Holder.seat(p), coinsTo, coins[p], coinsTo == Holder.LIMBO ? "DG-R51" : "DG-R28");
    if (square[p] != Board.TOWN) {
      emit(new DgEvent.Relocated(ids[p], Board.id(square[p]), Board.id(Board.TOWN), "DG-R51"));
    }
    square[p] = Board.TOWN;
    hp[p] = 3;
    if (isPuppeteer(p)) {
      puppeteer = Option.none();
      emit(new DgEvent.StatusChanged(ids[p], "no longer puppeteer", "DG-R136"));
    }
    if (bound[p]) {
      bound[p] = false;
      toDeckBottom(Cards.BINDER, "DG-R51");
    }
    extra[p] = 0;
    if (p == active) {
      activeDied = true;
      stack.retainKeptOnDeath();
    }
  }

  // ---- encounter decks (DG-R31..R35) ----
  static final int[][] SEARCH = {{0, 1, 2, 3}, {1, 0, 2, 3}, {2, 1, 0, 3}, {3, 2, 1, 0}};

  /** Draws one card from {@code deck} or its fallback (DG-R33) into play; null when all are empty. */
  String draw(int p, int deck) {
    for (int d : SEARCH[deck]) {
      Pile<String> cards = decks.get(d);
      if (!cards.isEmpty()) {
        String c = cards.removeAt(0);
        if (cards.isEmpty()) {
          deckKnownFull = false; // perhaps the deck known to hold cards: look again
        }
        inPlay.add(c);
        emit(new DgEvent.CardDrawn(ids[p], c, Cards.DECK_NAMES[d], d == deck ? "DG-R31" : "DG-R33"));
        return c;
      }
    }
    return null;
  }

  /** A card goes to the bottom of its own deck (DG-R33, DG-R39, DG-R95). */
  void toDeckBottom(String card, String rule) {
    inPlay.remove(card);
    int d = Cards.get(card).deck();
    decks.get(d).add(card);
    emit(new DgEvent.CardMoved(card, "bottom of " + Cards.DECK_NAMES[d], rule));
  }

  void toVictory(int p, String card, String rule) {
    inPlay.remove(card);
    victory.get(p).add(card);
    emit(new DgEvent.CardMoved(card, "victory pile of " + name(p), rule));
  }

  /**
   * True once a deck was seen to hold cards, until a draw empties a deck: the settle loop asks
   * {@link #allDecksEmpty} at every step (DG-R90), and only {@link #draw} takes cards out of a deck.
   */
  private boolean deckKnownFull;

  /** DG-R90: all four decks empty and no encounter card in play or bound (asked at every settle step). */
  boolean decksExhausted() {
    if (!allDecksEmpty() || !inPlay.isEmpty()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (bound[i]) {
        return false;
      }
    }
    return true;
  }

  boolean allDecksEmpty() {
    if (deckKnownFull) {
      return false;
    }
    for (int d = 0; d < decks.size(); d++) {
      if (!decks.isEmpty(d)) {
        deckKnownFull = true;
        return false;
      }
    }
    return true;
  }

  // ---- Town cards (DG-R57..R61) ----
  /** The top Town card, reshuffling the discard when the deck is empty (DG-R60); none when both are empty. */
  Option<Item> takeTownTop() {
    if (townDeck.isEmpty() && !townDiscard.isEmpty()) {
      Vector<Item> shuffled = dice.shuffle(townDiscard.toVector());
      townDiscard.clear();
      townDeck.addAll(shuffled);
      emit(new DgEvent.DeckShuffled("Town", "DG-R60"));
    }
    return townDeck.isEmpty() ? Option.none() : Option.some(townDeck.removeAt(0));
  }

  /** Fills empty store slots, lowest first, while a card is available (DG-R60). */
  void refillStore() {
    for (int i = 0; i < 3; i++) {
      if (store[i].isEmpty()) {
        if (townDeck.isEmpty() && townDiscard.isEmpty()) {
          return;
        }
        store[i] = takeTownTop();
      }
    }
  }

  void discardItem(int p, Item item, String kind, String rule) {
    items.get(p).remove(item);
    townDiscard.add(item);
    emit(new DgEvent.ItemEvent(ids[p], item.title(), kind, rule));
  }

  void gainItem(int p, Item item, String rule) {
    townInPlay.remove(item);
    items.get(p).add(item);
    emit(new DgEvent.ItemEvent(ids[p], item.title(), "GAINED", rule));
  }
}
