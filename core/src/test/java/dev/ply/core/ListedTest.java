package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.goofspiel.GoofspielGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceGame;
import dev.ply.core.race.RaceState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Applying an action by its place in the list the game made ({@link Game#apply(Listed, int)}). */
class ListedTest {
  final RaceGame game = new RaceGame();
  final RaceState start = game.start(Setup.of(2, 4));
  final PlayerId p1 = PlayerId.seat(1);

  @Test
  @DisplayName("an action applied by its place gives what applying it by value gives")
  void sameAsByValue() {
    Listed<RaceState, RaceAction> listed = game.listed(start, p1);
    assertEquals(game.legalActions(start, p1), listed.actions());
    for (int i = 0; i < listed.size(); i++) {
      assertEquals(game.apply(start, listed.get(i)), game.apply(listed, i));
    }
  }

  @Test
  @DisplayName("a place outside the list is refused in words, never thrown")
  void outside() {
    Listed<RaceState, RaceAction> listed = game.listed(start, p1);
    Rejection past = game.apply(listed, listed.size()).getLeft();
    assertEquals(Rejection.ILLEGAL_ACTION, past.code());
    assertTrue(past.message().contains("has " + listed.size() + " to choose from"), past.message());
    assertEquals(Rejection.ILLEGAL_ACTION, game.apply(listed, -1).getLeft().code());
    assertEquals(Rejection.MALFORMED_ACTION, game.apply(null, 0).getLeft().code());
  }

  @Test
  @DisplayName("a player who is not awaited has an empty list, and applying from it is refused")
  void notAwaited() {
    Listed<RaceState, RaceAction> none = game.listed(start, PlayerId.seat(7));
    assertTrue(none.isEmpty());
    assertTrue(game.apply(none, 0).getLeft().message().contains("nothing to choose from"));
  }

  @Test
  @DisplayName("a list made from a player's view cannot be applied (STATE_IS_A_VIEW)")
  void view() {
    Listed<RaceState, RaceAction> fromView = game.listed(game.view(start, p1), p1);
    assertEquals(Rejection.STATE_IS_A_VIEW, game.apply(fromView, 0).getLeft().code());
  }

  @Test
  @DisplayName("a list made by another game is refused")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void otherGame() {
    GoofspielGame goof = new GoofspielGame();
    Listed foreign = goof.listed(goof.start(Setup.of(2, 1)), p1);
    Game raw = game;
    Rejection r = ((io.vavr.control.Either<Rejection, ?>) raw.apply(foreign, 0)).getLeft();
    assertEquals(Rejection.MALFORMED_ACTION, r.code());
  }
}
