package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Build;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Dig;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The one place where decisions are dispatched: who is awaited, what each may do, and which rule
 * class applies an action. An action is applied only if it is one of the legal actions, so apply
 * and legalActions can never disagree.
 */
public final class Rules {
  private Rules() {}

  /**
   * Who may act now, in seat order (§4 awaiting sets): the players a commit window still waits for,
   * else the one seat whose step it is. Computed afresh each time (a one-element set is cheap).
   */
  public static Set<PlayerId> awaiting(DungeonLordsState s) {
    if (s.over()) {
      return LinkedHashSet.empty();
    }
    return switch (s.phase()) {
      case UNAVAILABLE, ORDERS, RETURN, PLANNING -> LinkedHashSet.ofAll(s.window().get().waitingFor());
      default -> LinkedHashSet.of(s.players().get(actor(s)));
    };
  }

  /** The seat awaited in a one-player step. */
  static int actor(DungeonLordsState s) {
    return switch (s.phase()) {
      case ACTION, DIGGING, SPYING, TRAP_DISCARD -> Flow.actingSeat(s);
      case BATTLE -> s.battle().get().seat();
      default -> s.seatAt(s.cursor());
    };
  }

  public static Vector<DungeonLordsAction> legal(DungeonLordsState s, PlayerId player) {
    int seat = s.seatOf(player);
    if (s.over() || seat < 0) {
      return Vector.empty();
    }
    switch (s.phase()) {
      case UNAVAILABLE, ORDERS, RETURN, PLANNING -> {
        return Secrets.legal(s, seat);
      }
      default -> { }
    }
    if (actor(s) != seat) {
      return Vector.empty();
    }
    return switch (s.phase()) {
      case ACTION, DIGGING, SPYING, TRAP_DISCARD -> Building.legal(s, seat);
      case PRODUCTION -> Production.legal(s, seat);
      case PAYDAY, TAXES, SPECIAL -> Events.legal(s, seat);
      case BATTLE -> Combat.legal(s, seat);
      default -> Vector.empty();
    };
  }

  public static Either<Rejection, Transition<DungeonLordsState>> apply(DungeonLordsState s, DungeonLordsAction a) {
    if (a == null || a.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name the player who takes it"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "DL-R112", "the game is over"));
    }
    int seat = s.seatOf(a.actor());
    if (seat < 0) {
      return Either.left(Rejection.notYourTurn(a.actor()));
    }
    // the commonest actions are checked directly; the rest, and every rejection, through the list
    if (check(s, seat, a) != 1) {
      // a player who is not awaited has no legal action, so the awaiting set is built only to reject
      Vector<DungeonLordsAction> legal = legal(s, a.actor());
      if (!legal.contains(a)) {
        if (!awaiting(s).contains(a.actor())) {
          return Either.left(Rejection.notYourTurn(a.actor()));
        }
        return Either.left(why(s, seat, a, legal));
      }
    }
    return Either.right(play(s, seat, a));
  }

  /**
   * An action taken from {@code legal(s, a.actor())} of this very state ({@code Game.playListed}):
   * the same result as {@link #apply}, without finding out again that it is legal.
   */
  public static Either<Rejection, Transition<DungeonLordsState>> applyListed(DungeonLordsState s, DungeonLordsAction a) {
    return Either.right(play(s, s.seatOf(a.actor()), a));
  }

  /** The rules of a legal action {@code a} by {@code seat}. */
  private static Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a) {
    switch (s.phase()) {
      case UNAVAILABLE, ORDERS, RETURN, PLANNING -> {
        Transition<DungeonLordsState> quick = Secrets.quick(s, seat, a);
        if (quick != null) {
          return quick;
        }
      }
      default -> { }
    }
    Ctx x = new Ctx(s);
    switch (s.phase()) {
      case UNAVAILABLE, ORDERS, RETURN, PLANNING -> Secrets.apply(x, seat, a);
      case ACTION, DIGGING, SPYING, TRAP_DISCARD -> Building.apply(x, seat, a);
      case PRODUCTION -> Production.apply(x, seat, a);
      case PAYDAY, TAXES, SPECIAL -> Events.apply(x, seat, a);
      default -> Combat.apply(x, a);
    }
    return Transition.of(x.done(), x.eventList());
  }

  /**
   * Whether {@code a} by {@code seat} is one of {@link #legal}'s actions, decided without building
   * the list where a rule class can (a replay applies actions to states nobody listed): 1 yes, 0 no,
   * -1 not decided here. It agrees with the list exactly (RulesTest checks it on random states).
   */
  static int check(DungeonLordsState s, int seat, DungeonLordsAction a) {
    if (s.over() || seat < 0) {
      return 0;
    }
    return switch (s.phase()) {
      case UNAVAILABLE, ORDERS, RETURN, PLANNING -> Secrets.check(s, seat, a);
      case ACTION, DIGGING, SPYING, TRAP_DISCARD -> actor(s) == seat ? Building.check(s, seat, a) : 0;
      case PRODUCTION -> actor(s) == seat ? Production.check(s, seat, a) : 0;
      case PAYDAY, TAXES -> actor(s) == seat ? Events.check(s, seat, a) : 0;
      default -> -1;
    };
  }

  /** The rejection of an action that is not legal now, naming the rule that forbids it. */
  static Rejection why(DungeonLordsState s, int seat, DungeonLordsAction a, Vector<DungeonLordsAction> legal) {
    if (a instanceof Dig d && s.phase() == Phase.DIGGING) {
      Option<Rejection> r = Dungeon.whyNotDig(s.lord(seat), d.square());
      if (r.isDefined()) {
        return r.get();
      }
    }
    if (a instanceof Build b && s.phase() == Phase.ACTION && b.room() != null && s.roomOffer().contains(b.room())) {
      Option<Rejection> r = Dungeon.whyNotBuild(s.lord(seat), Room.valueOf(b.room()), b.square());
      if (r.isDefined()) {
        return r.get();
      }
    }
    String expected = legal.isEmpty() ? "nothing" : legal.take(4).map(x -> Text.describe(s, x)).mkString(", ")
        + (legal.size() > 4 ? " or " + (legal.size() - 4) + " more" : "");
    return Rejection.of(Rejection.ILLEGAL_ACTION, rule(s.phase()),
        "that is not allowed now (" + Text.phase(s.phase()) + "); allowed: " + expected);
  }

  static String rule(Phase phase) {
    return switch (phase) {
      case UNAVAILABLE -> "DL-R4";
      case ORDERS -> "DL-R14b";
      case ACTION -> "DL-R21";
      case DIGGING -> "DL-R25b";
      case SPYING -> "DL-R24";
      case TRAP_DISCARD -> "DL-R29";
      case PRODUCTION -> "DL-R35";
      case RETURN -> "DL-R39";
      case PAYDAY -> "DL-R51";
      case TAXES -> "DL-R53";
      case SPECIAL -> "DL-R54";
      case PLANNING -> "DL-R75b";
      case BATTLE -> "DL-R86";
      case GAME_OVER -> "DL-R112";
    };
  }
}
