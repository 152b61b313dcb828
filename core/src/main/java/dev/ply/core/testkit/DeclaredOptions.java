package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.Game;
import dev.ply.core.GameOption;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The setup options a game declares in its descriptor are the options it accepts: a key it does
 * not declare is refused ({@code BAD_SETUP}), every declared key is read and checked (a malformed
 * value is refused), and the values the declaration offers (its choices, its default when that is
 * a value, every seat for a player option) start a game. The kit also records, through
 * {@link OptionReads}, which options the game reads, and fails on a read of a key no declared
 * option matches: trying one undeclared key cannot find an option the game reads but never
 * declares.
 */
final class DeclaredOptions {
  static final String UNDECLARED = "ply.kit.undeclared";
  static final String MALFORMED = "%not-a-value%";

  private DeclaredOptions() {}

  static void check(Game<?, ?> game, Setup base) {
    check(game, base, new OptionReads());
  }

  /** As {@link #check(Game, Setup)}, noting in {@code reads} the options read by the setups it starts. */
  static void check(Game<?, ?> game, Setup base, OptionReads reads) {
    Option<Rejection> unknown = game.checkSetup(base.withOption(UNDECLARED, "1"));
    assertTrue(unknown.isDefined(), "an undeclared option '" + UNDECLARED + "' must be refused by checkSetup");
    assertEquals(Rejection.BAD_SETUP, unknown.get().code(), "an undeclared option: " + unknown.get());
    for (GameOption o : game.descriptor().options()) {
      String key = key(o, base.players().head());
      assertTrue(o.matches(key), o.name() + " must match its own key " + key);
      Option<Rejection> bad = game.checkSetup(reads.record(base.withOption(key, MALFORMED)));
      assertTrue(bad.isDefined(), "option " + key + " = " + MALFORMED + " must be refused: a declared option is read"
          + " and checked (or it is not an option of this game)");
      assertEquals(Rejection.BAD_SETUP, bad.get().code(), key + ": " + bad.get());
      for (String value : offered(o, base)) {
        Setup s = reads.record(base.withOption(key, value));
        Option<Rejection> r = game.checkSetup(s);
        if (r.isDefined()) {
          fail("option " + key + " = " + value + " is offered by the declaration but refused: " + r.get());
        }
        game.start(s);
      }
    }
  }

  /** The option's key at {@code base}'s table: a {@code <…>} hole filled with the first seat. */
  static String key(GameOption o, PlayerId first) {
    return o.name().replaceAll("<[^>]*>", first.name());
  }

  private static Seq<String> offered(GameOption o, Setup base) {
    Seq<String> values = o.choices();
    if (o.kind() == GameOption.Kind.PLAYER) {
      values = base.players().map(PlayerId::name);
    }
    boolean defaultIsValue = switch (o.kind()) {
      case NUMBER -> o.defaultValue().matches("-?[0-9]+");
      case PLAYER -> base.players().map(PlayerId::name).contains(o.defaultValue());
      case FLAG, CHOICE -> true;
      case TEXT -> false;
    };
    if (defaultIsValue && !values.contains(o.defaultValue())) {
      values = Vector.ofAll(values).append(o.defaultValue());
    }
    return values;
  }
}
