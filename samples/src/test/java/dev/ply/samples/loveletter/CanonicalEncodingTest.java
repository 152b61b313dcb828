package dev.ply.samples.loveletter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.samples.loveletter.state.Deck;
import dev.ply.samples.loveletter.state.LoveLetterState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The canonical encoding the log's chain hashes (docs/log-format.md, "Love Letter"). */
class CanonicalEncodingTest {
  static final LoveLetterGame GAME = new LoveLetterGame();
  final LoveLetterState s = GAME.start(Setup.of(2, 5));

  private static byte[] enc(LoveLetterState st) {
    return CanonicalWriter.encode(GAME, st);
  }

  private static LoveLetterState withDeck(LoveLetterState st, Deck d) {
    return new LoveLetterState(st.table(), st.round(), st.tokens(), d, st.next(), st.hands(), st.drawn(), st.turn(),
        st.out(), st.shielded(), st.piles(), st.winners(), st.turns(), st.random(), st.known());
  }

  @Test
  @DisplayName("equal positions encode equally, whatever their random source")
  void equalStates() {
    assertArrayEquals(enc(s), enc(GAME.start(Setup.of(2, 5))));
    assertArrayEquals(enc(s), enc(GAME.withRandom(s, RandomSource.seeded(1))));
  }

  @Test
  @DisplayName("the burned card (hidden from all), a deck slot, a token (public) and what a player knows (LL-R6) each change it")
  void changes() {
    int[] cards = s.deck().toArray();
    int burned = cards[Deck.BURNED];
    int other = cards[Deck.BURNED - 1] != burned ? Deck.BURNED - 1 : Deck.BURNED - 2;
    cards[Deck.BURNED] = cards[other];
    cards[other] = burned;
    assertFalse(Arrays.equals(enc(s), enc(withDeck(s, Deck.of(cards)))));
    LoveLetterState token = new LoveLetterState(s.table(), s.round(), s.tokens() + 1, s.deck(), s.next(), s.hands(),
        s.drawn(), s.turn(), s.out(), s.shielded(), s.piles(), s.winners(), s.turns(), s.random(), s.known());
    assertFalse(Arrays.equals(enc(s), enc(token)));
    LoveLetterState known = new LoveLetterState(s.table(), s.round(), s.tokens(), s.deck(), s.next(), s.hands(),
        s.drawn(), s.turn(), s.out(), s.shielded(), s.piles(), s.winners(), s.turns(), s.random(),
        (long) s.hand(1) << 4); // p1 knows p2's hand (LL-R6)
    assertFalse(Arrays.equals(enc(s), enc(known)));
  }

  @Test
  @DisplayName("the encoding is values in the documented order, naming no field")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(s));
    assertTrue(text.startsWith("{ [2 p\"p1\" p\"p2\" } y1 y2 "), text);
  }
}
