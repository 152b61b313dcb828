package dev.ply.games.desperategods.state;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import dev.ply.core.RandomSource;
import dev.ply.games.desperategods.content.Item;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The whole position of a Desperate Gods game, a deeply immutable value. {@link DgState}, with its
 * builder and {@code with…} methods, is generated from this by Immutables.
 */
@Value.Immutable
// allParameters: the working table freezes into {@code of(…)}, one allocation where a builder takes two (per apply)
@Value.Style(typeAbstract = "Abstract*", typeImmutable = "*", visibility = Value.Style.ImplementationVisibility.PUBLIC,
    allParameters = true)
@JsonSerialize(as = DgState.class)
@JsonDeserialize(as = DgState.class)
public abstract class AbstractDgState {

  /** Seats in play order; seat {@code i} is {@code players().get(i)}. */
  public abstract Vector<PlayerState> players();

  /** The four encounter decks W, L1, L2, L3, top first (hidden order, §8). */
  public abstract Vector<Vector<String>> decks();

  /** The Town deck, top first (hidden order). */
  public abstract Vector<Item> townDeck();

  /** The three store slots, each a Town card or empty (DG-R57, DG-R60). */
  public abstract Vector<Option<Item>> store();

  public abstract Vector<Item> townDiscard();

  /** Victory cards cashed in at the Interrogation (DG-R96). */
  public abstract Vector<String> removed();

  /** Encounter cards drawn and not yet resolved (invariant 2). */
  public abstract Vector<String> inPlay();

  /** Town cards drawn by Kennel, Guard or Junk Heap and not yet placed (invariant 3). */
  public abstract Vector<Item> townInPlay();

  public abstract int bank();

  public abstract int limbo();

  /** The seat of the puppeteer (DG-R136), if someone is. */
  public abstract Option<Integer> puppeteer();

  /** The seat whose turn it is. */
  public abstract int active();

  /** The seat that began the game; a round ends when play wraps to it (DG-R6). */
  public abstract int first();

  public abstract int round();

  public abstract int turns();

  /** Consecutive extra turns taken (DG-R98d). */
  public abstract int extraChain();

  /** Forced moves and relocations this turn (DG-R98c). */
  public abstract int forcedMoves();

  public abstract int maxRounds();

  /** The pending steps, top first; the top is the awaited decision while the game runs. */
  public abstract List<Step> stack();

  public abstract Option<Ending> ending();

  public abstract RandomSource random();

  /** How the game ended (§7): the reason, each seat's score and the winners' seats. */
  public record Ending(String reason, Vector<Integer> scores, Vector<Integer> winners) {}

  public PlayerState player(int seat) {
    return players().get(seat);
  }

  public boolean over() {
    return ending().isDefined();
  }
}
