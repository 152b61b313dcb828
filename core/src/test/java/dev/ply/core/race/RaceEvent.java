package dev.ply.core.race;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Visibility;
import io.vavr.collection.Vector;

/** The dice race's events. */
public sealed interface RaceEvent extends GameEvent {
  record BidCommitted(PlayerId player) implements RaceEvent {
    public String rule() { return "RACE-R2"; }
  }

  record BidsRevealed(Vector<Integer> bids, int winnerSeat) implements RaceEvent {
    public String rule() { return "RACE-R2"; }
  }

  record DiceRolled(PlayerId player, int face) implements RaceEvent {
    public String rule() { return "RACE-R3"; }
  }

  record Moved(PlayerId player, int from, int to) implements RaceEvent {
    public String rule() { return "RACE-R3"; }
  }

  record BoostPlayed(PlayerId player, int card) implements RaceEvent {
    public String rule() { return "RACE-R4"; }
  }

  record CardDrawn(PlayerId player, int card) implements RaceEvent {
    public String rule() { return "RACE-R4"; }

    @Override
    public Visibility visibility() {
      return Visibility.only(player);
    }
  }

  record Passed(PlayerId player) implements RaceEvent {
    public String rule() { return "RACE-R4"; }
  }

  record Won(PlayerId player) implements RaceEvent {
    public String rule() { return "RACE-R5"; }
  }
}
