package dev.ply.core.legacy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.match.Match;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The pre-0.1.0 forms kept, deprecated, for one minor version (docs/upgrading.md). */
@SuppressWarnings({"deprecation", "removal"})
class LegacyGameTest {
  private final PigGame pig = new PigGame();
  private final PigState start = pig.start(Setup.of(2, 3));
  private final PigAction roll = new PigAction.Roll(PlayerId.of("p1"));

  @Test
  @DisplayName("play on a game that implements apply calls that apply")
  void playCallsAnOldApply() {
    assertEquals(pig.apply(start, roll), pig.play(start, roll));
  }

  @Test
  @DisplayName("a game implementing neither play nor apply fails with a sentence naming it, not a stack overflow")
  void neitherPlayNorApply() {
    Neither neither = new Neither();
    UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
        () -> neither.apply(start, roll));
    assertTrue(e.getMessage().startsWith(Neither.class.getName() + " implements neither play"), e.getMessage());
    assertTrue(e.getMessage().contains("implement play"), e.getMessage());
    assertThrows(UnsupportedOperationException.class, () -> neither.play(start, roll));
  }

  @Test
  @DisplayName("the default encode writes canonical of the state with its random source sealed")
  void defaultEncodeIsCanonical() {
    byte[] e = CanonicalWriter.encode(pig, start);
    assertArrayEquals(e, CanonicalWriter.encode(pig, pig.withRandom(start, RandomSource.seeded(99))),
        "the random source is left out");
    CanonicalWriter expected = CanonicalWriter.toByteArray().string(String.valueOf(pig.withRandom(start,
        RandomSource.sealed())));
    assertArrayEquals(expected.toBytes(), e);
    Neither own = new Neither() {
      @Override
      public String canonical(PigState s) {
        return "scores " + s.scores();
      }
    };
    assertArrayEquals(CanonicalWriter.toByteArray().string("scores " + start.scores()).toBytes(),
        CanonicalWriter.encode(own, start), "a game's own canonical is what the default encode writes");
    assertFalse(pig.stateHash(start).equals(own.stateHash(start)));
  }

  @Test
  @DisplayName("Match.submitEvents is submit as it was: the events alone, or the rejection")
  void submitEvents() {
    Match<PigState, PigAction> m = Match.start(pig, Setup.of(2, 3));
    Match<PigState, PigAction> same = Match.start(pig, Setup.of(2, 3));
    Either<Rejection, Seq<GameEvent>> events = m.submitEvents(roll);
    assertEquals(same.submit(roll).get().events(), events.get());
    assertEquals(same.state(), m.state());
    assertEquals(1, m.log().size());
    assertTrue(m.submitEvents(new PigAction.Roll(PlayerId.of("p9"))).isLeft());
    assertEquals(1, m.log().size(), "a refusal changes nothing");
  }

  @Test
  @DisplayName("a rules text built with its options, as before 0.1.0, is the rules text without them")
  void rulesTextWithOptions() {
    var terms = io.vavr.collection.Vector.of(new dev.ply.core.RulesText.Term("Pig", "a 1 loses the turn"));
    var old = new dev.ply.core.RulesText("bank 20", "roll or hold", terms,
        io.vavr.collection.Vector.of(new dev.ply.core.RulesText.Setting("goal", "20", "10 to 50", "points to win")));
    assertEquals(new dev.ply.core.RulesText("bank 20", "roll or hold", terms), old);
  }

  @Test
  @DisplayName("MctsAgent.settings is the settings it was made with; a recommended agent says to ask settingsFor")
  void mctsSettings() {
    var settings = dev.ply.core.agent.MctsAgent.Settings.defaults();
    assertEquals(settings, new dev.ply.core.agent.MctsAgent(1, settings).settings());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> dev.ply.core.agent.MctsAgent.recommended(1).settings());
    assertTrue(e.getMessage().contains("settingsFor(game)"), e.getMessage());
  }

  @Test
  @DisplayName("the kit's apply check tells a game overriding apply what to do")
  void kitNamesTheOldForm() {
    PigState s = pig.start(Setup.of(2, 3));
    AssertionError e = assertThrows(AssertionError.class, () -> dev.ply.core.testkit.ApplyNeverThrows.check(pig,
        io.vavr.collection.Vector.of(s), s.players(), 3));
    assertTrue(e.getMessage().contains("PigGame overrides apply, as games did before Ply 0.1.0, so core's checks do not"
        + " run: rename it to play"), e.getMessage());
  }

  /** Pig's rules but for apply: implements neither {@code play} nor {@code apply}. */
  static class Neither implements Game<PigState, PigAction> {
    private final PigGame pig = new PigGame();

    @Override
    public GameDescriptor descriptor() {
      return pig.descriptor();
    }

    @Override
    public Class<PigAction> actionType() {
      return pig.actionType();
    }

    @Override
    public Option<Rejection> checkSetup(Setup setup) {
      return pig.checkSetup(setup);
    }

    @Override
    public PigState start(Setup setup) {
      return pig.start(setup);
    }

    @Override
    public Seq<PigAction> legalActions(PigState s, PlayerId player) {
      return pig.legalActions(s, player);
    }

    @Override
    public Set<PlayerId> awaiting(PigState s) {
      return pig.awaiting(s);
    }

    @Override
    public Option<Outcome> outcome(PigState s) {
      return pig.outcome(s);
    }

    @Override
    public PigState view(PigState s, PlayerId viewer) {
      return pig.view(s, viewer);
    }

    @Override
    public PigState determinize(PigState view, PlayerId viewer, RandomSource rng) {
      return pig.determinize(view, viewer, rng);
    }

    @Override
    public RandomSource random(PigState s) {
      return pig.random(s);
    }

    @Override
    public PigState withRandom(PigState s, RandomSource random) {
      return pig.withRandom(s, random);
    }

    @Override
    public long maxActions(Setup setup) {
      return pig.maxActions(setup);
    }
  }
}
