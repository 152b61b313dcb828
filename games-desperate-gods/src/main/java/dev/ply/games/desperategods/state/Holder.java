package dev.ply.games.desperategods.state;

/** Whoever holds coins (DG-R63..R66): a seat, the bank or Limbo. */
public sealed interface Holder permits Holder.Seat, Holder.Pool {

  /** The bank pays monster coins, sale prices and Interrogation and receives prices and tolls (DG-R64). */
  Holder BANK = Pool.BANK;

  /** Limbo gains the coins of the dead (DG-R65) and pays them out at the Altar (DG-R142). */
  Holder LIMBO = Pool.LIMBO;

  static Holder seat(int seat) {
    return new Seat(seat);
  }

  /** A player's purse, by 0-based seat. */
  record Seat(int seat) implements Holder {}

  /** The two holders that are not players. */
  enum Pool implements Holder { BANK, LIMBO }
}
