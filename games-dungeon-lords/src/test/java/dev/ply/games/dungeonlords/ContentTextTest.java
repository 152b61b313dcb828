package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.RulesText;
import dev.ply.core.log.LogCodec;
import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.Attack;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Names;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Trap;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every piece of content has a rules term, found by its ID and by its name, whose text is made
 * from its data: each number the rules read from the data appears in the words, and none is a
 * stub. The spec's content tables (§6.3 to §6.9) each have a term for every row.
 */
class ContentTextTest {
  static final RulesText RULES = new DungeonLordsGame().rulesText();

  /** The term with {@code id}, found through core's lookup as a player's {@code ? id} would. */
  static RulesText.Term byId(String id) {
    Seq<RulesText.Term> found = RULES.lookup(id);
    assertFalse(found.isEmpty(), "no term for " + id);
    RulesText.Term t = found.head();
    assertEquals(id, t.id(), "lookup(" + id + ") finds the term with that ID first");
    return t;
  }

  /** The words hold {@code n} as a number of their own (not as part of 10 or 2-3). */
  static void says(RulesText.Term t, int n, String what) {
    Matcher m = Pattern.compile("(?<![\\d])" + n + "(?![\\d])").matcher(t.text());
    assertTrue(m.find(), t.id() + " " + t.name() + ": the text does not say its " + what + " " + n + ": " + t.text());
  }

  static void notStub(RulesText.Term t) {
    assertTrue(t.text().length() >= 40, t.name() + " is a stub: " + t.text());
    assertFalse(t.text().matches("(?s).*\\b(TODO|TBD|FIXME)\\b.*"), t.text());
    assertFalse(t.text().contains("§"), "section tags are for the spec, rule IDs for players: " + t.text());
    assertFalse(t.text().matches("(?s).*\\b[A-Z]{2,}_[A-Z_]+\\b.*"), "an enum name in " + t.text());
  }

  @Test
  @DisplayName("§6.3 DL-R8 every adventurer and paladin: found by ID and name; health, level, year and icons in words")
  void adventurers() {
    for (Adventurer a : Adventurers.ALL.append(Adventurers.PALADIN_1).append(Adventurers.PALADIN_2)) {
      RulesText.Term t = byId(a.id());
      notStub(t);
      assertEquals(Names.adventurer(a), t.name());
      assertTrue(RULES.lookup(t.name()).contains(t), "found by its name " + t.name());
      says(t, a.health(), "health");
      says(t, a.year(), "year");
      if (!a.paladin()) { // the paladin's level 0 only marks that he stands in no row
        says(t, a.level(), "level");
        assertTrue(t.name().contains(Names.cls(a.cls())) && t.name().contains("level " + a.level()), t.name());
      }
      for (int icons : new int[] {a.antiTrap(), a.magic(), a.healing()}) {
        if (icons > 0) {
          says(t, icons, "icons");
        }
      }
    }
    assertTrue(byId("T1a").text().contains("anti-trap"));
    assertTrue(byId("P2c").text().contains("healing"));
    assertTrue(byId("M1b").text().contains("magic"));
    assertTrue(byId("W1a").text().contains("front"));
  }

  @Test
  @DisplayName("§6.4 DL-R86 every monster and the ghost: cost, tiles per year, each attack's damage and food in words")
  void monsters() {
    for (MonsterKind k : MonsterKind.values()) {
      RulesText.Term t = byId(k.name());
      notStub(t);
      assertEquals(k.label(), t.name());
      assertEquals(t, RULES.lookup(k.label()).head(), "found by name");
      for (int cost : new int[] {k.food(), k.gold(), k.evil(), k.tiles(1), k.tiles(2)}) {
        if (cost > 0) {
          says(t, cost, "cost or tile count");
        }
      }
      for (Attack a : k.attacks()) {
        if (a.isAttack()) {
          says(t, a.damage(), "damage");
        }
        if (a.hits() > 1) {
          says(t, a.hits(), "hits");
        }
        if (a.foodCost() > 0) {
          says(t, a.foodCost(), "food for the attack");
        }
      }
      assertEquals(k.ghost(), t.text().startsWith("ghost"), t.text());
    }
    assertTrue(byId("DEMON").text().contains("sacrific"));
    assertTrue(byId("GOLEM").text().contains("trap card"));
    assertTrue(byId("TROLL").text().contains("troll token"));
  }

