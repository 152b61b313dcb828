package dev.ply.core.agent;

import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.control.Option;

/**
 * A game's guess at what a player cannot see, from what the others did: a model of its players
 * for search bots. {@link Game#determinize} deals the unseen cards uniformly at random, as if the
 * other players had played blind; a belief deals them as a player who watched them would guess
 * (in Love Letter, a player who kept one card and played the other most likely kept the higher).
 * {@link MctsAgent} samples its worlds from the game's belief wherever it plays by the game's
 * {@link Strategy} (the default), and from {@code determinize} otherwise.
 *
 * <p>A game offers a belief by implementing this interface on its {@code Game} class, or by
 * listing an implementation in {@code META-INF/services/dev.ply.core.agent.Belief} whose
 * {@link #gameId} names the game. Like {@code determinize}, a belief is pure and keeps nothing
 * between calls: it reads only the view (piles face up, who played what), and every sample agrees
 * with it. The game contract test checks its samples as it checks {@code determinize}.
 *
 * @param <S> the game's state
 */
public interface Belief<S> {

  /** The id of the game this models, for beliefs found through the service loader. */
  default String gameId() {
    return "";
  }

  /**
   * A full state consistent with {@code view}, drawn from {@code rng} with the unseen cards dealt
   * by how likely this belief holds them to be: {@code view(sample(v, p, r), p)} equals {@code v},
   * and any state {@code determinize} could give may be drawn (a belief weighs worlds, it rules
   * none out that the rules allow).
   */
  S sample(S view, PlayerId viewer, RandomSource rng);

  /** The belief {@code game} offers, if any. */
  @SuppressWarnings("unchecked")
  static <S> Option<Belief<S>> of(Game<S, ?> game) {
    return GameServices.find(game, Belief.class, Belief::gameId).map(b -> (Belief<S>) b);
  }
}
