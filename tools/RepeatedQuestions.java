import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Counts, in the printout of a Munchkin game ({@code ./ply play munchkin --seats ... > game.txt}),
 * the help questions (asks, offers, counter-offers, MK-R53) that repeat word for word one turned
 * down since the fight last changed: anything but a question, an answer to one or a pass changes
 * it, and so do a monster revealed, a fight begun and a new turn. docs/agents.md, Munchkin.
 *
 * <p>Run with the JDK alone: {@code java tools/RepeatedQuestions.java game.txt}.
 */
public final class RepeatedQuestions {
  private static final Pattern ACTION = Pattern.compile("^(p\\d+) \\([^)]*\\): (.*)$");
  private static final Pattern CHANGE = Pattern.compile(" fights | reveals |turn \\d+:");

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: java tools/RepeatedQuestions.java GAME-PRINTOUT.txt");
      System.exit(2);
    }
    List<String> lines = Files.readAllLines(Path.of(args[0]));
    Set<String> refused = new HashSet<>();
    String last = null;
    int questions = 0;
    int repeats = 0;
    for (String line : lines) {
      Matcher m = ACTION.matcher(line);
      if (!m.matches()) {
        if (CHANGE.matcher(line).find()) {
          refused.clear();
        }
        continue;
      }
      String what = m.group(2);
      if (what.startsWith("ask ") || what.startsWith("offer to help") || what.startsWith("help only for")) {
        last = m.group(1) + ": " + what;
        questions++;
        if (refused.contains(last)) {
          repeats++;
          System.out.println("repeated: " + last);
        }
      } else if (what.startsWith("decline") || what.startsWith("reject") || what.startsWith("refuse")) {
        if (last != null) {
          refused.add(last);
        }
      } else if (!what.startsWith("pass")) {
        refused.clear();
        last = null;
      }
    }
    System.out.println(repeats + " of " + questions + " questions repeat one turned down since the fight last changed");
  }
}
