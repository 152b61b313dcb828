package dev.ply.samples.loveletter.rules;

import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.samples.loveletter.action.LoveLetterAction;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import dev.ply.samples.loveletter.state.Table;
import io.vavr.control.Either;

/** The entry points of the rules: a new game, and one action checked and played. */
public final class Rules {
  private Rules() {}

  /** LL-R3: the first round, started by a random player. */
  public static LoveLetterState start(Table table, RandomSource random) {
    return Turn.start(table, random);
  }

  /** Checks {@code action} ({@link Choices#refusal}) and plays it ({@link Turn}); never throws. */
  public static Either<Rejection, Transition<LoveLetterState>> apply(LoveLetterState state, LoveLetterAction action) {
    if (action == null || action.actor() == null) {
      return Either.left(Rejection.of(Rejection.MALFORMED_ACTION, "the action names no player"));
    }
    if (hidesCards(state)) {
      return Either.left(Rejection.of(Rejection.STATE_IS_A_VIEW,
          "this state is a player's view with hidden cards; determinize it before playing on it"));
    }
    int seat = state.table().seatOf(action.actor());
    int target = action.target() == null ? -1 : state.table().seatOf(action.target());
    Rejection refused = Choices.refusal(state, seat, target, action);
    if (refused != null) {
      return Either.left(refused);
    }
    int guess = action instanceof LoveLetterAction.PlayGuard g && g.guess() != null ? g.guess().value() : 0;
    return Either.right(Turn.play(state, action.card().value(), target, guess));
  }

  /** True for a view: some hand, the drawn card or the next deck slot is hidden. */
  private static boolean hidesCards(LoveLetterState s) {
    if (s.drawn() == Deck.HIDDEN || (!s.isOver() && s.next() < 16 && s.deck().get(s.next()) == Deck.HIDDEN)) {
      return true;
    }
    for (int seat = 0; seat < s.players(); seat++) {
      if (s.hand(seat) == Deck.HIDDEN) {
        return true;
      }
    }
    return false;
  }
}
