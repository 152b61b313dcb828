package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.desperategods.content.Cards;
import dev.ply.games.desperategods.content.TownCard;
import dev.ply.games.desperategods.rules.Engine;
import dev.ply.games.desperategods.state.DgState;
import dev.ply.games.desperategods.state.PlayerState;
import dev.ply.games.desperategods.state.Step;
import java.util.HashMap;

/** The invariants of §9, checked after every step of every playout. */
final class Invariants {
  private Invariants() {}

  static void check(DgState s) {
    // 1. coins (DG-R66)
    int total = s.bank() + s.limbo();
    assertTrue(s.bank() >= 0 && s.limbo() >= 0, "bank and limbo are never negative");
    for (PlayerState p : s.players()) {
      assertTrue(p.coins() >= 0, "coins never negative");
      total += p.coins();
    }
    assertEquals(300, total, "coins conserved against the bank of 300");
    // 2. + 11. encounter cards in exactly one zone; deck origin
    HashMap<String, Integer> seen = new HashMap<>();
    for (int d = 0; d < 4; d++) {
      for (String c : s.decks().get(d)) {
        seen.merge(c, 1, Integer::sum);
        assertEquals(d, Cards.get(c).deck(), "a card in deck " + d + " has that origin: " + c);
      }
    }
    int skulls = 0;
    for (PlayerState p : s.players()) {
      for (String c : p.victory()) {
        seen.merge(c, 1, Integer::sum);
      }
      skulls += Engine.score(p.victory());
      if (p.bound()) {
        seen.merge("L3-1", 1, Integer::sum);
      }
    }
    for (String c : s.removed()) {
      seen.merge(c, 1, Integer::sum);
    }
    for (String c : s.inPlay()) {
      seen.merge(c, 1, Integer::sum);
    }
    assertEquals(27, seen.size(), "27 encounter cards: " + seen);
    for (var e : seen.entrySet()) {
      assertEquals(1, e.getValue(), "card in exactly one zone: " + e.getKey());
    }
    // 6. skulls
    int all = skulls + Engine.score(s.removed()) + Engine.score(s.inPlay());
    for (var d : s.decks()) {
      all += Engine.score(d);
    }
    for (PlayerState p : s.players()) {
      if (p.bound()) {
        all += 6;
      }
    }
    assertEquals(84, all, "84 skulls over all zones");
    // 3. Town cards
    HashMap<Integer, Integer> town = new HashMap<>();
    s.townDeck().forEach(c -> town.merge(c, 1, Integer::sum));
    s.store().forEach(c -> {
      if (c != 0) {
        town.merge(c, 1, Integer::sum);
      }
    });
    s.townDiscard().forEach(c -> town.merge(c, 1, Integer::sum));
    s.townInPlay().forEach(c -> town.merge(c, 1, Integer::sum));
    for (PlayerState p : s.players()) {
      p.items().forEach(c -> town.merge(c, 1, Integer::sum));
    }
    assertEquals(17, town.size(), "17 Town cards: " + town);
    for (var e : town.entrySet()) {
      assertEquals(1, e.getValue(), "Town card in exactly one zone: " + TownCard.label(e.getKey()));
    }
    // 7. store full at rest
    if (!s.townDeck().isEmpty() || !s.townDiscard().isEmpty()) {
      assertTrue(!s.store().contains(0), "store is full while cards are available");
    }
    // 4, 5, 10: bounds at every awaited decision
    for (PlayerState p : s.players()) {
      assertTrue(p.square() >= 0 && p.square() < 44, "on the board");
      assertTrue(p.skipTurns() >= 0 && p.extraTurns() >= 0, "counters");
      if (!s.over()) {
        assertTrue(p.items().size() <= 3, "at most 3 items");
        assertTrue(p.hp() >= 1 && p.hp() <= 3, "HP in 1..3 at a decision: " + p);
      }
    }
    // 8. awaiting
    if (s.over()) {
      assertTrue(s.stack().isEmpty(), "nothing pending after the end");
    } else {
      assertTrue(!s.stack().isEmpty(), "a decision is pending");
      assertTrue(s.round() <= s.maxRounds(), "round cap");
    }
    // 17. the trade draft
    if (!s.stack().isEmpty() && s.stack().head() instanceof Step.Draft d) {
      PlayerState g = s.player(d.drafter());
      PlayerState o = s.player(d.other());
      assertTrue(g.items().containsAll(d.giveItems()) && o.items().containsAll(d.askItems()), "draft items owned");
      assertTrue(g.victory().containsAll(d.giveCards()) && o.victory().containsAll(d.askCards()), "draft cards owned");
      assertTrue(d.giveCoins() <= g.coins() && d.askCoins() <= o.coins(), "draft coins owned");
      assertEquals(d.giveItems().size(), d.giveItems().distinct().size(), "no entry twice");
    }
    // 9. puppeteer
    assertTrue(s.puppeteer() >= -1 && s.puppeteer() < s.players().size(), "one puppeteer at most");
  }
}
