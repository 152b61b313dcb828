package dev.ply.games.munchkin.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Status;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Combat;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import io.vavr.collection.Vector;

/**
 * The state being moved by one {@code apply}, with the events it produced so far. It is a local
 * accumulator: the state inside stays an immutable value, replaced at each step, and nothing
 * escapes {@code apply} but the final state and the events. The small table operations every rule
 * uses live here: draws (MK-R11, MK-R12, with the MK-R93/MK-R94 triggers), discards (MK-R15),
 * level changes (MK-R2, MK-R4, MK-R3), removing cards from play (MK-R20), death (MK-R81, MK-R82).
 */
final class Table {
  MunchkinState s;
  private MunchkinEvent[] events = NO_EVENTS;
  private int eventCount;
  private static final MunchkinEvent[] NO_EVENTS = {};

  Table(MunchkinState s) {
    this.s = s;
  }

  /**
   * The card whose effect is being applied now (a curse, a monster's Bad Stuff or special), set
   * while {@code Effects.next} or an effect's choice runs: the events it produces name it.
   */
  private io.vavr.control.Option<String> cause = io.vavr.control.Option.none();

  void cause(io.vavr.control.Option<String> card) {
    cause = card;
  }

  /**
   * The event with the card whose effect caused it ({@code source}, a card ID), for the events an
   * effect produces (a discard, a level change, a card taken); any other event unchanged.
   */
  private static MunchkinEvent causedBy(MunchkinEvent e, String source) {
    if (e instanceof MunchkinEvent.Discarded d && d.source().isEmpty()) {
      return new MunchkinEvent.Discarded(d.player(), d.card(), d.rule(), io.vavr.control.Option.of(source));
    }
    if (e instanceof MunchkinEvent.LevelChanged l && l.source().isEmpty()) {
      return new MunchkinEvent.LevelChanged(l.player(), l.from(), l.to(), l.rule(), io.vavr.control.Option.of(source));
    }
    if (e instanceof MunchkinEvent.Moved m && m.source().isEmpty()) {
      return new MunchkinEvent.Moved(m.from(), m.to(), m.card(), m.rule(), io.vavr.control.Option.of(source));
    }
    return e;
  }

  void emit(MunchkinEvent e) {
    if (cause.isDefined()) {
      e = causedBy(e, cause.get());
    }
    if (eventCount == events.length) {
      events = java.util.Arrays.copyOf(events, Math.max(4, eventCount * 2));
    }
    events[eventCount++] = e;
  }

  /** The events so far, in order (collected in an array: most steps emit none or one). */
  Vector<MunchkinEvent> events() {
    return eventCount == 0 ? Vector.empty() : Vector.of(java.util.Arrays.copyOf(events, eventCount));
  }

  PlayerState p(int seat) {
    return s.seats().get(seat);
  }

  PlayerId id(int seat) {
    return s.seats().get(seat).id();
  }

  void put(int seat, PlayerState p) {
    s = s.withSeats(s.seats().update(seat, p));
  }

  Combat combat() {
    return s.combat().get();
  }

  void combat(Combat c) {
    s = s.withCombat(io.vavr.control.Option.of(c));
  }

  void push(Frame f) {
    s = s.withFrames(s.frames().push(f));
  }

  void pop() {
    s = s.withFrames(s.frames().pop());
  }

  Frame top() {
    return s.frames().items().head();
  }

  void replaceTop(Frame f) {
    s = s.withFrames(new dev.ply.core.flow.DecisionStack<>(s.frames().items().tail().prepend(f)));
  }

  int nextInt(int bound) {
    RandomSource.Draw d = s.random().nextInt(bound);
    s = s.withRandom(d.next());
    return d.value();
  }

  /** MK-R96: a natural die. */
  int d6() {
    return nextInt(6) + 1;
  }

  <T> Vector<T> shuffle(Vector<T> items) {
    Object[] a = items.toJavaArray();
    for (int i = a.length - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      Object x = a[i];
      a[i] = a[j];
      a[j] = x;
    }
    @SuppressWarnings("unchecked")
    Vector<T> out = (Vector<T>) Vector.of(a);
    return out;
  }

  /** The next living seat clockwise from {@code seat} (not {@code seat} itself), or {@code seat}. */
  int leftOf(int seat) {
    for (int k = 1; k < s.size(); k++) {
      int i = (seat + k) % s.size();
      if (p(i).alive()) {
        return i;
      }
    }
    return seat;
  }

