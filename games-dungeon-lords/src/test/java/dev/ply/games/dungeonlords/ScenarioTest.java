package dev.ply.games.dungeonlords;

import static dev.ply.games.dungeonlords.Table.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.*;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Damaged;
import dev.ply.games.dungeonlords.rules.Stages;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Fighter;
import dev.ply.games.dungeonlords.state.Occupant;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scenarios of §11 (SC1–SC18), each asserting what its rules say. */
class ScenarioTest {
  static final Square S20 = Square.of(2, 0);

  static void orders(Table t, String player, Order... orders) {
    for (Order o : orders) {
      t.act(new PickOrder(p(player), o));
    }
    t.act(new Confirm(p(player)));
  }

  static Option<Occupant> space(DungeonLordsState s, Order o, int space) {
    return s.spaces().get(o.ordinal() * 3 + space - 1);
  }

  static void assertOn(DungeonLordsState s, Order o, int space, String player) {
    assertEquals(Option.of(new Occupant(false, s.seatOf(p(player)))), space(s, o, space), o + " " + space);
  }

  static Table sc1(DungeonLordsPositions pos) {
    Table t = new Table(pos.build());
    orders(t, "p1", Order.MONSTERS, Order.FOOD, Order.GOLD);
    orders(t, "p2", Order.FOOD, Order.MONSTERS, Order.TRAPS);
    orders(t, "p3", Order.FOOD, Order.GOLD, Order.ROOMS);
    orders(t, "p4", Order.FOOD, Order.IMPS, Order.MONSTERS);
    return t;
  }

  @Test
  @DisplayName("SC1 DL-R15 DL-R16 DL-R17 DL-R18 DL-R19 placement passes in turn order, lowest free space, the first-order Monster fee")
  void sc1() {
    Table t = sc1(DungeonLordsPositions.players(4));
    DungeonLordsState s = t.s;
    assertEquals(2, t.lord("p1").gold(), "DL-R17: 1 gold for MONSTERS as 1st order");
    assertOn(s, Order.MONSTERS, 1, "p1");
    assertOn(s, Order.FOOD, 1, "p2");
    assertOn(s, Order.FOOD, 2, "p3");
    assertOn(s, Order.FOOD, 3, "p4");
    assertEquals(Vector.of(Order.FOOD), t.lord("p1").held(), "DL-R16: no free FOOD space, the minion is held");
    assertOn(s, Order.MONSTERS, 2, "p2");
    assertOn(s, Order.GOLD, 1, "p3");
    assertOn(s, Order.IMPS, 1, "p4");
    assertOn(s, Order.GOLD, 2, "p1");
    assertOn(s, Order.TRAPS, 1, "p2");
    assertOn(s, Order.ROOMS, 1, "p3");
    assertOn(s, Order.MONSTERS, 3, "p4");
    assertEquals(Phase.ACTION, s.phase(), "DL-R19: FOOD resolves first");
    assertEquals(Vector.of(p("p2")), Table.GAME.awaiting(s).toVector(), "DL-R20: FOOD I first");
  }

  @Test
  @DisplayName("SC2 DL-R17 a first-order MONSTERS without gold is held and takes no space")
  void sc2() {
    Table t = new Table(DungeonLordsPositions.players(4).gold("p2", 0).build());
    orders(t, "p1", Order.FOOD, Order.GOLD, Order.IMPS);
    orders(t, "p2", Order.MONSTERS, Order.FOOD, Order.GOLD);
    orders(t, "p3", Order.FOOD, Order.GOLD, Order.ROOMS);
    orders(t, "p4", Order.TUNNELS, Order.IMPS, Order.TRAPS);
    for (int sp = 1; sp <= 3; sp++) {
      assertTrue(space(t.s, Order.MONSTERS, sp).isEmpty());
    }
    assertTrue(t.lord("p2").held().contains(Order.MONSTERS));
    assertEquals(0, t.lord("p2").gold());
  }

