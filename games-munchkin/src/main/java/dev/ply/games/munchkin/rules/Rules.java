package dev.ply.games.munchkin.rules;

import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * {@code apply} as one dispatch: the top frame's {@link Decision} (MK-R101) allows the action
 * exactly when it lists it (MK-R100, I-F5) and plays it, then {@link Flow#advance} runs the
 * automatic steps to the next awaited player.
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
    Option<Decision.Awaited> now = awaited(s);
    if (now.isEmpty() || !s.seat(now.get().seat()).id().equals(a.actor())) {
      return Either.left(Rejection.of(Rejection.NOT_YOUR_TURN, "MK-R100", a.actor() + " is not the player awaited now"));
    }
    Decision.Awaited d = now.get();
    if (!d.rules().allows(s, d.seat(), d.frame(), a)) {
      return Either.left(Explain.why(s, a));
    }
    return play(s, now.get(), a);
  }

  /**
   * An action known to be listed for its actor ({@code Game.playListed}: applied by its place in
   * the legal list): the rules of {@link #apply} without the membership test.
   */
  public static Either<Rejection, Transition<MunchkinState>> playListed(MunchkinState s, MunchkinAction a) {
    Option<Decision.Awaited> now = awaited(s);
    return now.isEmpty() ? apply(s, a) : play(s, now.get(), a);
  }

  private static Either<Rejection, Transition<MunchkinState>> play(MunchkinState s, Decision.Awaited now,
      MunchkinAction a) {
    Table t = new Table(s);
    now.rules().play(t, now.seat(), now.frame(), a);
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

  /** The top frame's decision (MK-R101: the top frame decides who is awaited). */
  static Option<Decision.Awaited> awaited(MunchkinState s) {
    if (s.over() || s.frames().isEmpty() || !(s.frames().items().head() instanceof Frame.Decision f)) {
      return Option.none();
    }
    Decision<Frame.Decision> rules = of(f);
    return Option.some(new Decision.Awaited(rules, f, rules.seat(s, f)));
  }

  @SuppressWarnings("unchecked")
  private static Decision<Frame.Decision> of(Frame.Decision f) {
    Decision<?> d;
    if (f instanceof Frame.Window) {
      d = PriorityWindow.RULES;
    } else if (f instanceof Frame.SetupTurn) {
      d = TurnSteps.SETUP;
    } else if (f instanceof Frame.TroubleOrLoot) {
      d = TurnSteps.TROUBLE_OR_LOOT;
    } else if (f instanceof Frame.Charity) {
      d = TurnSteps.CHARITY;
    } else if (f instanceof Frame.Offer) {
      d = Proposals.OFFER;
    } else if (f instanceof Frame.Trade) {
      d = Proposals.TRADE;
    } else if (f instanceof Frame.Choose) {
      d = Choosing.CHOOSE;
    } else {
      d = Choosing.BIG_RECIPIENT;
    }
    return (Decision<Frame.Decision>) d;
  }
}
