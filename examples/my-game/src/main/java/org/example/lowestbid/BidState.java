package org.example.lowestbid;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * A Lowest Unique Bid position. Everything in it is public except the picks not yet revealed
 * (inside {@code picks}) and the random source.
 *
 * @param players the players, in seat order
 * @param numbers N: each player holds the numbers 1..N and the game lasts N rounds (LUB-R1)
 * @param rounds every finished round's picks, in seat order (revealed, so public)
 * @param scores each player's points, in seat order
 * @param pot the points carried over from rounds in which no number was unique (LUB-R3)
 * @param picks this round's secret picks
 * @param random the game's random source (the rules draw nothing; kept for the contract)
 */
public record BidState(
    Vector<PlayerId> players,
    int numbers,
    Vector<Vector<Integer>> rounds,
    Vector<Integer> scores,
    int pot,
    CommitWindow<Integer> picks,
    RandomSource random) {

  public BidState {
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(rounds, "rounds");
    Objects.requireNonNull(scores, "scores");
    Objects.requireNonNull(picks, "picks");
    Objects.requireNonNull(random, "random");
  }

  /** LUB-R4: over once N rounds are played, every number spent. */
  public boolean over() {
    return rounds.size() == numbers;
  }

  /** The round being played, from 1 (N + 1 once over). */
  public int round() {
    return rounds.size() + 1;
  }

  /** LUB-R2: the numbers {@code seat} has not picked in a finished round yet, ascending. */
  public Vector<Integer> unspent(int seat) {
    Vector<Integer> spent = rounds.map(r -> r.get(seat));
    return Vector.rangeClosed(1, numbers).removeAll(spent);
  }

  BidState withPicks(CommitWindow<Integer> w) {
    return new BidState(players, numbers, rounds, scores, pot, w, random);
  }

  BidState withRandom(RandomSource r) {
    return new BidState(players, numbers, rounds, scores, pot, picks, r);
  }
}
