package dev.ply.core.testkit;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words for people, checked on random play: every text a player or a spectator can read is in the
 * game's words, never a Java value's {@code toString}. It plays seeded random games
 * ({@link Playout#stream}) and at every step reads
 * <ul>
 *   <li>{@link Game#describe} and {@link Game#explain} of every legal action of every awaited player,
 *       on that player's view (as a menu shows them), and {@code describe} of the action taken on the
 *       spectator's view when only one player was awaited (as a table shows a public move);</li>
 *   <li>{@link Game#eventText} and {@link Game#banner} of every event, for every seat that may see it
 *       and for the spectator, on the reader's view after the step;</li>
 *   <li>{@link Game#render} of every seat's and the spectator's view, and {@link Game#outcomeText} at
 *       the end;</li>
 * </ul>
 * and fails on the first text that shows a record's dump ({@code Draw[actor=p1]},
 * {@code Card[id=W-7, …]}), Vavr's or Java's collection and option names ({@code Some(},
 * {@code None}, {@code Vector(}, {@code List(}, {@code HashMap(}, {@code Optional[}) or an internal
 * enum name in SCREAMING_CASE with an underscore ({@code IW_START}, {@code DECKS_EMPTY}). The failure
 * is a {@link ContractViolation} naming the setup's seed, the chooser's seed, the step, which text it
 * was, the text itself and what matched, so it replays exactly.
 *
 * <p>A game whose own words legitimately match a pattern (a card called {@code "None"}, say) lists
 * those exact words in {@code allowed}; anything else that matches is a defect to fix in the game.
 *
 * <p>Call it from any test method of a game, with the contract test's setups or others:
 * <pre>{@code
 * PlainWords.check(new MyGame(), Vector.of(Setup.of(2, 1), Setup.of(4, 2)), 10);
 * }</pre>
 */
public final class PlainWords {
  private PlainWords() {}

  /** What betrays a Java value in a text for people, each with what it is, in the order tried. */
  private static final Vector<Suspect> SUSPECTS = Vector.of(
      new Suspect(Pattern.compile("\\b\\w+\\[\\w+="), "a record's toString"),
      new Suspect(Pattern.compile("\\[actor="), "a record's toString"),
      new Suspect(Pattern.compile("\\bSome\\("), "an Option's toString"),
      new Suspect(Pattern.compile("\\bNone\\b"), "an empty Option's toString"),
      new Suspect(Pattern.compile("\\bOptional\\["), "an Optional's toString"),
      new Suspect(Pattern.compile("\\b(?:Vector|List|HashMap|LinkedHashMap|TreeMap|HashSet|LinkedHashSet|TreeSet|Array"
          + "|Queue|Stream|Tuple\\d?)\\("), "a collection's toString"),
      new Suspect(Pattern.compile("\\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\\b"), "an internal enum or constant name"));

  private record Suspect(Pattern pattern, String what) {}

  /**
   * Plays {@code playouts} seeded random games of every setup (each with its own seed derived from
   * the setup's) and checks every text at every step, as the class says.
   *
   * @throws ContractViolation on the first text that is not in words, with seeds, step and text
   */
  public static <S, A extends Action> void check(Game<S, A> game, Seq<Setup> setups, int playouts) {
    check(game, setups, playouts, HashSet.empty());
  }

  /** As {@link #check(Game, Seq, int)}, accepting the exact words in {@code allowed} wherever they match. */
  public static <S, A extends Action> void check(Game<S, A> game, Seq<Setup> setups, int playouts, Set<String> allowed) {
    for (Setup base : setups) {
      for (int i = 0; i < playouts; i++) {
        long seed = base.seed() * 1_000_003L + i;
        Setup setup = base.withSeed(seed);
        Vector<PlayerId> readers = setup.players().append(PlayerId.SPECTATOR);
        Playout.stream(game, setup, seed ^ 0x5DEECE66DL, game.maxActions(setup),
            (step, before, action, after) -> step(game, readers, allowed, before, action, after));
      }
    }
  }

  /**
   * What in {@code text} is not in words: the matched part and what it is
   * ({@code "Some(" (an Option's toString)}), or empty when the text reads as words.
   */
  public static Option<String> problem(String text) {
    return problem(text, HashSet.empty());
  }

  /** As {@link #problem(String)}, ignoring matches that are exactly one of {@code allowed}. */
  public static Option<String> problem(String text, Set<String> allowed) {
    if (text == null) {
      return Option.some("null (no text at all)");
    }
    for (Suspect s : SUSPECTS) {
      Matcher m = s.pattern().matcher(text);
      while (m.find()) {
        if (!allowed.contains(m.group())) {
          return Option.some("\"" + m.group() + "\" (" + s.what() + ")");
        }
      }
    }
    return Option.none();
  }

  private static <S, A extends Action> void step(Game<S, A> game, Vector<PlayerId> readers, Set<String> allowed,
      S before, A action, Transition<S> after) {
    S state = after.state();
    for (PlayerId reader : readers) {
      S view = game.view(state, reader);
      read(allowed, "render for " + reader, game.render(view, reader));
      for (GameEvent e : after.events()) {
        if (e.visibility().visibleTo(reader)) {
          String which = e.getClass().getSimpleName() + " for " + reader;
          read(allowed, "eventText of " + which, game.eventText(view, e));
          game.banner(view, e).forEach(b -> read(allowed, "banner of " + which, b));
        }
      }
    }
    if (action != null && game.awaiting(before).size() == 1) {
      read(allowed, "describe of the action taken, for the spectator",
          game.describe(game.view(before, PlayerId.SPECTATOR), action));
    }
    for (PlayerId p : game.awaiting(state)) {
      S view = game.view(state, p);
      for (A a : game.legalActions(state, p)) {
        read(allowed, "describe of a legal action of " + p, game.describe(view, a));
        game.explain(view, a).forEach(x -> read(allowed, "explain of a legal action of " + p, x));
      }
    }
    Option<Outcome> outcome = game.outcome(state);
    if (outcome.isDefined()) {
      read(allowed, "outcomeText", game.outcomeText(state, outcome.get()));
    }
  }

  private static void read(Set<String> allowed, String which, String text) {
    Option<String> wrong = problem(text, allowed);
    if (wrong.isDefined()) {
      throw new AssertionError("words for people: " + which + " shows " + wrong.get() + " in: " + lineOf(text, allowed));
    }
  }

  /** The line of a multi-line text (a rendered board) that holds the first problem, else the text. */
  private static String lineOf(String text, Set<String> allowed) {
    if (text == null) {
      return "null";
    }
    for (String line : text.split("\n")) {
      if (problem(line, allowed).isDefined()) {
        return line.strip();
      }
    }
    return text;
  }
}
