package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.heroquest.content.Boon;
import dev.ply.games.heroquest.content.Card;
import dev.ply.games.heroquest.content.CardKind;
import dev.ply.games.heroquest.content.Cards;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.rules.Counting;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.HeroState;
import dev.ply.games.heroquest.state.Phase;
import dev.ply.games.heroquest.state.Result;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Set;

/** The spec's invariants (§9) that hold in every single state of a full (unmasked) game. */
final class Invariants {
  private Invariants() {}

  static void check(HeroQuestState s) {
    // inv. 1: card conservation — every card in exactly one zone, N in the dungeon, 56 − N out
    Vector<String> dungeon = s.deck().appendAll(s.floor()).appendAll(s.discard()).appendAll(s.pending());
    for (HeroState h : s.heroes()) {
      dungeon = dungeon.appendAll(h.hand()).appendAll(h.wounds());
    }
    assertEquals(s.dungeonSize(), dungeon.size(), "inv. 1: deck + hands + floor + attached + pending + discard = N");
    assertEquals(56 - s.dungeonSize(), s.outOfGame().size(), "inv. 1: out of the game = 56 - N");
    Set<String> seen = new HashSet<>();
    for (String id : dungeon.appendAll(s.outOfGame())) {
      assertTrue(Cards.exists(id), "inv. 1: a real card, not " + id);
      assertTrue(seen.add(id), "inv. 1: " + id + " is in two zones");
    }
    assertEquals(56, seen.size(), "inv. 1: all 56 dungeon cards are somewhere");
    // inv. 2: zones by kind
    for (String id : s.floor()) {
      assertTrue(Cards.card(id).kind().goesToFloor(), "inv. 2: only T/D/G cards on the floor: " + id);
    }
    for (HeroState h : s.heroes()) {
      for (String id : h.wounds()) {
        assertEquals(CardKind.WOUND, Cards.card(id).kind(), "inv. 2: only W cards attach");
      }
      assertTrue(h.hand().size() <= 2, "inv. 3: a hand holds at most 2 cards");
      assertTrue(h.total() >= 0 && h.total() <= 4, "inv. 4: wound total in [0, 4]");
      if (h.total() == 4) {
        assertEquals(Phase.GAME_OVER, s.phase(), "inv. 4: 4 wounds only when the game is lost");
        assertEquals(Result.Kind.HERO_DIED, s.result().get().kind(), "inv. 4 / HQ-R21");
      }
      assertTrue(h.skulls() <= s.roundLosses(), "inv. 7: skull tokens <= rounds lost");
    }
    for (String id : s.pending()) {
      Card c = Cards.card(id);
      assertTrue(c.kind() == CardKind.WOUND || c.boon().contains(Boon.HEALING_POTION),
          "inv. 2: only a W card or B01 waits in the pending slot");
    }
    // inv. 5: symbol bound
    if (!s.over()) {
      for (Symbol sym : Symbol.THREATS) {
        assertTrue(Counting.count(s, sym) <= 2, "inv. 5: " + sym + " shows at most twice outside GAME_OVER");
      }
    }
    // inv. 6: chests
    assertEquals(6, s.chests().size() + s.revealedChests().size(), "inv. 6: stack + revealed = 6");
    Set<Symbol> chests = new HashSet<>();
    for (Option<Symbol> c : s.chests()) {
      assertTrue(c.isDefined() && chests.add(c.get()), "inv. 6: chest symbols are distinct");
    }
    for (Symbol c : s.revealedChests()) {
      assertTrue(chests.add(c), "inv. 6: revealed chest symbols are distinct");
    }
    // inv. 7, 8, 9
    int tokens = 0;
    for (HeroState h : s.heroes()) {
      tokens += h.skulls();
    }
    assertTrue(tokens <= 16, "inv. 7 / HQ-R44: at most 16 skull tokens");
    assertTrue(s.roundLosses() <= 5, "inv. 8: at most 5 rounds lost");
    assertTrue(s.turnNumber() >= 1 && s.turnNumber() <= 1000, "inv. 9 / HQ-R45: turn number in [1, 1000]");
    // the phase machine (§4.1)
    assertEquals(s.phase() == Phase.REVEAL_TARGET, s.pending().isDefined(), "pending only in REVEAL_TARGET");
    assertEquals(s.phase() == Phase.GAME_OVER, s.result().isDefined(), "a result only in GAME_OVER");
    if (s.phase() == Phase.PLAY) {
      assertTrue(!s.activeHero().hand().isEmpty(), "HQ-R10: nobody waits in PLAY with an empty hand");
    }
    // §8: a card seen in play is never out of the game
    for (String id : s.knownInDungeon()) {
      assertTrue(!s.outOfGame().contains(id), "a seen card is never out of the game: " + id);
    }
  }
}
