package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.games.munchkin.content.Sex;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The declared setup options (GameDescriptor.options) are the ones checkSetup accepts. */
class SetupOptionsTest {
  static final MunchkinGame GAME = new MunchkinGame();

  @Test
  @DisplayName("MK-R19 sex.<player> sets a seated player's starting sex; an unseated player is refused")
  void sexPerSeat() {
    Setup s = Setup.of(3, 1L).withOption("sex.p2", "FEMALE");
    assertTrue(GAME.checkSetup(s).isEmpty());
    assertEquals(Sex.FEMALE, GAME.start(s).seats().get(1).sex());
    assertEquals(Sex.MALE, GAME.start(s).seats().get(0).sex(), "the declared default");
    Rejection r = GAME.checkSetup(Setup.of(3, 1L).withOption("sex.p9", "FEMALE")).get();
    assertEquals(Rejection.BAD_SETUP, r.code());
    assertEquals("sex.p9 names p9, who is not seated", r.message());
  }

  @Test
  @DisplayName("an undeclared option is refused with the declared names")
  void undeclared() {
    Rejection r = GAME.checkSetup(Setup.of(3, 1L).withOption("turns", "5")).get();
    assertEquals("unknown option turns (maxTurns, autoPass, sex.<player>)", r.message());
    assertEquals(GAME.descriptor().options().map(o -> o.name()).mkString(", "), "maxTurns, autoPass, sex.<player>");
  }
}
