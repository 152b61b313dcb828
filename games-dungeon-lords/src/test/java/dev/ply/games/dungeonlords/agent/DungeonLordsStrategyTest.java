package dev.ply.games.dungeonlords.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Dice;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.agent.Strategy;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.DungeonLordsPositions;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddMonster;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AddTrap;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.AttackWith;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Hire;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.LetGo;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.Pay;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PayMonster;
import dev.ply.games.dungeonlords.action.DungeonLordsAction.PickOrder;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.LairMonster;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The strategy bot's rules, each as a scenario where the bad choice is on the menu and the good
 * one is taken (docs/agents.md, "Dungeon Lords": what it never does).
 */
class DungeonLordsStrategyTest {
  static final DungeonLordsGame GAME = new DungeonLordsGame();
  static final PlayerId P1 = PlayerId.of("p1");
  static final DungeonLordsStrategy BOT = new DungeonLordsStrategy();

  /** The bot's pick for {@code p} in what {@code p} sees. */
  static DungeonLordsAction pick(DungeonLordsState s, PlayerId p) {
    DungeonLordsState view = GAME.view(s, p);
    Seq<DungeonLordsAction> legal = GAME.legalActions(view, p);
    int i = BOT.choose(view, p, legal, new Dice(RandomSource.seeded(1)));
    assertTrue(i >= 0 && i < legal.size(), "a place in the legal list");
    return legal.get(i);
  }

  static DungeonLordsState play(DungeonLordsState s, DungeonLordsAction a) {
    return GAME.apply(s, a).get().state();
  }

  /** p1's three orders as the bot picks them (DL-R14b), the others' steps left alone. */
  static Vector<Order> orders(DungeonLordsState s) {
    Vector<Order> out = Vector.empty();
    for (int i = 0; i < 3; i++) {
      DungeonLordsAction a = pick(s, P1);
      assertInstanceOf(PickOrder.class, a);
      out = out.append(((PickOrder) a).order());
      s = play(s, a);
    }
    return out;
  }

  @Test
  @DisplayName("the game offers it: Strategy.of finds it through the service loader, for dungeon-lords")
  void registered() {
    assertTrue(Strategy.of(GAME).isDefined());
    assertInstanceOf(DungeonLordsStrategy.class, Strategy.of(GAME).get());
  }

