package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.ImmutableHeroQuestState;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The canonical encoding the log's chain hashes (docs/log-format.md, "HeroQuest"). */
class CanonicalEncodingTest {
  static final HeroQuestGame GAME = new HeroQuestGame();
  final HeroQuestState start = GAME.start(Setup.of(3, 11));

  private static byte[] enc(HeroQuestState s) {
    return CanonicalWriter.encode(GAME, s);
  }

  @Test
  @DisplayName("equal tables encode equally, whatever their random source")
  void equalStates() {
    assertArrayEquals(enc(start), enc(GAME.start(Setup.of(3, 11))));
    assertArrayEquals(enc(start), enc(GAME.withRandom(start, RandomSource.seeded(99))));
  }

  @Test
  @DisplayName("a hidden change (two dungeon cards swapped, a hand card) and a public one (a lost round) change it")
  void changes() {
    var deck = start.deck();
    HeroQuestState swapped = ImmutableHeroQuestState.copyOf(start)
        .withDeck(deck.update(0, deck.get(1)).update(1, deck.get(0)));
    assertFalse(Arrays.equals(enc(start), enc(swapped)));
    var hero = start.hero(1);
    HeroQuestState hand = ImmutableHeroQuestState.copyOf(start)
        .withHeroes(start.heroes().update(1, hero.withHand(hero.hand().reverse())));
    assertFalse(hero.hand().size() > 1 && Arrays.equals(enc(start), enc(hand)));
    HeroQuestState lost = ImmutableHeroQuestState.copyOf(start).withRoundLosses(start.roundLosses() + 1);
    assertFalse(Arrays.equals(enc(start), enc(lost)));
  }

  @Test
  @DisplayName("the encoding is values in the documented order, naming no field")
  void documentedOrder() {
    String text = CanonicalWriter.text(enc(start));
    assertTrue(text.startsWith("{ [3 p\"p1\" p\"p2\" p\"p3\" } y3 { y0 "), text);
    assertFalse(text.contains("deck") || text.contains("heroes") || text.contains("roundLosses"), text);
  }

  @Test
  @DisplayName("a card is written as its place in the catalogue; a hidden card as one past the last, and "
      + "no other id takes a catalogue number")
  void cardNumbers() {
    for (int i = 0; i < Cards.ALL.size(); i++) {
      String id = Cards.ALL.get(i).id();
      assertEquals(i, Cards.number(id), id);
      assertEquals(i, Cards.number(new String(id.toCharArray())), id + " (another string object)");
    }
    assertEquals(Cards.ALL.size(), Cards.number(Cards.HIDDEN));
    for (String other : new String[] {"T00", "T25", "D13", "G07", "W11", "B05", "X01", "t01", "T1", "T001", "", "?"}) {
      assertEquals(-1, Cards.number(other), other);
    }
  }
}
