package org.example.goofspiel;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.GameEvent;
import dev.ply.core.GameOption;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.flow.CommitWindow;
import org.example.goofspiel.GoofAction.Bid;
import org.example.goofspiel.GoofEvent.BidCommitted;
import org.example.goofspiel.GoofEvent.BidsRevealed;
import org.example.goofspiel.GoofEvent.Ended;
import org.example.goofspiel.GoofEvent.PrizeShown;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Goofspiel, a game of simultaneous secret choices on the Ply SDK: both players bid at once
 * through a {@link CommitWindow}, so {@link #awaiting} names both, and a {@link #view} hides the
 * other's bid until both have bid.
 *
 * <ul>
 *   <li>GS-R1 Two players each hold the cards 1..N (option {@code cards}, 2–13, default 6); the
 *       prize cards 1..N are shuffled face down.
 *   <li>GS-R2 Each round the top prize card is shown, and both players bid one card of their
 *       hand at once, in secret (a commit window).
 *   <li>GS-R3 When both have bid, the bids are shown: the higher bid takes the prize's value, a
 *       tie gives it to nobody; both bid cards are spent.
 *   <li>GS-R4 After N rounds the higher score wins; equal scores are a draw.
 * </ul>
 */
public final class GoofspielGame implements Game<GoofState, GoofAction> {
  public static final int DEFAULT_CARDS = 6;

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor("goofspiel", "Goofspiel", 2, 2, "1",
      false, true, "Two players bid cards 1..N in secret, at once, for shuffled prizes 1..N.", "examples/my-game/README.md")
      .withOptions(GameOption.number("cards", 2, 13, DEFAULT_CARDS, "each player's hand and the prizes are 1..cards (GS-R1)"));

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<GoofAction> actionType() {
    return GoofAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    if (!DESCRIPTOR.seats(setup.playerCount())) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "GS-R1", "Goofspiel seats exactly 2 players"));
    }
    Option<Rejection> unknown = DESCRIPTOR.undeclaredOption(setup);
    if (unknown.isDefined()) {
      return unknown;
    }
    Option<String> cards = setup.option("cards");
    if (cards.isDefined() && (!cards.get().matches("\\d{1,2}") || Integer.parseInt(cards.get()) < 2
        || Integer.parseInt(cards.get()) > 13)) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "GS-R1", "cards must be a number from 2 to 13"));
    }
    return Option.none();
  }

  static int cards(Setup setup) {
    return setup.option("cards").map(Integer::parseInt).getOrElse(DEFAULT_CARDS);
  }

  @Override
  public GoofState start(Setup setup) {
    checkSetup(setup).forEach(r -> {
      throw new IllegalArgumentException(r.message());
    });
    int n = cards(setup);
    Vector<Integer> all = Vector.rangeClosed(1, n);
    Dice dice = new Dice(setup.random());
    Vector<Integer> deck = dice.shuffle(all);
    return new GoofState(setup.players(), Vector.fill(2, all), deck.tail(), deck.head(), Vector.empty(), Vector.fill(2, 0),
        CommitWindow.open(setup.players()), 1, dice.source());
  }

  @Override
  public Either<Rejection, Transition<GoofState>> play(GoofState s, GoofAction action) {
    if (!(action instanceof Bid b) || b.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "a bid must name its player and card"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "GS-R4", "the game is over"));
    }
    int seat = s.players().indexOf(b.actor());
    if (seat < 0 || s.bids().hasCommitted(b.actor())) {
      return Either.left(Rejection.notYourTurn(b.actor()));
    }
    if (!s.hands().get(seat).contains(b.card())) {
      return Either.left(Rejection.of("NO_SUCH_CARD", "GS-R2", "you hold no card " + b.card()));
    }
    CommitWindow<Integer> w = s.bids().commit(b.actor(), b.card());
    Vector<GameEvent> events = Vector.of(new BidCommitted(b.actor()));
    if (!w.isComplete()) {
      return Either.right(Transition.of(s.withBids(w), events));
    }
    return Either.right(resolve(s, w.choices(), events));
  }

  /** Seats, hands, the prize deck in order, the prize shown, past prizes, scores, the bids, the round. */
  @Override
  public void encode(GoofState s, CanonicalWriter out) {
    out.players(s.players());
    out.list(s.hands(), CanonicalWriter::ints);
    out.ints(s.prizes()).integer(s.prize()).ints(s.past()).ints(s.scores());
    s.bids().encode(out, CanonicalWriter::integer);
    out.integer(s.round());
  }

  /** GS-R3, then GS-R2 shows the next prize or GS-R4 ends the game. */
  private Transition<GoofState> resolve(GoofState s, Vector<Integer> cards, Vector<GameEvent> events) {
    int a = cards.get(0);
    int b = cards.get(1);
    int winner = a > b ? 0 : b > a ? 1 : -1;
    Vector<Integer> scores = winner < 0 ? s.scores() : s.scores().update(winner, s.scores().get(winner) + s.prize());
    Vector<Vector<Integer>> hands = s.hands().update(0, s.hands().get(0).remove(a)).update(1, s.hands().get(1).remove(b));
    events = events.append(new BidsRevealed(cards, winner, s.prize()));
    if (s.prizes().isEmpty()) {
      GoofState end = new GoofState(s.players(), hands, s.prizes(), 0, s.past().append(s.prize()), scores, CommitWindow.open(Vector.empty()),
          s.round(), s.random());
      return Transition.of(end, events.append(new Ended(reason(end))));
    }
    GoofState next = new GoofState(s.players(), hands, s.prizes().tail(), s.prizes().head(),
        s.past().append(s.prize()), scores,
        CommitWindow.open(s.players()), s.round() + 1, s.random());
    return Transition.of(next, events.append(new PrizeShown(next.prize())));
  }

  private static String reason(GoofState s) {
    int a = s.scores().get(0);
    int b = s.scores().get(1);
    if (a == b) {
      return "a draw at " + a + " points each";
    }
    PlayerId w = s.players().get(a > b ? 0 : 1);
    return w + " wins " + Math.max(a, b) + " to " + Math.min(a, b);
  }

  @Override
  public Seq<GoofAction> legalActions(GoofState s, PlayerId player) {
    int seat = s.players().indexOf(player);
    if (s.over() || seat < 0 || s.bids().hasCommitted(player)) {
      return Vector.empty();
    }
    return s.hands().get(seat).map(c -> (GoofAction) new Bid(player, c));
  }

  @Override
  public Set<PlayerId> awaiting(GoofState s) {
    return s.over() ? LinkedHashSet.empty() : LinkedHashSet.ofAll(s.bids().waitingFor());
  }

  @Override
  public Option<Outcome> outcome(GoofState s) {
    if (!s.over()) {
      return Option.none();
    }
    int a = s.scores().get(0);
    int b = s.scores().get(1);
    Vector<PlayerId> ranking = b > a ? s.players().reverse() : s.players();
    Seq<PlayerId> winners = a == b ? Vector.empty() : Vector.of(ranking.head());
    return Option.of(new Outcome(winners, ranking,
        LinkedHashMap.of(s.players().get(0), a, s.players().get(1), b), false, reason(s)));
  }

  @Override
  public GoofState view(GoofState s, PlayerId viewer) {
    return new GoofState(s.players(), s.hands(), Vector.fill(s.prizes().size(), 0), s.prize(), s.past(), s.scores(),
        s.bids().viewFor(viewer), s.round(), RandomSource.sealed());
  }

  @Override
  public GoofState determinize(GoofState v, PlayerId viewer, RandomSource rng) {
    Dice dice = new Dice(rng);
    // the prizes not yet shown: every card that is neither shown now nor won or tied before
    int n = v.past().size() + v.prizes().size() + (v.over() ? 0 : 1);
    Vector<Integer> unseen = Vector.rangeClosed(1, n).removeAll(v.past()).remove(v.prize());
    CommitWindow<Integer> w = v.bids();
    for (int seat = 0; seat < 2; seat++) {
      PlayerId p = v.players().get(seat);
      if (w.hasCommitted(p) && w.choiceOf(p).isEmpty()) {
        Vector<Integer> hand = v.hands().get(seat);
        w = w.reveal(p, hand.get(dice.nextInt(hand.size())));
      }
    }
    return new GoofState(v.players(), v.hands(), dice.shuffle(unseen), v.prize(), v.past(), v.scores(), w, v.round(),
        RandomSource.seeded(((long) dice.nextInt(1 << 30) << 31) ^ dice.nextInt(1 << 30)));
  }

  @Override
  public RandomSource random(GoofState s) {
    return s.random();
  }

  @Override
  public GoofState withRandom(GoofState s, RandomSource random) {
    return s.withRandom(random);
  }

  @Override
  public long maxActions(Setup setup) {
    return 2L * cards(setup);
  }

  @Override
  public int turns(GoofState s) {
    return s.round();
  }

  @Override
  public String describe(GoofState s, GoofAction action) {
    return action instanceof Bid b ? "bid " + b.card() : action.toString();
  }

  @Override
  public String render(GoofState view, PlayerId viewer) {
    int seat = view.players().indexOf(viewer);
    return view.over() ? "Scores " + view.scores().mkString(" : ")
        : "Round " + view.round() + ": prize " + view.prize() + "   scores " + view.scores().mkString(" : ")
            + (seat < 0 ? "" : "   your cards " + view.hands().get(seat).mkString(" "));
  }
}
