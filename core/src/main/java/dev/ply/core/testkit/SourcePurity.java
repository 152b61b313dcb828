package dev.ply.core.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A source scan for what pure rules must never use: clocks, global randomness, I/O, threads; and,
 * in a game's {@code rules} and {@code state} packages, hidden memory: a {@code ThreadLocal}, a
 * static field that is not final, or a static mutable collection or atomic (a cache of the last
 * state, of answers by player). {@code apply}'s result must depend on its arguments alone, and a
 * reader must be able to see that without studying a cache; a caller that knows more says so
 * ({@link dev.ply.core.Listed}), an encoding keeps its memory in its writer
 * ({@link dev.ply.core.CanonicalWriter#scratch}). Call it on a game's sources
 * ({@code src/main/java/...}) from a test; it lists every line that uses a forbidden API, the
 * memories with why. The test kit's contract test runs {@link #memories} on every game's sources.
 * A scan cannot prove purity (it cannot tell a static table built once from a static array filled
 * later), but it catches the usual slips cheaply; the test kit's determinism check covers the rest.
 */
public final class SourcePurity {
  private static final Pattern FORBIDDEN = Pattern.compile(
      "\\bjava\\.util\\.Random\\b|\\bnew Random\\(|\\bMath\\.random\\(|\\bThreadLocalRandom\\b|\\bSecureRandom\\b"
          + "|\\bSystem\\.(currentTimeMillis|nanoTime|getenv|getProperty|out|err|in)\\b"
          + "|\\b(Instant|LocalDate|LocalDateTime|ZonedDateTime|Clock)\\.now\\(|\\bUUID\\.randomUUID\\("
          + "|\\bjava\\.io\\.(File|InputStream|OutputStream|Reader|Writer|PrintStream)"
          + "|\\bjava\\.nio\\.file\\b|\\bjava\\.net\\b|\\bnew Thread\\(|\\bExecutors\\b");

  /** A thread-local memory ({@code ThreadLocalRandom} is refused above, everywhere). */
  private static final Pattern THREAD_LOCAL = Pattern.compile("\\bThreadLocal\\b");
  /** A static field that is not final: {@code static int calls;}, {@code private static Table last = ...}. */
  private static final Pattern STATIC_VARIABLE = Pattern.compile(
      "^(?:(?:public|protected|private|volatile|transient)\\s+)*static\\s+(?:(?:volatile|transient)\\s+)*"
          + "(?!final\\b|class\\b|interface\\b|enum\\b|record\\b|abstract\\b|sealed\\b|non-sealed\\b|void\\b|<)"
          + "[\\w.<>\\[\\]?, ]+?\\s+\\w+\\s*(?:=|;)");
  /** A static mutable collection, atomic or reference: where a cache of states or answers lives. */
  private static final Pattern STATIC_CACHE = Pattern.compile(
      "\\bstatic\\b.*=\\s*new\\s+(?:java\\.util\\.(?:concurrent\\.(?:atomic\\.)?)?|java\\.lang\\.ref\\.)?"
          + "(?:HashMap|LinkedHashMap|TreeMap|IdentityHashMap|WeakHashMap|EnumMap|ConcurrentHashMap"
          + "|ConcurrentSkipListMap|HashSet|LinkedHashSet|TreeSet|ArrayList|LinkedList|ArrayDeque"
          + "|Atomic\\w*|SoftReference|WeakReference)\\b"
          + "|\\bstatic\\b.*\\bConcurrent\\w*(?:Map|Set)\\b");

  private SourcePurity() {}

  /**
   * Every {@code file:line: text} under {@code root} that uses a forbidden API, and every hidden
   * memory in a {@code rules} or {@code state} package ({@link #memories}).
   */
  public static List<String> violations(Path root) {
    return scan(root, true);
  }

  /**
   * Every line under {@code root} that keeps a hidden memory in a game's {@code rules} or
   * {@code state} package (a directory of that name under {@code root}, or {@code root} itself):
   * a {@code ThreadLocal}, a static field that is not final, a static mutable collection; as
   * {@code file:line: text -- why}.
   */
  public static List<String> memories(Path root) {
    return scan(root, false);
  }

  private static List<String> scan(Path root, boolean forbidden) {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        boolean rules = inRulesOrState(root, f);
        List<String> lines = Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i).strip();
          if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
            continue;
          }
          String where = root.relativize(f) + ":" + (i + 1) + ": " + line;
          if (forbidden && FORBIDDEN.matcher(line).find()) {
            out.add(where);
          } else if (rules && THREAD_LOCAL.matcher(line).find()) {
            out.add(where + " -- a thread-local memory in rules or state: apply must depend on its arguments"
                + " alone; take what the caller knows as an argument (Listed), keep an encoding's memory in"
                + " its writer (CanonicalWriter.scratch), or pass a scratch object down the call");
          } else if (rules && (STATIC_VARIABLE.matcher(line).find() || STATIC_CACHE.matcher(line).find())) {
            out.add(where + " -- a static mutable memory in rules or state: it is shared by every game and"
                + " thread and keeps what it holds alive; compute the value, or keep it in the state, a"
                + " constant built once (an immutable collection), or the writer's scratch");
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  /** Whether {@code file} is in a {@code rules} or {@code state} package under {@code root} (or root is one). */
  private static boolean inRulesOrState(Path root, Path file) {
    Path dir = file.toAbsolutePath().normalize().getParent();
    Path top = root.toAbsolutePath().normalize();
    for (Path p = dir; p != null && p.startsWith(top); p = p.getParent()) {
      String name = p.getFileName() == null ? "" : p.getFileName().toString();
      if (name.equals("rules") || name.equals("state")) {
        return true;
      }
    }
    return false;
  }
}
