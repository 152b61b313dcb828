package dev.ply.samples.loveletter.event;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Visibility;
import dev.ply.samples.loveletter.content.Card;
import io.vavr.collection.Seq;

/**
 * What happened, each naming the rule that produced it. Events that show a hidden card to some
 * players only (a draw, a Priest's look, a Baron's comparison) say so in {@link #visibility()};
 * it is computed on demand so that producing an event costs one small record.
 */
public sealed interface LoveLetterEvent extends GameEvent {

  /** LL-R3: a round began; {@code faceUp} are the cards set aside face up (2 players). */
  record RoundStarted(int round, PlayerId first, Seq<Card> faceUp) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R3";
    }
  }

  /** LL-R4: {@code player}'s turn began (they drew a card; see {@link CardDrawn}). */
  record TurnStarted(PlayerId player) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R4";
    }
  }

  /** LL-R3, LL-R4, LL-R9: {@code player} drew {@code card}; only they see which. */
  record CardDrawn(PlayerId player, Card card, String rule) implements LoveLetterEvent {
    @Override
    public Visibility visibility() {
      return Visibility.only(player);
    }
  }

  /**
   * LL-R4: {@code player} played {@code card} face up, choosing {@code target} (null when the
   * card chooses no one) and naming {@code guess} (Guard only).
   */
  record CardPlayed(PlayerId player, Card card, PlayerId target, Card guess) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R4";
    }
  }

  /** LL-R13: the card chose no one, because every other player is protected or out. */
  record NoEffect(PlayerId player, Card card) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R13";
    }
  }

  /** LL-R5: the Guard's guess was wrong. */
  record GuessMissed(PlayerId player, PlayerId target, Card guess) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R5";
    }
  }

  /** LL-R6: {@code player} saw {@code target}'s hand; only the two of them see this. */
  record HandSeen(PlayerId player, PlayerId target, Card card) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R6";
    }

    @Override
    public Visibility visibility() {
      return Visibility.only(player, target);
    }
  }

  /** LL-R7: the two hands compared; only the two players see the cards. */
  record HandsCompared(PlayerId player, Card playerCard, PlayerId target, Card targetCard)
      implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R7";
    }

    @Override
    public Visibility visibility() {
      return Visibility.only(player, target);
    }
  }

  /** LL-R8: {@code player} is protected until the start of their next turn. */
  record Protected(PlayerId player) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R8";
    }
  }

  /** LL-R9: {@code player} discarded {@code card} face up without its effect. */
  record CardDiscarded(PlayerId player, Card card) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R9";
    }
  }

  /** LL-R9: the draw pile was empty, so {@code player} took the burned card. */
  record BurnedCardTaken(PlayerId player) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R9";
    }
  }

  /** LL-R10: the two players traded hands. */
  record HandsTraded(PlayerId player, PlayerId target) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R10";
    }
  }

  /**
   * {@code player} is out of the round and discards {@code card} face up (LL-R14), because of
   * {@code rule} (LL-R5 guessed, LL-R7 lost the comparison, LL-R9 or LL-R12 the Princess).
   */
  record KnockedOut(PlayerId player, Card card, String rule) implements LoveLetterEvent {}

  /**
   * LL-R15: the round ended; {@code reveal} holds the cards of the players still in (in seat
   * order, empty when only one was left), and {@code winners} who won it.
   */
  record RoundEnded(int round, Seq<PlayerId> players, Seq<Card> reveal, Seq<PlayerId> winners)
      implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R15";
    }
  }

  /** LL-R16: {@code player} gained an affection token and now has {@code tokens}. */
  record TokenGained(PlayerId player, int tokens) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R16";
    }
  }

  /** LL-R16: the game is over. */
  record GameWon(Seq<PlayerId> winners, int target) implements LoveLetterEvent {
    @Override
    public String rule() {
      return "LL-R16";
    }
  }
}
