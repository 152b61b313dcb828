package org.example.lowestbid;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;

/** Lowest Unique Bid's one action. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({@JsonSubTypes.Type(value = BidAction.Pick.class, name = "pick")})
public sealed interface BidAction extends Action {
  /** LUB-R2: choose, in secret, one of one's unspent numbers for this round. */
  record Pick(PlayerId actor, int number) implements BidAction {}
}