  @Test
  @DisplayName("§6.5 DL-R35 DL-R88 every room: year, zone, imps, food, product, boosts and points in words")
  void rooms() {
    for (Room r : Room.values()) {
      RulesText.Term t = byId(r.name());
      notStub(t);
      assertEquals(r.label(), t.name());
      says(t, r.year(), "year");
      if (r.year() == 1) {
        says(t, r.imps(), "imps");
        if (r.food() > 0) {
          says(t, r.food(), "food");
        }
      }
      for (MonsterKind k : MonsterKind.values()) {
        if (r.pointsPer(k) > 0) {
          says(t, r.pointsPer(k), "points");
          assertTrue(t.text().contains(k.label()), t.text());
        }
        if (r.boosts(k)) {
          assertTrue(t.text().contains(k.label()), t.text());
        }
      }
    }
  }

  @Test
  @DisplayName("§6.6 DL-R80 every trap: its cost and the damage it lays out in words")
  void traps() {
    for (Trap tr : Trap.values()) {
      RulesText.Term t = byId(tr.name());
      notStub(t);
      assertEquals(tr.label(), t.name());
      for (int n : new int[] {tr.gold(), tr.food(), tr.imp()}) {
        if (n > 0) {
          says(t, n, "cost");
        }
      }
      int[] three = tr.layout(new int[] {20, 20, 20}, 1); // the damage to each of three adventurers
      for (int i = 0; i < 2; i++) {
        if (three[i] > 0 && three[i] < 20) { // 20: damage equal to his health (Poisoned Meal)
          says(t, three[i], "damage");
        }
      }
      if (three[2] > three[1] && three[1] > 0) {
        says(t, three[2] - three[1], "extra damage to the last");
      } else if (three[2] > 0 && three[2] < 20) {
        says(t, three[2], "damage to the last");
      }
      says(t, Trap.COPIES, "copies");
    }
  }

  @Test
  @DisplayName("§6.8 DL-R83 DL-R98 every combat card: year, speed, magic requirement, fatigue and its amount in words")
  void combatCards() {
    for (CombatCard c : CombatCard.values()) {
      RulesText.Term t = byId(c.name());
      notStub(t);
      assertEquals(c.label(), t.name());
      says(t, c.year(), "year");
      says(t, c.magic(), "magic requirement");
      says(t, c.fatigue(), "fatigue");
      if (c.amount() > 0) {
        says(t, c.amount(), "amount");
      }
      assertTrue(t.text().contains(c.fast() ? "fast" : "slow"), t.text());
    }
  }

  @Test
  @DisplayName("§6.9 DL-R54 every special event, order card and event tile has its effect in words")
  void eventsAndOrders() {
    for (SpecialEvent e : SpecialEvent.values()) {
      RulesText.Term t = byId(e.name());
      notStub(t);
      assertEquals(e.label(), t.name());
      assertTrue(t.text().contains(e.effect()), t.text());
    }
    for (Order o : Order.values()) {
      RulesText.Term t = byId(o.name());
      notStub(t);
      assertTrue(t.text().contains("I:") && t.text().contains("II:") && t.text().contains("III:"), t.text());
    }
    notStub(byId("PAYDAY"));
    notStub(byId("TAXES"));
  }

