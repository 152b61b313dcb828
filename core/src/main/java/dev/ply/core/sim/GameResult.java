package dev.ply.core.sim;

import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import io.vavr.collection.SortedMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * One simulated game.
 *
 * @param index the game's 0-based index in the simulation
 * @param seed the setup seed ({@link Seeds#game})
 * @param players the seats
 * @param agents the agent name at each seat
 * @param outcome how it ended; empty when it hit the game's action bound or failed
 * @param actions actions taken
 * @param turns turns begun ({@code Game.turns} of the last state)
 * @param rules how many events each rule ID produced
 * @param error what went wrong when the rules or an agent failed (a bug to report)
 * @param capsHit decisions of the game's MCTS agents that their safety cap ended before the
 *     iteration budget ({@code MctsAgent.capsHit}); 0 normally
 */
public record GameResult(
    int index,
    long seed,
    Vector<PlayerId> players,
    Vector<String> agents,
    Option<Outcome> outcome,
    int actions,
    int turns,
    SortedMap<String, Integer> rules,
    Option<String> error,
    int capsHit) {

  /** A result that counts no safety-cap hits (its agents are not searched, or not counted). */
  public GameResult(int index, long seed, Vector<PlayerId> players, Vector<String> agents, Option<Outcome> outcome,
      int actions, int turns, SortedMap<String, Integer> rules, Option<String> error) {
    this(index, seed, players, agents, outcome, actions, turns, rules, error, 0);
  }

  public boolean finished() {
    return outcome.isDefined();
  }

  public boolean won(int seat) {
    return outcome.isDefined() && outcome.get().won(players.get(seat));
  }
}
