package dev.ply.games.dungeonlords.outside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.InvalidPosition;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.dungeonlords.DungeonLordsGame;
import dev.ply.games.dungeonlords.DungeonLordsPositions;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.content.CombatCard;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.content.Order;
import dev.ply.games.dungeonlords.content.Room;
import dev.ply.games.dungeonlords.content.Square;
import dev.ply.games.dungeonlords.content.Trap;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The public position builder as a test or front end in another package uses it. */
class PositionsTest {
  static final DungeonLordsGame GAME = new DungeonLordsGame();
  static final PlayerId P1 = PlayerId.of("p1");

  static InvalidPosition refused(String invariant, Executable build) {
    InvalidPosition e = assertThrows(InvalidPosition.class, build);
    assertEquals(invariant, e.invariant(), e::getMessage);
    assertFalse(e.getMessage().contains("Vector(") || e.getMessage().contains("Some(") || e.getMessage().contains("None"),
        () -> "a refusal names things, it does not dump them: " + e.getMessage());
    return e;
  }

  @Test
  @DisplayName("DL-R1 a lord has three minions: a fourth on the action spaces is refused, naming him and the spaces")
  void fourMinions() {
    InvalidPosition e = refused("DL-R1", () -> DungeonLordsPositions.players(4).space(Order.FOOD, 1, "p1")
        .space(Order.GOLD, 1, "p1").space(Order.IMPS, 1, "p1").space(Order.TRAPS, 1, "p1").build());
    assertTrue(e.getMessage().contains("p1 has 4 minions") && e.getMessage().contains("Traps I"), e::getMessage);
    refused("DL-R14", () -> DungeonLordsPositions.players(4).space(Order.FOOD, 1, "p1").space(Order.FOOD, 2, "p1").build());
    refused("DL-R18", () -> DungeonLordsPositions.players(4).space(Order.FOOD, 1, "p1").space(Order.FOOD, 1, "p2"));
    refused(InvalidPosition.REQUEST, () -> DungeonLordsPositions.players(4).space(Order.FOOD, 4, "p1"));
  }

  @Test
  @DisplayName("§4 a year has seasons 1 to 4: season(9) is refused at once")
  void seasonNine() {
    InvalidPosition e = refused("§4", () -> DungeonLordsPositions.players(4).season(9));
    assertTrue(e.getMessage().contains("not season 9"), e::getMessage);
    refused("§4", () -> DungeonLordsPositions.players(4).season(0));
    assertEquals(4, DungeonLordsPositions.players(4).season(4).build().season());
  }

  @Test
  @DisplayName("DL-R40 a 4-player game has no non-player lords: their minion, orders or counter are refused")
  void nonPlayerAtFour() {
    InvalidPosition e = refused("DL-R40", () -> DungeonLordsPositions.players(4).nonPlayerSpace(Order.MONSTERS, 2, 0));
    assertTrue(e.getMessage().contains("no non-player lord A at 4 players"), e::getMessage);
    refused("DL-R40", () -> DungeonLordsPositions.players(3).nonPlayerSpace(Order.MONSTERS, 2, "B"));
    refused("DL-R40", () -> DungeonLordsPositions.players(4).nonPlayerOrders("A", Order.FOOD));
    refused("DL-R5", () -> DungeonLordsPositions.players(3).nonPlayerEvil(7));
    refused("DL-R42", () -> DungeonLordsPositions.players(3).nonPlayerSpace(Order.MONSTERS, 1, "A").build());
  }

  @Test
  @DisplayName("DL-R79 damage counters lie on party members: damage() on someone else is refused as a request")
  void damageOnANonMember() {
    InvalidPosition e = refused(InvalidPosition.REQUEST,
        () -> DungeonLordsPositions.players(4).party("p1", "W1a").damage("p1", "W1b", 1));
    assertTrue(e.getMessage().contains("W1b is not in p1's party (W1a)"), e::getMessage);
    InvalidPosition dead = refused("DL-R79", () -> DungeonLordsPositions.players(4).party("p1", "W1a").damage("p1", "W1a", 3).build());
    assertTrue(dead.getMessage().contains("the warrior W1a in p1's party has 3 damage and 3 health"), dead::getMessage);
  }

