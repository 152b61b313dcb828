package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
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
    assertTrue(text.startsWith("{ [3 p\"p1\" p\"p2\" p\"p3\" } y3 { p\"p1\" y3 y3 y3 y0 y0 y5 y0"), text);
    assertFalse(text.contains("gold") || text.contains("lords") || text.contains("trapDeck"), text);
  }
}
