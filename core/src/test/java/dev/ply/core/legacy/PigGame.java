package dev.ply.core.legacy;

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
import dev.ply.core.legacy.PigAction.Hold;
import dev.ply.core.legacy.PigAction.Roll;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Pig, written exactly as a game was written before Ply 0.1.0: it implements {@code apply} (not
 * {@code play}) and no {@code encode}, so its hashes come from the state's {@code toString}
 * through the deprecated {@code canonical}. It must keep compiling and pass the kit
 * ({@link LegacyGameTest}, {@code LegacyGameContractTest}) until those forms are removed in 0.2.0.
 *
 * <ul>
 *   <li>PIG-R1 2–4 players start at 0; seat 1 begins.
 *   <li>PIG-R2 The active player rolls a die: a 1 loses this turn's points and ends the turn; any
 *       other face adds to them. A player whose banked and turn points reach the goal must hold.
 *   <li>PIG-R3 Holding banks the turn's points (only with some) and passes the turn.
 *   <li>PIG-R4 Banking the goal wins at once; otherwise after round 10 the highest score wins, a tie
 *       going to the earlier seat.
 * </ul>
 */
public final class PigGame implements Game<PigState, PigAction> {
  static final int GOAL = 20;
  static final int ROUNDS = 10;

  private static final GameDescriptor DESCRIPTOR = new GameDescriptor("legacy-pig", "Pig", 2, 4, "1",
      false, false, "Roll to add to your turn, hold to bank it; a 1 loses the turn.", "core tests");

  /** PIG-R2 events. */
  record Rolled(PlayerId player, int face) implements GameEvent {
    public String rule() {
      return "PIG-R2";
    }
  }

  /** PIG-R3. */
  record Held(PlayerId player, int points) implements GameEvent {
    public String rule() {
      return "PIG-R3";
    }
  }

  /** PIG-R4. */
  record Won(PlayerId player) implements GameEvent {
    public String rule() {
      return "PIG-R4";
    }
  }

  @Override
  public GameDescriptor descriptor() {
    return DESCRIPTOR;
  }

  @Override
  public Class<PigAction> actionType() {
    return PigAction.class;
  }

  @Override
  public Option<Rejection> checkSetup(Setup setup) {
    return DESCRIPTOR.seats(setup.playerCount()) ? DESCRIPTOR.undeclaredOption(setup)
        : Option.of(Rejection.of(Rejection.BAD_SETUP, "PIG-R1", "Pig seats 2 to 4 players"));
  }

  @Override
  public PigState start(Setup setup) {
    checkSetup(setup).forEach(r -> {
      throw new IllegalArgumentException(r.message());
    });
    return new PigState(setup.players(), Vector.fill(setup.playerCount(), 0), 0, 0, 1, Option.none(),
        setup.random());
  }

  @Override
  public Either<Rejection, Transition<PigState>> apply(PigState s, PigAction action) {
    if (action == null || action.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name its actor"));
    }
    if (s == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_STATE, "there is no state to play on"));
    }
    if (s.random() == RandomSource.sealed()) {
      // what core's checks do for a game implementing play; an old game made them itself
      return Either.left(Rejection.of(Rejection.STATE_IS_A_VIEW, "play on the full state, not a view"));
    }
    if (outcome(s).isDefined()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "PIG-R4", "the game is over"));
    }
    if (!awaiting(s).contains(action.actor())) {
      return Either.left(Rejection.notYourTurn(action.actor()));
    }
    if (action instanceof Roll) {
      if (mustHold(s)) {
        return Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, "PIG-R2", "you have reached " + GOAL + ": hold"));
      }
      Dice dice = new Dice(s.random());
      int face = dice.roll(6);
      GameEvent rolled = new Rolled(action.actor(), face);
      PigState next = new PigState(s.players(), s.scores(), s.active(), s.turnPoints() + face, s.round(),
          s.winner(), dice.source());
      return Either.right(face == 1 ? Transition.of(passTurn(next, s.scores()), rolled) : Transition.of(next, rolled));
    }
    if (s.turnPoints() == 0) {
      return Either.left(Rejection.of(Rejection.ILLEGAL_ACTION, "PIG-R3", "there is nothing to bank yet"));
    }
    int banked = s.scores().get(s.active()) + s.turnPoints();
    Vector<Integer> scores = s.scores().update(s.active(), banked);
    GameEvent held = new Held(action.actor(), s.turnPoints());
    if (banked >= GOAL) {
      PigState won = new PigState(s.players(), scores, s.active(), 0, s.round(), Option.of(action.actor()), s.random());
      return Either.right(Transition.of(won, held, new Won(action.actor())));
    }
    return Either.right(Transition.of(passTurn(s, scores), held));
  }

  private static boolean mustHold(PigState s) {
    return s.scores().get(s.active()) + s.turnPoints() >= GOAL;
  }

  /** The next seat's turn with {@code scores} banked; after round 10 the best score wins (PIG-R4). */
  private static PigState passTurn(PigState s, Vector<Integer> scores) {
    int next = (s.active() + 1) % s.players().size();
    int round = next == 0 ? s.round() + 1 : s.round();
    Option<PlayerId> winner = Option.none();
    if (round > ROUNDS) {
      winner = Option.of(s.players().get(scores.indexOf(scores.max().get())));
    }
    return new PigState(s.players(), scores, next, 0, round, winner, s.random());
  }

  @Override
  public Seq<PigAction> legalActions(PigState s, PlayerId player) {
    if (!awaiting(s).contains(player)) {
      return Vector.empty();
    }
    if (mustHold(s)) {
      return Vector.of(new Hold(player));
    }
    return s.turnPoints() > 0 ? Vector.of(new Roll(player), new Hold(player)) : Vector.of(new Roll(player));
  }

  @Override
  public Set<PlayerId> awaiting(PigState s) {
    return s.winner().isDefined() ? LinkedHashSet.empty() : LinkedHashSet.of(s.players().get(s.active()));
  }

  @Override
  public Option<Outcome> outcome(PigState s) {
    return s.winner().map(w -> Outcome.winner(w,
        s.players().sortBy(p -> -s.scores().get(s.players().indexOf(p))).remove(w).prepend(w),
        w + " has " + s.scores().get(s.players().indexOf(w)) + " points"));
  }

  @Override
  public PigState view(PigState s, PlayerId viewer) {
    return withRandom(s, RandomSource.sealed());
  }

  @Override
  public PigState determinize(PigState view, PlayerId viewer, RandomSource rng) {
    return withRandom(view, RandomSource.seeded(rng.nextInt(1 << 30).value()));
  }

  @Override
  public RandomSource random(PigState s) {
    return s.random();
  }

  @Override
  public PigState withRandom(PigState s, RandomSource random) {
    return new PigState(s.players(), s.scores(), s.active(), s.turnPoints(), s.round(), s.winner(), random);
  }

  @Override
  public long maxActions(Setup setup) {
    // a turn is at most GOAL / 2 rolls of 2 or more and a hold
    return (long) ROUNDS * setup.playerCount() * (GOAL / 2 + 1);
  }

  @Override
  public int turns(PigState s) {
    return s.round();
  }
}
