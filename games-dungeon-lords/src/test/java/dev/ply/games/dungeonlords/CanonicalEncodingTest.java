package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.Tile;
import io.vavr.control.Option;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The canonical encoding the log's chain hashes (docs/log-format.md, "Dungeon Lords"). */
class CanonicalEncodingTest {
  static final DungeonLordsGame GAME = new DungeonLordsGame();
  final DungeonLordsState start = GAME.start(Setup.of(3, 11));

  private static byte[] enc(DungeonLordsState s) {
    return CanonicalWriter.encode(GAME, s);
  }

  @Test
  @DisplayName("equal positions encode equally, whatever their random source")
  void equalStates() {
    assertArrayEquals(enc(start), enc(GAME.start(Setup.of(3, 11))));
    assertArrayEquals(enc(start), enc(GAME.withRandom(start, RandomSource.seeded(99))));
  }

  @Test
  @DisplayName("a hidden change (two trap cards swapped in the deck) and a public one (1 more gold) change it")
  void changes() {
    var deck = start.trapDeck();
    DungeonLordsState swapped = ImmutableDungeonLordsState.copyOf(start)
        .withTrapDeck(deck.update(0, deck.get(5)).update(5, deck.get(0)));
    assertFalse(deck.get(0).equals(deck.get(5)) || Arrays.equals(enc(start), enc(swapped)));
    DungeonLordsState richer = ImmutableDungeonLordsState.copyOf(start)
        .withLords(start.lords().update(0, ImmutableLord.copyOf(start.lord(0)).withGold(4)));
    assertFalse(Arrays.equals(enc(start), enc(richer)));
  }

  @Test
  @DisplayName("the encoding is values in the documented order, naming no field")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(start));
    // the table part first (players, non-player lord A, ...), then the lords
    assertTrue(text.startsWith("{ { [3 p\"p1\" p\"p2\" p\"p3\" } y1 { s\"A\" "), text);
    assertTrue(text.contains(" } y3 { p\"p1\" y3 y3 y3 y0 y0 y5 y0"), text);
    assertFalse(text.contains("gold") || text.contains("lords") || text.contains("trapDeck"), text);
  }

  @Test
  @DisplayName("a change in the table part (next year's monster deck, the room offer) changes it")
  void tableChanges() {
    var decks = start.monsterDecks();
    var year2 = decks.get(1);
    DungeonLordsState swapped = ImmutableDungeonLordsState.copyOf(start)
        .withMonsterDecks(decks.update(1, year2.update(0, year2.get(1)).update(1, year2.get(0))));
    assertFalse(Arrays.equals(enc(start), enc(swapped)));
    DungeonLordsState offered = ImmutableDungeonLordsState.copyOf(start)
        .withRoomOffer(start.roomOffer().append(start.roomDecks().get(0).get(0)));
    assertFalse(Arrays.equals(enc(start), enc(offered)));
  }

  @Test
  @DisplayName("each room on a tile encodes differently, and differently from a tunnel")
  void rooms() {
    java.util.Set<String> seen = new java.util.HashSet<>();
    Tile first = start.lord(0).tiles().get(0);
    seen.add(Arrays.toString(enc(withFirstTile(new Tile(first.square(), Option.none(), false, 0)))));
    for (Room r : Room.values()) {
      seen.add(Arrays.toString(enc(withFirstTile(new Tile(first.square(), Option.of(r), false, 0)))));
    }
    assertEquals(Room.values().length + 1, seen.size());
  }

  private DungeonLordsState withFirstTile(Tile t) {
    ImmutableLord l = ImmutableLord.copyOf(start.lord(0));
    return ImmutableDungeonLordsState.copyOf(start).withLords(start.lords().update(0, l.withTiles(l.tiles().update(0, t))));
  }

  @Test
  @DisplayName("a hash does not depend on what the same writer hashed before (parts and the table are remembered)")
  void hashesDoNotDependOnHistory() {
    var deck = start.trapDeck();
    DungeonLordsState swapped = ImmutableDungeonLordsState.copyOf(start)
        .withTrapDeck(deck.update(0, deck.get(5)).update(5, deck.get(0)));
    DungeonLordsState later = GAME.apply(start, GAME.legalActions(start, start.players().get(0)).get(0)).get().state();
    CanonicalWriter used = CanonicalWriter.hashing();
    for (DungeonLordsState s : java.util.List.of(start, swapped, later, start, later, swapped)) {
      assertArrayEquals(freshHash(s), hash(used, s));
    }
  }

  /** The hash of {@code s} on a new thread, by a new writer: nothing remembered from before. */
  private static byte[] freshHash(DungeonLordsState s) {
    byte[][] out = new byte[1][];
    Thread t = new Thread(() -> out[0] = hash(CanonicalWriter.hashing(), s));
    t.start();
    try {
      t.join();
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    return out[0];
  }

  private static byte[] hash(CanonicalWriter out, DungeonLordsState s) {
    GAME.encode(s, out);
    byte[] h = new byte[16];
    out.hash128(h, 0);
    return h;
  }
}
