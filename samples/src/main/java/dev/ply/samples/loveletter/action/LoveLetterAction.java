package dev.ply.samples.loveletter.action;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.ply.core.Action;
import dev.ply.core.PlayerId;
import dev.ply.samples.loveletter.content.Card;

/**
 * Playing one of the two cards in hand (LL-R4): one record per card type, so the action space is
 * this {@code permits} list. A card that chooses a player names it in {@code target}; when every
 * other player is protected or out the card is played with no effect and {@code target} is
 * {@code null} (LL-R13). In the log: {@code {"type":"guard","actor":"p1","target":"p2","guess":"PRIEST"}}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = LoveLetterAction.PlayGuard.class, name = "guard"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayPriest.class, name = "priest"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayBaron.class, name = "baron"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayHandmaid.class, name = "handmaid"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayPrince.class, name = "prince"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayKing.class, name = "king"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayCountess.class, name = "countess"),
  @JsonSubTypes.Type(value = LoveLetterAction.PlayPrincess.class, name = "princess")
})
public sealed interface LoveLetterAction extends Action {

  /** The card played. */
  @JsonIgnore
  Card card();

  /** The player the card chooses, or {@code null} when it chooses no one. */
  default PlayerId target() {
    return null;
  }

  /** LL-R5: name a card type other than Guard; if the target holds it, they are out. */
  record PlayGuard(PlayerId actor, PlayerId target, Card guess) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.GUARD;
    }
  }

  /** LL-R6: privately see the target's hand. */
  record PlayPriest(PlayerId actor, PlayerId target) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.PRIEST;
    }
  }

  /** LL-R7: compare hands with the target; the lower card is out. */
  record PlayBaron(PlayerId actor, PlayerId target) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.BARON;
    }
  }

  /** LL-R8: protection until the start of the actor's next turn. */
  record PlayHandmaid(PlayerId actor) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.HANDMAID;
    }
  }

  /** LL-R9: the target (the actor allowed) discards their hand and draws a new card. */
  record PlayPrince(PlayerId actor, PlayerId target) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.PRINCE;
    }
  }

  /** LL-R10: trade hands with the target. */
  record PlayKing(PlayerId actor, PlayerId target) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.KING;
    }
  }

  /** LL-R11: no effect (forced while holding the King or a Prince). */
  record PlayCountess(PlayerId actor) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.COUNTESS;
    }
  }

  /** LL-R12: the actor is out of the round. */
  record PlayPrincess(PlayerId actor) implements LoveLetterAction {
    @Override
    public Card card() {
      return Card.PRINCESS;
    }
  }
}