  /** The first cell of each row of the spec's content tables, as the spec writes them (§6.3 to §6.9). */
  static final String SPEC_ROWS = """
      W1a W1b W1c W1d T1a T1b T1c T1d P1a P1b P1c P1d M1a M1b M1c M1d
      W2a W2b W2c W2d T2a T2b T2c T2d P2a P2b P2c P2d M2a M2b M2c M2d
      |Goblin|Slime|Ghost|Troll|Witch|Vampire|Golem|Dragon|Demon
      |Chicken Coop|Mushroom Bed|Souvenir Shop|Mint|Workshop|Tool Shed|Printing Press|Magic Room
      |Training Room|Dark Room|Labyrinth|Antimagic Room|Cafeteria|Chapel|Pandemonium|Hall of Fame
      |Rolling Stone|Pendulum|Wall of Fire|Trap Door|Golden Ring|Kamikaze Imp|Poisoned Meal|Poisoned Dart|Anti-magic Dart
      |Word of Peace|Suggestion|Magic Shield|Invisibility|Detect Evil|Fist of Justice|Detect Treasure|Graffiti|Fireball
      |Aura of Fear|Metamorphosis|Blind Rage|Create Food|Illusion|Song of Courage|Regeneration|Magic Key|Dimensional Gate
      |Monster Strike|Witch Hunt|Royal Audit|Imp Union Meeting|Safety Inspection|Ministry Banquet|Scandal|Charity Week
      |Second Collection""";

  @Test
  @DisplayName("§6 every row of the spec's content tables has a term: adventurers by ID, the rest by name")
  void specTables() {
    String[] lines = SPEC_ROWS.split("\n");
    for (String id : (lines[0] + " " + lines[1]).trim().split("\\s+")) {
      byId(id);
    }
    int names = 0;
    for (int i = 2; i < lines.length; i++) {
      for (String name : lines[i].trim().split("\\|")) {
        if (!name.isBlank()) {
          String n = name.trim();
          assertTrue(RULES.terms().exists(t -> t.name().equals(n)), "no term named " + n);
          names++;
        }
      }
    }
    assertEquals(9 + 16 + 9 + 18 + 9, names);
    // the spec itself, where it is at hand: every first cell of its §6 tables
    Path spec = Path.of(System.getProperty("ply.dl.spec", "/work/shared/rules/dungeon-lords.md"));
    if (Files.isReadable(spec)) {
      String text;
      try {
        text = Files.readString(spec);
      } catch (java.io.IOException e) {
        throw new AssertionError(e);
      }
      String content = text.substring(text.indexOf("## 6. Content"), text.indexOf("## 7."));
      Matcher row = Pattern.compile("(?m)^\\| ([^|]+?) \\|").matcher(content);
      int seen = 0;
      while (row.find()) {
        String cell = row.group(1).replaceAll(" \\(.*", "").trim();
        if (cell.matches("Id|Kind|Room|Trap|Card|---") || cell.startsWith("-")) {
          continue;
        }
        seen++;
        assertFalse(RULES.lookup(cell).isEmpty(), "the spec's " + cell + " has no term");
        assertTrue(RULES.terms().exists(t -> t.id().equals(cell) || t.name().equals(cell)), cell);
      }
      assertEquals(32 + 61, seen, "rows read from the spec");
    }
  }

  @Test
  @DisplayName("the rules text reaches front ends as JSON: every term with its id, name and text")
  void json() {
    JsonNode tree = LogCodec.mapper().valueToTree(RULES);
    JsonNode terms = tree.get("terms");
    assertEquals(RULES.terms().size(), terms.size());
    boolean thief = false;
    for (JsonNode t : terms) {
      assertTrue(t.has("id") && t.has("name") && t.has("text"), t.toString());
      thief |= t.get("id").asText().equals("T1a") && t.get("name").asText().equals("Thief (level 1)");
    }
    assertTrue(thief, "T1a is the Thief (level 1)");
    assertEquals(Vector.of("Thief (level 1)"), Vector.of(byId("T1a").name()));
  }
}
