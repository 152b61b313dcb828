package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.games.dungeonlords.content.Adventurer;
import dev.ply.games.dungeonlords.content.AdventurerClass;
import dev.ply.games.dungeonlords.content.Adventurers;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.MonsterKind;
import dev.ply.games.dungeonlords.content.Monsters;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.SpecialEvent;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.content.Zone;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The declared content against the spec's tables (§2, §6). */
class ContentTest {

  @Test
  @DisplayName("§6.3 32 adventurers: id, class, level, health, icons as printed; paladins 5 / 8 health with 2 / 3 of each")
  void adventurers() {
    String table = """
        W1a WARRIOR 1 3 0 | W1b WARRIOR 2 4 0 | W1c WARRIOR 2 4 0 | W1d WARRIOR 3 5 0
        T1a THIEF 1 3 1 | T1b THIEF 2 3 2 | T1c THIEF 2 4 1 | T1d THIEF 3 4 2
        P1a PRIEST 1 3 1 | P1b PRIEST 2 3 2 | P1c PRIEST 2 4 1 | P1d PRIEST 3 4 2
        M1a WIZARD 1 3 1 | M1b WIZARD 2 3 2 | M1c WIZARD 2 4 1 | M1d WIZARD 3 4 2
        W2a WARRIOR 1 5 0 | W2b WARRIOR 2 6 0 | W2c WARRIOR 3 7 0 | W2d WARRIOR 4 8 0
        T2a THIEF 1 4 2 | T2b THIEF 2 5 2 | T2c THIEF 3 5 3 | T2d THIEF 4 6 3
        P2a PRIEST 1 4 2 | P2b PRIEST 2 5 2 | P2c PRIEST 3 5 3 | P2d PRIEST 4 6 3
        M2a WIZARD 1 4 2 | M2b WIZARD 2 5 2 | M2c WIZARD 3 5 3 | M2d WIZARD 4 6 3""";
    int n = 0;
    for (String row : table.replace("\n", "|").split("\\|")) {
      String[] f = row.trim().split(" ");
      Adventurer a = Adventurers.get(f[0]);
      assertEquals(AdventurerClass.valueOf(f[1]), a.cls(), f[0]);
      assertEquals(Integer.parseInt(f[2]), a.level(), f[0]);
      assertEquals(Integer.parseInt(f[3]), a.health(), f[0]);
      int icons = Integer.parseInt(f[4]);
      assertEquals(icons, a.antiTrap() + a.healing() + a.magic(), f[0]);
      assertEquals(f[0].charAt(1) - '0', a.year());
      n++;
    }
    assertEquals(32, n);
    assertEquals(32, Adventurers.ALL.size());
    assertEquals(16, Adventurers.ofYear(1).size());
    Adventurer p1 = Adventurers.PALADIN_1;
    Adventurer p2 = Adventurers.PALADIN_2;
    assertEquals(Vector.of(5, 2, 2, 2), Vector.of(p1.health(), p1.antiTrap(), p1.magic(), p1.healing()));
    assertEquals(Vector.of(8, 3, 3, 3), Vector.of(p2.health(), p2.antiTrap(), p2.magic(), p2.healing()));
  }

  @Test
  @DisplayName("§6.4 24 monster tiles, 12 a year, with the spec's costs and deck mix; ghosts are not monsters")
  void monsters() {
    assertEquals(24, Monsters.ALL.size());
    assertEquals(24, Monsters.ALL.distinct().size());
    assertEquals(12, Monsters.ofYear(1).size());
    assertEquals(12, Monsters.ofYear(2).size());
    // kind: y1 y2 food gold evil sacrifice trap
    String table = """
        GOBLIN 2 1 1 0 0 0 0 | SLIME 2 1 1 0 0 0 0 | GHOST 2 1 0 0 1 0 0 | TROLL 2 1 2 0 0 0 0
        WITCH 2 1 1 0 1 0 0 | VAMPIRE 2 1 0 0 2 0 0 | GOLEM 0 2 0 1 0 0 1 | DRAGON 0 2 2 0 2 0 0
        DEMON 0 2 0 0 1 1 0""";
    for (String row : table.replace("\n", "|").split("\\|")) {
      String[] f = row.trim().split(" ");
      MonsterKind k = MonsterKind.valueOf(f[0]);
      assertEquals(Integer.parseInt(f[1]), k.tiles(1), f[0]);
      assertEquals(Integer.parseInt(f[2]), k.tiles(2), f[0]);
      assertEquals(Integer.parseInt(f[3]), k.food(), f[0]);
      assertEquals(Integer.parseInt(f[4]), k.gold(), f[0]);
      assertEquals(Integer.parseInt(f[5]), k.evil(), f[0]);
      assertEquals(f[6].equals("1"), k.sacrifice(), f[0]);
      assertEquals(f[7].equals("1"), k.discardsTrap(), f[0]);
    }
    assertTrue(MonsterKind.GHOST.ghost());
    assertEquals(1, Vector.of(MonsterKind.values()).count(MonsterKind::ghost));
    assertEquals(7, MonsterKind.DEMON.attacks().head().damage());
    assertEquals(4, MonsterKind.TROLL.attacks().get(1).damage());
    assertEquals(1, MonsterKind.TROLL.attacks().get(1).foodCost());
    assertTrue(MonsterKind.GOLEM.attacks().head().staysReady());
    assertTrue(MonsterKind.VAMPIRE.attacks().get(1).staysReady());
    assertFalse(MonsterKind.SLIME.attacks().get(1).isAttack());
  }

