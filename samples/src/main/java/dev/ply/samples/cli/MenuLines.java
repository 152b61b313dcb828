package dev.ply.samples.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A long list of actions shown short: a run of at least {@link #RUN} actions of one kind that
 * begin with the same three words (Munchkin's trades with one partner, its counter-offers) is one
 * line, {@code 12-20. trade with p2: ... (9 choices: 'list 12' shows them)}. The numbers stay those of
 * the full list, so typing 15 takes action 15 whether or not its line is shown, and a scripted game
 * means the same with and without grouping. Short lists are shown whole.
 */
final class MenuLines {
  /** Lists up to this long are shown whole. */
  static final int SHORT = 12;
  /** The fewest alike actions folded into one line. */
  static final int RUN = 4;

  /** One line of the menu: actions {@code from} to {@code to} (0-based, inclusive). */
  record Line(int from, int to, String text) {
    boolean folded() {
      return to > from;
    }
  }

  private MenuLines() {}

  /**
   * @param texts each action's words, in the legal list's order
   * @param kinds each action's kind (its type), so that only actions of one kind fold together
   */
  static List<Line> of(List<String> texts, List<?> kinds) {
    List<Line> lines = new ArrayList<>();
    int n = texts.size();
    int i = 0;
    while (i < n) {
      int j = i;
      while (n > SHORT && j + 1 < n && kinds.get(j + 1).equals(kinds.get(i)) && lead(texts.get(j + 1)).equals(lead(texts.get(i)))) {
        j++;
      }
      if (j - i + 1 >= RUN) {
        lines.add(new Line(i, j, prefix(texts.subList(i, j + 1)) + " ... (" + (j - i + 1) + " choices: 'list "
            + (i + 1) + "' shows them)"));
      } else {
        for (int k = i; k <= j; k++) {
          lines.add(new Line(k, k, texts.get(k)));
        }
      }
      i = j + 1;
    }
    return lines;
  }

  /** The folded line holding action {@code index} (0-based), if it is folded. */
  static java.util.Optional<Line> folding(List<Line> lines, int index) {
    return lines.stream().filter(l -> l.folded() && l.from() <= index && index <= l.to()).findFirst();
  }

  // the first three words: "trade with p2:", "ask p3 to", "help only for"
  private static String lead(String text) {
    String[] w = text.split(" ", 4);
    return w.length < 3 ? text : w[0] + " " + w[1] + " " + w[2];
  }

  /** The words all the texts begin with (at least their shared first three). */
  static String prefix(List<String> texts) {
    String[] first = texts.get(0).split(" ");
    int common = first.length;
    for (String t : texts) {
      String[] w = t.split(" ");
      int k = 0;
      while (k < common && k < w.length && w[k].equals(first[k])) {
        k++;
      }
      common = k;
    }
    return String.join(" ", java.util.Arrays.copyOf(first, Math.max(common, Math.min(3, first.length))));
  }
}
