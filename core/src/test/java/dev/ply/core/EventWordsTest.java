package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The default words for an event and the default rules text: words, not record dumps. */
class EventWordsTest {
  enum Purpose { MOVE_AHEAD }

  record DiceRolled(PlayerId player, Purpose purpose, Vector<Integer> values, String rule) implements GameEvent {}

  record Nothing(Option<String> note, java.util.List<String> tags, String rule) implements GameEvent {}

  @Test
  @DisplayName("a record reads as words: its name, its fields by name, collections without their class, no rule ID")
  void plain() {
    assertEquals("dice rolled: player p1, purpose move ahead, values 6, 4",
        EventWords.plain(new DiceRolled(PlayerId.seat(1), Purpose.MOVE_AHEAD, Vector.of(6, 4), "X-R1")));
    assertEquals("nothing: note none, tags none", EventWords.plain(new Nothing(Option.none(), java.util.List.of(), "")));
  }

  @Test
  @DisplayName("withoutRuleTags takes out parenthesised rule ID lists and keeps every other parenthesis")
  void withoutRuleTags() {
    assertEquals("the Guard has no effect: everyone else is protected or out",
        EventWords.withoutRuleTags("the Guard has no effect: everyone else is protected or out (LL-R13)"));
    assertEquals("a skull token and the floor is shuffled back.",
        EventWords.withoutRuleTags("a skull token (HQ-R16 to HQ-R18) and the floor is shuffled back (HQ-R19, HQ-R20a)."));
    assertEquals("the tie goes to more coins (p1 12, p2 8)",
        EventWords.withoutRuleTags("the tie goes to more coins (p1 12, p2 8) (DG-R93)"));
    assertEquals("p1 buys Brittle Dagger (T-01) for 1 coin (2 dice)",
        EventWords.withoutRuleTags("p1 buys Brittle Dagger (T-01) for 1 coin (2 dice) (rule DG-R57)"));
    assertEquals("no references here", EventWords.withoutRuleTags("no references here"));
    assertEquals("race over", EventWords.withoutRuleTags("race over (RACE-R5/RACE-R6) (see I-P5)"));
  }

  @Test
  @DisplayName("RulesText.lookup: exact name first, else names that begin with the query, else names containing it")
  void lookup() {
    RulesText r = new RulesText("g", "t", Vector.of(new RulesText.Term("Healing Potion", "a"),
        new RulesText.Term("Healing Water", "b"), new RulesText.Term("Water", "c")));
    assertEquals(Vector.of("Water"), r.lookup("water").map(RulesText.Term::name));
    assertEquals(Vector.of("Healing Potion", "Healing Water"), r.lookup("heal").map(RulesText.Term::name));
    assertEquals(Vector.of("Healing Potion"), r.lookup("potion").map(RulesText.Term::name));
    assertEquals(0, r.lookup(" ").size());
    RulesText ids = new RulesText("g", "t", Vector.of(new RulesText.Term("T31", "Mithril Armor", "a"),
        new RulesText.Term("T3", "T31 Fan", "b")));
    assertEquals(Vector.of("Mithril Armor"), ids.lookup("t31").map(RulesText.Term::name));
    assertEquals(Vector.of("T31 Fan"), ids.lookup("T31 F").map(RulesText.Term::name));
    assertEquals(Vector.of("Mithril Armor"), ids.lookup("mithril").map(RulesText.Term::name));
  }
}
