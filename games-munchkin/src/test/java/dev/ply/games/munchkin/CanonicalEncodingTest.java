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
  @DisplayName("the encoding is values in the documented order: the seats first, each a part (player, level, sex, flags), each card zone one byte per card, the four piles parts")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(start));
    assertTrue(text.startsWith("y3 { p\"p1\" y1 d\"MALE\" y1 y0 b\""), text);
    // Folded as the chain hashes it: y3, then three seats and the Door deck, Door discard,
    // Treasure deck and Treasure discard, each a part's three words (head h, h1, h2).
    long[] words = CanonicalWriter.words(enc(start));
    assertTrue(words[0] == ((1L << 56) | 3), "y3 first");
    for (int k = 0; k < 7; k++) {
      assertTrue(words[1 + 3 * k] >>> 56 == 'h', "part " + k + " at word " + (1 + 3 * k));
    }
    assertTrue(words[22] >>> 56 == 3, "then the tiny turn and completed turns, and maxTurns escaped: " + Long.toHexString(words[22]));
    // The first zone is p1's hand: its cards' catalogue numbers (D01 = 0 .. T73 = 167), one byte each.
    byte[] hand = new byte[start.seat(0).hand().size()];
    for (int i = 0; i < hand.length; i++) {
      hand[i] = (byte) dev.ply.games.munchkin.content.Cards.index(start.seat(0).hand().get(i));
    }
    byte[] expected = CanonicalWriter.toByteArray().bytes(hand).toBytes();
    byte[] all = enc(start);
    assertTrue(indexOf(all, expected) >= 0, "p1's hand is written as its card numbers");
  }

  @Test
  @DisplayName("the chain's hashing writer, remembering unchanged seats and piles from step to step, hashes each state as its folded words")
  void hashingMatchesWords() {
    CanonicalWriter hashing = CanonicalWriter.hashing();
    java.util.Random rnd = new java.util.Random(5);
    MunchkinState s = GAME.start(Setup.of(4, 21).withOption("maxTurns", "8"));
    int steps = 0;
    while (!GAME.awaiting(s).isEmpty() && steps < 600) {
      GAME.encode(s, hashing);
      byte[] h = new byte[16];
      hashing.hash128(h, 0);
      assertArrayEquals(CanonicalWriter.murmur3x64_128(CanonicalWriter.littleEndian(CanonicalWriter.words(enc(s)))), h,
          "step " + steps);
      var legal = GAME.legalActions(s, GAME.awaiting(s).head());
      s = GAME.apply(s, legal.get(rnd.nextInt(legal.size()))).get().state();
      steps++;
    }
    assertTrue(steps > 100, "a game of some length: " + steps);
  }

  @Test
  @DisplayName("an action encodes by its type and values: equal actions alike, any changed value differently")
  void actions() {
    var p1 = dev.ply.core.PlayerId.of("p1");
    var p2 = dev.ply.core.PlayerId.of("p2");
    java.util.List<dev.ply.games.munchkin.action.MunchkinAction> distinct = java.util.List.of(
        new dev.ply.games.munchkin.action.MunchkinAction.Pass(p1),
        new dev.ply.games.munchkin.action.MunchkinAction.Pass(p2),
        new dev.ply.games.munchkin.action.MunchkinAction.SetupDone(p1),
        new dev.ply.games.munchkin.action.MunchkinAction.ProposeTrade(p1, p2, io.vavr.control.Option.of("T01"), io.vavr.control.Option.none()),
        new dev.ply.games.munchkin.action.MunchkinAction.ProposeTrade(p1, p2, io.vavr.control.Option.none(), io.vavr.control.Option.of("T01")),
        new dev.ply.games.munchkin.action.MunchkinAction.PlayItem(p1, "T01", true),
        new dev.ply.games.munchkin.action.MunchkinAction.PlayItem(p1, "T01", false),
        new dev.ply.games.munchkin.action.MunchkinAction.PlayItem(p1, "T02", false),
        new dev.ply.games.munchkin.action.MunchkinAction.Choose(p1, "D01"),
        new dev.ply.games.munchkin.action.MunchkinAction.Choose(p1, "KEEP"),
        new dev.ply.games.munchkin.action.MunchkinAction.PlayEnhancer(p1, "D01", 0),
        new dev.ply.games.munchkin.action.MunchkinAction.PlayEnhancer(p1, "D01", 1));
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (var a : distinct) {
      assertTrue(seen.add(Arrays.toString(action(a))), "two different actions encode alike: " + a);
    }
    assertArrayEquals(action(new dev.ply.games.munchkin.action.MunchkinAction.Choose(p1, new String("KEEP"))),
        action(new dev.ply.games.munchkin.action.MunchkinAction.Choose(dev.ply.core.PlayerId.of("p1"), "KEEP")));
  }

  private static byte[] action(dev.ply.games.munchkin.action.MunchkinAction a) {
    CanonicalWriter w = CanonicalWriter.toByteArray();
    GAME.encodeAction(a, w);
    return w.toBytes();
  }

  private static int indexOf(byte[] all, byte[] part) {
    outer:
    for (int i = 0; i + part.length <= all.length; i++) {
      for (int j = 0; j < part.length; j++) {
        if (all[i + j] != part[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
