package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.EventWords;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceState;
import io.vavr.collection.HashSet;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** PlainWords passes a game in words and fails, once and with the seeds, on each kind of leaked value. */
class PlainWordsTest {
  /** The race told in words: what every Ply game should look like to PlainWords. */
  static class Worded extends ForwardingRaceGame {
    @Override public String describe(RaceState s, RaceAction a) {
      return a.actor() + " " + a.getClass().getSimpleName().toLowerCase();
    }

    @Override public String render(RaceState v, PlayerId viewer) {
      return "positions " + v.positions().mkString(", ");
    }

    @Override public String eventText(RaceState v, GameEvent e) {
      return EventWords.plain(e);
    }
  }

  private static final Vector<Setup> SETUPS = Vector.of(Setup.of(2, 1), Setup.of(3, 2));

  @Test
  @DisplayName("a game in words passes")
  void wordsPass() {
    PlainWords.check(new Worded(), SETUPS, 5);
  }

  @Test
  @DisplayName("a menu line that is a record's toString fails, naming the setup seed, the step and the match")
  void recordInMenu() {
    ContractViolation v = assertThrows(ContractViolation.class, () -> PlainWords.check(new Worded() {
      @Override public String describe(RaceState s, RaceAction a) {
        return a.toString();
      }
    }, SETUPS, 5));
    String m = v.getMessage();
    assertTrue(m.startsWith("setup seed 1000003, 2 players, chooser seed"), m);
    assertTrue(m.contains(", step 0: words for people: describe of a legal action of p1 shows \"Bid[actor=\""
        + " (a record's toString) in: Bid[actor=p1, coins=0]"), m);
  }

  @Test
  @DisplayName("an Option, a collection or an enum name in an event, a board or an explanation fails")
  void leakedValues() {
    assertThrows(ContractViolation.class, () -> PlainWords.check(new Worded() {
      @Override public String eventText(RaceState v, GameEvent e) {
        return "moved to " + Option.of(3);
      }
    }, SETUPS, 5));
    assertThrows(ContractViolation.class, () -> PlainWords.check(new Worded() {
      @Override public String render(RaceState v, PlayerId viewer) {
        return "positions\nhands " + v.hands();
      }
    }, SETUPS, 5));
    assertThrows(ContractViolation.class, () -> PlainWords.check(new Worded() {
      @Override public Option<String> explain(RaceState v, RaceAction a) {
        return Option.some("window RESPONSE_OPEN");
      }
    }, SETUPS, 5));
  }

  @Test
  @DisplayName("each pattern is caught; words and allowed words are not")
  void patterns() {
    for (String bad : new String[] {"Draw[actor=p1]", "Card[id=W-7]", "Some(3)", "None", "Optional[3]", "Vector(1, 2)",
        "List(a)", "HashMap((a, 1))", "phase IW_START", "the CHARITY_WEEK"}) {
      assertTrue(PlainWords.problem("p1 sees " + bad).isDefined(), bad);
    }
    for (String good : new String[] {"p1 rolls 6 and 4 to the Library (O26)", "HP 3/3", "Nonesuch",
        "no card [hidden]", "T06 Chaos Guard [Chaos Warrior]", "DG-R12", "Some of them"}) {
      assertEquals(Option.none(), PlainWords.problem(good), good);
    }
    assertEquals(Option.none(), PlainWords.problem("the card None", HashSet.of("None")));
  }
}
