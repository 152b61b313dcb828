package dev.ply.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.testkit.GameContractTest;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
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
 * Every {@code ```java} block of {@code README.md} and of every Markdown file under {@code docs/}
 * compiles against the reactor's classes (this module's test classpath: core, its test kit, every
 * game, Love Letter, JUnit), or, when it quotes a file, is found in that file; every complete class
 * with a {@code main} runs to its end and prints words, never a record's {@code toString}; every
 * complete {@link GameContractTest} subclass passes the kit. Every {@code ```xml} block is
 * well-formed, and a whole {@code <project>} sets the compiler release and pins its plugins to the
 * versions the examples (built by CI with a plain Maven) use. The conventions, also stated at the
 * top of each guide:
 *
 * <ul>
 *   <li>A block that declares a top-level type ({@code class}, {@code record}, … at the start of a
 *       line) is a <b>complete compilation unit</b>, compiled exactly as printed: its imports are
 *       its own, nothing is added (not even a package). Any other block is a <b>fragment</b>,
 *       compiled as the body of a method, with the imports {@link #IMPORTS} added; {@code import}
 *       lines in a fragment are moved to the top.
 *   <li>An HTML comment right before the block (invisible when rendered) changes that:
 *       {@code <!-- snippet: given DECLARATIONS -->} declares fields the fragment uses (the wrapper
 *       class is {@code Snippet<S, A extends Action>}, so they may use {@code S} and {@code A});
 *       {@code <!-- snippet: members -->} (optionally followed by {@code given …}) compiles the
 *       block as members of that class (methods with annotations, fields);
 *       {@code <!-- snippet: excerpt PATH -->} does not compile it but checks that every line of
 *       the block, except the parts elided with {@code ...} or {@code …}, occurs in the file PATH
 *       (from the repository root, whitespace aside; {@code //} comments in the block are the
 *       guide's own and not looked for); {@code <!-- snippet: uncompiled REASON -->} leaves a
 *       fragment uncompiled for the reason given (a complete class may not be left so).
 *   <li>Complete units of one document are compiled together, in the default package, so a later
 *       block may use a class an earlier one declared (a game, then its contract test).
 * </ul>
 */
class DocSnippetsTest {
  /** Every compiled snippet's folder, removed after the class (javac output would pile up in /tmp). */
  @org.junit.jupiter.api.io.TempDir static Path scratch;

  /** The two guides (DocLinksTest checks the repository paths they name). */
  static final List<String> DOCS = List.of("docs/guide.md", "docs/writing-a-game.md");

  static final List<String> IMPORTS = List.of("dev.ply.core.*", "dev.ply.core.agent.*", "dev.ply.core.flow.*",
      "dev.ply.core.log.*", "dev.ply.core.match.*", "dev.ply.core.testkit.*", "io.vavr.collection.*",
      "io.vavr.control.*", "java.nio.file.*");

  private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*snippet:\\s*(.*?)\\s*-->\\s*$");
  private static final Pattern TYPE = Pattern.compile(
      "^(?:(?:public|final|abstract|sealed|non-sealed|static)\\s+)*(?:class|interface|enum|record)\\s+(\\w+)",
      Pattern.MULTILINE);
  /** What a program's output must not show a person: a record's toString, a Vavr or Java collection's. */
  static final Pattern NOT_WORDS = Pattern.compile(
      "\\b[A-Z]\\w*\\[[a-z]\\w*=|\\b(?:Vector|Some|List|HashMap|LinkedHashMap|TreeMap|HashSet|Tuple2|Optional)\\(");

  /** One fenced block: where it is, its language, its code and the marker before it ({@code ""} for none). */
  record Snippet(String doc, int line, String lang, String code, String marker) {
    Snippet(String doc, int line, String code, String marker) {
      this(doc, line, "java", code, marker);
    }

    String name() {
      return doc + ":" + line;
    }

    boolean excerpt() {
      return marker.startsWith("excerpt ");
    }

    boolean uncompiled() {
      return marker.startsWith("uncompiled");
    }

    /** A complete compilation unit: it declares a top-level type and is not compiled as members. */
    boolean unit() {
      return !marker.startsWith("members") && TYPE.matcher(code).find();
    }

    List<String> types() {
      List<String> out = new ArrayList<>();
      Matcher m = TYPE.matcher(code);
      while (m.find()) {
        out.add(m.group(1));
      }
      return out;
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

  /** The {@code ```java} blocks of {@code doc}. */
  static List<Snippet> snippets(Path root, String doc) throws IOException {
    return blocks(root, doc, "java");
  }

  /** The fenced blocks of {@code doc} in language {@code lang}. */
  static List<Snippet> blocks(Path root, String doc, String lang) throws IOException {
    List<String> lines = Files.readAllLines(root.resolve(doc));
    List<Snippet> out = new ArrayList<>();
    String marker = "";
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      Matcher m = MARKER.matcher(line);
      if (m.matches()) {
        marker = m.group(1);
      } else if (line.trim().equals("```" + lang)) {
        StringBuilder code = new StringBuilder();
        int start = i + 1;
        for (i++; i < lines.size() && !lines.get(i).trim().equals("```"); i++) {
          code.append(lines.get(i)).append('\n');
        }
        out.add(new Snippet(doc, start + 1, lang, code.toString(), marker));
        marker = "";
      } else if (!line.isBlank()) {
        marker = "";
      }
    }
    return out;
  }

  /** README.md and every Markdown file under docs/, as paths from the root. */
  static List<String> docs(Path root) throws IOException {
    List<String> out = new ArrayList<>();
    for (Path p : DocLinksTest.markdown(root)) {
      out.add(root.relativize(p).toString().replace('\\', '/'));
    }
    return out;
  }

  /** One javac run: the sources, where their classes go, and each snippet's errors. */
  record Batch(Map<Snippet, String> sources, Path out, Map<Snippet, String> errors) {}

  @TestFactory
  @DisplayName("every Java snippet of README.md and docs/ compiles as printed (or is found in the file it quotes);"
      + " every main runs and prints words; every contract test passes the kit")
  Stream<DynamicTest> snippetsCompile() throws IOException {
    Path root = root();
    List<Snippet> all = new ArrayList<>();
    for (String doc : docs(root)) {
      all.addAll(snippets(root, doc));
    }
    assertTrue(all.size() >= 10, "the guides hold Java snippets: " + all.size());
    assertTrue(all.stream().anyMatch(s -> s.doc().equals("README.md") && s.unit()), "README.md's example is checked");
    List<Batch> batches = batches(all);
    Map<Snippet, Batch> of = new LinkedHashMap<>();
    for (Batch b : batches) {
      b.sources().keySet().forEach(s -> of.put(s, b));
    }
    return all.stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> {
      if (s.excerpt()) {
        checkExcerpt(root, s);
        return;
      }
      if (s.uncompiled()) {
        assertTrue(!s.unit(), s.name() + ": a complete class must compile; 'uncompiled' is for fragments");
        assertTrue(s.marker().length() > "uncompiled ".length(), s.name() + ": 'uncompiled' needs a reason");
        return;
      }
      Batch b = of.get(s);
      if (b.errors().containsKey(s)) {
        fail(s.name() + " does not compile:\n" + b.errors().get(s) + "\n--- as compiled:\n" + numbered(b.sources().get(s)));
      }
      if (s.unit()) {
        run(s, b);
      }
    }));
  }

  /**
   * The snippets in javac runs: the fragments (each wrapped in its own package) with the first
   * batch; the complete units of one document together, in the default package, in the first batch
   * where none of their type names is taken yet (README.md and the guide both declare an Embed).
   */
  static List<Batch> batches(List<Snippet> all) throws IOException {
    List<Map<Snippet, String>> groups = new ArrayList<>();
    List<java.util.Set<String>> names = new ArrayList<>();
    Map<String, List<Snippet>> unitsByDoc = new LinkedHashMap<>();
    Map<Snippet, String> fragments = new LinkedHashMap<>();
    int n = 0;
    for (Snippet s : all) {
      if (s.excerpt() || s.uncompiled()) {
        continue;
      }
      if (s.unit()) {
        unitsByDoc.computeIfAbsent(s.doc(), d -> new ArrayList<>()).add(s);
      } else {
        fragments.put(s, wrap(s, "snippet" + n++));
      }
    }
    groups.add(new LinkedHashMap<>(fragments));
    names.add(new java.util.HashSet<>());
    for (List<Snippet> units : unitsByDoc.values()) {
      java.util.Set<String> declared = new java.util.HashSet<>();
      for (Snippet u : units) {
        for (String t : u.types()) {
          assertTrue(declared.add(t), u.name() + ": " + t + " is declared twice in " + u.doc());
        }
      }
      int g = 0;
      while (g < groups.size() && !java.util.Collections.disjoint(names.get(g), declared)) {
        g++;
      }
      if (g == groups.size()) {
        groups.add(new LinkedHashMap<>());
        names.add(new java.util.HashSet<>());
      }
      names.get(g).addAll(declared);
      for (Snippet u : units) {
        groups.get(g).put(u, u.code());
      }
    }
    List<Batch> out = new ArrayList<>();
    for (Map<Snippet, String> sources : groups) {
      Path dir = Files.createTempDirectory(scratch, "ply-doc-snippets");
      Map<Snippet, String> errors = new LinkedHashMap<>(compile(sources, dir));
      if (!errors.isEmpty()) {
        // one snippet's syntax error stops javac before it checks the others: compile each document's alone
        errors.clear();
        Map<String, Map<Snippet, String>> byDoc = new LinkedHashMap<>();
        sources.forEach((s, code) -> byDoc.computeIfAbsent(s.unit() ? s.doc() : s.name(), d -> new LinkedHashMap<>())
            .put(s, code));
        for (Map<Snippet, String> one : byDoc.values()) {
          errors.putAll(compile(one, Files.createTempDirectory(scratch, "ply-doc-snippet")));
        }
        // javac wrote nothing for the failed run: the good ones again, so that they can run
        Map<Snippet, String> good = new LinkedHashMap<>(sources);
        good.keySet().removeIf(s -> byDoc.get(s.unit() ? s.doc() : s.name()).keySet().stream().anyMatch(errors::containsKey));
        compile(good, dir);
      }
      out.add(new Batch(sources, dir, errors));
    }
    return out;
  }

  /** Runs a compiled unit: each of its types with a main, and each concrete contract test through the kit. */
  static void run(Snippet s, Batch b) throws Exception {
    try (URLClassLoader loader = new URLClassLoader(new URL[] {b.out().toUri().toURL()},
        DocSnippetsTest.class.getClassLoader())) {
      for (String type : s.types()) {
        Class<?> c = loader.loadClass(type);
        Method main = null;
        try {
          main = c.getMethod("main", String[].class);
        } catch (NoSuchMethodException e) {
          // not a program
        }
        if (main != null && Modifier.isStatic(main.getModifiers())) {
          String out = runMain(s, main);
          assertTrue(!out.isBlank(), s.name() + ": " + type + ".main printed nothing");
          Matcher m = NOT_WORDS.matcher(out);
          if (m.find()) {
            int from = out.lastIndexOf('\n', m.start()) + 1;
            int to = out.indexOf('\n', m.end());
            fail(s.name() + ": " + type + ".main prints a record or a collection, not words: "
                + out.substring(from, to < 0 ? out.length() : to));
          }
        }
        if (!Modifier.isAbstract(c.getModifiers()) && !c.isInterface() && hasTests(c)) {
          runTests(s, c);
        }
      }
    }
  }

  private static String runMain(Snippet s, Method main) throws Exception {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    java.io.PrintStream was = System.out;
    System.setOut(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      main.setAccessible(true);
      main.invoke(null, (Object) new String[0]);
    } catch (InvocationTargetException e) {
      throw new AssertionError(s.name() + ": " + main.getDeclaringClass().getName() + ".main failed: " + e.getCause(),
          e.getCause());
    } finally {
      System.setOut(was);
    }
    return bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
  }

  private static boolean hasTests(Class<?> c) {
    for (Class<?> t = c; t != null && t != Object.class; t = t.getSuperclass()) {
      for (Method m : t.getDeclaredMethods()) {
        if (m.isAnnotationPresent(org.junit.jupiter.api.Test.class)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A test class a guide prints, run: each {@code @Test} method of it and its superclasses (for a
   * {@link GameContractTest} subclass, the kit's checks). Neither the kit nor the guides' tests use
   * lifecycle methods, so calling each method on one instance is what JUnit would do.
   */
  static void runTests(Snippet s, Class<?> c) throws Exception {
    Constructor<?> k = c.getDeclaredConstructor();
    k.setAccessible(true);
    Object test = k.newInstance();
    List<String> failures = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    int ran = 0;
    for (Class<?> t = c; t != null && t != Object.class; t = t.getSuperclass()) {
      for (Method m : t.getDeclaredMethods()) {
        if (!m.isAnnotationPresent(org.junit.jupiter.api.Test.class) || m.getParameterCount() != 0
            || !seen.add(m.getName())) {
          continue;
        }
        m.setAccessible(true);
        ran++;
        try {
          m.invoke(test);
        } catch (InvocationTargetException e) {
          DisplayName d = m.getAnnotation(DisplayName.class);
          failures.add((d == null ? m.getName() : d.value()) + ": " + e.getCause());
        }
      }
    }
    if (GameContractTest.class.isAssignableFrom(c)) {
      assertTrue(ran >= 5, s.name() + ": the kit ran only " + ran + " checks");
    }
    assertTrue(failures.isEmpty(), s.name() + ": " + c.getName() + " fails:\n" + String.join("\n", failures));
  }

  @org.junit.jupiter.api.Test
  @DisplayName("the check itself: a wrong call or type fails, a unit missing an import fails, a misquote is caught,"
      + " a failing printed test and a main printing a record fail")
  void theCheckCanFail() throws Exception {
    Snippet good = new Snippet("t", 1, "import dev.ply.samples.loveletter.LoveLetterGame;\n"
        + "Match<?, ?> m = Match.start(new LoveLetterGame(), Setup.of(2, 1L));\n", "");
    Snippet wrongCall = new Snippet("t", 2, "Match.start(game, Setup.of(2, 1L)).submit(null).get().events();\n"
        + "match.submitt(null);\n", "given Game<S, A> game; Match<S, A> match;");
    Snippet wrongType = new Snippet("t", 3, "import dev.ply.core.testkit.GameContractTest;\n"
        + "import dev.ply.core.Action;\npublic class X extends GameContractTest<String, Action> {}\n", "");
    Snippet noImport = new Snippet("t", 4, "public class Y { Setup s = Setup.of(2, 1L); }\n", "");
    Map<Snippet, String> sources = new LinkedHashMap<>();
    sources.put(good, wrap(good, "check0"));
    sources.put(wrongCall, wrap(wrongCall, "check1"));
    sources.put(wrongType, wrongType.code());
    sources.put(noImport, noImport.code());
    Map<Snippet, String> errors = compile(sources, Files.createTempDirectory(scratch, "ply-doc-check"));
    assertTrue(!errors.containsKey(good), () -> errors.toString());
    assertTrue(errors.getOrDefault(wrongCall, "").contains("submitt"), () -> errors.toString());
    assertTrue(errors.containsKey(wrongType), "an abstract class's methods must be implemented: " + errors);
    assertTrue(errors.getOrDefault(noImport, "").contains("Setup"), "a unit gets no imports: " + errors);
    Snippet misquote = new Snippet("t", 5, "public enum Card {\n  GUARD(1, 6, ...\n",
        "excerpt samples/src/main/java/dev/ply/samples/loveletter/content/Card.java");
    org.junit.jupiter.api.Assertions.assertThrows(org.opentest4j.AssertionFailedError.class,
        () -> checkExcerpt(root(), misquote));
    // a printed test that fails, and a main that prints a record, are caught when run
    Snippet failing = new Snippet("t", 6, "import org.junit.jupiter.api.Test;\n"
        + "class FailingCheck { @Test void one() { org.junit.jupiter.api.Assertions.assertEquals(1, 2); } }\n", "");
    Snippet records = new Snippet("t", 7, "public class PrintsRecord { record R(int x) {}\n"
        + "  public static void main(String[] a) { System.out.println(new R(1)); } }\n", "");
    Path dir = Files.createTempDirectory(scratch, "ply-doc-run");
    Map<Snippet, String> units = new LinkedHashMap<>();
    units.put(failing, failing.code());
    units.put(records, records.code());
    assertTrue(compile(units, dir).isEmpty());
    Batch b = new Batch(units, dir, Map.of());
    AssertionError e1 = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class, () -> run(failing, b));
    assertTrue(e1.getMessage().contains("FailingCheck fails"), e1.getMessage());
    AssertionError e2 = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class, () -> run(records, b));
    assertTrue(e2.getMessage().contains("R[x=1]"), e2.getMessage());
    assertTrue(NOT_WORDS.matcher("DiceRolled[player=p1, faces=Vector(3)]").find());
    assertTrue(!NOT_WORDS.matcher("p1 rolls 3 and 5 (DG-R12)").find());
  }

  @TestFactory
  @DisplayName("every XML snippet is well-formed; a whole pom sets the compiler release and pins its plugins as the examples do")
  Stream<DynamicTest> xmlSnippets() throws Exception {
    Path root = root();
    List<Snippet> all = new ArrayList<>();
    for (String doc : docs(root)) {
      all.addAll(blocks(root, doc, "xml"));
    }
    java.util.Map<String, String> pinned = new java.util.HashMap<>();
    for (String example : List.of("examples/frontend/pom.xml", "examples/my-game/pom.xml")) {
      pinned.putAll(pluginVersions(parse(Files.readString(root.resolve(example)))));
    }
    assertTrue(pinned.containsKey("maven-compiler-plugin") && pinned.containsKey("maven-surefire-plugin"), pinned::toString);
    assertTrue(all.stream().anyMatch(s -> s.doc().equals("README.md") && s.code().contains("<project")),
        "README.md shows a whole pom");
    return all.stream().map(s -> DynamicTest.dynamicTest(s.name(), () -> {
      org.w3c.dom.Element top = parse(s.code());
      if (!top.getTagName().equals("project")) {
        return;
      }
      java.util.Map<String, String> versions = pluginVersions(top);
      for (String plugin : List.of("maven-compiler-plugin", "maven-surefire-plugin")) {
        assertTrue(versions.containsKey(plugin), s.name() + ": a pom to copy pins " + plugin
            + " (Maven 3.8's default compiles for Java 5 and its Surefire runs no JUnit 5 test)");
      }
      versions.forEach((plugin, version) -> {
        if (pinned.containsKey(plugin)) {
          assertEquals(pinned.get(plugin), version, s.name() + ": " + plugin + " as in examples/");
        }
      });
      String release = text(top, "maven.compiler.release");
      String configured = text(top, "release");
      assertTrue("17".equals(release) || "17".equals(configured), s.name() + ": the pom sets the compiler release to 17");
    }));
  }

  /** The top element of an XML snippet (a fragment of several elements is read inside one). */
  static org.w3c.dom.Element parse(String xml) throws Exception {
    String body = xml.strip().replaceFirst("^<\\?xml[^>]*\\?>", "");
    var factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    var doc = factory.newDocumentBuilder().parse(new org.xml.sax.InputSource(new java.io.StringReader(
        "<snippet>" + body + "</snippet>")));
    org.w3c.dom.NodeList children = doc.getDocumentElement().getChildNodes();
    for (int i = 0; i < children.getLength(); i++) {
      if (children.item(i) instanceof org.w3c.dom.Element e) {
        return e;
      }
    }
    throw new AssertionError("no element in " + xml);
  }

  private static java.util.Map<String, String> pluginVersions(org.w3c.dom.Element top) {
    java.util.Map<String, String> out = new java.util.HashMap<>();
    org.w3c.dom.NodeList plugins = top.getElementsByTagName("plugin");
    for (int i = 0; i < plugins.getLength(); i++) {
      org.w3c.dom.Element p = (org.w3c.dom.Element) plugins.item(i);
      String id = child(p, "artifactId");
      String version = child(p, "version");
      if (id != null && version != null) {
        out.put(id, version);
      }
    }
    return out;
  }

  private static String child(org.w3c.dom.Element e, String tag) {
    for (org.w3c.dom.Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof org.w3c.dom.Element c && c.getTagName().equals(tag)) {
        return c.getTextContent().trim();
      }
    }
    return null;
  }

  private static String text(org.w3c.dom.Element top, String tag) {
    org.w3c.dom.NodeList l = top.getElementsByTagName(tag);
    return l.getLength() == 0 ? null : l.item(0).getTextContent().trim();
  }

  /** The compilation unit a fragment becomes, in its own package so class names never clash. */
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
    unit.append("@SuppressWarnings(\"all\")\nabstract class Snippet<S, A extends Action> {\n");
    unit.append(given).append('\n');
    if (members) {
      unit.append(body);
    } else {
      unit.append("void run() throws Exception {\n").append(body).append("}\n");
    }
    return unit.append("}\n").toString();
  }

  /** Compiles every unit at once into {@code out}; the errors of each snippet that has any. */
  static Map<Snippet, String> compile(Map<Snippet, String> sources, Path out) throws IOException {
    if (sources.isEmpty()) {
      return Map.of();
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertTrue(javac != null, "the tests run on a JDK");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<JavaFileObject, Snippet> files = new LinkedHashMap<>();
    for (Map.Entry<Snippet, String> e : sources.entrySet()) {
      String code = e.getValue();
      boolean wrapped = code.startsWith("package ");
      String pkg = wrapped ? code.substring("package ".length(), code.indexOf(';')) : "";
      Matcher type = TYPE.matcher(code);
      String cls = code.contains("abstract class Snippet<S") || !type.find() ? "Snippet" : publicType(code, type);
      files.put(new Source((pkg.isEmpty() ? "" : pkg + "/") + cls, code), e.getKey());
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