  @Test
  @DisplayName("DL-R14b DL-R4 secret orders: a view shows one's own picks and who has committed, nothing else")
  void secretOrders() {
    Table t = new Table(DungeonLordsPositions.players(4).unavailable("p2", Order.FOOD, Order.TRAPS).build());
    t.act(new PickOrder(p("p1"), Order.GOLD));
    DungeonLordsState v2 = Table.GAME.view(t.s, p("p2"));
    assertTrue(v2.drafts().get(p("p1")).isEmpty(), "p1's draft is hidden from p2");
    assertEquals(Vector.of(Order.GOLD), Table.GAME.view(t.s, p("p1")).drafts().get(p("p1")).get().orders());
    t.act(new PickOrder(p("p1"), Order.FOOD)).act(new PickOrder(p("p1"), Order.IMPS)).act(new Confirm(p("p1")));
    v2 = Table.GAME.view(t.s, p("p2"));
    assertTrue(v2.window().get().hasCommitted(p("p1")), "p2 sees that p1 committed");
    assertTrue(v2.window().get().choiceOf(p("p1")).isEmpty(), "but not what");
    assertFalse(Table.GAME.awaiting(t.s).contains(p("p1")), "awaiting holds only those still to commit");
    assertEquals(3, Table.GAME.awaiting(t.s).size());
    assertTrue(t.reject(new PickOrder(p("p1"), Order.TRAPS)).code().equals(Rejection.NOT_YOUR_TURN));
    assertTrue(t.legal("p2").size() <= 7, "DL-R14b: at most 7 entries");
    assertEquals(Rejection.ILLEGAL_ACTION, t.reject(new PickOrder(p("p2"), Order.FOOD)).code(), "DL-R14b: an unavailable card");
    t.act(new PickOrder(p("p2"), Order.GOLD));
    assertEquals(Rejection.ILLEGAL_ACTION, t.reject(new PickOrder(p("p2"), Order.GOLD)).code(), "DL-R14b: a card already picked");
  }

  @Test
  @DisplayName("SC3 DL-R39 return the 1st card or a held one; the other two become unavailable")
  void sc3() {
    Table t = sc1(DungeonLordsPositions.players(4).unavailable("p1", Order.TRAPS, Order.ROOMS)
        .unavailable("p2", Order.IMPS, Order.ROOMS).unavailable("p3", Order.IMPS, Order.TRAPS)
        .unavailable("p4", Order.GOLD, Order.ROOMS));
    // everybody declines except p1, who mines on GOLD II
    while (t.s.phase() != Phase.RETURN) {
      PlayerId who = Table.GAME.awaiting(t.s).head();
      DungeonLordsAction a = who.equals(p("p1")) && t.s.phase() == Phase.ACTION
          && t.legal("p1").exists(x -> x instanceof Mine) ? new Mine(who, 1)
          : t.legal(who.name()).last();
      t.act(a);
    }
    assertFalse(t.legal("p1").contains(new ReturnOrder(p("p1"), Order.GOLD)), "GOLD carried no held minion and was not first");
    assertEquals(Rejection.ILLEGAL_ACTION, t.reject(new ReturnOrder(p("p1"), Order.GOLD)).code());
    t.act(new ReturnOrder(p("p1"), Order.FOOD));
    for (String other : new String[] {"p2", "p3", "p4"}) {
      if (!t.legal(other).isEmpty()) {
        t.act(t.legal(other).head());
      }
    }
    assertEquals(Vector.of(Order.FOOD, Order.REPUTATION, Order.TUNNELS, Order.IMPS, Order.TRAPS, Order.ROOMS).sorted(),
        t.lord("p1").hand().sorted());
    assertEquals(Vector.of(Order.GOLD, Order.MONSTERS), t.lord("p1").unavailable());
  }

