package org.example.goofspiel;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;

/** Goofspiel's events. */
public sealed interface GoofEvent extends GameEvent {
  /** GS-R2: the next prize is turned face up. */
  record PrizeShown(int prize) implements GoofEvent {
    public String rule() {
      return "GS-R2";
    }
  }

  /** GS-R2: a player has bid (the card stays hidden). */
  record BidCommitted(PlayerId player) implements GoofEvent {
    public String rule() {
      return "GS-R2";
    }
  }

  /** GS-R3: the bids, in seat order, and who took the prize (-1: a tie, nobody). */
  record BidsRevealed(Vector<Integer> cards, int winnerSeat, int prize) implements GoofEvent {
    public String rule() {
      return "GS-R3";
    }
  }

  /** GS-R4: the game is over. */
  record Ended(String reason) implements GoofEvent {
    public String rule() {
      return "GS-R4";
    }
  }
}
