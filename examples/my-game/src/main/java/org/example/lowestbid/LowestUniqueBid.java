package org.example.lowestbid;

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
import dev.ply.core.RulesText;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.flow.CommitWindow;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.example.lowestbid.BidAction.Pick;
import org.example.lowestbid.BidEvent.Ended;
import org.example.lowestbid.BidEvent.Picked;
import org.example.lowestbid.BidEvent.PicksRevealed;
import org.example.lowestbid.BidEvent.RoundBegan;

/**
 * Lowest Unique Bid, a game of simultaneous secret choices on the Ply SDK: every player picks at
 * once through a {@link CommitWindow}, so {@link #awaiting} names them all, and a {@link #view}
 * hides the others' picks until everyone has picked.
 *
 * <ul>
 *   <li>LUB-R1 2 to 5 players each hold the numbers 1..N (option {@code numbers}, 3–9, default 5);
 *       the game lasts N rounds.
 *   <li>LUB-R2 Each round every player picks one of their unspent numbers, in secret and at once.
 *   <li>LUB-R3 When all have picked, the picks are shown and spent: the lowest number picked by
 *       exactly one player scores that many points, plus the pot, for its picker, and the pot
 *       empties; if no number was picked only once, nobody scores and the lowest number picked
 *       goes into the pot.
 *   <li>LUB-R4 After N rounds the highest score wins (a pot left over scores nobody); players tied
 *       on it share the win, and a tie between every player is a draw.
 * </ul>
 */
