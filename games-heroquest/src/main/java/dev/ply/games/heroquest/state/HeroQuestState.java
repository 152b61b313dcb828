package dev.ply.games.heroquest.state;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The whole table (§3, §8). Every collection is ordered (Vavr Vector / Option); the log hashes
 * the table through {@link Encoding}, not {@code toString}. Hidden card ids are
 * {@link Cards#HIDDEN} in a view; hidden chest tiles are {@code None}.
 */
@Value.Immutable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface HeroQuestState {

  /** Seated players in clockwise order; seat {@code i} plays {@code heroes().get(i)}. */
  Vector<PlayerId> players();

  Vector<HeroState> heroes();

  /** The seat whose turn it is. */
  int active();

  Phase phase();

  /** The dungeon deck, index 0 = top (HQ-R05). */
  Vector<String> deck();

  /** The 56 − N cards set aside for the whole game, hidden from all (HQ-R04). */
  Vector<String> outOfGame();

  /** The dungeon floor in order of entry (HQ-R11). */
  Vector<String> floor();

  /** Discarded cards, newest last; never shuffled back. */
  Vector<String> discard();

  /** A card revealed by a door that waits for ASSIGN_REVEALED (HQ-R15). */
  Option<String> pending();

  /** The chest stack, index 0 = top; {@code None} where a view hides the symbol (HQ-R06). */
  Vector<Option<Symbol>> chests();

  /** Chest tiles used so far, face-up, in order (HQ-R29). */
  Vector<Symbol> revealedChests();

  /**
   * Every card that has been seen in play (played, revealed, attached), in catalogue order. Such a
   * card is known to be in the dungeon, never out of the game, which determinization needs (§8).
   */
  Vector<String> knownInDungeon();

  /** Rounds lost so far (HQ-R18). */
  int roundLosses();

  /** Courage cards resolved by the active player this turn (HQ-R37). */
  int courageThisTurn();

  /** 1 for the first turn; the game ends at the end of turn 1,000 (HQ-R45). */
  int turnNumber();

  /** N: 25 / 35 / 45 cards in the dungeon (HQ-R04). */
  int dungeonSize();

  /** The openHands variant: every hand is visible to everyone (HQ-R42). */
  boolean openHands();

  Option<Result> result();

  RandomSource random();

  default HeroState hero(int seat) {
    return heroes().get(seat);
  }

  default HeroState activeHero() {
    return heroes().get(active());
  }

  default PlayerId activePlayer() {
    return players().get(active());
  }

  /** The seat of {@code player}, or −1 when not seated. */
  default int seatOf(PlayerId player) {
    for (int i = 0; i < players().size(); i++) {
      if (players().get(i).equals(player)) {
        return i;
      }
    }
    return -1;
  }

  default boolean over() {
    return phase() == Phase.GAME_OVER;
  }
}
