package dev.ply.games.desperategods.state;

import dev.ply.core.RandomSource;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The whole position of a Desperate Gods game, a deeply immutable value.
 *
 * @param decks the four encounter decks W, L1, L2, L3, top first (hidden order, §8)
 * @param townDeck the Town deck, top first (hidden order)
 * @param store the three store slots; 0 marks an empty slot
 * @param inPlay encounter cards drawn and not yet resolved (invariant 2)
 * @param townInPlay Town cards drawn by Kennel, Guard or Junk Heap and not yet placed (invariant 3)
 * @param puppeteer the seat of the puppeteer (DG-R136), or -1
 * @param active the seat whose turn it is
 * @param first the seat that began the game; a round ends when play wraps to it (DG-R6)
 * @param extraChain consecutive extra turns taken (DG-R98d)
 * @param forcedMoves forced moves and relocations this turn (DG-R98c)
 * @param stack the pending steps, top first; the top is the awaited decision while the game runs
 */
public record DgState(
    Vector<PlayerState> players,
    Vector<Vector<String>> decks,
    Vector<Integer> townDeck,
    Vector<Integer> store,
    Vector<Integer> townDiscard,
    Vector<String> removed,
    Vector<String> inPlay,
    Vector<Integer> townInPlay,
    int bank,
    int limbo,
    int puppeteer,
    int active,
    int first,
    int round,
    int turns,
    int extraChain,
    int forcedMoves,
    int maxRounds,
    List<Step> stack,
    Option<Ending> ending,
    RandomSource random) {

  /** How the game ended (§7): the reason, each seat's score and the winners' seats. */
  public record Ending(String reason, Vector<Integer> scores, Vector<Integer> winners) {}

  public PlayerState player(int seat) {
    return players.get(seat);
  }

  public boolean over() {
    return ending.isDefined();
  }

  public DgState withRandom(RandomSource r) {
    return new DgState(players, decks, townDeck, store, townDiscard, removed, inPlay, townInPlay, bank,
        limbo, puppeteer, active, first, round, turns, extraChain, forcedMoves, maxRounds, stack, ending, r);
  }

  public DgState withDecks(Vector<Vector<String>> d, Vector<Integer> town) {
    return new DgState(players, d, town, store, townDiscard, removed, inPlay, townInPlay, bank,
        limbo, puppeteer, active, first, round, turns, extraChain, forcedMoves, maxRounds, stack, ending, random);
  }
}
