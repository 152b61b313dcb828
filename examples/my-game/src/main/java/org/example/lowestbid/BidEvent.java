package org.example.lowestbid;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/** What happens in Lowest Unique Bid, all of it public: a pick is told only once everyone has picked. */
public sealed interface BidEvent extends GameEvent {
  /** LUB-R2: a round begins; every player is to pick. */
  record RoundBegan(int round) implements BidEvent {
    public String rule() {
      return "LUB-R2";
    }
  }

  /** LUB-R2: a player has picked (which number stays secret). */
  record Picked(PlayerId player) implements BidEvent {
    public String rule() {
      return "LUB-R2";
    }
  }

  /**
   * LUB-R3: every pick of the round, in seat order, and who scored: the picker of the lowest
   * number nobody else picked scores that number plus the pot ({@code points}); when every number
   * was picked twice or more nobody scores and the lowest one joins the pot ({@code pot}, after).
   */
  record PicksRevealed(int round, Vector<Integer> picks, Option<PlayerId> scorer, int points, int pot)
      implements BidEvent {
    public String rule() {
      return "LUB-R3";
    }
  }

  /** LUB-R4: every number is spent; the game is over. */
  record Ended(String reason) implements BidEvent {
    public String rule() {
      return "LUB-R4";
    }
  }
}
