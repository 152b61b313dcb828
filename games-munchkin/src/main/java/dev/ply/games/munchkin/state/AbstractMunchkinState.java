package dev.ply.games.munchkin.state;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.DecisionStack;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The whole table (MK-R10): seats, the four piles (deck index 0 = top; discard newest last), the
 * frame stack (MK-R101), the combat, the corpse, the reward pool and the sale basket. Every
 * collection is ordered, so {@code toString} is the same on every JVM.
 */
@Value.Immutable
public abstract class AbstractMunchkinState {

  public abstract Vector<PlayerState> seats();

  public abstract Vector<String> doorDeck();

  public abstract Vector<String> doorDiscard();

  public abstract Vector<String> treasureDeck();

  public abstract Vector<String> treasureDiscard();

  /** Seat index of the turn player. */
  public abstract int turn();

  public abstract int completedTurns();

  /** MK-R6 (option {@code maxTurns}, default 300). */
  public abstract int maxTurns();

  /** MK-R103 (option {@code autoPass}, default false). */
  public abstract boolean autoPass();

  public abstract DecisionStack<Frame> frames();

  public abstract Option<Combat> combat();

  /** A combat took place this turn (MK-R44, MK-R45, MK-R90 Mutilate the Bodies). */
  public abstract boolean combatThisTurn();

  /** The resolving slot: a kicked card or a curse waiting in CURSE_RESPONSE (MK-R10). */
  public abstract Vector<String> resolving();

  /** The corpse zone during a death (MK-R81). */
  public abstract Vector<String> corpse();

  /** The reward pool during VICTORY (MK-R58), face up when a helper fights. */
  public abstract Vector<String> pool();

  public abstract boolean poolFaceUp();

  /** The sale basket (MK-R38) and whether the Halfling double was used this turn. */
  public abstract Vector<String> sale();

  public abstract boolean halflingUsed();

  /** Items equipped or unequipped in the current window or turn-step frame (MK-R105 cap). */
  public abstract Vector<String> toggled();

  /** Trade proposals made by each seat in the current window or turn-step frame (MK-R37: at most 3). */
  public abstract Vector<Integer> proposals();

  /** The sale basket was cleared in the current window or turn-step frame (MK-R38: once). */
  public abstract boolean saleCleared();

  /** Winners, once the game is over (MK-R3, MK-R6). */
  public abstract Vector<PlayerId> winners();

  public abstract boolean over();

  public abstract RandomSource random();

  /**
   * The swaps turned down (MK-R37): each proposal a player declined, while its two items stay with
   * the two players (tidied as each turn begins). What everyone at the table heard; no rule reads
   * it. The bots do not propose a swap in it again: the answer would be the same.
   */
  @Value.Default
  public Vector<Frame.Trade> refusedTrades() {
    return Vector.empty();
  }

  public PlayerState seat(int i) {
    return seats().get(i);
  }

  public int size() {
    return seats().size();
  }

  public PlayerState turnPlayer() {
    return seats().get(turn());
  }

  /** The seat of {@code p}; none when {@code p} is not seated (a spectator, a stranger). */
  public Option<Integer> findSeat(PlayerId p) {
    Vector<PlayerState> seats = seats();
    for (int i = 0; i < seats.size(); i++) {
      if (seats.get(i).id().equals(p)) {
        return Option.some(i);
      }
    }
    return Option.none();
  }

  /**
   * The seat of a seated player: the rules ask it for the players a listed action names, several
   * times a step, so it answers an int (identity first). −1 for a player not seated, kept for
   * callers of 0.1.0; a caller whose player may not be seated asks {@link #findSeat}.
   */
  public int seatOf(PlayerId p) {
    // Asked several times per step, mostly with the seat's own id object: identity first.
    Vector<PlayerState> seats = seats();
    for (int i = 0; i < seats.size(); i++) {
      if (seats.get(i).id() == p) {
        return i;
      }
    }
    for (int i = 0; i < seats.size(); i++) {
      if (seats.get(i).id().equals(p)) {
        return i;
      }
    }
    return -1;
  }

  public Vector<PlayerId> players() {
    return seats().map(PlayerState::id);
  }
}
