package dev.ply.games.munchkin.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.RulesText;
import dev.ply.games.munchkin.MunchkinGame;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Cond;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Kind;
import dev.ply.games.munchkin.content.Restriction;
import dev.ply.games.munchkin.content.Slot;
import io.vavr.collection.Seq;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every card's words are generated from its data (§6): each number of the data appears in them,
 * none is a stub, and two cards read alike only when their data is equal; every card is found by
 * its ID and by its name in the rules text front ends and {@code ply rules} use.
 */
class CardTextTest {

  @Test
  @DisplayName("§6 MK-R1: every number of every card's data (levels, treasure, bonuses, gold, effect numbers) is in its words")
  void numbersAppear() {
    List<String> missing = new ArrayList<>();
    for (Card c : Cards.ALL) {
      String text = CardText.of(c);
      for (int n : numbers(c)) {
        if (!hasNumber(text, n)) {
          missing.add(c.id() + " " + c.name() + " lacks " + n + ": " + text);
        }
      }
    }
    assertTrue(missing.isEmpty(), String.join("\n", missing));
  }

  @Test
  @DisplayName("§6: every card's words say its kind, slot, size, restriction and Undead tag, and none is a stub")
  void wordsSayTheData() {
    for (Card c : Cards.ALL) {
      String text = CardText.of(c);
      String why = c.id() + " " + c.name() + ": " + text;
      assertTrue(text.length() >= 40, why);
      assertFalse(text.contains("MK-R") || text.contains("coverage") || text.contains("rule is in"), why);
      assertFalse(Pattern.compile("\\b[A-Z]+_[A-Z_]+\\b").matcher(text).find(), why);
      if (c.kind() == Kind.MONSTER) {
        assertEquals(c.undead(), text.contains("Undead"), why);
      }
      if (c.kind() == Kind.ITEM) {
        assertTrue(text.contains(c.big() ? "Big" : "Small"), why);
        if (c.slot() != Slot.NONE) {
          assertTrue(text.contains(CardText.slot(c.slot())), why);
        }
        if (c.restriction() != Restriction.NONE) {
          assertTrue(text.contains(CardText.restriction(c.restriction())), why);
        }
        assertTrue(text.contains(CardText.gold(c.value())), why);
      }
      if (c.kind() == Kind.MONSTER) {
        assertTrue(text.startsWith("Monster, level " + c.level()), why);
        assertTrue(text.contains("Bad Stuff: "), why);
      }
      if (c.kind() == Kind.ONE_SHOT) {
        assertTrue(text.contains("usable once") && text.contains(CardText.gold(c.value())), why);
      }
      if (c.kind() == Kind.CURSE) {
        assertTrue(text.startsWith("Curse"), why);
      }
    }
  }

  @Test
  @DisplayName("§6: two cards share their words only when their data is equal (copies, Ancient and Humongous)")
  void distinctDataDistinctWords() {
    Map<String, Card> byText = new HashMap<>();
    for (Card c : Cards.ALL) {
      Card other = byText.putIfAbsent(CardText.of(c), c);
      if (other != null) {
        assertEquals(anonymous(other), anonymous(c), c.id() + " and " + other.id() + " read alike: " + CardText.of(c));
      }
    }
    assertEquals(CardText.of(Cards.named("Ancient").get()), CardText.of(Cards.named("Humongous").get()));
    assertTrue(byText.size() > 100, "only " + byText.size() + " distinct texts");
  }

  @Test
  @DisplayName("the rules text has every card by ID and by name, with its generated words")
  void rulesFindEveryCard() {
    RulesText rules = new MunchkinGame().rulesText();
    for (Card c : Cards.ALL) {
      Seq<RulesText.Term> byId = rules.lookup(c.id());
      assertEquals(1, byId.size(), c.id());
      assertEquals(c.name(), byId.head().name());
      assertEquals(CardText.of(c), byId.head().text());
      Seq<RulesText.Term> byName = rules.lookup(c.name());
      assertFalse(byName.isEmpty(), c.name());
      assertTrue(byName.forAll(t -> t.name().equalsIgnoreCase(c.name())), c.name());
    }
    assertEquals("Singing & Dancing Sword", rules.lookup("t31").head().name());
    assertTrue(rules.lookup("Freezing Explosive Potion").head().text().contains("+3 to either side"));
    assertTrue(Text.explain("T22").startsWith("Mithril Armor: Item: +3"));
  }

  @Test
  @DisplayName("the words of a few cards, read as a player would (regression guard for the generator)")
  void someCards() {
    assertEquals("Item: +3 while equipped, Armor, Big, not for Wizards; 600 gold.", CardText.of(Cards.card("T22")));
    assertTrue(CardText.of(Cards.card("T44")).contains("In any fight: +3 to either side, the munchkins or the monsters"));
    assertTrue(CardText.of(Cards.card("D81")).contains("Discard the equipped item that gives you the biggest bonus"));
    assertTrue(CardText.of(Cards.card("D49")).contains("Resurrection") && CardText.of(Cards.card("D49")).contains("Turning"));
    assertTrue(CardText.of(Cards.card("D18")).contains("Bad Stuff: each other player in turn, from your left, takes a card"
        + " at random from your hand, then discard your whole hand."), CardText.of(Cards.card("D18")));
    assertTrue(CardText.of(Cards.card("D33")).contains("you escape it without a roll if your level is 3 or lower"));
  }

  /** The card with its ID and name blanked: what "equal data" means for two cards. */
  private static Card anonymous(Card c) {
    return new Card("", "", c.deck(), c.kind(), c.level(), c.treasures(), c.levelReward(), c.undead(), c.race(), c.cls(),
        c.slot(), c.big(), c.bonus(), c.value(), c.restriction(), c.flags(), c.timing(), c.persistent(), c.effects(),
        c.runAway(), c.badStuff());
  }

  private static boolean hasNumber(String text, int n) {
    String plain = String.valueOf(Math.abs(n));
    String grouped = String.format(Locale.ROOT, "%,d", Math.abs(n));
    return Pattern.compile("(?<!\\d|\\d,)(" + Pattern.quote(plain) + "|" + Pattern.quote(grouped) + ")(?!\\d|,\\d)")
        .matcher(text).find();
  }

  /** The card's numbers that a reader needs: printed fields and every int in its effect primitives (zeros left out). */
  private static List<Integer> numbers(Card c) {
    List<Integer> out = new ArrayList<>();
    if (c.kind() == Kind.MONSTER) {
      out.add(c.level());
      out.add(c.treasures());
      out.add(c.levelReward());
    }
    if (c.kind() == Kind.ITEM) {
      out.add(c.bonus());
    }
    if (c.isItem()) {
      out.add(c.value());
    }
    for (Effect e : c.effects().appendAll(c.runAway()).appendAll(c.badStuff())) {
      collect(e, out);
    }
    out.removeIf(n -> n == 0);
    return out;
  }

  private static void collect(Object o, List<Integer> out) {
    if (o instanceof Iterable<?> it) {
      for (Object x : it) {
        collect(x, out);
      }
      return;
    }
    if (o instanceof Cond cond) {
      out.add(cond.n());
      return;
    }
    if (!(o instanceof Record r)) {
      return;
    }
    for (RecordComponent rc : r.getClass().getRecordComponents()) {
      try {
        Object v = rc.getAccessor().invoke(r);
        if (v instanceof Integer i) {
          out.add(i);
        } else {
          collect(v, out);
        }
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }
  }
}
