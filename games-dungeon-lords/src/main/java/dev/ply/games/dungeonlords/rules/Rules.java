package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The one place where decisions are dispatched: the {@link Decision} a state waits on says who is
 * awaited, what each may do, whether an action is one of those, and what it does. An action is
 * applied only if its decision allows it, which is exactly when it is listed.
 */
public final class Rules {
  private Rules() {}

  /** The decision {@code s} waits on. */
  static Decision decision(DungeonLordsState s) {
    return switch (s.phase()) {
      case UNAVAILABLE -> Secrets.Choice.UNAVAILABLE;
      case ORDERS -> Secrets.Choice.ORDERS;
      case RETURN -> Secrets.Choice.RETURN;
      case PLANNING -> Secrets.Choice.PLANNING;
      case ACTION -> Actions.Space.ACTION;
      case DIGGING -> Tunnels.DIG;
      case SPYING -> Actions.Space.SPYING;
      case TRAP_DISCARD -> Actions.Space.TRAP_DISCARD;
      case PRODUCTION -> Production.TURN;
      case PAYDAY -> Events.Step.PAYDAY;
      case TAXES -> Events.Step.TAXES;
      case SPECIAL -> Events.Step.SPECIAL;
      case BATTLE -> switch (s.battle().get().step()) {
        case TRAP_ORDER -> TrapStep.ORDER;
        case TRAP_TARGET -> TrapStep.TARGET;
        case MONSTERS -> MonsterStep.ATTACK;
        case FAST_SPELL, SLOW_SPELL -> Spells.CHOICE;
      };
      case GAME_OVER -> OVER;
    };
  }

  /** DL-R112: once the game is over nobody is asked anything. */
  private static final Decision OVER = new Decision() {
    @Override
    public String rule() {
      return "DL-R112";
    }

    @Override
    public Set<PlayerId> awaiting(DungeonLordsState s) {
      return LinkedHashSet.empty();
    }

    @Override
    public boolean awaits(DungeonLordsState s, int seat) {
      return false;
    }

    @Override
    public Vector<DungeonLordsAction> options(DungeonLordsState s, int seat) {
      return Vector.empty();
    }

    @Override
    public Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
      throw new IllegalStateException("the game is over: nothing may be played"); // never called: nobody is awaited
    }
  };

  /** Who may act now, in seat order (§4 awaiting sets). */
  public static Set<PlayerId> awaiting(DungeonLordsState s) {
    return decision(s).awaiting(s);
  }

  public static Vector<DungeonLordsAction> legal(DungeonLordsState s, PlayerId player) {
    Option<Integer> seat = s.seat(player);
    if (seat.isEmpty()) {
      return Vector.empty();
    }
    Decision d = decision(s);
    return d.awaits(s, seat.get()) ? d.options(s, seat.get()) : Vector.empty();
  }

  public static Either<Rejection, Transition<DungeonLordsState>> apply(DungeonLordsState s, DungeonLordsAction a) {
    if (a == null || a.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name the player who takes it"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "DL-R112", "the game is over"));
    }
    Option<Integer> seated = s.seat(a.actor());
    if (seated.isEmpty()) {
      return Either.left(Rejection.notYourTurn(a.actor()));
    }
    int seat = seated.get();
    Decision d = decision(s);
    if (!d.awaits(s, seat)) {
      return Either.left(Rejection.notYourTurn(a.actor()));
    }
    if (!d.allows(s, seat, a)) {
      return Either.left(why(s, d, seat, a));
    }
    return Either.right(d.play(s, seat, a));
  }

  /**
   * An action taken from {@code legal(s, a.actor())} of this very state ({@code Game.playListed}):
   * the same result as {@link #apply}, without finding out again that it is legal.
   */
  public static Either<Rejection, Transition<DungeonLordsState>> applyListed(DungeonLordsState s, DungeonLordsAction a) {
    return Either.right(decision(s).play(s, s.seat(a.actor()).get(), a));
  }

  /** The rejection of an action the decision does not allow, naming the rule that forbids it. */
  private static Rejection why(DungeonLordsState s, Decision d, int seat, DungeonLordsAction a) {
    Option<Rejection> placement = d.why(s, seat, a);
    if (placement.isDefined()) {
      return placement.get();
    }
    Vector<DungeonLordsAction> legal = d.options(s, seat);
    String expected = legal.isEmpty() ? "nothing" : legal.take(4).map(x -> Text.describe(s, x)).mkString(", ")
        + (legal.size() > 4 ? " or " + (legal.size() - 4) + " more" : "");
    return Rejection.of(Rejection.ILLEGAL_ACTION, d.rule(),
        "that is not allowed now (" + Text.phase(s.phase()) + "); allowed: " + expected);
  }
}
