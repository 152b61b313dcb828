package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Games;
import dev.ply.games.desperategods.content.Board;
import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.EncounterCard;
import dev.ply.games.desperategods.content.Item;
import dev.ply.games.desperategods.content.TownCard;
import io.vavr.control.Option;
import java.util.HashSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The content tables of §6 against the spec's counts and totals. */
class ContentTest {

  @Test
  @DisplayName("§6.1 DG-R13 44 squares in three rings (28, 12, 4), two bridges, rule IDs DG-R100..DG-R143")
  void board() {
    assertEquals(44, Board.SQUARES.size());
    for (int i = 0; i < 44; i++) {
      assertEquals("DG-R" + (100 + i), Board.square(i).rule());
      assertEquals(i, Board.find(Board.id(i)).get());
    }
    assertEquals(Option.some(14), Board.bridgeAt(28));
    assertEquals(Option.some(42), Board.bridgeAt(34));
    assertEquals(Option.none(), Board.bridgeAt(0), "no bridge starts at the Town");
    assertEquals(Option.none(), Board.find("Z99"), "no square has that id");
    assertEquals(Option.none(), Board.deckAt(Board.TOWN), "the Town draws from no deck");
    assertEquals(0, Board.next(27, false));
    assertEquals(28, Board.next(39, false));
    assertEquals(43, Board.next(40, true));
    int wild = 0;
    for (Board.Square s : Board.SQUARES) {
      if (s.zone() == Board.Zone.WILD) {
        wild++;
      }
    }
    assertEquals(12, wild);
    // each square's acts agree with its printed text: one draw act per "draw N" of the text
    for (Board.Square s : Board.SQUARES) {
      assertFalse(s.does().isEmpty(), s.id());
      long draws = s.does().count(e -> e.act() == Board.Act.DRAW || e.act() == Board.Act.DRAW_OPPONENT_PICKS);
      int said = s.effect().replaceAll("draw \\d Town cards", "").split("draw \\d", -1).length - 1;
      assertEquals(said, draws, s.id() + " " + s.effect());
    }
  }

  @Test
  @DisplayName("§6.2 DG-R201..DG-R227 27 encounter cards 7/7/7/6, 84 skulls, 37 coins")
  void encounterCards() {
    assertEquals(27, Cards.ALL.size());
    int[] sizes = new int[4];
    int[] coins = new int[4];
    int[] skulls = new int[4];
    HashSet<String> ids = new HashSet<>();
    for (int i = 0; i < Cards.ALL.size(); i++) {
      EncounterCard c = Cards.ALL.get(i);
      assertEquals("DG-R" + (201 + i), c.rule());
      assertTrue(ids.add(c.id()));
      sizes[c.deck()]++;
      coins[c.deck()] += c.coins();
      skulls[c.deck()] += c.skulls();
      assertEquals(c.isMonster(), c.target() >= 1);
    }
    assertEquals("[7, 7, 7, 6]", java.util.Arrays.toString(sizes));
    assertEquals("[8, 19, 10, 0]", java.util.Arrays.toString(coins));
    assertEquals("[12, 12, 26, 34]", java.util.Arrays.toString(skulls));
    assertEquals(84, skulls[0] + skulls[1] + skulls[2] + skulls[3]);
  }

  @Test
  @DisplayName("§6.2 every card id finds its card and catalogue number; no other text does")
  void cardLookups() {
    for (int i = 0; i < Cards.ALL.size(); i++) {
      String id = Cards.ALL.get(i).id();
      assertEquals(i, Cards.index(id), id);
      assertEquals(i + 1, Cards.number(id), id);
      assertEquals(Cards.ALL.get(i), Cards.get(id));
      assertEquals(i, Cards.index(new String(id.toCharArray())), "by value, not identity: " + id);
    }
    for (String bad : new String[] {null, "", "W", "W-0", "W-8", "W-9", "W-10", "L0-1", "L1-0", "L1-8", "L3-7",
        "L4-1", "L1_1", "l1-1", "w-1", "X-1", "L1-1 ", "LL-1", "L:-1", "L/-1", "W-!", "DG-R201"}) {
      assertEquals(Cards.NO_CARD, Cards.index(bad), String.valueOf(bad));
      assertEquals(0, Cards.number(bad), String.valueOf(bad));
      assertFalse(Cards.exists(bad), String.valueOf(bad));
    }
  }

  @Test
  @DisplayName("§6.3 DG-R301..DG-R313 17 Town cards of 13 kinds; sell price is half the buy price rounded down")
  void townCards() {
    assertEquals(17, TownCard.ALL.size());
    assertEquals(13, TownCard.Kind.values().length);
    int[] copies = {3, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1};
    int[] prices = {1, 2, 5, 4, 3, 9, 4, 2, 3, 4, 3, 8, 4};
    for (TownCard.Kind k : TownCard.Kind.values()) {
      assertEquals("DG-R" + (301 + k.ordinal()), k.rule);
      assertEquals(prices[k.ordinal()], k.price);
      assertEquals(k.price / 2, k.sellValue());
      assertEquals(copies[k.ordinal()], TownCard.ALL.count(c -> c.kind() == k));
    }
    assertEquals(0, TownCard.Kind.BRITTLE_DAGGER.sellValue());
    assertEquals(4, TownCard.Kind.UNFLINCHING_SWORD.sellValue());
  }

  @Test
  @DisplayName("§6.3 Town cards T-01..T-17: the spec's ids, kinds in table order, and catalogue numbers the encoding writes")
  void items() {
    assertEquals(17, Item.values().length);
    int[] copies = {3, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1};
    int n = 0;
    for (TownCard.Kind k : TownCard.Kind.values()) {
      for (int c = 0; c < copies[k.ordinal()]; c++) {
        n++;
        Item it = Item.numbered(n);
        assertEquals(String.format("T-%02d", n), it.id());
        assertEquals(n, it.number());
        assertEquals(k, it.kind());
        assertEquals(it, Item.parse(it.id()).get());
        assertEquals(k.title + " (" + it.id() + ")", it.title());
      }
    }
    assertEquals(Item.T07, Item.numbered(7));
    assertEquals(TownCard.Kind.WARY_HELMET, Item.T07.kind());
    assertEquals(Item.T13, Item.parse("T-13").get());
    assertFalse(Item.of(0).isDefined());
    assertFalse(Item.of(18).isDefined());
    assertFalse(Item.parse("T-18").isDefined());
  }

  @Test
  @DisplayName("the game is registered through ServiceLoader")
  void registered() {
    assertTrue(Games.byId("desperate-gods").isDefined());
  }
}