  int rightOf(int seat) {
    for (int k = 1; k < s.size(); k++) {
      int i = Math.floorMod(seat - k, s.size());
      if (p(i).alive()) {
        return i;
      }
    }
    return seat;
  }

  // ---- piles ---------------------------------------------------------------------------

  /** MK-R11: the top card of a deck, reshuffling its discard pile when empty; null when both are empty. */
  String takeTop(Deck deck) {
    Vector<String> pile = deck == Deck.DOOR ? s.doorDeck() : s.treasureDeck();
    if (pile.isEmpty()) {
      Vector<String> discard = deck == Deck.DOOR ? s.doorDiscard() : s.treasureDiscard();
      if (discard.isEmpty()) {
        return null;
      }
      pile = shuffle(discard);
      s = deck == Deck.DOOR ? s.withDoorDiscard(Vector.empty()) : s.withTreasureDiscard(Vector.empty());
      emit(new MunchkinEvent.Shuffled(deck, pile.size()));
    }
    String top = pile.head();
    s = deck == Deck.DOOR ? s.withDoorDeck(pile.tail()) : s.withTreasureDeck(pile.tail());
    return top;
  }

  /** MK-R15: a discarded card goes to the discard pile of its own deck. */
  void discard(String card) {
    if (Cards.card(card).deck() == Deck.DOOR) {
      s = s.withDoorDiscard(Vectors.plus(s.doorDiscard(), card));
    } else {
      s = s.withTreasureDiscard(Vectors.plus(s.treasureDiscard(), card));
    }
  }

  /**
   * DRAW one card into {@code seat}'s hand (MK-R12), face down or face up. Divine Intervention
   * (MK-R93) and Hoard! (MK-R94) trigger and are discarded instead. Returns false when both pile
   * and discard are empty.
   */
  boolean draw(int seat, Deck deck, boolean faceUp, String rule) {
    String card = takeTop(deck);
    if (card == null) {
      return false;
    }
    receiveDrawn(seat, card, faceUp, rule);
    return true;
  }

  void receiveDrawn(int seat, String card, boolean faceUp, String rule) {
    Card c = Cards.card(card);
    if (c.kind() == Kind.DIVINE_INTERVENTION) {
      emit(new MunchkinEvent.Revealed(id(seat), card, "MK-R93"));
      discard(card);
      divineIntervention();
      return;
    }
    if (c.kind() == Kind.HOARD) {
      emit(new MunchkinEvent.Revealed(id(seat), card, "MK-R94"));
      discard(card);
      for (int i = 0; i < 3; i++) {
        draw(seat, Deck.TREASURE, faceUp, "MK-R94");
      }
      return;
    }
    if (faceUp) {
      emit(new MunchkinEvent.Revealed(id(seat), card, rule));
    } else {
      emit(new MunchkinEvent.Drew(id(seat), c.deck(), 1, rule));
      emit(new MunchkinEvent.Received(id(seat), Vector.of(card), rule));
    }
    give(seat, card);
  }

  /** A card enters a hand (fresh, MK-R16). */
  void give(int seat, String card) {
    PlayerState p = p(seat);
    put(seat, p.withHand(Vectors.plus(p.hand(), card)).withFresh(Vectors.plus(p.fresh(), card)));
  }

  /** MK-R93: every living Cleric gains a level, which may win (MK-R2d). */
  void divineIntervention() {
    for (int i = 0; i < s.size(); i++) {
      if (p(i).alive() && p(i).hasClass(CharClass.CLERIC)) {
        gainLevels(i, 1, true, "MK-R93");
      }
    }
    checkWin("MK-R93");
  }

  // ---- levels --------------------------------------------------------------------------

  void loseLevels(int seat, int n, String rule) {
    setLevel(seat, Math.max(1, p(seat).level() - n), rule);
  }

  /** GAIN_LEVELS: capped at 10 when {@code mayWin}; callers never offer a gain to 10 otherwise (MK-R4). */
  void gainLevels(int seat, int n, boolean mayWin, String rule) {
    if (!p(seat).alive()) {
      return; // MK-R5
    }
    int to = Math.min(mayWin ? 10 : 9, p(seat).level() + n);
    setLevel(seat, to, rule);
  }

  void setLevel(int seat, int to, String rule) {
    int from = p(seat).level();
    if (from != to) {
      put(seat, p(seat).withLevel(to));
      emit(new MunchkinEvent.LevelChanged(id(seat), from, to, rule));
    }
  }

