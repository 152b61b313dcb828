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
 * A source scan for what pure rules must never use: clocks, global randomness, I/O, threads.
 * Call it on a game's rules sources ({@code src/main/java/...}) from a test; it lists every line
 * that uses a forbidden API. A scan cannot prove purity, but it catches the usual slips cheaply;
 * the test kit's determinism check covers the rest.
 */
public final class SourcePurity {
  private static final Pattern FORBIDDEN = Pattern.compile(
      "\\bjava\\.util\\.Random\\b|\\bnew Random\\(|\\bMath\\.random\\(|\\bThreadLocalRandom\\b|\\bSecureRandom\\b"
          + "|\\bSystem\\.(currentTimeMillis|nanoTime|getenv|getProperty|out|err|in)\\b"
          + "|\\b(Instant|LocalDate|LocalDateTime|ZonedDateTime|Clock)\\.now\\(|\\bUUID\\.randomUUID\\("
          + "|\\bjava\\.io\\.(File|InputStream|OutputStream|Reader|Writer|PrintStream)"
          + "|\\bjava\\.nio\\.file\\b|\\bjava\\.net\\b|\\bnew Thread\\(|\\bExecutors\\b");

  private SourcePurity() {}

  /** Every {@code file:line: text} under {@code root} that uses a forbidden API. */
  public static List<String> violations(Path root) {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        List<String> lines = Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          String line = lines.get(i).strip();
          if (!line.startsWith("*") && !line.startsWith("//") && FORBIDDEN.matcher(line).find()) {
            out.add(root.relativize(f) + ":" + (i + 1) + ": " + line);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
