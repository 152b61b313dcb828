package dev.ply.games.desperategods.outside;

import static dev.ply.games.desperategods.DesperateGodsPositions.P1;
import static dev.ply.games.desperategods.DesperateGodsPositions.P2;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.GameEvent;
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
  @DisplayName("a position that breaks an invariant of §9 is refused, naming the invariant")
  void invalidPositionsAreNamed() {
    IllegalArgumentException hp = assertThrows(IllegalArgumentException.class,
        () -> DesperateGodsPositions.players(2).hp(P1, 0).build());
    assertTrue(hp.getMessage().contains("invariant 5"), hp.getMessage());
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> DesperateGodsPositions.players(2).victory(P1, "W-1").victory(P2, "W-1").build());
    assertTrue(twice.getMessage().contains("invariant 2"), twice.getMessage());
    IllegalArgumentException coins = assertThrows(IllegalArgumentException.class,
        () -> DesperateGodsPositions.players(2).coins(P1, 301).build());
    assertTrue(coins.getMessage().contains("invariant 1"), coins.getMessage());
    IllegalArgumentException items = assertThrows(IllegalArgumentException.class,
        () -> DesperateGodsPositions.players(2).items(P1, "T-01", "T-02", "T-03", "T-04").build());
    assertTrue(items.getMessage().contains("invariant 4"), items.getMessage());
    assertThrows(IllegalArgumentException.class, () -> DesperateGodsPositions.players(2).at(P1, "Z99"));
    assertThrows(IllegalArgumentException.class, () -> DesperateGodsPositions.players(2).items(P1, "T-18"));
    assertThrows(IllegalArgumentException.class, () -> DesperateGodsPositions.players(2).dice(0));
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