  /** MK-R3: the game ends when one or more players reach level 10; all of them win. */
  void checkWin(String rule) {
    if (s.over()) {
      return;
    }
    Vector<PlayerId> top = Vector.empty();
    for (int i = 0; i < s.size(); i++) {
      if (p(i).level() >= 10) {
        top = top.append(id(i));
      }
    }
    if (!top.isEmpty()) {
      endGame(top, rule);
    }
  }

  void endGame(Vector<PlayerId> winners, String rule) {
    s = s.withOver(true).withWinners(winners);
    emit(new MunchkinEvent.GameWon(winners, rule));
  }

  // ---- cards in play ---------------------------------------------------------------------

  /** Takes {@code card} out of {@code seat}'s hand or play area (nothing else), with the MK-R20 follow-ups. */
  void takeAway(int seat, String card) {
    PlayerState p = p(seat);
    p = p.withHand(Vectors.minus(p.hand(), card)).withFresh(Vectors.minus(p.fresh(), card))
        .withItems(Vectors.minus(p.items(), card)).withEquipped(Vectors.minus(p.equipped(), card))
        .withRaces(Vectors.minus(p.races(), card)).withClasses(Vectors.minus(p.classes(), card))
        .withCurses(Vectors.minus(p.curses(), card));
    if (p.halfBreed().contains(card)) {
      p = p.withHalfBreed(io.vavr.control.Option.none());
    }
    if (p.superMunchkin().contains(card)) {
      p = p.withSuperMunchkin(io.vavr.control.Option.none());
    }
    if (p.hireling().contains(card)) {
      p = p.withHireling(io.vavr.control.Option.none());
    }
    if (!p.cheats().isEmpty()) {
      for (dev.ply.games.munchkin.state.Cheat ch : p.cheats()) {
        if (ch.item().equals(card)) { // MK-R35: the Cheat! goes with its item
          p = p.withCheats(p.cheats().remove(ch));
          discard(ch.card());
          emit(new MunchkinEvent.Discarded(id(seat), ch.card(), "MK-R35"));
        }
      }
    }
    put(seat, p);
    s = s.withSale(Vectors.minus(s.sale(), card)); // MK-R38: a card that leaves its owner leaves the basket
    followUps(seat);
  }

  /** MK-R20: Half-Breed goes without a Race, Super Munchkin with fewer than 2 Classes; MK-R33 excess Big items. */
  void followUps(int seat) {
    PlayerState p = p(seat);
    if (p.halfBreed().isDefined() && p.races().isEmpty()) {
      String hb = p.halfBreed().get();
      put(seat, p.withHalfBreed(io.vavr.control.Option.none()));
      discard(hb);
      emit(new MunchkinEvent.Discarded(id(seat), hb, "MK-R20"));
    }
    p = p(seat);
    if (p.superMunchkin().isDefined() && p.classes().size() < 2) {
      String sm = p.superMunchkin().get();
      put(seat, p.withSuperMunchkin(io.vavr.control.Option.none()));
      discard(sm);
      emit(new MunchkinEvent.Discarded(id(seat), sm, "MK-R20"));
    }
    // MK-R33: the Big allowance is checked when this frame is reached (Flow).
    p = p(seat);
    if (Items.bigCount(p) > Items.bigAllowance(p) && !pendingBigCheck(seat)) {
      push(new Frame.BigCheck(seat));
    }
  }

  private boolean pendingBigCheck(int seat) {
    for (Frame f : s.frames().items()) {
      if (f instanceof Frame.BigCheck b && b.seat() == seat) {
        return true;
      }
    }
    return false;
  }

  /** Discards {@code card} from {@code seat}'s hand or play area. */
  void discardFrom(int seat, String card, String rule) {
    takeAway(seat, card);
    discard(card);
    emit(new MunchkinEvent.Discarded(id(seat), card, rule));
  }

  /** Ends a status and discards its persistent curse card (MK-R86, MK-R88). */
  void endStatus(int seat, Status status) {
    PlayerState p = p(seat);
    if (!p.has(status)) {
      return;
    }
    put(seat, p.withStatuses(p.statuses().remove(status)));
    for (int cAt = 0; cAt < p.curses().size(); cAt++) {
      String c = p.curses().get(cAt);
      if (Curses.statusOf(Cards.card(c)).contains(status)) {
        discardFrom(seat, c, "MK-R86");
        return;
      }
    }
  }

  boolean isHalfling(int seat) {
    return p(seat).hasRace(Race.HALFLING);
  }
}
