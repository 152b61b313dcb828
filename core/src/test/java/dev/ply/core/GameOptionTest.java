package dev.ply.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameOptionTest {
  final GameDescriptor d = new GameDescriptor("g", "G", 2, 4, "1", false, false, "s", "docs")
      .withOptions(GameOption.flag("fast", false, "plays fast"),
          GameOption.choice("sex.<player>", Vector.of("MALE", "FEMALE"), "MALE", "starting sex"));

  @Test
  @DisplayName("a family name (sex.<player>) matches each key of the family, nothing else")
  void families() {
    GameOption sex = d.options().get(1);
    assertTrue(sex.matches("sex.p1"));
    assertFalse(sex.matches("sex."), "the hole must be filled");
    assertFalse(sex.matches("sexy"));
    assertTrue(d.options().head().matches("fast"));
    assertFalse(d.options().head().matches("fast2"));
    assertEquals("sex.<player>", d.option("sex.p3").get().name());
  }

  @Test
  @DisplayName("undeclaredOption refuses the first undeclared key with BAD_SETUP, naming the declared ones")
  void undeclared() {
    assertTrue(d.undeclaredOption(Setup.of(2, 1).withOption("fast", "true").withOption("sex.p2", "MALE")).isEmpty());
    Rejection r = d.undeclaredOption(Setup.of(2, 1).withOption("slow", "true")).get();
    assertEquals(Rejection.BAD_SETUP, r.code());
    assertEquals("'slow' is not an option of G (its options: fast, sex.<player>)", r.message());
    GameDescriptor none = new GameDescriptor("n", "N", 2, 4, "1", false, false, "s", "docs");
    assertEquals("N has no options; 'x' is not one", none.undeclaredOption(Setup.of(2, 1).withOption("x", "1")).get().message());
  }

  @Test
  @DisplayName("the factories describe values, choices and default; names are distinct")
  void factories() {
    assertEquals("maxRounds = 1 to 200 (default 50): when it ends",
        GameOption.number("maxRounds", 1, 200, 50, "when it ends").toString());
    assertEquals(Vector.of("true", "false"), GameOption.flag("f", true, "x").choices());
    assertEquals(GameOption.Kind.PLAYER, GameOption.player("first", "p1", "who starts").kind());
    assertThrows(IllegalArgumentException.class, () -> d.withOptions(GameOption.flag("a", true, "x"),
        GameOption.flag("a", false, "y")));
  }
}
