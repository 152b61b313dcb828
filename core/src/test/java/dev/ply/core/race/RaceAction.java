package dev.ply.core.race;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;

/** The dice race's actions. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = RaceAction.Bid.class, name = "bid"),
  @JsonSubTypes.Type(value = RaceAction.Roll.class, name = "roll"),
  @JsonSubTypes.Type(value = RaceAction.Boost.class, name = "boost"),
  @JsonSubTypes.Type(value = RaceAction.Pass.class, name = "pass")
})
public sealed interface RaceAction extends Action {
  /** RACE-R2: a secret bid of 0–2 coins. */
  record Bid(PlayerId actor, int coins) implements RaceAction {}

  /** RACE-R3: the active player rolls and moves. */
  record Roll(PlayerId actor) implements RaceAction {}

  /** RACE-R4: in the response window, play a boost card of this value. */
  record Boost(PlayerId actor, int card) implements RaceAction {}

  /** RACE-R4: let the response window pass. */
  record Pass(PlayerId actor) implements RaceAction {}
}
