package dev.ply.games.heroquest.event;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Visibility;
import dev.ply.games.heroquest.content.DieFace;
import dev.ply.games.heroquest.content.Symbol;
import io.vavr.collection.Vector;

/**
 * What happened (§4.3), each naming the rule that produced it. Only {@link CardsReceived} is
 * private (the ids of drawn cards, HQ-R42); shuffles carry a count, never an order.
 */
public sealed interface HeroQuestEvent extends GameEvent {

  /** The dungeon deck was built from a random N of the 56 cards; the rest are out of the game. */
  record DungeonBuilt(int deck, int outOfGame) implements HeroQuestEvent {
    public String rule() { return "HQ-R04"; }
  }

  /** The six chest tiles were shuffled face-down into a stack. */
  record ChestsShuffled(int chests) implements HeroQuestEvent {
    public String rule() { return "HQ-R06"; }
  }

  /** A player drew cards (public: the count only). */
  record CardsDrawn(PlayerId player, int count, String rule) implements HeroQuestEvent {}

  /** The ids a player drew: seen by that player only, or by all with openHands. */
  record CardsReceived(PlayerId player, Vector<String> cards, boolean openHands, String rule)
      implements HeroQuestEvent {
    @Override
    public Visibility visibility() {
      return openHands ? Visibility.PUBLIC : Visibility.only(player);
    }
  }

  /** A player played a card from hand. */
  record CardPlayed(PlayerId player, String card) implements HeroQuestEvent {
    public String rule() { return "HQ-R10"; }
  }

  /** A player's hand was empty, so the PLAY step was skipped. */
  record PlaySkipped(PlayerId player) implements HeroQuestEvent {
    public String rule() { return "HQ-R10"; }
  }

  /** A door turned up the top card of the deck. */
  record CardRevealed(String card) implements HeroQuestEvent {
    public String rule() { return "HQ-R14"; }
  }

  /** A threat or door card was placed on the dungeon floor. */
  record CardEnteredFloor(String card) implements HeroQuestEvent {
    public String rule() { return "HQ-R11"; }
  }

  /** A red wound card was attached to a hero; {@code total} is the hero's wound total now. */
  record WoundAttached(PlayerId hero, String card, int total) implements HeroQuestEvent {
    public String rule() { return "HQ-R12"; }
  }

  /** A boon took effect (and was discarded). */
  record BoonResolved(PlayerId player, String card, String rule) implements HeroQuestEvent {}

  /**
   * A hero lost a wound: {@code wound} is a card id or {@code PERMANENT} for a skull token;
   * {@code total} is the hero's wound total now.
   */
  record WoundHealed(PlayerId hero, String wound, int total, String rule) implements HeroQuestEvent {}

  /** Three of a symbol are showing: the round is lost. */
  record RoundLost(Symbol symbol, int count, int roundLosses) implements HeroQuestEvent {
    public String rule() { return "HQ-R18"; }
  }

  /** Every hero took one skull token. */
  record PermanentWoundsAdded(Vector<PlayerId> heroes) implements HeroQuestEvent {
    public String rule() { return "HQ-R18"; }
  }

  /** The floor went back into the deck, in floor order. */
  record FloorReturnedToDeck(Vector<String> cards) implements HeroQuestEvent {
    public String rule() { return "HQ-R18"; }
  }

  /** The deck was shuffled; only its size is told. */
  record DeckShuffled(int cards) implements HeroQuestEvent {
    public String rule() { return "HQ-R18"; }
  }

  /** Dice were rolled for an action: every face in roll order. */
  record DiceRolled(PlayerId player, String action, int pool, Vector<DieFace> faces) implements HeroQuestEvent {
    public String rule() { return "HQ-R26"; }
  }

  /** A symbol on a floor card was attacked. */
  record SymbolAttacked(PlayerId player, String card, Symbol symbol, int skulls, int needed, boolean success)
      implements HeroQuestEvent {
    public String rule() { return "HQ-R27"; }
  }

  /** A hero tried to heal one of its wound cards. */
  record HealTried(PlayerId player, String wound, int shields, int needed, boolean success)
      implements HeroQuestEvent {
    public String rule() { return "HQ-R28"; }
  }

  /** A hero searched for a chest. */
  record Searched(PlayerId player, boolean success) implements HeroQuestEvent {
    public String rule() { return "HQ-R29"; }
  }

  /** The top chest was opened. */
  record ChestOpened(Symbol symbol, int chestsLeft) implements HeroQuestEvent {
    public String rule() { return "HQ-R29"; }
  }

  /** A chest swept every floor card showing its symbol (possibly none). */
  record CardsSwept(Symbol symbol, Vector<String> cards) implements HeroQuestEvent {
    public String rule() { return "HQ-R30"; }
  }

  /** A card went to the discard pile. */
  record CardDiscarded(String card, String rule) implements HeroQuestEvent {}

  /** The active player took no action. */
  record Passed(PlayerId player) implements HeroQuestEvent {
    public String rule() { return "HQ-R24"; }
  }

  /** {@code player}'s turn number {@code turnNumber} ended (after its DRAW). */
  record TurnEnded(int turnNumber, PlayerId player) implements HeroQuestEvent {
    public String rule() { return "HQ-R09"; }
  }

  /** Deck, hands and floor are empty: the heroes won together. */
  record GameWon() implements HeroQuestEvent {
    public String rule() { return "HQ-R32"; }
  }

  /** The heroes lost together: heroes died ({@code fallen}) or the turn limit was reached. */
  record GameLost(String reason, Vector<PlayerId> fallen, String rule) implements HeroQuestEvent {}
}
