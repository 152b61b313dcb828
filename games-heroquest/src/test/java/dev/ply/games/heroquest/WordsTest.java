package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.games.heroquest.action.HeroQuestAction;
import dev.ply.games.heroquest.content.Hero;
import dev.ply.games.heroquest.content.Symbol;
import dev.ply.games.heroquest.event.HeroQuestEvent;
import dev.ply.games.heroquest.state.HeroQuestState;
import dev.ply.games.heroquest.state.Phase;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** HeroQuest in words: menus that say when an attack cannot succeed, events, rules text. */
class WordsTest {
  private static final HeroQuestGame GAME = new HeroQuestGame();

  @Test
  @DisplayName("HQ-R25/HQ-R27: with Fear the Barbarian rolls 1 die, so an attack needing 2 skulls says it cannot succeed")
  void attackThatCannotSucceed() {
    HeroQuestState s = HeroQuestPositions.heroes(Hero.BARBARIAN, Hero.DWARF).active(HeroQuestPositions.P1, Phase.ACTION)
        .wounds(HeroQuestPositions.P1, "W07").deck(10).floor("T09", "T01").build();
    PlayerId p1 = PlayerId.seat(1);
    var undead = new HeroQuestAction.Attack(p1, "T09", Symbol.UNDEAD);
    var orc = new HeroQuestAction.Attack(p1, "T01", Symbol.ORC);
    assertTrue(GAME.legalActions(s, p1).contains(undead), "still legal (HQ-R45 keeps it)");
    String line = GAME.describe(s, undead);
    assertTrue(line.contains("(1 die, need 2 skulls)") && line.contains("cannot succeed"), line);
    assertTrue(GAME.explain(s, undead).get().contains("It cannot succeed"), GAME.explain(s, undead).get());
    assertFalse(GAME.describe(s, orc).contains("cannot succeed"), GAME.describe(s, orc));
    assertTrue(GAME.explain(s, orc).get().contains("Chance: 50%"), GAME.explain(s, orc).get());
  }

  @Test
  @DisplayName("events are words without records or collection names; a lost round gets a banner")
  void events() {
    HeroQuestState s = HeroQuestPositions.heroes(Hero.BARBARIAN, Hero.DWARF).hand(HeroQuestPositions.P1, "T02").deck(10).build();
    GameEvent lost = new HeroQuestEvent.RoundLost(Symbol.ORC, 3, 1);
    assertTrue(GAME.banner(s, lost).get().contains("ROUND LOST"), GAME.banner(s, lost).get());
    String swept = GAME.eventText(s, new HeroQuestEvent.CardsSwept(Symbol.ORC, Vector.of("T01", "T02")));
    assertEquals("the chest sweeps away T01 Orc Patrol [Orc], T02 Orc Sentry [Orc]", swept);
    assertTrue(GAME.routine(new HeroQuestEvent.TurnEnded(1, PlayerId.seat(1))));
    assertFalse(GAME.routine(lost));
  }

  @Test
  @DisplayName("the rules text names every boon and Chaos Spell and the three setup options")
  void rulesText() {
    var r = GAME.rulesText();
    for (String name : new String[] {"Healing Potion", "Healing Water", "Courage", "Fear", "Sleep", "Tempest",
        "Firestorm", "Door"}) {
      assertEquals(1, r.lookup(name).size(), name);
    }
    assertEquals(Vector.of("heroes", "first", "openHands"), GAME.descriptor().options().map(o -> o.name()).toVector());
    assertEquals("attack", GAME.ruleName("HQ-R27").get());
  }
}
