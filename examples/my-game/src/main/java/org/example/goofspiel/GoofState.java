package org.example.goofspiel;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A Goofspiel position. Cards are 1..N; a prize card hidden from the viewer is 0.
 *
 * @param players the two players, in seat order
 * @param hands each player's unplayed cards, ascending (public: every played card was shown)
 * @param prizes the face-down prize deck, top first (hidden order)
 * @param prize the prize shown this round, 0 once the game is over
 * @param past the prizes of the earlier rounds, in order (public)
 * @param scores each player's prize points
 * @param bids this round's secret bids
 * @param round the round, from 1
 * @param random the source the prize deck was shuffled from
 */
public record GoofState(
    Vector<PlayerId> players,
    Vector<Vector<Integer>> hands,
    Vector<Integer> prizes,
    int prize,
    Vector<Integer> past,
    Vector<Integer> scores,
    CommitWindow<Integer> bids,
    int round,
    RandomSource random) {

  public GoofState {
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(hands, "hands");
    Objects.requireNonNull(prizes, "prizes");
    Objects.requireNonNull(past, "past");
    Objects.requireNonNull(scores, "scores");
    Objects.requireNonNull(bids, "bids");
    Objects.requireNonNull(random, "random");
  }

  public boolean over() {
    return prize == 0;
  }

  GoofState withHands(Vector<Vector<Integer>> h) {
    return new GoofState(players, h, prizes, prize, past, scores, bids, round, random);
  }

  GoofState withBids(CommitWindow<Integer> w) {
    return new GoofState(players, hands, prizes, prize, past, scores, w, round, random);
  }

  GoofState withPrizes(Vector<Integer> p) {
    return new GoofState(players, hands, p, prize, past, scores, bids, round, random);
  }

  GoofState withRandom(RandomSource r) {
    return new GoofState(players, hands, prizes, prize, past, scores, bids, round, r);
  }

  /** The choice of {@code player} in this round's window, if visible here. */
  Option<Integer> bidOf(PlayerId player) {
    return bids.choiceOf(player);
  }
}
