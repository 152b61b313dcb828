package dev.ply.games.desperategods.state;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.content.Item;
import io.vavr.collection.Vector;
import org.immutables.value.Value;

/**
 * One seat's public area (DG-R3): figure, HP, coins, ordered equipment (DG-R58), victory pile,
 * direction (DG-R19), skip and extra turn counters (DG-R8, DG-R9), explorer bonus (DG-R47) and
 * the Succubus binding (DG-R222). {@link PlayerState} is generated from this by Immutables.
 */
@Value.Immutable
// allParameters: the working table freezes into {@code of(…)}, one allocation where a builder takes two (per apply)
@Value.Style(typeAbstract = "Abstract*", typeImmutable = "*", visibility = Value.Style.ImplementationVisibility.PUBLIC,
    allParameters = true)
@JsonSerialize(as = PlayerState.class)
@JsonDeserialize(as = PlayerState.class)
public abstract class AbstractPlayerState {
  public abstract PlayerId id();

  /** The board square, 0..43 (see {@code content/Board}). */
  public abstract int square();

  public abstract int hp();

  public abstract int coins();

  /** Carried Town cards in the order gained (DG-R58); JSON and the encoding write their catalogue numbers. */
  public abstract Vector<Item> items();

  /** Encounter cards won, oldest first. */
  public abstract Vector<String> victory();

  public abstract boolean counterClockwise();

  public abstract int skipTurns();

  public abstract int extraTurns();

  public abstract boolean explorerBonus();

  public abstract boolean bound();

  /** DG-R3: in Town with 3 HP, no coins, nothing carried. */
  public static PlayerState fresh(PlayerId id) {
    return PlayerState.builder().id(id).square(0).hp(3).coins(0).items(Vector.empty()).victory(Vector.empty())
        .counterClockwise(false).skipTurns(0).extraTurns(0).explorerBonus(false).bound(false).build();
  }
}