  @Test
  @DisplayName("DL-R10 DL-R11 a year-2 monster, room or adventurer in a year-1 position is refused, naming the tile")
  void yearTwoInYearOne() {
    InvalidPosition e = refused("DL-R10", () -> DungeonLordsPositions.players(4).monster("p1", "VAMPIRE-2a").build());
    assertTrue(e.getMessage().contains("the Vampire VAMPIRE-2a is in p1's lair in year 1"), e::getMessage);
    refused("DL-R10", () -> DungeonLordsPositions.players(4).monsterOffer("GOLEM-2a").build());
    refused("DL-R11", () -> DungeonLordsPositions.players(4).party("p1", "W2a").build());
    refused("DL-R102", () -> DungeonLordsPositions.players(4).year2().party("p1", "W1a").build());
    assertEquals(1, DungeonLordsPositions.players(4).year2().monster("p1", "VAMPIRE-2a").build().lord(0).lair().size());
  }

  @Test
  @DisplayName("§9 DL-R25 DL-R31 DL-R23 refusals name the square, the tile or the card, never a whole pile")
  void refusalsInWords() {
    InvalidPosition square = refused("DL-R25", () -> DungeonLordsPositions.players(4)
        .tunnels("p1", Square.of(1, 0), Square.of(1, 1)).build());
    assertTrue(square.getMessage().contains("2×2 block from (1,0) to (2,1)"), square::getMessage);
    InvalidPosition room = refused("DL-R31", () -> DungeonLordsPositions.players(4).room("p1", Room.MINT, Square.of(3, 0)));
    assertTrue(room.getMessage().contains("no unconquered tunnel on (3,0) to build the Mint on"), room::getMessage);
    InvalidPosition zone = refused("DL-R31", () -> DungeonLordsPositions.players(4).room("p1", Room.MINT, Square.of(2, 1)).build());
    assertTrue(zone.getMessage().contains("p1's Mint on (2,1) is outside its zone"), zone::getMessage);
    refused("DL-R23", () -> DungeonLordsPositions.players(4).evil("p2", 16).build());
    refused("§9", () -> DungeonLordsPositions.players(4).tunnels("p1", Square.of(4, 3)).build());
    InvalidPosition traps = refused("§9", () -> DungeonLordsPositions.players(4).trap("p1", Trap.PENDULUM)
        .trap("p1", Trap.PENDULUM).trap("p1", Trap.PENDULUM).trap("p1", Trap.PENDULUM));
    assertTrue(traps.getMessage().contains("no Pendulum card is left"), traps::getMessage);
    refused(InvalidPosition.REQUEST, () -> DungeonLordsPositions.players(4).monster("p1", "GOBLIN-9z"));
    refused(InvalidPosition.REQUEST, () -> DungeonLordsPositions.players(4).gold("p5", 1));
    refused("DL-R2", () -> DungeonLordsPositions.players(5));
  }

  @Test
  @DisplayName("DL-R5 DL-R41 the non-player Evil Counter and a non-player lord's revealed orders can be set")
  void nonPlayerSetters() {
    DungeonLordsState s = DungeonLordsPositions.players(2).nonPlayerEvil(9).nonPlayerOrders("A")
        .nonPlayerUnavailable("A", Order.FOOD, Order.GOLD).nonPlayerOrders("A", Order.TRAPS, Order.IMPS)
        .nonPlayerSpace(Order.TRAPS, 2, "A").nonPlayerSpace(Order.IMPS, 2, "A").build();
    assertEquals(9, s.nonPlayerEvil().get());
    assertEquals(Vector.of(Order.TRAPS, Order.IMPS), s.nonPlayers().get(0).played());
    assertEquals(Vector.of(Order.FOOD, Order.GOLD), s.nonPlayers().get(0).unavailable());
    assertEquals(4, s.nonPlayers().get(0).hand().size());
    refused("DL-R41", () -> DungeonLordsPositions.players(2).nonPlayerOrders("B")
        .nonPlayerUnavailable("B", Order.FOOD, Order.GOLD).nonPlayerOrders("B", Order.FOOD));
    refused("DL-R41", () -> DungeonLordsPositions.players(2).nonPlayerOrders("B", Order.FOOD)
        .nonPlayerUnavailable("B", Order.FOOD, Order.GOLD));
    refused("DL-R23", () -> DungeonLordsPositions.players(2).nonPlayerEvil(16).build());
  }

