package dev.ply.core.race;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.flow.CommitWindow;
import dev.ply.core.flow.ResponseWindow;
import dev.ply.core.race.RaceAction.Bid;
import dev.ply.core.race.RaceAction.Boost;
import dev.ply.core.race.RaceAction.Pass;
import dev.ply.core.race.RaceAction.Roll;
import dev.ply.core.race.RaceEvent.BidCommitted;
import dev.ply.core.race.RaceEvent.BidsRevealed;
import dev.ply.core.race.RaceEvent.BoostPlayed;
import dev.ply.core.race.RaceEvent.CardDrawn;
import dev.ply.core.race.RaceEvent.DiceRolled;
import dev.ply.core.race.RaceEvent.Moved;
import dev.ply.core.race.RaceEvent.Passed;
import dev.ply.core.race.RaceEvent.Won;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The dice race, the core's test game.
 *
 * <ul>
 *   <li>RACE-R1 2–4 players start on square 0 with 3 coins; a deck of twelve boost cards (1, 2
 *       and 3, four of each) is shuffled and each player draws two.
 *   <li>RACE-R2 Each round opens with a secret bid of 0–2 coins (at most what one has), committed
 *       at once; revealed bids are paid to the bank, and a single highest bidder moves 2.
 *   <li>RACE-R3 Then each player in seat order rolls a die and moves that many squares.
 *   <li>RACE-R4 After each roll everyone, from the next player on, may play a boost card (move its
 *       value, draw a replacement) or pass; the window closes when all pass in succession.
 *   <li>RACE-R5 The first to reach square 20 wins at once.
 * </ul>
 */
