package dev.ply.samples.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The docs point only at what the repository holds: every relative link of {@code README.md} and
 * every Markdown file under {@code docs/} resolves to a file or folder (and a {@code #anchor} to a heading of the target
 * Markdown file), and every repository path the guides name in {@code `code`} exists.
 */
class DocLinksTest {
  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern CODE_PATH = Pattern.compile(
      "`((?:core|samples|games-[a-z-]+|docs|benchmarks|spark|web-e2e|examples|bom|shared|\\.ci)/[^`\\s]*)`");

  static List<Path> markdown(Path root) throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(root.resolve("README.md"));
    try (Stream<Path> s = Files.walk(root.resolve("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  @TestFactory
  @DisplayName("every relative link of README.md and docs/**/*.md resolves, anchors included")
  Stream<DynamicTest> linksResolve() throws IOException {
    Path root = DocSnippetsTest.root();
    return markdown(root).stream().map(doc -> DynamicTest.dynamicTest(root.relativize(doc).toString(), () -> {
      List<String> broken = new ArrayList<>();
      String text = withoutCodeBlocks(Files.readString(doc));
      Matcher m = LINK.matcher(text);
      int links = 0;
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
          continue; // http:, https:, mailto:
        }
        links++;
        String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
        String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : "";
        Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
        if (!resolved.startsWith(root) || !Files.exists(resolved)) {
          broken.add(target + " (no such file)");
        } else if (!anchor.isEmpty() && resolved.toString().endsWith(".md")
            && !anchors(Files.readString(resolved)).contains(anchor)) {
          broken.add(target + " (no heading #" + anchor + " in " + root.relativize(resolved) + ")");
        }
      }
      assertTrue(broken.isEmpty(), root.relativize(doc) + " has broken links: " + broken + " (of " + links + ")");
    }));
  }

  @Test
  @DisplayName("every repository path the guides name in `code` exists (nothing outside the repository)")
  void pathsExist() throws IOException {
    Path root = DocSnippetsTest.root();
    List<String> missing = new ArrayList<>();
    for (String doc : DocSnippetsTest.DOCS) {
      Matcher m = CODE_PATH.matcher(Files.readString(root.resolve(doc)));
      while (m.find()) {
        String path = m.group(1).replaceAll("[.,:;)]+$", "");
        if (path.matches(".*[<>*{}…].*")) {
          continue; // a pattern such as docs/rules/<game>.md, not a path
        }
        if (!Files.exists(root.resolve(path))) {
          missing.add(doc + ": " + path);
        }
      }
    }
    assertTrue(missing.isEmpty(), "paths named in the guides that the repository does not hold: " + missing);
  }

  @Test
  @DisplayName("the link check itself: GitHub heading anchors, and links inside code blocks ignored")
  void anchorsAsGitHubMakesThem() {
    Set<String> a = anchors("# Embedding Ply\n## 7a. Telling it in words: events, banners\n### `Match.submit` and rejections\n"
        + "```\n# not a heading\n```\n## Embedding Ply\n");
    assertTrue(a.containsAll(Set.of("embedding-ply", "7a-telling-it-in-words-events-banners",
        "matchsubmit-and-rejections", "embedding-ply-1")), a.toString());
    assertTrue(!a.contains("not-a-heading"), a.toString());
    assertTrue(!withoutCodeBlocks("x\n```\n[a](nowhere.md)\n```\n").contains("nowhere"));
  }

  /** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
  static Set<String> anchors(String markdown) {
    Set<String> out = new HashSet<>();
    for (String line : withoutCodeBlocks(markdown).split("\n")) {
      Matcher h = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$").matcher(line);
      if (h.matches()) {
        String id = h.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
        String unique = id;
        for (int i = 1; out.contains(unique); i++) {
          unique = id + "-" + i;
        }
        out.add(unique);
      }
    }
    return out;
  }

  static String withoutCodeBlocks(String markdown) {
    boolean in = false;
    List<String> kept = new ArrayList<>();
    for (String line : markdown.split("\n", -1)) {
      if (line.trim().startsWith("```")) {
        in = !in;
        kept.add("");
      } else {
        kept.add(in ? "" : line);
      }
    }
    return kept.stream().collect(Collectors.joining("\n"));
  }
}
