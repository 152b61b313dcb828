package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.legacy.PigAction;
import dev.ply.core.legacy.PigGame;
import dev.ply.core.legacy.PigState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A game written the pre-0.1.0 way ({@link PigGame}: {@code apply}, no {@code play}, no
 * {@code encode}) passes the whole kit, but for one call no such game can refuse: {@code apply}
 * on another game's state or action. The compiler's bridge method for its
 * {@code apply(PigState, PigAction)} casts both before the game's code runs, so those calls throw
 * {@link ClassCastException}; a game implementing {@code play} has core's {@code apply} refuse
 * them (docs/upgrading.md). This
 * class sits in the kit's package only to replace that one check.
 */
class LegacyGameContractTest extends GameContractTest<PigState, PigAction> {
  private final PigGame game = new PigGame();

  @Override
  protected Game<PigState, PigAction> game() {
    return game;
  }

  @Override
  protected Seq<Setup> setups() {
    return Vector.of(Setup.of(2, 7), Setup.of(4, 8));
  }

  /** A hook of the pre-0.1.0 kit, kept (ignored) so that such a test still compiles. */
  @Override
  @SuppressWarnings("removal")
  protected int samplesPerPlayout() {
    return 5;
  }

  @Override
  protected Seq<PigAction> arbitraryActions(PigState s, PlayerId player, dev.ply.core.Dice dice) {
    PlayerId other = s.players().get(dice.nextInt(s.players().size()));
    return Vector.of(new PigAction.Roll(other), new PigAction.Hold(player), new PigAction.Hold(other),
        new PigAction.Roll(PlayerId.SPECTATOR));
  }

  @Override
  @Test
  @DisplayName("apply never throws on views or nulls; another game's state or action fails in the bridge method")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void applyNeverThrows() {
    Game raw = game;
    for (Playout<PigState, PigAction> p : randomPlayouts()) {
      for (PigState s : p.states()) {
        for (PlayerId viewer : p.setup().players().append(PlayerId.SPECTATOR)) {
          for (PigAction a : game.legalActions(s, game.awaiting(s).headOption().getOrElse(viewer))) {
            assertEquals(Rejection.STATE_IS_A_VIEW, game.apply(game.view(s, viewer), a).getLeft().code());
            assertEquals(Rejection.MALFORMED_STATE, game.apply(null, a).getLeft().code());
            assertThrows(ClassCastException.class, () -> raw.apply("a state of another game", a));
          }
        }
        assertTrue(game.apply(s, null).isLeft());
        assertThrows(ClassCastException.class, () -> raw.apply(s, new ApplyNeverThrows.ForeignAction(PlayerId.of("p1"))));
      }
    }
  }
}
