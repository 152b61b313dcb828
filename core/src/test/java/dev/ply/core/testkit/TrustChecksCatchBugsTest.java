package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.log.LogCodec;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The log-trust checks of the kit fail on games that break what they check (they are not tests that cannot fail). */
class TrustChecksCatchBugsTest {
  static final Setup SETUP = Setup.of(3, 77);

  private static Seq<Tuple2<Seq<RaceState>, Seq<PlayerId>>> games(ForwardingRaceGame game) {
    return Vector.of(Tuple.of(GoldenReplays.playMatch(game, SETUP, 5).history(), SETUP.players()));
  }

  @Test
  @DisplayName("an encoding that leaves out the coins is caught")
  void encodingLeavesSomethingOut() {
    ForwardingRaceGame game = new ForwardingRaceGame() {
      @Override public void encode(RaceState s, CanonicalWriter out) {
        out.players(s.players()).ints(s.positions()).list(s.hands(), CanonicalWriter::ints).ints(s.deck())
            .ints(s.discard()).integer(s.active()).bool(s.rolled()).integer(s.round());
      }
    };
    assertThrows(AssertionError.class, () -> CanonicalEncodingCheck.check(game, games(game)));
  }

  @Test
  @DisplayName("an encoding that writes field names is caught")
  void encodingNamesFields() {
    ForwardingRaceGame game = new ForwardingRaceGame() {
      @Override public void encode(RaceState s, CanonicalWriter out) {
        out.string("positions");
        race.encode(s, out);
      }
    };
    assertThrows(AssertionError.class, () -> CanonicalEncodingCheck.check(game, games(game)));
  }

  @Test
  @DisplayName("the race's own encoding passes")
  void encodingPasses() {
    ForwardingRaceGame game = new ForwardingRaceGame();
    CanonicalEncodingCheck.check(game, games(game));
  }

  @Test
  @DisplayName("a game that bypasses core's guard and plays on views is caught")
  void applyOnViews() {
    ForwardingRaceGame game = new ForwardingRaceGame() {
      @Override public Either<Rejection, Transition<RaceState>> apply(RaceState s, RaceAction a) {
        return play(s, a);
      }
    };
    Seq<RaceState> states = GoldenReplays.playMatch(game, SETUP, 5).history().take(40);
    assertThrows(AssertionError.class, () -> ApplyNeverThrows.check(game, states, SETUP.players(), 3));
    ApplyNeverThrows.check(new RaceGame(), states, SETUP.players(), 3);
  }

  @Test
  @DisplayName("the corpus has at least 30 variants, and verify accepts the untampered log")
  void corpus() {
    String json = LogCodec.write(GoldenReplays.play(new RaceGame(), SETUP, 5));
    assertTrue(TamperCorpus.variants(json, 1).size() >= 30);
    assertTrue(TamperCorpus.verify(new RaceGame(), json.getBytes(StandardCharsets.UTF_8)).ok());
  }
}