  @Test
  @DisplayName("DL-R70 DL-R71 start() begins the chosen stage and returns the events on the way to the first decision")
  void startReturnsTheTransition() {
    Transition<DungeonLordsState> t = DungeonLordsPositions.players(4).party("p1", "W1a").trap("p1", Trap.ROLLING_STONE)
        .combatCard(1, CombatCard.INVISIBILITY).atCombat().start();
    assertEquals(Phase.PLANNING, t.state().phase());
    assertFalse(t.events().isEmpty());
    Transition<DungeonLordsState> ev = DungeonLordsPositions.players(4).season(2).atEvent(EventTile.TAXES).start();
    assertEquals(Phase.TAXES, ev.state().phase());
    Transition<DungeonLordsState> plain = DungeonLordsPositions.players(4).start();
    assertEquals(Phase.ORDERS, plain.state().phase());
    assertTrue(plain.events().isEmpty());
    refused("DL-R50", () -> DungeonLordsPositions.players(4).atEvent(EventTile.PAYDAY));
    var sc = Scenario.givenState(GAME, t.state()).when(new DungeonLordsAction.ChooseTile(P1, Square.of(2, 0)));
    sc.accepted();
  }

  @Test
  @DisplayName("§9 a position saved as JSON loads back equal, checked like a built one, at set-up, mid-season and mid-combat")
  void jsonRoundTrip() {
    DungeonLordsState built = DungeonLordsPositions.players(2).gold("p1", 0).tunnels("p1", Square.of(1, 0))
        .room("p2", Room.MINT, Square.of(2, 2)).monster("p1", "TROLL-1a").trap("p2", Trap.PENDULUM)
        .party("p1", "PAL1", "W1d").damage("p1", "W1d", 2).prison("p2", "T1a").nonPlayerEvil(8).build();
    assertEquals(Either.right(built), DungeonLordsPositions.fromJson(DungeonLordsPositions.toJson(built)));
    DungeonLordsState combat = DungeonLordsPositions.players(4).party("p1", "W1a").atCombat().start().state();
    assertEquals(Either.right(combat), DungeonLordsPositions.fromJson(DungeonLordsPositions.toJson(combat)));
    DungeonLordsState s = GAME.start(Setup.of(3, 11));
    for (int step = 0; step < 400 && !s.over(); step++) {
      if (step % 25 == 0) {
        DungeonLordsState here = s;
        assertEquals(Either.right(here), DungeonLordsPositions.fromJson(DungeonLordsPositions.toJson(here)), () -> "at " + here.phase());
      }
      PlayerId who = GAME.awaiting(s).head();
      s = GAME.apply(s, GAME.legalActions(s, who).last()).get().state();
    }
    assertThrows(IllegalArgumentException.class, () -> DungeonLordsPositions.toJson(GAME.view(built, P1)));
  }

  @Test
  @DisplayName("§9 DL-R23 a tampered position is refused with a sentence naming what it breaks")
  void tamperedJson() {
    DungeonLordsState s = DungeonLordsPositions.players(4).monster("p1", "GOBLIN-1a").evil("p2", 7).build();
    String json = DungeonLordsPositions.toJson(s);
    Either<String, DungeonLordsState> evil = DungeonLordsPositions.fromJson(json.replace("\"evil\" : 7", "\"evil\" : 16"));
    assertEquals(Either.left("the position breaks a rule: DL-R23: p2's evil is 16; the Evilometer runs from 1 to 15"), evil);
    String offer = s.monsterOffer().head();
    Either<String, DungeonLordsState> twice = DungeonLordsPositions.fromJson(json.replace("\"" + offer + "\"", "\"GOBLIN-1a\""));
    assertTrue(twice.isLeft() && twice.getLeft().contains("the Goblin GOBLIN-1a is in 2 places: the monster offer and p1's lair"),
        twice::toString);
    Either<String, DungeonLordsState> missing = DungeonLordsPositions.fromJson(json.replace("\"" + offer + "\", ", ""));
    assertTrue(missing.isLeft() && missing.getLeft().contains("is nowhere"), missing::toString);
    assertTrue(DungeonLordsPositions.fromJson("{}").isLeft());
    assertTrue(DungeonLordsPositions.fromJson(json.replace("dungeon-lords", "heroquest")).isLeft());
  }
}
