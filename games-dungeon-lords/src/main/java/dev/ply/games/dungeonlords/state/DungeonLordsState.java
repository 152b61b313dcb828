package dev.ply.games.dungeonlords.state;

import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.flow.CommitWindow;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The whole table of Dungeon Lords. Every collection is ordered, so {@code toString} (hashed by the
 * log) is the same on every JVM. Card ids the viewer may not see are {@link #HIDDEN} in a view.
 */
@Value.Immutable
@Value.Modifiable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface DungeonLordsState {

  /** A card or tile id the viewer may not see. */
  String HIDDEN = "?";

  /** Seated players in clockwise order. */
  Vector<PlayerId> players();

  Vector<Lord> lords();

  /** Non-player lords: one with 3 players, A and B with 2 (DL-R40). */
  Vector<NonPlayer> nonPlayers();

  /** The 2-player non-player Evil Counter (DL-R5, DL-R57). */
  Option<Integer> nonPlayerEvil();

  /** Seat holding the Starting Player token (DL-R2, DL-R64). */
  int starting();

  int year();

  /** 1 Winter, 2 Spring, 3 Summer, 4 Autumn. */
  int season();

  Phase phase();

  /** The 24 action spaces, index = order × 3 + space (I=0, II=1, III=2) (DL-R18). */
  Vector<Option<Occupant>> spaces();

  /**
   * ACTION phases: the position (0..23) in the resolution order of DL-R19/R20; PRODUCTION, events,
   * BATTLE: the turn-order step (0 = Starting Player).
   */
  int cursor();

  /** Tunnels dug in the current DIGGING run (DL-R25b). */
  int digs();

  /**
   * Items still to be decided by the awaited player: monster tiles at PAYDAY (DL-R51) and in
   * Monster Strike (§6.9).
   */
  Vector<String> todo();

  Vector<String> monsterOffer();

  Vector<String> roomOffer();

  /** Index 0 = year 1, 1 = year 2; each deck top first. */
  Vector<Vector<String>> monsterDecks();

  Vector<Vector<String>> roomDecks();

  Vector<Vector<String>> adventurerDecks();

  /** The combat cards of each year not dealt to positions 1..4 (DL-R8). */
  Vector<Vector<String>> combatDecks();

  Vector<String> monsterDiscard();

  Vector<String> roomDiscard();

  /** Adventurers and paladins removed from the game (DL-R59, DL-R73, DL-R102). */
  Vector<String> removed();

  Vector<String> trapDeck();

  Vector<String> trapDiscard();

  /** Adventurer groups drawn and not arrived yet, oldest first, each weakest first (DL-R11). */
  Vector<Vector<String>> waiting();

  /** This year's event tiles on seasons 2, 3, 4 (DL-R8); {@link #HIDDEN} until revealed. */
  Vector<String> eventTiles();

  /** How many of {@link #eventTiles} are face up (DL-R12). */
  int eventsRevealed();

  /** The special events of year 1 and year 2 (DL-R3); {@link #HIDDEN} until revealed. */
  Vector<String> specials();

  /** Whether the current year's special event is face up (DL-R12). */
  boolean specialRevealed();

  /** This year's combat cards in positions 1..4 (DL-R8); hidden until revealed or spied. */
  Vector<String> combatCards();

  /** Combat cards face up so far (DL-R77). */
  int combatRevealed();

  /** Who holds this year's paladin; none while in the tent or gone (DL-R65). */
  Option<PlayerId> paladinHolder();

  /** This year's paladin is still in the tent (DL-R8, DL-R65). */
  boolean paladinInTent();

  /** The simultaneous secret choice now open (DL-R4, R14, R39, R71). */
  Option<CommitWindow<Secret>> window();

  /** Choices being built inside the window, not yet committed; only one's own in a view. */
  TreeMap<PlayerId, Secret> drafts();

  /** Combat round 1..4 (0 outside combat). */
  int round();

  /** Revealed plans of this combat round, by seat (DL-R77). */
  Vector<Option<Secret>> plans();

  Option<Battle> battle();

  /** Final points per seat, once scored (DL-R110). */
  Vector<Integer> scores();

  RandomSource random();

  default Lord lord(int seat) {
    return lords().get(seat);
  }

  /** The seat of {@code player}, none when he is not seated (a spectator, a stranger). */
  default Option<Integer> seat(PlayerId player) {
    for (int i = 0; i < players().size(); i++) {
      if (players().get(i).equals(player)) {
        return Option.some(i);
      }
    }
    return Option.none();
  }

  /**
   * The seat of {@code player}, or −1 when not seated.
   *
   * @deprecated a sentinel; use {@link #seat}, which says "not seated" as none.
   */
  @Deprecated
  default int seatOf(PlayerId player) {
    for (int i = 0; i < players().size(); i++) {
      if (players().get(i).equals(player)) {
        return i;
      }
    }
    return -1;
  }

  /** The seat at turn-order step {@code k} (0 = Starting Player), clockwise (DL-R2). */
  default int seatAt(int k) {
    return (starting() + k) % players().size();
  }

  /** Position of {@code seat} in turn order (0 = Starting Player, the kindest, DL-R60). */
  default int turnPosition(int seat) {
    return Math.floorMod(seat - starting(), players().size());
  }

  default boolean over() {
    return phase() == Phase.GAME_OVER;
  }
}