  @Test
  @DisplayName("SC4 DL-R22 DL-R23 FOOD III needs two free Evilometer spaces")
  void sc4() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).evil("p3", 14).space(Order.FOOD, 3, "p3").build()));
    assertEquals(Vector.of(new Decline(p("p3"))), t.legal("p3").toVector(), "only decline at evil 14");
    Table u = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).evil("p3", 13).gold("p3", 0).food("p3", 1)
        .space(Order.FOOD, 3, "p3").build()));
    u.act(new Execute(p("p3")));
    assertEquals(15, u.lord("p3").evil());
    assertEquals(4, u.lord("p3").food());
    assertEquals(1, u.lord("p3").gold());
  }

  @Test
  @DisplayName("SC5 DL-R25 DL-R25b digging: adjacency, no full 2x2 block, one imp per tunnel")
  void sc5() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).tunnels("p1", Square.of(1, 0))
        .space(Order.TUNNELS, 2, "p1").space(Order.ROOMS, 1, "p3").build()));
    Rejection r = t.reject(new Dig(p("p1"), Square.of(1, 1)));
    assertEquals("FULL_2X2", r.code());
    assertEquals(Option.of("DL-R25"), r.rule());
    assertEquals("NOT_ADJACENT", t.reject(new Dig(p("p1"), Square.of(4, 3))).code());
    t.act(new Dig(p("p1"), Square.of(3, 0))).act(new Dig(p("p1"), Square.of(1, 2))).act(new Dig(p("p1"), Square.of(2, 3)));
    assertEquals(7, t.lord("p1").tiles().size());
    assertEquals(3, t.lord("p1").impsBusy());
    assertTrue(t.s.phase() != Phase.DIGGING, "space II allows 3 workers: digging ends by itself");
  }

  @Test
  @DisplayName("SC6 DL-R26 DL-R27 DL-R28 mining limited by unconquered tunnels, plus the foreman on space III")
  void sc6() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).tunnels("p2", Square.of(1, 1))
        .room("p2", Room.PRINTING_PRESS, Square.of(1, 1)).conquered("p2", Square.of(2, 2)).imps("p2", 5)
        .space(Order.GOLD, 3, "p2").space(Order.ROOMS, 1, "p3").build()));
    assertEquals(Vector.of(new Mine(p("p2"), 1), new Mine(p("p2"), 2), new Decline(p("p2"))), t.legal("p2").toVector());
    int gold = t.lord("p2").gold();
    t.act(new Mine(p("p2"), 2));
    assertEquals(gold + 2, t.lord("p2").gold());
    assertEquals(2, t.lord("p2").availableImps(), "2 workers + 1 foreman are busy");
  }

  @Test
  @DisplayName("SC7 DL-R20 DL-R21 DL-R22 DL-R31 rooms resolve III, II, I; zones; space I may find nothing and is held")
  void sc7() {
    Table t = new Table(Stages.resolveActions(DungeonLordsPositions.players(4).roomOffer(Room.MINT, Room.PRINTING_PRESS)
        .played("p1", Order.FOOD, Order.GOLD, Order.ROOMS)
        .space(Order.ROOMS, 1, "p1").space(Order.ROOMS, 2, "p2").space(Order.ROOMS, 3, "p3").build()));
    assertEquals(Vector.of(p("p3")), Table.GAME.awaiting(t.s).toVector(), "III first");
    t.act(new Build(p("p3"), "PRINTING_PRESS", Square.of(2, 1)));
    assertEquals(2, t.lord("p3").gold());
    Rejection r = t.reject(new Build(p("p2"), "MINT", Square.of(2, 1)));
    assertEquals("OUTSIDE_ZONE", r.code());
    assertEquals(Option.of("DL-R31"), r.rule());
    t.act(new Build(p("p2"), "MINT", Square.of(2, 2)));
    assertEquals(2, t.lord("p2").gold());
    assertEquals(Vector.of(new Decline(p("p1"))), t.legal("p1").toVector(), "nothing left for space I");
    t.act(new Decline(p("p1")));
    assertTrue(t.lord("p1").held().contains(Order.ROOMS));
    while (t.s.phase() != Phase.RETURN) {
      t.act(t.legal(Table.GAME.awaiting(t.s).head().name()).last());
    }
    assertTrue(t.legal("p1").contains(new ReturnOrder(p("p1"), Order.ROOMS)), "a held ROOMS may be taken back");
  }

  @Test
  @DisplayName("SC8 DL-R51 DL-R23 payday: evil as a cost is capped by the track, letting go gains evil up to 15")
  void sc8() {
    Table t = new Table(Stages.event(DungeonLordsPositions.players(4).season(2).evil("p4", 13).food("p4", 2)
        .monster("p4", "WITCH-1a").monster("p4", "VAMPIRE-1a").build(), EventTile.PAYDAY));
    assertEquals(Vector.of(p("p4")), Table.GAME.awaiting(t.s).toVector(), "only p4 has monsters to pay");
    t.act(new PayMonster(p("p4"), "VAMPIRE-1a", ""));
    assertEquals(15, t.lord("p4").evil());
    assertFalse(t.legal("p4").contains(new PayMonster(p("p4"), "WITCH-1a", "")), "paying both would need 3 evil spaces");
    t.act(new LetGo(p("p4"), "WITCH-1a"));
    assertEquals(15, t.lord("p4").evil());
    assertEquals(2, t.lord("p4").food());
    assertEquals(Vector.of("VAMPIRE-1a"), t.lord("p4").lair().map(m -> m.tile()));
    assertTrue(t.s.monsterDiscard().contains("WITCH-1a"));
  }

  @Test
  @DisplayName("SC9 DL-R53 taxes: ceil(tiles / 2), pay what you will, a penalty token per gold missing")
  void sc9() {
    DungeonLordsPositions pos = DungeonLordsPositions.players(4).season(2).starting("p2").gold("p2", 2)
        .tunnels("p2", Square.of(1, 0), Square.of(3, 0), Square.of(2, 3), Square.of(3, 2)).conquered("p2", Square.of(2, 3));
    Table t = new Table(Stages.event(pos.build(), EventTile.TAXES));
    assertEquals(Vector.of(new Pay(p("p2"), 0), new Pay(p("p2"), 1), new Pay(p("p2"), 2)), t.legal("p2").toVector());
    t.act(new Pay(p("p2"), 2));
    assertEquals(0, t.lord("p2").gold());
    assertEquals(2, t.lord("p2").penalties());
    Table u = new Table(Stages.event(pos.build(), EventTile.TAXES));
    u.act(new Pay(p("p2"), 0));
    assertEquals(4, u.lord("p2").penalties());
  }

  @Test
  @DisplayName("SC10 DL-R58 DL-R59 DL-R60 DL-R61 adventurers by evil, ties to the earlier in turn order, warriors in front")
  void sc10() {
    Table t = new Table(Stages.adventurers(DungeonLordsPositions.players(4).season(2).starting("p3")
        .evil("p1", 6).evil("p2", 4).evil("p3", 6).evil("p4", 9).party("p1", "M1a")
        .waiting("T1a", "P1c", "W1b", "M1d").build()));
    assertEquals(Vector.of("T1a"), t.lord("p2").party().map(Fighter::id));
    assertEquals(Vector.of("P1c"), t.lord("p3").party().map(Fighter::id));
    assertEquals(Vector.of("W1b", "M1a"), t.lord("p1").party().map(Fighter::id), "W1b joins at the front");
    assertEquals(Vector.of("M1d"), t.lord("p4").party().map(Fighter::id));
  }

  static String holder(DungeonLordsState s) {
    return s.paladinHolder().map(PlayerId::name).getOrElse("tent");
  }

  @Test
  @DisplayName("SC11 DL-R65 DL-R67 the paladin enters at 10 and moves only to a strictly more evil player with 10+")
  void sc11() {
    DungeonLordsState s = DungeonLordsPositions.players(4).evil("p1", 9).evil("p2", 9).build();
    s = Stages.evil(s, p("p2"), 1).state();
    assertEquals("p2", holder(s));
    assertEquals("PAL1", s.lord(1).party().head().id(), "DL-R67: at the very front");
    s = Stages.evil(s, p("p1"), 1).state();
    assertEquals("p2", holder(s), "a tie: it stays");
    s = Stages.evil(s, p("p1"), 1).state();
    assertEquals("p1", holder(s));
    assertTrue(s.lord(1).party().isEmpty(), "it left p2's party");
    DungeonLordsState branch = s;
    s = Stages.evil(s, p("p1"), -4).state();
    assertEquals("p2", holder(s), "every player is checked after the holder's drop");
    s = Stages.evil(s, p("p3"), 5).state();
    assertEquals("p2", holder(s), "10 is not more than 10");
    DungeonLordsState v = Stages.evil(branch, p("p2"), -1).state(); // p2 at 9
    v = Stages.evil(v, p("p1"), -4).state();
    assertEquals("p1", holder(v), "it never leaves on a drop by itself");
    v = Stages.evil(v, p("p3"), 5).state();
    assertEquals("p3", holder(v));
  }

  /** Combat with one fighting lord: p1 plans with these steps and the battle runs. */
  static Table battle(DungeonLordsPositions pos, DungeonLordsAction... plan) {
    Table t = new Table(Stages.combat(pos.build()));
    assertEquals(Phase.PLANNING, t.s.phase());
    for (DungeonLordsAction a : plan) {
      t.act(a);
    }
    return t;
  }

  static Fighter member(Table t, String player, String id) {
    return t.lord(player).party().find(f -> f.id().equals(id)).get();
  }

  @Test
  @DisplayName("SC12 DL-R80 anti-trap removes trap damage from the front: Rolling Stone and Wall of Fire")
  void sc12() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "T1b", "W1b").trap("p1", Trap.ROLLING_STONE)
        .combatCard(1, CombatCard.INVISIBILITY), new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "ROLLING_STONE"));
    assertEquals(2, member(t, "p1", "T1b").damage());
    assertEquals(0, member(t, "p1", "W1b").damage());
    Table u = battle(DungeonLordsPositions.players(4).party("p1", "T1b", "W1b").trap("p1", Trap.WALL_OF_FIRE)
        .combatCard(1, CombatCard.INVISIBILITY), new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "WALL_OF_FIRE"));
    assertEquals(0, member(u, "p1", "T1b").damage());
    assertEquals(1, member(u, "p1", "W1b").damage());
  }

  @Test
  @DisplayName("SC13 DL-R86 DL-R79 DL-R97 the Goblin's follow-up after an elimination; the Goblin is exhausted")
  void sc13() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "W1a", "P1a").damage("p1", "W1a", 2)
        .monster("p1", "GOBLIN-1a").combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "GOBLIN-1a"));
    t.act(new AttackWith(p("p1"), "GOBLIN-1a", 0, 0, 0));
    assertTrue(t.lord("p1").prison().contains("W1a"));
    assertTrue(t.events.exists(e -> e instanceof Damaged d && d.adventurer().equals("P1a") && d.amount() == 1));
    assertFalse(t.lord("p1").monster("GOBLIN-1a").get().ready());
  }

  @Test
  @DisplayName("SC14 DL-R91 DL-R87 a Ghost cannot attack the last adventurer; it passes and is exhausted")
  void sc14() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "W1a").monster("p1", "GHOST-1a")
        .combatCard(1, CombatCard.INVISIBILITY), new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "GHOST-1a"));
    assertTrue(t.events.filter(e -> e.rule().equals("DL-R86")).isEmpty(), "no attack");
    assertFalse(t.lord("p1").monster("GHOST-1a").get().ready());
  }

  @Test
  @DisplayName("SC15 DL-R96 healing removes counters front-first; a Dragon's attack skips it")
  void sc15() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "W1c", "P1b").damage("p1", "P1b", 1)
        .monster("p1", "TROLL-1a").combatCard(1, CombatCard.INVISIBILITY),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "TROLL-1a"));
    t.act(new AttackWith(p("p1"), "TROLL-1a", 0, 0, 0));
    assertEquals(1, member(t, "p1", "W1c").damage(), "3 - 2 healing");
    assertEquals(1, member(t, "p1", "P1b").damage());
    // a Dragon is a year-2 monster (DL-R10), so the variant is fought in year 2 by year-2 adventurers;
    // Aura of Fear is not cast (no magic in the party) and its fatigue 2 hits the front after healing
    Table u = battle(DungeonLordsPositions.players(4).year2().party("p1", "W2d", "P2a").damage("p1", "W2d", 1)
        .monster("p1", "DRAGON-2a").combatCard(1, CombatCard.AURA_OF_FEAR),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "DRAGON-2a"));
    u.act(new AttackWith(p("p1"), "DRAGON-2a", 0, 0, 0));
    assertEquals(5, member(u, "p1", "W2d").damage(), "no healing after a Dragon: 1 + 2 + 2 fatigue (healing would leave 3)");
    assertEquals(2, member(u, "p1", "P2a").damage());
  }

  @Test
  @DisplayName("SC16 DL-R98 DL-R99 fatigue carries over, then the tile is conquered; a Slime's option prevents both")
  void sc16() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "M1a", "T1a").damage("p1", "M1a", 2)
        .combatCard(1, CombatCard.WORD_OF_PEACE), new ChooseTile(p("p1"), S20));
    assertTrue(t.lord("p1").prison().contains("M1a"));
    assertEquals(1, member(t, "p1", "T1a").damage());
    assertTrue(t.lord("p1").tileAt(S20).get().conquered());
    Table u = battle(DungeonLordsPositions.players(4).party("p1", "M1a", "T1a").damage("p1", "M1a", 2)
        .monster("p1", "SLIME-1a").combatCard(1, CombatCard.WORD_OF_PEACE),
        new ChooseTile(p("p1"), S20), new AddMonster(p("p1"), "SLIME-1a"));
    u.act(new AttackWith(p("p1"), "SLIME-1a", 1, 0, 0));
    assertEquals(2, member(u, "p1", "M1a").damage());
    assertFalse(u.lord("p1").tileAt(S20).get().conquered());
  }

  @Test
  @DisplayName("SC17 DL-R80 DL-R101 Poisoned Dart: the hit is prevented, the poison at the end of the round is not")
  void sc17() {
    Table t = battle(DungeonLordsPositions.players(4).party("p1", "T1d", "M1c").trap("p1", Trap.POISONED_DART)
        .combatCard(1, CombatCard.INVISIBILITY), new ChooseTile(p("p1"), S20), new AddTrap(p("p1"), "POISONED_DART"));
    assertEquals(Phase.BATTLE, t.s.phase(), "the dart needs a target");
    t.act(new TrapTarget(p("p1"), 1));
    assertTrue(t.events.filter(e -> e.rule().equals("DL-R80")).isEmpty(), "the dart's 1 damage is prevented");
    assertEquals(2, member(t, "p1", "M1c").damage());
  }

  static Table labyrinth(String first) {
    Table t = battle(DungeonLordsPositions.players(4).year2().room("p1", Room.LABYRINTH, S20)
        .party("p1", "PAL2", "W2a", "W2b", "T2a").trap("p1", Trap.ROLLING_STONE).trap("p1", Trap.WALL_OF_FIRE)
        .combatCard(1, CombatCard.DIMENSIONAL_GATE), new ChooseTile(p("p1"), S20),
        new AddTrap(p("p1"), "ROLLING_STONE"), new AddTrap(p("p1"), "WALL_OF_FIRE"));
    t.act(new FirstTrap(p("p1"), first));
    return t;
  }

  static Vector<String> trapDamage(Table t) {
    return t.events.filter(e -> e instanceof Damaged d && d.rule().equals("DL-R80"))
        .map(e -> ((Damaged) e).adventurer() + " " + ((Damaged) e).amount());
  }

  @Test
  @DisplayName("SC18 DL-R81 DL-R72 a Labyrinth's two free traps share one anti-trap total in the owner's order")
  void sc18() {
    Table t = labyrinth("ROLLING_STONE");
    assertEquals(Vector.of("W2a 1", "W2b 1", "T2a 2"), trapDamage(t));
    assertEquals(3, t.lord("p1").gold(), "no gold for traps in the Labyrinth");
    Table u = labyrinth("WALL_OF_FIRE");
    assertEquals(Vector.of("PAL2 4"), trapDamage(u));
  }
}