  @Test
  @DisplayName("DL-R51 never lets a monster go at payday when it can pay: both are paid, the Troll first")
  void paydayPaid() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(2).food("p1", 3)
        .monster("p1", "GOBLIN-1a").monster("p1", "TROLL-1a").atEvent(EventTile.PAYDAY).start().state();
    assertEquals(Phase.PAYDAY, s.phase());
    assertTrue(GAME.legalActions(s, P1).exists(a -> a instanceof LetGo), "letting go is on the menu");
    DungeonLordsAction first = pick(s, P1);
    assertInstanceOf(PayMonster.class, first);
    assertEquals("TROLL-1a", ((PayMonster) first).monster(), "the more valuable monster first");
    while (s.phase() == Phase.PAYDAY && GAME.awaiting(s).contains(P1)) {
      DungeonLordsAction a = pick(s, P1);
      assertFalse(a instanceof LetGo, "let go while it could pay: " + a);
      s = play(s, a);
    }
    assertEquals(Vector.of("GOBLIN-1a", "TROLL-1a"), s.lord(0).lair().map(LairMonster::tile).sorted());
    assertEquals(0, s.lord(0).food());
  }

  @Test
  @DisplayName("DL-R51 with food for one of two monsters it keeps the better one (the Troll), not the Goblin")
  void paydayShort() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(2).food("p1", 2)
        .monster("p1", "GOBLIN-1a").monster("p1", "TROLL-1a").atEvent(EventTile.PAYDAY).start().state();
    DungeonLordsAction first = pick(s, P1);
    assertEquals(new PayMonster(P1, "TROLL-1a", ""), first);
  }

  @Test
  @DisplayName("DL-R53 pays taxes in full when its gold covers them: never a penalty token it could avoid")
  void taxesPaid() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(2).gold("p1", 5).atEvent(EventTile.TAXES).start().state();
    assertEquals(Phase.TAXES, s.phase());
    assertTrue(GAME.legalActions(s, P1).contains(new Pay(P1, 0)), "refusing is on the menu");
    assertEquals(new Pay(P1, 2), pick(s, P1), "3 tiles: 2 gold due");
  }

  @Test
  @DisplayName("DL-R30 DL-R23 never orders Monsters when no monster on offer can be paid for (no food, no room on the Evilometer)")
  void noUselessMonstersOrder() {
    DungeonLordsState s = DungeonLordsPositions.players(4).gold("p1", 0).food("p1", 0).evil("p1", 15)
        .unavailable("p1", Order.REPUTATION, Order.ROOMS)
        .monsterOffer("TROLL-1a", "VAMPIRE-1a", "WITCH-1a").build();
    assertTrue(GAME.legalActions(s, P1).contains(new PickOrder(P1, Order.MONSTERS)), "Monsters is in the hand");
    Vector<Order> picked = orders(s);
    assertFalse(picked.contains(Order.MONSTERS), "picked " + picked);
  }

  @Test
  @DisplayName("DL-R17 never plays Monsters as its 1st order without the gold for the fee, and hires when it can pay")
  void monstersFeeAndUse() {
    DungeonLordsState broke = DungeonLordsPositions.players(4).gold("p1", 0).food("p1", 3)
        .unavailable("p1", Order.REPUTATION, Order.ROOMS).monsterOffer("GOBLIN-1a", "SLIME-1a", "TROLL-1a").build();
    Vector<Order> picked = orders(broke);
    assertFalse(picked.head() == Order.MONSTERS, "picked " + picked);
    assertTrue(picked.contains(Order.MONSTERS), "food for a monster and monsters on offer: it hires, " + picked);
  }

  @Test
  @DisplayName("DL-R25 DL-R22 digs early: in the first Winter its orders include Tunnels")
  void digsEarly() {
    DungeonLordsState s = DungeonLordsPositions.players(4).unavailable("p1", Order.REPUTATION, Order.TRAPS).build();
    Vector<Order> picked = orders(s);
    assertTrue(picked.contains(Order.TUNNELS), "picked " + picked);
  }

  @Test
  @DisplayName("DL-R65 keeps evil below the paladin: at evil 8 it hires the Goblin, not the Vampire (2 evil)")
  void avoidsPaladin() {
    DungeonLordsState s = DungeonLordsPositions.players(4).evil("p1", 8).food("p1", 3)
        .monsterOffer("VAMPIRE-1a", "GOBLIN-1a").space(Order.MONSTERS, 2, "p1").atActions().start().state();
    assertTrue(GAME.legalActions(s, P1).exists(a -> a instanceof Hire h && h.monster().equals("VAMPIRE-1a")));
    DungeonLordsAction a = pick(s, P1);
    assertInstanceOf(Hire.class, a);
    assertFalse(((Hire) a).monster().startsWith("VAMPIRE"), "hired " + a);
  }

  @Test
  @DisplayName("DL-R65 §6.8 in Autumn it keeps a point of margin below the paladin: at evil 8 the Goblin, not the Witch (1 evil); in Winter the Witch")
  void autumnMargin() {
    DungeonLordsState autumn = DungeonLordsPositions.players(4).season(4).evil("p1", 8).food("p1", 3)
        .monsterOffer("WITCH-1a", "GOBLIN-1a").space(Order.MONSTERS, 2, "p1").atActions().start().state();
    assertEquals(new Hire(P1, "GOBLIN-1a", ""), pick(autumn, P1));
    DungeonLordsState winter = DungeonLordsPositions.players(4).evil("p1", 8).food("p1", 3)
        .monsterOffer("WITCH-1a", "GOBLIN-1a").space(Order.MONSTERS, 2, "p1").atActions().start().state();
    assertEquals(new Hire(P1, "WITCH-1a", ""), pick(winter, P1));
  }

  @Test
  @DisplayName("DL-R65 unless it pays: a lord who already has the paladin hires the Vampire")
  void paladinAlreadyHere() {
    DungeonLordsState s = DungeonLordsPositions.players(4).evil("p1", 11).food("p1", 3).party("p1", "PAL1")
        .monsterOffer("VAMPIRE-1a", "GOBLIN-1a").space(Order.MONSTERS, 2, "p1").atActions().start().state();
    assertEquals(new Hire(P1, "VAMPIRE-1a", ""), pick(s, P1));
  }

  /** p1's battle plan as the bot builds it (DL-R75b): its steps up to the confirmation. */
  static Vector<DungeonLordsAction> plan(DungeonLordsState s) {
    Vector<DungeonLordsAction> steps = Vector.empty();
    int round = s.round();
    for (int i = 0; i < 10 && s.phase() == Phase.PLANNING && s.round() == round; i++) {
      DungeonLordsAction a = pick(s, P1);
      steps = steps.append(a);
      s = play(s, a);
    }
    assertFalse(s.phase() == Phase.PLANNING && s.round() == round, "the plan is confirmed");
    return steps;
  }

  static Vector<String> traps(Vector<DungeonLordsAction> plan) {
    return plan.filter(a -> a instanceof AddTrap).map(a -> ((AddTrap) a).trap());
  }

  static Vector<String> monsters(Vector<DungeonLordsAction> plan) {
    return plan.filter(a -> a instanceof AddMonster).map(a -> ((AddMonster) a).monster());
  }

  @Test
  @DisplayName("DL-R80 against a thief's anti-trap it sets the Poisoned Meal (never prevented), not the Rolling Stone")
  void trapAgainstThief() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(4).food("p1", 2).party("p1", "T1b", "W1b")
        .trap("p1", Trap.ROLLING_STONE).trap("p1", Trap.POISONED_MEAL).atCombat().start().state();
    assertEquals(Phase.PLANNING, s.phase());
    assertEquals(Vector.of("POISONED_MEAL"), traps(plan(s)));
  }

  @Test
  @DisplayName("DL-R71 DL-R72 it fights with what it has: a monster and a trap on the battle tile")
  void plansTheFight() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(4).party("p1", "W1a", "P1a", "M1a")
        .monster("p1", "TROLL-1a").trap("p1", Trap.ROLLING_STONE).atCombat().start().state();
    Vector<DungeonLordsAction> plan = plan(s);
    assertEquals(Vector.of("TROLL-1a"), monsters(plan));
    assertEquals(Vector.of("ROLLING_STONE"), traps(plan));
  }

  @Test
  @DisplayName("DL-R96 healers first: the Ghost hits the Priest, not the Wizard beside him")
  void priestFirst() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(4).party("p1", "W1a", "M1a", "P1a")
        .monster("p1", "GHOST-1a").combatCard(1, CombatCard.FIREBALL).atCombat().start().state();
    for (int step = 0; step < 10 && s.phase() == Phase.PLANNING; step++) {
      s = play(s, pick(s, P1));
    }
    assertEquals(Phase.BATTLE, s.phase());
    DungeonLordsAction a = pick(s, P1);
    assertInstanceOf(AttackWith.class, a);
    assertEquals(2, ((AttackWith) a).target(), "the Priest stands 3rd: " + a);
  }

  @Test
  @DisplayName("DL-R79 it takes the kill: the Witch's 4 at the front (kills the Warrior) over two scattered hits")
  void takesTheKill() {
    DungeonLordsState s = DungeonLordsPositions.players(4).season(4).party("p1", "W1b", "T1a")
        .monster("p1", "WITCH-1a").combatCard(1, CombatCard.FIREBALL).atCombat().start().state();
    for (int step = 0; step < 10 && s.phase() == Phase.PLANNING; step++) {
      s = play(s, pick(s, P1));
    }
    assertEquals(new AttackWith(P1, "WITCH-1a", 0, 0, 0), pick(s, P1));
  }

  @Test
  @DisplayName("whole games: every seat played by the bot, always a legal place, the same game from the same seed")
  void wholeGames() {
    for (int n = 2; n <= 4; n++) {
      assertEquals(game(n, 5), game(n, 5), "reproducible");
    }
  }

  private static Vector<Integer> game(int n, long seed) {
    DungeonLordsState s = GAME.start(Setup.of(n, seed));
    Dice dice = new Dice(RandomSource.seeded(seed));
    int steps = 0;
    while (!s.over()) {
      PlayerId p = GAME.awaiting(s).head();
      DungeonLordsState view = GAME.view(s, p);
      Seq<DungeonLordsAction> legal = GAME.legalActions(view, p);
      int i = BOT.choose(view, p, legal, dice);
      assertTrue(i >= 0 && i < legal.size());
      s = play(s, legal.get(i));
      assertTrue(++steps < DungeonLordsGame.MAX_ACTIONS);
    }
    return s.scores();
  }
}