public final class LowestUniqueBid implements Game<BidState, BidAction> {
  public static final int DEFAULT_NUMBERS = 5;
  static final int MIN_NUMBERS = 3;
  static final int MAX_NUMBERS = 9;

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor("lowest-unique-bid", "Lowest Unique Bid", 2, 5,
      "1", false, true,
      "Everyone picks a number 1..N in secret, at once; the lowest number nobody else picked scores itself and the pot.",
      "examples/my-game/README.md")
      .withOptions(GameOption.number("numbers", MIN_NUMBERS, MAX_NUMBERS, DEFAULT_NUMBERS,
          "each player holds the numbers 1..numbers, one round per number (LUB-R1)"));

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<BidAction> actionType() {
    return BidAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    if (!DESCRIPTOR.seats(setup.playerCount())) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "LUB-R1", "Lowest Unique Bid seats 2 to 5 players"));
    }
    Option<Rejection> unknown = DESCRIPTOR.undeclaredOption(setup);
    if (unknown.isDefined()) {
      return unknown;
    }
    Option<String> n = setup.option("numbers");
    if (n.isDefined() && (!n.get().matches("\\d{1,2}") || Integer.parseInt(n.get()) < MIN_NUMBERS
        || Integer.parseInt(n.get()) > MAX_NUMBERS)) {
      return Option.of(Rejection.of(Rejection.BAD_SETUP, "LUB-R1",
          "numbers must be a number from " + MIN_NUMBERS + " to " + MAX_NUMBERS));
    }
    return Option.none();
  }

  static int numbers(Setup setup) {
    return setup.option("numbers").map(Integer::parseInt).getOrElse(DEFAULT_NUMBERS);
  }

  @Override
  public BidState start(Setup setup) {
    checkSetup(setup).forEach(r -> {
      throw new IllegalArgumentException(r.message());
    });
    int players = setup.playerCount();
    return new BidState(setup.players(), numbers(setup), Vector.empty(), Vector.fill(players, 0), 0,
        CommitWindow.open(setup.players()), setup.random());
  }

  @Override
  public Either<Rejection, Transition<BidState>> play(BidState s, BidAction action) {
    if (!(action instanceof Pick p)) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "a pick must name its player and number"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "LUB-R4", "the game is over"));
    }
    int seat = s.players().indexOf(p.actor());
    if (seat < 0 || s.picks().hasCommitted(p.actor())) {
      return Either.left(Rejection.notYourTurn(p.actor()));
    }
    if (p.number() < 1 || p.number() > s.numbers()) {
      return Either.left(Rejection.of("NO_SUCH_NUMBER", "LUB-R1", "the numbers are 1 to " + s.numbers()));
    }
    if (!s.unspent(seat).contains(p.number())) {
      return Either.left(Rejection.of("NUMBER_SPENT", "LUB-R2", "you picked " + p.number() + " in an earlier round"));
    }
    CommitWindow<Integer> w = s.picks().commit(p.actor(), p.number());
    Vector<GameEvent> events = Vector.of(new Picked(p.actor()));
    if (!w.isComplete()) {
      return Either.right(Transition.of(s.withPicks(w), events));
    }
    return Either.right(reveal(s, w.choices(), events));
  }

  /** LUB-R3, then LUB-R2 begins the next round or LUB-R4 ends the game. */
  private Transition<BidState> reveal(BidState s, Vector<Integer> picks, Vector<GameEvent> events) {
    Option<Integer> lowest = picks.filter(n -> picks.count(m -> m.equals(n)) == 1).min();
    Option<Integer> scorerSeat = lowest.map(picks::indexOf);
    int points = lowest.map(n -> n + s.pot()).getOrElse(0);
    // nobody unique: the round's lowest number is carried over, so the next unique pick is worth more
    int pot = lowest.isDefined() ? 0 : s.pot() + picks.min().get();
    Vector<Integer> scores = scorerSeat.isEmpty() ? s.scores()
        : s.scores().update(scorerSeat.get(), s.scores().get(scorerSeat.get()) + points);
    events = events.append(new PicksRevealed(s.round(), picks, scorerSeat.map(s.players()::get), points, pot));
    Vector<Vector<Integer>> rounds = s.rounds().append(picks);
    boolean over = rounds.size() == s.numbers();
    BidState next = new BidState(s.players(), s.numbers(), rounds, scores, pot,
        CommitWindow.open(over ? Vector.empty() : s.players()), s.random());
    return Transition.of(next, events.append(over ? new Ended(reason(next)) : new RoundBegan(next.round())));
  }

  /** The players, N, every finished round's picks, the scores, the pot, this round's picks. */
  @Override
  public void encode(BidState s, CanonicalWriter out) {
    out.players(s.players());
    out.integer(s.numbers());
    out.list(s.rounds(), CanonicalWriter::ints);
    out.ints(s.scores());
    out.integer(s.pot());
    s.picks().encode(out, CanonicalWriter::integer);
  }

  @Override
  public Seq<BidAction> legalActions(BidState s, PlayerId player) {
    int seat = s.players().indexOf(player);
    if (s.over() || seat < 0 || s.picks().hasCommitted(player)) {
      return Vector.empty();
    }
    return s.unspent(seat).map(n -> (BidAction) new Pick(player, n));
  }

  @Override
  public Set<PlayerId> awaiting(BidState s) {
    return s.over() ? LinkedHashSet.empty() : LinkedHashSet.ofAll(s.picks().waitingFor());
  }

  @Override
  public Option<Outcome> outcome(BidState s) {
    if (!s.over()) {
      return Option.none();
    }
    Vector<PlayerId> players = s.players();
    Vector<PlayerId> ranking = players.sortBy(p -> -s.scores().get(players.indexOf(p)));  // stable: ties keep seat order
    int top = s.scores().max().get();
    Vector<PlayerId> best = players.filter(p -> s.scores().get(players.indexOf(p)) == top);
    Seq<PlayerId> winners = best.size() == players.size() ? Vector.empty() : best;
    return Option.of(new Outcome(winners, ranking, LinkedHashMap.ofEntries(players.zip(s.scores())), false, reason(s)));
  }

  private static String reason(BidState s) {
    int top = s.scores().max().get();
    Vector<PlayerId> best = s.players().filter(p -> s.scores().get(s.players().indexOf(p)) == top);
    if (best.size() == s.players().size()) {
      return "a draw: every player has " + points(top);
    }
    return best.mkString(" and ") + (best.size() == 1 ? " wins" : " share the win") + " with " + points(top);
  }

  private static String points(int n) {
    return n + (n == 1 ? " point" : " points");
  }

  /** LUB-R2: the others' picks are masked until the reveal; the random source is sealed. */
  @Override
  public BidState view(BidState s, PlayerId viewer) {
    return new BidState(s.players(), s.numbers(), s.rounds(), s.scores(), s.pot(), s.picks().viewFor(viewer), RandomSource.sealed());
  }

  /** Each masked pick becomes one of that player's unspent numbers, at random. */
  @Override
  public BidState determinize(BidState v, PlayerId viewer, RandomSource rng) {
    Dice dice = new Dice(rng);
    CommitWindow<Integer> w = v.picks();
    for (int seat = 0; seat < v.players().size(); seat++) {
      PlayerId p = v.players().get(seat);
      if (w.hasCommitted(p) && w.choiceOf(p).isEmpty()) {
        Vector<Integer> unspent = v.unspent(seat);
        w = w.reveal(p, unspent.get(dice.nextInt(unspent.size())));
      }
    }
    return new BidState(v.players(), v.numbers(), v.rounds(), v.scores(), v.pot(), w,
        RandomSource.seeded(((long) dice.nextInt(1 << 30) << 31) ^ dice.nextInt(1 << 30)));
  }

  @Override
  public RandomSource random(BidState s) {
    return s.random();
  }

  @Override
  public BidState withRandom(BidState s, RandomSource random) {
    return s.withRandom(random);
  }

  @Override
  public long maxActions(Setup setup) {
    return (long) setup.playerCount() * numbers(setup);
  }

  @Override
  public int turns(BidState s) {
    return Math.min(s.round(), s.numbers());
  }

  @Override
  public String describe(BidState s, BidAction action) {
    return action instanceof Pick p ? "pick " + p.number() : action.toString();
  }

  @Override
  public String eventText(BidState view, GameEvent event) {
    if (event instanceof Picked p) {
      return p.player() + " has picked a number";
    }
    if (event instanceof PicksRevealed r) {
      String picks = view.players().zip(r.picks()).map(t -> t._1 + " " + t._2).mkString(", ");
      if (r.scorer().isEmpty()) {
        return "round " + r.round() + ": " + picks + " - no number was picked only once: nobody scores, the pot grows to "
            + r.pot();
      }
      int number = r.picks().get(view.players().indexOf(r.scorer().get()));
      return "round " + r.round() + ": " + picks + " - " + r.scorer().get() + " scores " + points(r.points())
          + (number == r.points() ? " with the lowest unique number"
              : ": the lowest unique number, " + number + ", and the pot of " + (r.points() - number));
    }
    if (event instanceof RoundBegan b) {
      return "round " + b.round() + " of " + view.numbers() + ": everyone picks a number";
    }
    if (event instanceof Ended e) {
      return "game over: " + e.reason();
    }
    return Game.super.eventText(view, event);
  }

  @Override
  public boolean routine(GameEvent event) {
    return event instanceof RoundBegan || event instanceof Picked;
  }

  @Override
  public RulesText rulesText() {
    return new RulesText(
        "Score the most points. 2 to 5 players each hold the numbers 1 to N (option numbers, default "
            + DEFAULT_NUMBERS + "); the game lasts N rounds, so every number is played once. The highest score "
            + "wins; players tied on it share the win, and a tie between every player is a draw.",
        "Every player picks one of their unspent numbers, in secret and at the same time. Then the picks are "
            + "shown and spent: the lowest number that exactly one player picked scores that many points, plus "
            + "the pot, for that player. Numbers picked by two or more players score nothing; if no number was "
            + "picked only once, nobody scores and the lowest number picked goes into the pot.",
        Vector.of(new RulesText.Term("unique", "a number picked by exactly one player this round; only the lowest "
            + "of them scores"),
            new RulesText.Term("pot", "points carried over from rounds without a unique number; the next player "
                + "to score takes them all, and a pot left after the last round scores nobody")));
  }

  @Override
  public Option<String> ruleName(String ruleId) {
    return Option.of(switch (ruleId) {
      case "LUB-R1" -> "setup";
      case "LUB-R2" -> "secret picks";
      case "LUB-R3" -> "the reveal";
      case "LUB-R4" -> "the end";
      default -> null;
    });
  }

  @Override
  public String render(BidState view, PlayerId viewer) {
    int seat = view.players().indexOf(viewer);
    String scores = "scores " + view.scores().mkString(" : ") + (view.pot() == 0 ? "" : "   pot " + view.pot());
    if (view.over()) {
      return scores;
    }
    return "Round " + view.round() + " of " + view.numbers() + "   " + scores
        + (seat < 0 ? "" : "   your numbers " + view.unspent(seat).mkString(" "))
        + (view.rounds().isEmpty() ? "" : "   last picks " + view.rounds().last().mkString(" "));
  }
}
