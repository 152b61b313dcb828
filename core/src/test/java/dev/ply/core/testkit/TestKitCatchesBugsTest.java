package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.ImmutableRaceState;
import dev.ply.core.race.RaceContractTest;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kit's checks can fail: each broken variant of the race is caught by the check it breaks. */
class TestKitCatchesBugsTest {

  static class Kit extends GameContractTest<RaceState, RaceAction> {
    final Game<RaceState, RaceAction> game;

    Kit(Game<RaceState, RaceAction> game) {
      this.game = game;
    }

    @Override protected Game<RaceState, RaceAction> game() { return game; }
    @Override protected Seq<Setup> setups() { return Vector.of(Setup.of(2, 1)); }
    @Override protected int playouts() { return 5; }
    @Override protected Seq<RaceAction> arbitraryActions(RaceState s, PlayerId p, Dice d) {
      return Vector.of(new RaceAction.Boost(p, 3), new RaceAction.Roll(p), new RaceAction.Bid(p, 2));
    }
    @Override protected Seq<RaceState> hiddenVariants(RaceState s, PlayerId viewer, Dice d) {
      return Vector.of(RaceContractTest.redealOthers(s, viewer, d));
    }
  }

  @Test
  @DisplayName("a view that shows other hands is caught by the no-leak check")
  void leakyView() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public RaceState view(RaceState s, PlayerId v) {
        return ImmutableRaceState.copyOf(race.view(s, v)).withHands(s.hands());
      }
    });
    assertThrows(AssertionError.class, kit::viewsLeakNothing);
  }

  @Test
  @DisplayName("apply accepting an action legalActions does not list is caught by the fuzz check")
  void acceptsIllegal() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> apply(RaceState s, RaceAction a) {
        if (a instanceof RaceAction.Boost && s.winner().isEmpty()) {
          return Either.right(Transition.of(s));
        }
        return race.apply(s, a);
      }
    });
    assertThrows(AssertionError.class, kit::fuzz);
  }

  @Test
  @DisplayName("a determinize that redeals the viewer's own hand is caught")
  void badDeterminize() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public RaceState determinize(RaceState v, PlayerId p, RandomSource r) {
        RaceState d = race.determinize(v, p, r);
        return ImmutableRaceState.copyOf(d).withPositions(d.positions().update(0, d.positions().get(0) + 1));
      }
    });
    assertThrows(AssertionError.class, kit::determinizeAgreesWithView);
  }

  @Test
  @DisplayName("a game that outlasts its declared bound is caught")
  void nonTerminating() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public long maxActions(Setup s) { return 5; }
    });
    assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
  }

  @Test
  @DisplayName("a non-deterministic apply is caught")
  void nonDeterministic() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      int calls;
      @Override public Either<Rejection, Transition<RaceState>> apply(RaceState s, RaceAction a) {
        calls++;
        return race.apply(s, a).map(t -> calls % 7 == 0
            ? Transition.of(ImmutableRaceState.copyOf(t.state()).withRound(t.state().round() + 1), t.events())
            : t);
      }
    });
    assertThrows(AssertionError.class, kit::deterministic);
  }

  @Test
  @DisplayName("a legal action that names another actor is caught")
  void wrongActor() {
    Kit kit = new Kit(new ForwardingRaceGame() {
      @Override public Seq<RaceAction> legalActions(RaceState s, PlayerId p) {
        Seq<RaceAction> legal = race.legalActions(s, p);
        return legal.isEmpty() ? legal : legal.append(new RaceAction.Pass(PlayerId.of("ghost")));
      }
    });
    assertThrows(AssertionError.class, kit::randomPlayoutsKeepInvariantsAndEnd);
  }
}
