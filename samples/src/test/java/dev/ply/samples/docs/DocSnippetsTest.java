package dev.ply.samples.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ```java} block of the guides compiles against the reactor's classes (this module's
 * test classpath: core, its test kit, every game, Love Letter, JUnit), or, when it quotes a file,
 * is found in that file. The conventions, also stated at the top of each guide:
 *
 * <ul>
 *   <li>A block that declares a top-level type ({@code class}, {@code record}, … at the start of a
 *       line) is a compilation unit; any other block is a fragment, compiled as the body of a
 *       method. {@code import} lines in a fragment are moved to the top.
 *   <li>Every block gets the imports {@link #IMPORTS}; a block names any other import itself.
 *   <li>An HTML comment right before the block (invisible when rendered) changes that:
 *       {@code <!-- snippet: given DECLARATIONS -->} declares fields the fragment uses (the wrapper
 *       class is {@code Snippet<S, A extends Action>}, so they may use {@code S} and {@code A});
 *       {@code <!-- snippet: members -->} (optionally followed by {@code given …}) compiles the
 *       block as members of that class (methods with annotations, fields);
 *       {@code <!-- snippet: excerpt PATH -->} does not compile it but checks that every line of
 *       the block, except the parts elided with {@code ...} or {@code …}, occurs in the file PATH
 *       (from the repository root, whitespace aside; {@code //} comments in the block are the
 *       guide's own and not looked for).
 * </ul>
 */
class DocSnippetsTest {
  static final List<String> DOCS = List.of("docs/guide.md", "docs/writing-a-game.md");

  static final List<String> IMPORTS = List.of("dev.ply.core.*", "dev.ply.core.agent.*", "dev.ply.core.flow.*",
      "dev.ply.core.log.*", "dev.ply.core.match.*", "dev.ply.core.testkit.*", "io.vavr.collection.*",
      "io.vavr.control.*", "java.nio.file.*");

  private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*snippet:\\s*(.*?)\\s*-->\\s*$");
  private static final Pattern TYPE = Pattern.compile(
      "^(?:(?:public|final|abstract|sealed|non-sealed|static)\\s+)*(?:class|interface|enum|record)\\s+(\\w+)",
      Pattern.MULTILINE);

  /** One {@code ```java} block: where it is, its code and the marker before it ({@code ""} for none). */
  record Snippet(String doc, int line, String code, String marker) {
    String name() {
      return doc + ":" + line;
    }
  }

  static Path root() {
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !(Files.exists(p.resolve("docs/guide.md")) && Files.exists(p.resolve("pom.xml")))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalStateException("no repository root (docs/guide.md) above " + Path.of("").toAbsolutePath());
    }
    return p;
  }

  static List<Snippet> snippets(Path root, String doc) throws IOException {
    List<String> lines = Files.readAllLines(root.resolve(doc));
    List<Snippet> out = new ArrayList<>();
    String marker = "";
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      Matcher m = MARKER.matcher(line);
      if (m.matches()) {
        marker = m.group(1);
      } else if (line.trim().equals("```java")) {
        StringBuilder code = new StringBuilder();
        int start = i + 1;
        for (i++; i < lines.size() && !lines.get(i).trim().equals("```"); i++) {
          code.append(lines.get(i)).append('\n');
        }
        out.add(new Snippet(doc, start + 1, code.toString(), marker));
        marker = "";
      } else if (!line.isBlank()) {
        marker = "";
      }
    }
    return out;
  }

  @TestFactory
  @DisplayName("every Java snippet of the guides compiles against the reactor, or is found in the file it quotes")
  Stream<DynamicTest> snippetsCompile() throws IOException {
    Path root = root();
    List<Snippet> all = new ArrayList<>();
    for (String doc : DOCS) {
      all.addAll(snippets(root, doc));
    }
    assertTrue(all.size() >= 10, "the guides hold Java snippets: " + all.size());
    Map<Snippet, String> sources = new LinkedHashMap<>();
    int n = 0;
    for (Snippet s : all) {
      if (!s.marker().startsWith("excerpt ")) {
        sources.put(s, wrap(s, "snippet" + n++));
      }
    }
    Map<Snippet, String> errors = new LinkedHashMap<>(compile(sources));
    if (!errors.isEmpty()) {
      // one snippet's syntax error stops javac before it checks the others: compile each alone
      errors.clear();
      for (Map.Entry<Snippet, String> e : sources.entrySet()) {
        errors.putAll(compile(Map.of(e.getKey(), e.getValue())));
      }
    }
    return all.stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> {
      if (s.marker().startsWith("excerpt ")) {
        checkExcerpt(root, s);
      } else if (errors.containsKey(s)) {
        fail(s.name() + " does not compile:\n" + errors.get(s) + "\n--- as compiled:\n" + numbered(sources.get(s)));
      }
    }));
  }

  @org.junit.jupiter.api.Test
  @DisplayName("the check itself: a wrong call or type fails, a right one compiles, a misquote is caught")
  void theCheckCanFail() throws IOException {
    Snippet good = new Snippet("t", 1, "import dev.ply.samples.loveletter.LoveLetterGame;\n"
        + "Match<?, ?> m = Match.start(new LoveLetterGame(), Setup.of(2, 1L));\n", "");
    Snippet wrongCall = new Snippet("t", 2, "Match.start(game, Setup.of(2, 1L)).submit(null).get().events();\n"
        + "match.submitt(null);\n", "given Game<S, A> game; Match<S, A> match;");
    Snippet wrongType = new Snippet("t", 3, "public class X extends GameContractTest<String, Action> {}\n", "");
    Map<Snippet, String> sources = new LinkedHashMap<>();
    sources.put(good, wrap(good, "check0"));
    sources.put(wrongCall, wrap(wrongCall, "check1"));
    sources.put(wrongType, wrap(wrongType, "check2"));
    Map<Snippet, String> errors = compile(sources);
    assertTrue(!errors.containsKey(good), () -> errors.toString());
    assertTrue(errors.getOrDefault(wrongCall, "").contains("submitt"), () -> errors.toString());
    assertTrue(errors.containsKey(wrongType), "an abstract class's methods must be implemented: " + errors);
    Snippet misquote = new Snippet("t", 4, "public enum Card {\n  GUARD(1, 6, ...\n",
        "excerpt samples/src/main/java/dev/ply/samples/loveletter/content/Card.java");
    org.junit.jupiter.api.Assertions.assertThrows(org.opentest4j.AssertionFailedError.class,
        () -> checkExcerpt(root(), misquote));
  }

  /** The compilation unit a snippet becomes, in its own package so class names never clash. */
  static String wrap(Snippet s, String pkg) {
    StringBuilder imports = new StringBuilder();
    StringBuilder body = new StringBuilder();
    for (String line : s.code().split("\n", -1)) {
      if (line.startsWith("import ")) {
        imports.append(line).append('\n');
      } else {
        body.append(line).append('\n');
      }
    }
    StringBuilder unit = new StringBuilder("package " + pkg + ";\n");
    for (String i : IMPORTS) {
      unit.append("import ").append(i).append(";\n");
    }
    unit.append(imports);
    String marker = s.marker();
    boolean members = marker.startsWith("members");
    String given = members ? marker.substring("members".length()).trim() : marker;
    if (!given.isEmpty() && !given.startsWith("given ")) {
      throw new IllegalArgumentException(s.name() + ": unknown snippet marker '" + marker + "'");
    }
    given = given.isEmpty() ? "" : given.substring("given ".length());
    if (!members && TYPE.matcher(body).find()) {
      if (!given.isEmpty()) {
        throw new IllegalArgumentException(s.name() + ": 'given' is for fragments, this block declares a type");
      }
      return unit.append(body).toString();
    }
    unit.append("@SuppressWarnings(\"all\")\nabstract class Snippet<S, A extends Action> {\n");
    unit.append(given).append('\n');
    if (members) {
      unit.append(body);
    } else {
      unit.append("void run() throws Exception {\n").append(body).append("}\n");
    }
    return unit.append("}\n").toString();
  }

  /** Compiles every unit at once; the errors of each snippet that has any. */
  static Map<Snippet, String> compile(Map<Snippet, String> sources) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertTrue(javac != null, "the tests run on a JDK");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path out = Files.createTempDirectory("ply-doc-snippets");
    Map<JavaFileObject, Snippet> files = new LinkedHashMap<>();
    for (Map.Entry<Snippet, String> e : sources.entrySet()) {
      String code = e.getValue();
      String pkg = code.substring("package ".length(), code.indexOf(';'));
      Matcher type = TYPE.matcher(code);
      String cls = code.contains("abstract class Snippet<S") || !type.find() ? "Snippet" : publicType(code, type);
      files.put(new Source(pkg + "/" + cls, code), e.getKey());
    }
    StringWriter log = new StringWriter();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-d", out.toString(),
          "-proc:none", "--release", "17", "-Xlint:none", "-Xmaxerrs", "100000");
      javac.getTask(log, fm, diagnostics, options, null, files.keySet()).call();
    }
    Map<Snippet, String> errors = new LinkedHashMap<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      Snippet s = files.get(d.getSource());
      String text = "  line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT) + "\n";
      if (s == null) {
        errors.replaceAll((k, v) -> v + text);
        fail("javac: " + text + log);
      }
      errors.merge(s, text, String::concat);
    }
    return errors;
  }

  /** The public top-level type's name (the file must be named after it), else the first type's. */
  private static String publicType(String code, Matcher first) {
    Matcher m = Pattern.compile("^public\\s+(?:(?:final|abstract|sealed|non-sealed)\\s+)*"
        + "(?:class|interface|enum|record)\\s+(\\w+)", Pattern.MULTILINE).matcher(code);
    return m.find() ? m.group(1) : first.group(1);
  }

  static void checkExcerpt(Path root, Snippet s) throws IOException {
    Path file = root.resolve(s.marker().substring("excerpt ".length()).trim());
    assertTrue(Files.isRegularFile(file), s.name() + " quotes " + file + ", which does not exist");
    String text = squash(Files.readString(file));
    for (String line : s.code().split("\n")) {
      line = line.replaceAll("(^|\\s)//.*$", ""); // a comment in a quote is the guide's, not the file's
      for (String part : line.split("\\.\\.\\.|…")) {
        String p = squash(part);
        if (!p.isEmpty() && !text.contains(p)) {
          fail(s.name() + " quotes '" + p + "', which " + root.relativize(file) + " does not contain");
        }
      }
    }
  }

  private static String squash(String s) {
    return s.replaceAll("\\s+", " ").trim();
  }

  private static String numbered(String code) {
    StringBuilder b = new StringBuilder();
    String[] lines = code.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      b.append(String.format("%3d  %s%n", i + 1, lines[i]));
    }
    return b.toString();
  }

  private static final class Source extends SimpleJavaFileObject {
    private final String code;

    Source(String path, String code) {
      super(java.net.URI.create("string:///" + path + ".java"), Kind.SOURCE);
      this.code = code;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return code;
    }
  }
}
