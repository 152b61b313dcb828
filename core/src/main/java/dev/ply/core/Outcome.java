package dev.ply.core;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * How a finished game ended.
 *
 * @param winners the winning players (all of them on a cooperative win, none on a loss or a
 *     game ended without a winner)
 * @param ranking every seated player from first to last (ties keep seat order)
 * @param scores each player's final score, where the game keeps one
 * @param cooperative true when the table wins or loses together
 * @param reason one sentence, e.g. {@code "p2 reached 7 affection tokens"}
 */
public record Outcome(
    Seq<PlayerId> winners,
    Seq<PlayerId> ranking,
    Map<PlayerId, Integer> scores,
    boolean cooperative,
    String reason) {

  public static Outcome winner(PlayerId winner, Seq<PlayerId> ranking, String reason) {
    return new Outcome(Vector.of(winner), ranking, LinkedHashMap.empty(), false, reason);
  }

  public static Outcome cooperativeWin(Seq<PlayerId> players, String reason) {
    return new Outcome(players, players, LinkedHashMap.empty(), true, reason);
  }

  public static Outcome cooperativeLoss(Seq<PlayerId> players, String reason) {
    return new Outcome(Vector.empty(), players, LinkedHashMap.empty(), true, reason);
  }

  public Outcome withScores(Map<PlayerId, Integer> scores) {
    return new Outcome(winners, ranking, scores, cooperative, reason);
  }

  public boolean won(PlayerId player) {
    return winners.contains(player);
  }
}
