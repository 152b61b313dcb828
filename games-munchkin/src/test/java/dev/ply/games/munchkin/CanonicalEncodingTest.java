package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.state.MunchkinState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The canonical encoding the log's chain hashes (docs/log-format.md, "Munchkin"). */
class CanonicalEncodingTest {
  static final MunchkinGame GAME = new MunchkinGame();
  final MunchkinState start = GAME.start(Setup.of(3, 11));

  private static byte[] enc(MunchkinState s) {
    return CanonicalWriter.encode(GAME, s);
  }

  @Test
  @DisplayName("equal tables encode equally, whatever their random source")
  void equalStates() {
    assertArrayEquals(enc(start), enc(GAME.start(Setup.of(3, 11))));
    assertArrayEquals(enc(start), enc(GAME.withRandom(start, RandomSource.seeded(99))));
  }

  @Test
  @DisplayName("a hidden change (two deck cards swapped, a hand reordered) and a public one (a level) change it")
  void changes() {
    var deck = start.doorDeck();
    assertFalse(Arrays.equals(enc(start), enc(start.withDoorDeck(deck.update(0, deck.get(1)).update(1, deck.get(0))))));
    var p = start.seat(1);
    assertFalse(Arrays.equals(enc(start), enc(start.withSeats(start.seats().update(1, p.withHand(p.hand().reverse()))))));
    assertFalse(Arrays.equals(enc(start), enc(start.withSeats(start.seats().update(1, p.withLevel(2))))));
  }

  @Test
  @DisplayName("the encoding is values in the documented order: the seats first, by player and level")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(start));
    assertTrue(text.startsWith("[3 p\"p1\" i1 d\"MALE\" t f ["), text);
  }
}