  @Test
  @DisplayName("§6.5 16 rooms: 8 production rooms with zones, imps and products; 8 year-2 rooms")
  void rooms() {
    String table = """
        CHICKEN_COOP TOP 3 0 FOOD | MUSHROOM_BED BOTTOM 3 0 FOOD | SOUVENIR_SHOP TOP 3 0 GOLD | MINT BOTTOM 3 0 GOLD
        WORKSHOP OUTER 4 0 TRAP | TOOL_SHED OUTER 2 0 TUNNEL | PRINTING_PRESS INNER 3 0 EVIL_DOWN | MAGIC_ROOM INNER 2 1 IMP""";
    for (String row : table.replace("\n", "|").split("\\|")) {
      String[] f = row.trim().split(" ");
      Room r = Room.valueOf(f[0]);
      assertEquals(1, r.year());
      assertEquals(Zone.valueOf(f[1]), r.zone());
      assertEquals(Integer.parseInt(f[2]), r.imps());
      assertEquals(Integer.parseInt(f[3]), r.food());
      assertEquals(f[4], r.product().name());
    }
    assertEquals(8, Room.ofYear(1).size());
    assertEquals(8, Room.ofYear(2).size());
    assertEquals(10, countZone(Zone.TOP));
    assertEquals(10, countZone(Zone.BOTTOM));
    assertEquals(14, countZone(Zone.OUTER));
    assertEquals(6, countZone(Zone.INNER));
    assertEquals(1, Room.CAFETERIA.pointsPer(MonsterKind.WITCH));
    assertEquals(2, Room.CHAPEL.pointsPer(MonsterKind.GHOST));
    assertEquals(2, Room.PANDEMONIUM.pointsPer(MonsterKind.DEMON));
    assertTrue(Room.TRAINING_ROOM.boosts(MonsterKind.TROLL) && Room.DARK_ROOM.boosts(MonsterKind.VAMPIRE));
  }

  private static int countZone(Zone z) {
    int n = 0;
    for (int c = 0; c < 5; c++) {
      for (int r = 0; r < 4; r++) {
        n += z.contains(c, r) ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  @DisplayName("§6.6 27 trap cards, 9 kinds x 3; Rolling Stone 4 (DECISION), costs of Golden Ring, Kamikaze Imp, Poisoned Meal")
  void traps() {
    assertEquals(27, Trap.deck().size());
    assertEquals(9, Trap.values().length);
    assertEquals(4, Trap.ROLLING_STONE.layout(new int[] {9, 9}, 0)[0]);
    assertEquals(3, Trap.PENDULUM.layout(new int[] {9, 9}, 0)[1]);
    assertEquals(0, Trap.PENDULUM.layout(new int[] {9}, 0)[0], "DECISION: no effect on a lone adventurer");
    assertEquals(Vector.of(1, 1, 2), Vector.ofAll(Trap.WALL_OF_FIRE.layout(new int[] {9, 9, 9}, 0)));
    assertEquals(Vector.of(3, 1, 1), Vector.ofAll(Trap.KAMIKAZE_IMP.layout(new int[] {9, 9, 9}, 0)));
    assertEquals(1, Trap.GOLDEN_RING.gold());
    assertEquals(1, Trap.KAMIKAZE_IMP.imp());
    assertEquals(1, Trap.POISONED_MEAL.food());
    assertTrue(Trap.TRAP_DOOR.noConquest() && Trap.GOLDEN_RING.noConquest());
  }

  @Test
  @DisplayName("§6.8 18 combat cards, 9 a year, with the spec's speed, magic and fatigue")
  void combatCards() {
    String table = """
        WORD_OF_PEACE 1 F 2 2 | SUGGESTION 1 F 2 2 | MAGIC_SHIELD 1 F 1 1 | INVISIBILITY 1 F 2 0 | DETECT_EVIL 1 S 2 2
        FIST_OF_JUSTICE 1 S 1 1 | DETECT_TREASURE 1 S 1 1 | GRAFFITI 1 S 1 1 | FIREBALL 1 S 1 1
        AURA_OF_FEAR 2 F 2 2 | METAMORPHOSIS 2 F 3 2 | BLIND_RAGE 2 F 3 2 | CREATE_FOOD 2 F 2 3 | ILLUSION 2 F 3 2
        SONG_OF_COURAGE 2 F 3 2 | REGENERATION 2 S 3 3 | MAGIC_KEY 2 S 2 2 | DIMENSIONAL_GATE 2 F 4 3""";
    int n = 0;
    for (String row : table.replace("\n", "|").split("\\|")) {
      String[] f = row.trim().split(" ");
      CombatCard c = CombatCard.valueOf(f[0]);
      assertEquals(Integer.parseInt(f[1]), c.year(), f[0]);
      assertEquals(f[2].equals("F"), c.fast(), f[0]);
      assertEquals(Integer.parseInt(f[3]), c.magic(), f[0]);
      assertEquals(Integer.parseInt(f[4]), c.fatigue(), f[0]);
      n++;
    }
    assertEquals(18, n);
    assertEquals(18, CombatCard.values().length);
  }

  @Test
  @DisplayName("§6.9 9 special events; 6 marked SUBSTITUTE as in the spec")
  void specialEvents() {
    assertEquals(9, SpecialEvent.values().length);
    assertEquals(6, Vector.of(SpecialEvent.values()).count(SpecialEvent::substitute));
    assertFalse(SpecialEvent.WITCH_HUNT.substitute() || SpecialEvent.MONSTER_STRIKE.substitute() || SpecialEvent.ROYAL_AUDIT.substitute());
  }
}
