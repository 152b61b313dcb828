package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSourceException;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * What a reader may be told of another player's move: its words, or only that a choice was made.
 * The terminal's narration of bots and hot-seat players and {@code ply replay}'s step lines ask
 * here, so a move reads the same in both.
 *
 * <p>A move's words are shown when they follow from what the reader sees: no other legal action
 * of the mover that reads differently would have left the reader the same view and the same
 * events. So an order chosen in a simultaneous window stays secret (any other order looks the
 * same until the reveal), and a Guard that misses is told (its guess is in the events, not in the
 * view). The words themselves are the game's, described in the reader's view, and name nothing
 * that view hides ({@link Game#describe}): another lord's trap reads "a trap".
 */
final class Telling {
  private Telling() {}

  /** What a reader is told of a move it cannot tell apart, after the mover's name. */
  static final String SECRET = "makes a choice you cannot see";

  /**
   * {@code ": play the Guard on p2, naming the Priest"} or {@code " makes a choice you cannot see"},
   * to follow the mover's name. Described in the position it was chosen in, as its menu read: after
   * it the phase may have moved on (the last lord's tax payment read as the next event's).
   */
  static <S, A extends Action> String told(Game<S, A> game, S before, A action, Transition<S> result,
      PlayerId viewer) {
    return tellable(game, before, action, result, viewer)
        ? ": " + game.describe(game.view(before, viewer), action) : " " + SECRET;
  }

  /** Whether {@code viewer} may read the words of {@code chosen}, which led from {@code before} to {@code result}. */
  static <S, A extends Action> boolean tellable(Game<S, A> game, S before, A chosen, Transition<S> result,
      PlayerId viewer) {
    if (chosen.actor().equals(viewer)) {
      return true;
    }
    S shown = game.view(before, viewer);
    S seen = game.view(result.state(), viewer);
    Vector<GameEvent> heard = Vector.ofAll(result.eventsFor(viewer));
    String words = game.describe(shown, chosen);
    for (A other : game.legalActions(before, chosen.actor())) {
      if (other.equals(chosen)) {
        continue;
      }
      Either<Rejection, Transition<S>> r;
      try {
        r = game.apply(before, other);
      } catch (RandomSourceException e) {
        continue; // a replayed position holds only the draws its own action made
      }
      if (r.isRight() && game.view(r.get().state(), viewer).equals(seen)
          && Vector.ofAll(r.get().eventsFor(viewer)).equals(heard)
          && !game.describe(shown, other).equals(words)) {
        return false;
      }
    }
    return true;
  }
}
