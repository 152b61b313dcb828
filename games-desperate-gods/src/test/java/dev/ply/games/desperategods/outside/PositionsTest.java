package dev.ply.games.desperategods.outside;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static dev.ply.games.desperategods.DesperateGodsPositions.P3;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
import dev.ply.core.InvalidPosition;
import dev.ply.core.Transition;
import dev.ply.core.testkit.Scenario;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.desperategods.DesperateGodsPositions;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.event.DgEvent;
import dev.ply.games.desperategods.state.DgState;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The public position builder as a test or front end in another package uses it. */
class PositionsTest {
  static final DesperateGodsGame GAME = new DesperateGodsGame();

  @Test
  @DisplayName("DG-R31 DG-R39 a drawn monster resolves on start, with the events of what happened before the first decision")
  void startReturnsEvents() {
    Transition<DgState> t = DesperateGodsPositions.players(2).hp(P1, 2).deckTop("W", "W-6")
        .drawing(P1, "W", 1).dice(2).start();
    Vector<GameEvent> events = Vector.ofAll(t.events());
    assertEquals(new DgEvent.CardDrawn(P1, "W-6", "W", "DG-R31"), events.head());
    assertTrue(events.exists(e -> e instanceof DgEvent.DamageTaken d && d.player().equals(P1) && d.hpAfter() == 1),
        () -> "the lost fight's damage is among the events: " + events);
    assertEquals(1, t.state().player(0).hp());
  }

  @Test
  @DisplayName("a position that breaks an invariant of §9 is refused with InvalidPosition, naming the invariant and the thing")
  void invalidPositionsAreNamed() {
    InvalidPosition hp = assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).hp(P1, 0).build());
    assertEquals("invariant 5", hp.invariant());
    assertTrue(hp.getMessage().contains("p1 has 1 to 3 HP"), hp.getMessage());
    InvalidPosition twice = assertThrows(InvalidPosition.class,
        () -> DesperateGodsPositions.players(2).victory(P1, "W-1").victory(P2, "W-1").build());
    assertEquals("invariant 2", twice.invariant());
    assertTrue(twice.getMessage().contains("W-1"), twice.getMessage());
    InvalidPosition coins = assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).coins(P1, 301).build());
    assertEquals("invariant 1", coins.invariant());
    InvalidPosition items = assertThrows(InvalidPosition.class,
        () -> DesperateGodsPositions.players(2).items(P1, "T-01", "T-02", "T-03", "T-04").build());
    assertEquals("invariant 4", items.invariant());
    assertTrue(items.getMessage().contains("p1 carries at most 3 items"), items.getMessage());
    assertEquals("DG-R1", assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(5)).invariant());
    for (org.junit.jupiter.api.function.Executable request : java.util.List.<org.junit.jupiter.api.function.Executable>of(
        () -> DesperateGodsPositions.players(2).at(P1, "Z99"), () -> DesperateGodsPositions.players(2).items(P1, "T-18"),
        () -> DesperateGodsPositions.players(2).dice(0), () -> DesperateGodsPositions.players(2).landing(P1, "Q1"),
        () -> DesperateGodsPositions.players(2).deck("L4"), () -> DesperateGodsPositions.players(2).hp(P3, 1))) {
      assertEquals(InvalidPosition.REQUEST, assertThrows(InvalidPosition.class, request).invariant());
    }
  }

  @Test
  @DisplayName("§4.2 drawing, landing or a Town visit for a player who is not active is refused, naming both players")
  void pendingForTheActivePlayerOnly() {
    InvalidPosition e = assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).drawing(P2, "W", 1).build());
    assertEquals("§4.2", e.invariant());
    assertTrue(e.getMessage().contains("drawing(p2, W, 1)") && e.getMessage().contains("p1 is active")
        && e.getMessage().contains("active(p2)"), e.getMessage());
    assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(3).landing(P3, "O05").build());
    assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).inTown(P2).build());
    assertEquals(1, DesperateGodsPositions.players(2).active(P2).drawing(P2, "W", 1).build().active(), "allowed once p2 is active");
    assertEquals(1, DesperateGodsPositions.players(2).drawing(P2, "W", 1).active(P2).build().active(), "in either order");
  }

  @Test
  @DisplayName("invariant 2: a card in play with nothing pending to resolve it is refused, naming the card")
  void inPlayNeedsAPendingStep() {
    InvalidPosition e = assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).inPlay("W-1").build());
    assertEquals("invariant 2", e.invariant());
    assertTrue(e.getMessage().contains("Curious Slug (W-1) is in play with nothing pending"), e.getMessage());
    assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.players(2).inPlay("W-1").turnStarting(P1).build());
  }

  @Test
  @DisplayName("a position saved as JSON loads back equal, and a tampered one is refused with the broken invariant")
  void jsonRoundTrip() {
    DgState s = DesperateGodsPositions.players(3).at(P1, "O26").hp(P1, 1).coins(P2, 5).items(P2, "T-07")
        .victory(P1, "W-2").inTown(P1).seed(42).build();
    String json = DesperateGodsPositions.toJson(s);
    assertEquals(Either.right(s), DesperateGodsPositions.fromJson(json));
    Either<String, DgState> bad = DesperateGodsPositions.fromJson(json.replace("\"coins\" : 5", "\"coins\" : 6"));
    assertTrue(bad.isLeft() && bad.getLeft().contains("invariant 1"), bad::toString);
    assertTrue(DesperateGodsPositions.fromJson("{}").isLeft());
    assertTrue(DesperateGodsPositions.fromJson(json.replace("desperate-gods", "heroquest")).isLeft());
    assertThrows(IllegalArgumentException.class, () -> DesperateGodsPositions.toJson(GAME.view(s, P1)));
    InvalidPosition loaded = assertThrows(InvalidPosition.class, () -> DesperateGodsPositions.start(
        DesperateGodsPositions.players(2).build().withBank(10)));
    assertEquals("invariant 1", loaded.invariant(), "start(position) checks a loaded position too");
  }

  @Test
  @DisplayName("a scenario from a built position is checked for determinism and replay by the kit")
  void scenarioFromPosition() {
    DgState s = DesperateGodsPositions.players(2).at(P1, "O26").build();
    var t = Scenario.givenState(GAME, s).faces(4, 6).play(new DgAction.RollMove(P1)).when(new DgAction.ChooseDie(P1, 0));
    t.accepted();
    assertEquals(Vector.of(new DgAction.StopInTown(P1), new DgAction.ContinuePast(P1)), GAME.legalActions(t.state(), P1),
        "4 squares on from O26 pass the Town");
  }
}