public final class RaceGame implements Game<RaceState, RaceAction> {
  public static final int GOAL = 20;
  static final Vector<Integer> FULL_DECK = Vector.of(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor("dice-race", "Dice race", 2, 4, "1",
      false, true, "A test race: secret bids, dice, and boost cards played in a response window.", "core tests");

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<RaceAction> actionType() {
    return RaceAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    if (!DESCRIPTOR.seats(setup.playerCount())) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "RACE-R1", "the race seats 2 to 4 players"));
    }
    return DESCRIPTOR.undeclaredOption(setup); // the race has no options
  }

  @Override
  public RaceState start(Setup setup) {
    checkSetup(setup).forEach(r -> {
      throw new IllegalArgumentException(r.message());
    });
    Dice dice = new Dice(setup.random());
    Vector<Integer> deck = dice.shuffle(FULL_DECK);
    int n = setup.playerCount();
    Vector<Vector<Integer>> hands = Vector.empty();
    for (int i = 0; i < n; i++) {
      hands = hands.append(deck.take(2));
      deck = deck.drop(2);
    }
    return ImmutableRaceState.builder()
        .players(setup.players())
        .positions(Vector.fill(n, 0))
        .coins(Vector.fill(n, 3))
        .hands(hands)
        .deck(deck)
        .discard(Vector.empty())
        .bidding(Option.of(CommitWindow.open(setup.players())))
        .active(0)
        .rolled(false)
        .window(Option.none())
        .round(1)
        .winner(Option.none())
        .random(dice.source())
        .build();
  }

  @Override
  public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction action) {
    if (action == null || action.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name its actor"));
    }
    if (s.winner().isDefined()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "RACE-R5", "the race is over"));
    }
    PlayerId who = action.actor();
    if (!awaiting(s).contains(who)) {
      return Either.left(Rejection.notYourTurn(who));
    }
    if (action instanceof Bid b) {
      return bid(s, b);
    }
    if (action instanceof Roll) {
      return s.bidding().isEmpty() && s.window().isEmpty()
          ? Either.right(roll(s))
          : Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, "RACE-R3", "it is not time to roll"));
    }
    if (s.window().isEmpty()) {
      return Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, "RACE-R4", "no response window is open"));
    }
    if (action instanceof Boost b) {
      return boost(s, b);
    }
    return Either.right(pass(s, (Pass) action));
  }

  /** RACE-R2. */
  private Either<Rejection, Transition<RaceState>> bid(RaceState s, Bid b) {
    if (s.bidding().isEmpty()) {
      return Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, "RACE-R2", "bids are only made at the start of a round"));
    }
    int seat = s.players().indexOf(b.actor());
    if (b.coins() < 0 || b.coins() > Math.min(2, s.coins().get(seat))) {
      return Either.left(Rejection.of("BAD_BID", "RACE-R2",
          "a bid is 0 to 2 coins and at most what you have (" + s.coins().get(seat) + ")"));
    }
    CommitWindow<Integer> w = s.bidding().get().commit(b.actor(), b.coins());
    Vector<GameEvent> events = Vector.of(new BidCommitted(b.actor()));
    if (!w.isComplete()) {
      return Either.right(Transition.of(ImmutableRaceState.copyOf(s).withBidding(Option.of(w)), events));
    }
    Vector<Integer> bids = w.choices();
    Vector<Integer> coins = s.coins();
    int best = -1;
    int bestSeat = -1;
    for (int i = 0; i < bids.size(); i++) {
      coins = coins.update(i, coins.get(i) - bids.get(i));
      if (bids.get(i) > best) {
        best = bids.get(i);
        bestSeat = i;
      } else if (bids.get(i) == best) {
        bestSeat = -1;
      }
    }
    int winnerSeat = best > 0 ? bestSeat : -1;
    RaceState next = ImmutableRaceState.copyOf(s).withBidding(Option.none()).withCoins(coins);
    events = events.append(new BidsRevealed(bids, winnerSeat));
    if (winnerSeat >= 0) {
      Transition<RaceState> moved = move(next, winnerSeat, 2);
      return Either.right(Transition.of(moved.state(), events.appendAll(moved.events())));
    }
    return Either.right(Transition.of(next, events));
  }

  /** RACE-R3, then RACE-R4 opens the window. */
  private Transition<RaceState> roll(RaceState s) {
    Dice dice = new Dice(s.random());
    int face = dice.roll(6);
    PlayerId who = s.players().get(s.active());
    RaceState rolled = ImmutableRaceState.copyOf(s).withRandom(dice.source()).withRolled(true);
    Transition<RaceState> moved = move(rolled, s.active(), face);
    RaceState next = moved.state();
    if (next.winner().isEmpty()) {
      PlayerId first = s.players().get((s.active() + 1) % s.players().size());
      next = ImmutableRaceState.copyOf(next).withWindow(Option.of(ResponseWindow.open(s.players(), first)));
    }
    return Transition.of(next, Vector.<GameEvent>of(new DiceRolled(who, face)).appendAll(moved.events()));
  }

  /** RACE-R4. */
  private Either<Rejection, Transition<RaceState>> boost(RaceState s, Boost b) {
    int seat = s.players().indexOf(b.actor());
    Vector<Integer> hand = s.hands().get(seat);
    int at = hand.indexOf(b.card());
    if (at < 0) {
      return Either.left(Rejection.of("NO_SUCH_CARD", "RACE-R4", "you hold no boost card " + b.card()));
    }
    hand = hand.removeAt(at);
    Vector<GameEvent> events = Vector.of(new BoostPlayed(b.actor(), b.card()));
    Vector<Integer> deck = s.deck();
    if (!deck.isEmpty()) {
      hand = hand.append(deck.head());
      events = events.append(new CardDrawn(b.actor(), deck.head()));
      deck = deck.tail();
    }
    RaceState played = ImmutableRaceState.copyOf(s)
        .withHands(s.hands().update(seat, hand))
        .withDeck(deck)
        .withDiscard(s.discard().append(b.card()))
        .withWindow(Option.of(s.window().get().played()));
    Transition<RaceState> moved = move(played, seat, b.card());
    return Either.right(Transition.of(moved.state(), events.appendAll(moved.events())));
  }

  private Transition<RaceState> pass(RaceState s, Pass p) {
    ResponseWindow w = s.window().get().pass();
    Vector<GameEvent> events = Vector.of(new Passed(p.actor()));
    if (!w.isClosed()) {
      return Transition.of(ImmutableRaceState.copyOf(s).withWindow(Option.of(w)), events);
    }
    int nextSeat = (s.active() + 1) % s.players().size();
    RaceState next = ImmutableRaceState.copyOf(s).withWindow(Option.none()).withActive(nextSeat).withRolled(false);
    if (nextSeat == 0) {
      next = ImmutableRaceState.copyOf(next).withRound(s.round() + 1).withBidding(Option.of(CommitWindow.open(s.players())));
    }
    return Transition.of(next, events);
  }

  /** Moves {@code seat} forward; RACE-R5 ends the race on reaching the goal. */
  private Transition<RaceState> move(RaceState s, int seat, int squares) {
    int from = s.positions().get(seat);
    int to = Math.min(GOAL, from + squares);
    PlayerId who = s.players().get(seat);
    RaceState next = ImmutableRaceState.copyOf(s).withPositions(s.positions().update(seat, to));
    if (to < GOAL) {
      return Transition.of(next, new Moved(who, from, to));
    }
    next = ImmutableRaceState.copyOf(next).withWinner(Option.of(who)).withWindow(Option.none()).withBidding(Option.none());
    return Transition.of(next, new Moved(who, from, to), new Won(who));
  }

  @Override
  public Seq<RaceAction> legalActions(RaceState s, PlayerId player) {
    if (s.winner().isDefined()) {
      return Vector.empty();
    }
    int seat = s.players().indexOf(player);
    if (seat < 0) {
      return Vector.empty();
    }
    if (s.bidding().isDefined()) {
      if (s.bidding().get().hasCommitted(player)) {
        return Vector.empty();
      }
      int max = Math.min(2, s.coins().get(seat));
      RaceAction[] out = new RaceAction[max + 1];
      for (int c = 0; c <= max; c++) {
        out[c] = new Bid(player, c);
      }
      return Vector.of(out);
    }
    if (s.window().isDefined()) {
      if (!s.window().get().offeredTo().equals(player)) {
        return Vector.empty();
      }
      Vector<RaceAction> out = Vector.of(new Pass(player));
      Vector<Integer> hand = s.hands().get(seat);
      for (int card = 1; card <= 3; card++) {
        if (hand.contains(card)) {
          out = out.append(new Boost(player, card));
        }
      }
      return out;
    }
    return seat == s.active() && !s.rolled() ? Vector.of(new Roll(player)) : Vector.empty();
  }

  @Override
  public Set<PlayerId> awaiting(RaceState s) {
    if (s.winner().isDefined()) {
      return LinkedHashSet.empty();
    }
    if (s.bidding().isDefined()) {
      return LinkedHashSet.ofAll(s.bidding().get().waitingFor());
    }
    if (s.window().isDefined()) {
      return LinkedHashSet.of(s.window().get().offeredTo());
    }
    return LinkedHashSet.of(s.players().get(s.active()));
  }

  @Override
  public Option<Outcome> outcome(RaceState s) {
    return s.winner().map(w -> Outcome.winner(w,
        s.players().sortBy(p -> -s.positions().get(s.players().indexOf(p))), w + " reached square " + GOAL));
  }

  @Override
  public RaceAction defaultAction(RaceState s, PlayerId player) {
    if (s.bidding().isDefined()) {
      return new Bid(player, 0);
    }
    if (s.window().isDefined()) {
      return new Pass(player);
    }
    return new Roll(player);
  }

  @Override
  public RaceState view(RaceState s, PlayerId viewer) {
    Vector<Vector<Integer>> hands = Vector.empty();
    for (int i = 0; i < s.players().size(); i++) {
      Vector<Integer> h = s.hands().get(i);
      hands = hands.append(s.players().get(i).equals(viewer) ? h : Vector.fill(h.size(), 0));
    }
    return ImmutableRaceState.builder()
        .players(s.players())
        .positions(s.positions())
        .coins(s.coins())
        .hands(hands)
        .deck(Vector.fill(s.deck().size(), 0))
        .discard(s.discard())
        .bidding(s.bidding().map(w -> w.viewFor(viewer)))
        .active(s.active())
        .rolled(s.rolled())
        .window(s.window())
        .round(s.round())
        .winner(s.winner())
        .random(RandomSource.sealed())
        .build();
  }

  @Override
  public RaceState determinize(RaceState v, PlayerId viewer, RandomSource rng) {
    Dice dice = new Dice(rng);
    int me = v.players().indexOf(viewer);
    Vector<Integer> unknown = FULL_DECK;
    for (int c : v.discard()) {
      unknown = unknown.remove(c);
    }
    if (me >= 0) {
      for (int c : v.hands().get(me)) {
        unknown = unknown.remove(c);
      }
    }
    unknown = dice.shuffle(unknown);
    Vector<Vector<Integer>> hands = Vector.empty();
    for (int i = 0; i < v.players().size(); i++) {
      int size = v.hands().get(i).size();
      if (i == me) {
        hands = hands.append(v.hands().get(i));
      } else {
        hands = hands.append(unknown.take(size));
        unknown = unknown.drop(size);
      }
    }
    Option<CommitWindow<Integer>> bidding = v.bidding();
    if (bidding.isDefined()) {
      CommitWindow<Integer> w = bidding.get();
      for (PlayerId p : v.players()) {
        if (w.hasCommitted(p) && w.choiceOf(p).isEmpty()) {
          int seat = v.players().indexOf(p);
          w = w.reveal(p, dice.nextInt(Math.min(2, v.coins().get(seat)) + 1));
        }
      }
      bidding = Option.of(w);
    }
    long seed = ((long) dice.nextInt(1 << 30) << 31) ^ dice.nextInt(1 << 30);
    return ImmutableRaceState.copyOf(v).withHands(hands).withDeck(unknown).withBidding(bidding)
        .withRandom(RandomSource.seeded(seed));
  }

  /** Seats, positions, coins, hands, deck, discard, the bidding window, turn, the response window, round, winner. */
  @Override
  public void encode(RaceState s, CanonicalWriter out) {
    out.players(s.players()).ints(s.positions()).ints(s.coins());
    out.list(s.hands(), CanonicalWriter::ints);
    out.ints(s.deck()).ints(s.discard());
    out.option(s.bidding(), (w, b) -> b.encode(w, CanonicalWriter::integer));
    out.integer(s.active()).bool(s.rolled());
    out.option(s.window(), (w, r) -> r.encode(w));
    out.integer(s.round()).option(s.winner(), CanonicalWriter::player);
  }

  /** An action: {@code d} its type as the log names it, {@code p} the actor, then coins or a card as {@code i}. */
  @Override
  public void encodeAction(RaceAction a, CanonicalWriter out) {
    if (a instanceof RaceAction.Bid b) {
      out.id("bid").player(b.actor()).integer(b.coins());
    } else if (a instanceof RaceAction.Roll r) {
      out.id("roll").player(r.actor());
    } else if (a instanceof RaceAction.Boost b) {
      out.id("boost").player(b.actor()).integer(b.card());
    } else {
      out.id("pass").player(a.actor());
    }
  }

  @Override
  public RandomSource random(RaceState s) {
    return s.random();
  }

  @Override
  public RaceState withRandom(RaceState s, RandomSource random) {
    return ImmutableRaceState.copyOf(s).withRandom(random);
  }

  @Override
  public long maxActions(Setup setup) {
    int n = setup.playerCount();
    return (long) GOAL * (2L * n + (long) n * n) + 12L * (n + 1);
  }

  @Override
  public int turns(RaceState s) {
    return s.round();
  }
}
