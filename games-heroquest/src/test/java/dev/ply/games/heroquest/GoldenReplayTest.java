package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.GoldenReplays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two committed whole games replayed hash by hash: any change of behaviour shows up here. If a
 * rule change is intended, bump the rules version and re-record them (GoldenReplays.record).
 */
class GoldenReplayTest {
  final HeroQuestGame game = new HeroQuestGame();

  @Test
  @DisplayName("HQ-R32 a won 2-hero game (Dwarf and Elf) replays step by step")
  void twoHeroesWin() {
    var r = GoldenReplays.verify(game, "/golden/two-heroes-win.json");
    assertTrue(r.last().result().get().won());
    var last = r.last();
    assertTrue(last.deck().isEmpty() && last.floor().isEmpty() && last.heroes().forAll(h -> h.hand().isEmpty()),
        "HQ-R32: the win comes with deck, floor and hands cleared");
  }

  @Test
  @DisplayName("HQ-R21 a lost 4-hero game replays step by step")
  void fourHeroes() {
    var r = GoldenReplays.verify(game, "/golden/four-heroes.json");
    assertEquals(dev.ply.games.heroquest.state.Result.Kind.HERO_DIED, r.last().result().get().kind(),
        "the party lost because a hero reached 4 wounds");
  }
}
