package dev.ply.samples.cli;

import dev.ply.core.EventWords;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * What a reader may see of one action's events, in the game's words: each event on its own line,
 * runs of routine events summarised on one line, and a banner for a round's or the game's end;
 * rule references only for a reader who asks for them ({@code --rules}).
 */
final class Narration {
  static final String INDENT = "    ";

  private Narration() {}

  /**
   * The lines for {@code events} as {@code viewer} may see them; {@code view} is the position
   * after the action as {@code viewer} sees it. Without rule references: see {@link #lines(Game,
   * Object, Seq, PlayerId, boolean)}.
   */
  static <S> List<String> lines(Game<S, ?> game, S view, Seq<GameEvent> events, PlayerId viewer) {
    return lines(game, view, events, viewer, false);
  }

  /**
   * As {@link #lines(Game, Object, Seq, PlayerId)}. Rule references are for those who ask
   * ({@code --rules}): with {@code rules} each event is told on its own line with its rule ID and
   * the game's words keep the references they carry; without it the references are taken out of
   * the words ({@link EventWords#withoutRuleTags}) and routine events are summarised.
   */
  static <S> List<String> lines(Game<S, ?> game, S view, Seq<GameEvent> events, PlayerId viewer, boolean rules) {
    List<String> out = new ArrayList<>();
    List<String> routine = new ArrayList<>();
    for (GameEvent e : events) {
      if (!e.visibility().visibleTo(viewer)) {
        continue;
      }
      String banner = game.banner(view, e).map(b -> rules ? b : EventWords.withoutRuleTags(b)).getOrNull();
      String text = rules ? text(game, view, e) : EventWords.withoutRuleTags(text(game, view, e));
      String told = banner != null ? banner : text;
      String rule = rules && !e.rule().isEmpty() && !told.contains(e.rule()) ? "  (" + e.rule() + ")" : "";
      if (banner == null && game.routine(e) && !rules) {
        routine.add(text);
        continue;
      }
      flush(routine, out);
      if (banner != null) {
        out.add("");
        out.add(INDENT + "*** " + banner + " ***" + rule);
        out.add("");
      } else {
        out.add(INDENT + text + rule);
      }
    }
    flush(routine, out);
    return out;
  }

  private static void flush(List<String> routine, List<String> out) {
    if (!routine.isEmpty()) {
      out.add(INDENT + "(" + String.join("; ", merge(routine)) + ")");
      routine.clear();
    }
  }

  /**
   * Runs of lines that begin with the same two words (who, and the verb) are told once:
   * {@code "p1 steps to O01 Rapids", "p1 steps to O02 Clearing"} become
   * {@code "p1 steps to O01 Rapids, to O02 Clearing"}.
   */
  static List<String> merge(List<String> lines) {
    List<String> out = new ArrayList<>();
    String previous = null;
    String prefix = null;
    for (String line : lines) {
      if (prefix == null || !line.startsWith(prefix) || line.length() == prefix.length()) {
        prefix = previous == null ? null : sharedWords(previous, line);
      }
      if (prefix != null && !out.isEmpty()) {
        out.set(out.size() - 1, out.get(out.size() - 1) + ", " + line.substring(prefix.length()));
      } else {
        out.add(line);
      }
      previous = line;
    }
    return out;
  }

  /** The words two lines begin with, with the space after them, when there are at least two; else null. */
  private static String sharedWords(String a, String b) {
    String[] x = a.split(" ");
    String[] y = b.split(" ");
    int n = 0;
    while (n < x.length - 1 && n < y.length - 1 && x[n].equals(y[n])) {
      n++;
    }
    return n >= 2 ? y[0] + " " + y[1] + " " : null; // who and the verb: "p1 steps to O01, to O02"
  }

  /** One event's words; a game whose words fail shows the plain default rather than nothing. */
  static <S> String text(Game<S, ?> game, S view, GameEvent e) {
    try {
      return game.eventText(view, e);
    } catch (RuntimeException ex) {
      return EventWords.plain(e);
    }
  }

  /** Lines of text wrapped at {@code width} columns after {@code indent}. */
  static Vector<String> wrap(String text, int width, String indent) {
    Vector<String> lines = Vector.empty();
    for (String paragraph : text.split("\n")) {
      StringBuilder line = new StringBuilder(indent);
      for (String word : paragraph.split(" ")) {
        if (line.length() > indent.length() && line.length() + 1 + word.length() > width) {
          lines = lines.append(line.toString());
          line = new StringBuilder(indent);
        }
        if (line.length() > indent.length()) {
          line.append(' ');
        }
        line.append(word);
      }
      lines = lines.append(line.toString());
    }
    return lines;
  }
}
