package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.testkit.SourcePurity;
import dev.ply.games.munchkin.content.Card;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.content.Deck;
import dev.ply.games.munchkin.content.Effect;
import dev.ply.games.munchkin.content.Kind;
import io.vavr.collection.Vector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The classic set of §2 and §6 as data, built from the primitives of §6.0 only. */
class ContentTest {

  private static long count(Kind kind) {
    return Cards.ALL.count(c -> c.kind() == kind);
  }

  @Test
  @DisplayName("§2, §6: 168 distinct cards, 95 Door D01-D95 and 73 Treasure T01-T73, by kind and count")
  void kindsAndCounts() {
    assertEquals(168, Cards.ALL.size());
    assertEquals(168, Cards.ALL.map(Card::id).distinct().size());
    assertEquals(95, Cards.ALL.count(c -> c.deck() == Deck.DOOR && c.id().startsWith("D")));
    assertEquals(73, Cards.ALL.count(c -> c.deck() == Deck.TREASURE && c.id().startsWith("T")));
    assertEquals(37, count(Kind.MONSTER));
    assertEquals(9, count(Kind.RACE));
    assertEquals(2, count(Kind.HALF_BREED));
    assertEquals(12, count(Kind.CLASS));
    assertEquals(2, count(Kind.SUPER_MUNCHKIN));
    assertEquals(19, count(Kind.CURSE));
    assertEquals(5, count(Kind.ENHANCER));
    assertEquals(3, count(Kind.WANDERING_MONSTER));
    assertEquals(6, count(Kind.CHEAT) + count(Kind.DIVINE_INTERVENTION) + count(Kind.HELP_ME_OUT_HERE)
        + count(Kind.ILLUSION) + count(Kind.MATE) + count(Kind.OUT_TO_LUNCH));
    assertEquals(38, count(Kind.ITEM));
    assertEquals(23, count(Kind.ONE_SHOT));
    assertEquals(9, count(Kind.GO_UP_A_LEVEL));
    assertEquals(1, count(Kind.STEAL_A_LEVEL));
    assertEquals(1, count(Kind.HIRELING));
    assertEquals(1, count(Kind.HOARD));
  }

  @Test
  @DisplayName("§6.1: monster levels, treasures and level rewards sum as in the table")
  void monsterNumbers() {
    Vector<Card> m = Cards.ALL.filter(Card::isMonster);
    assertEquals(Vector.rangeClosed(1, 37).map(i -> String.format("D%02d", i)), m.map(Card::id));
    assertEquals(1 + 1 + 1 + 1 + 1 + 2 + 2 + 2 + 2 + 2 + 4 + 4 + 4 + 4 + 6 + 6 + 6 + 6 + 8 + 8 + 8 + 8 + 10 + 10 + 10 + 12
        + 12 + 12 + 14 + 14 + 14 + 16 + 16 + 16 + 18 + 18 + 20, m.map(Card::level).sum().intValue());
    assertEquals(Vector.of(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4,
        4, 4, 4, 5, 5), m.map(Card::treasures));
    assertEquals(31 + 6 * 2, m.map(Card::levelReward).sum().intValue());
    assertEquals(Vector.of("D09", "D11", "D33", "D34"), m.filter(Card::undead).map(Card::id));
  }

  @Test
  @DisplayName("§6.5, §6.6: item bonuses, values, Big flags and slots as in the tables")
  void itemNumbers() {
    Vector<Card> items = Cards.ALL.filter(c -> c.kind() == Kind.ITEM);
    assertEquals(Vector.of("T07", "T17", "T22", "T29", "T36", "T37", "T38"), items.filter(Card::big).map(Card::id));
    assertEquals(3 + 2 + 0 + 4 + 3 + 2 + 3 + 3 + 4 + 3 + 1 + 2 + 3 + 4 + 1 + 1 + 3 + 0 + 1 + 3 + 4 + 3 + 3 + 3 + 3 + 0
        + 3 + 0 + 4 + 3 + 2 + 1 + 2 + 1 + 5 + 3 + 4 + 0, items.map(Card::bonus).sum().intValue());
    assertEquals(400 + 400 + 400 + 800 + 400 + 400 + 600 + 400 + 600 + 400 + 200 + 400 + 400 + 600 + 200 + 600 + 0 + 600
        + 200 + 400 + 600 + 600 + 600 + 400 + 600 + 0 + 0 + 700 + 600 + 400 + 400 + 200 + 400 + 200 + 800 + 400 + 600
        + 300, items.map(Card::value).sum().intValue());
    Vector<Card> oneShots = Cards.ALL.filter(c -> c.kind() == Kind.ONE_SHOT);
    assertEquals(100 + 300 + 200 + 100 + 100 + 100 + 200 + 300 + 200 + 300 + 500 + 300 + 200 + 1300 + 100 + 100 + 0 + 100
        + 300 + 1100 + 500 + 500 + 100, oneShots.map(Card::value).sum().intValue());
  }

  @Test
  @DisplayName("§6.0: every card's effect is a list of primitives, and every card but the standing-rule ones has one")
  void effectsArePrimitives() {
    for (Card c : Cards.ALL) {
      for (Effect e : c.effects().appendAll(c.runAway()).appendAll(c.badStuff())) {
        assertTrue(Effect.class.isAssignableFrom(e.getClass()) && e.getClass().isRecord()
            && e.getClass().getEnclosingClass() == Effect.class, c.id() + " uses " + e);
      }
      boolean monsterWithoutAnything = c.isMonster() && c.badStuff().isEmpty() && c.id().equals("D01");
      assertTrue(!c.effects().isEmpty() || !c.badStuff().isEmpty() || !c.runAway().isEmpty()
          || c.kind() == Kind.MONSTER || c.kind() == Kind.ITEM, c.id() + " has no effect");
      assertTrue(!monsterWithoutAnything || c.runAway().nonEmpty());
    }
  }

  @Test
  @DisplayName("content is data: no card ID and no card name appears in the rules code")
  void noCardIdInRules() throws IOException {
    Path root = Path.of("src/main/java/dev/ply/games/munchkin");
    Pattern id = Pattern.compile("\"[DT]\\d\\d\"");
    List<String> bad = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")
          && !p.toString().contains("/content/"))::iterator) {
        List<String> lines = Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i);
          if (id.matcher(line).find() && !line.strip().startsWith("*") && !line.strip().startsWith("//")) {
            bad.add(f + ":" + (i + 1) + ": " + line.strip());
          }
          for (Card c : Cards.ALL) {
            if (line.contains("\"" + c.name() + "\"") && !f.toString().endsWith("MunchkinPositions.java")) {
              bad.add(f + ":" + (i + 1) + ": " + line.strip());
            }
          }
        }
      }
    }
    assertEquals(List.of(), bad);
  }

  @Test
  @DisplayName("pure rules: no clock, global random, I/O or threads in the module's sources")
  void pure() {
    assertEquals(List.of(), SourcePurity.violations(Path.of("src/main/java")));
  }
}
