package org.example.goofspiel;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;

/** Goofspiel's one action. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({@JsonSubTypes.Type(value = GoofAction.Bid.class, name = "bid")})
public sealed interface GoofAction extends Action {
  /** GS-R2: commit one card of one's hand, face down, as the bid for the shown prize. */
  record Bid(PlayerId actor, int card) implements GoofAction {}
}
