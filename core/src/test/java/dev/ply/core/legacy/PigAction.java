package dev.ply.core.legacy;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;

/** Pig's two actions. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = PigAction.Roll.class, name = "roll"),
  @JsonSubTypes.Type(value = PigAction.Hold.class, name = "hold")
})
public sealed interface PigAction extends Action {
  /** PIG-R2: roll the die. */
  record Roll(PlayerId actor) implements PigAction {}

  /** PIG-R3: bank this turn's points. */
  record Hold(PlayerId actor) implements PigAction {}
}
