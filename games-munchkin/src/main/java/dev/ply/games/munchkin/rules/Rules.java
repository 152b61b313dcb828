package dev.ply.games.munchkin.rules;

import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * {@code apply}: the pending decision (the top frame's {@link Decision}) allows the action exactly
 * when it lists it (MK-R100, I-F5); the decision plays it, and the flow advances to the next
 * awaited player.
 */
public final class Rules {
  private Rules() {}

  public static Either<Rejection, Transition<MunchkinState>> apply(MunchkinState s, MunchkinAction a) {
    if (a == null || a.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "an action must name its player"));
    }
    if (s.over()) {
      return Either.left(Rejection.of(Rejection.GAME_OVER, "MK-R3", "the game is over"));
    }
    Option<Decision.Awaited> now = Decision.awaited(s);
    if (now.isEmpty() || !s.seat(now.get().seat()).id().equals(a.actor())) {
      return Either.left(Rejection.of(Rejection.NOT_YOUR_TURN, "MK-R100", a.actor() + " is not the player awaited now"));
    }
    if (!now.get().allows(s, a)) {
      return Either.left(Explain.why(s, a));
    }
    return play(s, now.get(), a);
  }

  /**
   * An action known to be listed for its actor ({@code Game.playListed}: applied by its place in
   * the legal list): the rules of {@link #apply} without the membership test.
   */
  public static Either<Rejection, Transition<MunchkinState>> playListed(MunchkinState s, MunchkinAction a) {
    Option<Decision.Awaited> now = Decision.awaited(s);
    return now.isEmpty() ? apply(s, a) : play(s, now.get(), a);
  }

  private static Either<Rejection, Transition<MunchkinState>> play(MunchkinState s, Decision.Awaited now,
      MunchkinAction a) {
    Table t = new Table(s);
    now.play(t, a);
    Flow.advance(t);
    return Either.right(Transition.of(t.s, t.events()));
  }

  /** The game starts: §3 and the first frames. */
  public static Transition<MunchkinState> begin(MunchkinState s) {
    Table t = new Table(s);
    t.push(new Frame.NextSetup(0));
    Flow.advance(t);
    return Transition.of(t.s, t.events());
  }
}
