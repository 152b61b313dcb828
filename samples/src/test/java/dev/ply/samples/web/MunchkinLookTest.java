package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.rules.Strength;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Seq;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Munchkin's web look, over seeded random games: the fight's strengths are the ones the terminal
 * prints (MK-R51, MK-R52), and a seat's look holds no card from another seat's hand (MK-R8 hidden hands).
 */
class MunchkinLookTest {
  static final MunchkinGame GAME = new MunchkinGame();

  @Test
  void strengthsMatchTheTerminalAndOtherHandsStayHidden() {
    int fights = 0;
    for (long seed = 1; seed <= 4; seed++) {
      Random rng = new Random(seed);
      MunchkinState s = GAME.start(Setup.of(3, seed));
      for (int step = 0; step < 1500 && GAME.outcome(s).isEmpty(); step++) {
        for (PlayerId viewer : s.seats().map(p -> p.id())) {
          MunchkinState view = GAME.view(s, viewer);
          JsonNode look = MunchkinLook.of(view, viewer);
          String json = look.toString();
          for (int j = 0; j < s.seats().size(); j++) {
            if (!s.seat(j).id().equals(viewer)) {
              for (String id : s.seat(j).hand()) {
                assertFalse(json.contains('"' + id + '"'), viewer + " sees " + id + " in " + s.seat(j).id() + "'s hand");
              }
              for (JsonNode c : look.get("seats").get(j).get("hand")) {
                assertEquals(Cards.HIDDEN, c.asText());
              }
            }
          }
          if (s.combat().isDefined()) {
            JsonNode f = look.get("fight");
            String terminal = GAME.render(view, viewer);
            assertTrue(terminal.contains("(" + f.get("munchkinStrength").asInt() + ") against"), terminal);
            assertTrue(terminal.contains("monsters " + f.get("monsterStrength").asInt()), terminal);
            assertEquals(Strength.munchkins(s), f.get("munchkinStrength").asInt());
            assertEquals(Strength.monsters(s), f.get("monsterStrength").asInt());
            fights++;
          } else {
            assertTrue(look.get("fight") == null);
          }
        }
        PlayerId who = GAME.awaiting(s).toSortedSet(java.util.Comparator.comparing(PlayerId::toString)).head();
        Seq<MunchkinAction> legal = GAME.legalActions(s, who);
        s = GAME.apply(s, legal.get(rng.nextInt(legal.size()))).get().state();
      }
    }
    assertTrue(fights > 0, "no fight reached");
  }

  @Test
  void wornItemsGoUnderTheirSlot() {
    // MK-R32: the page groups worn items by slot
    for (var c : Cards.ALL) {
      if (c.isItem()) {
        String slot = MunchkinLook.slot(c.id());
        assertTrue(java.util.List.of("headgear", "armor", "footgear", "hands", "other").contains(slot));
      }
    }
    assertEquals("other", MunchkinLook.slot(Cards.HIDDEN));
  }
}
