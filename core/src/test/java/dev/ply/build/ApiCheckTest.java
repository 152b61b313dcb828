package dev.ply.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's API check (tools/ApiCheck.java, docs/publishing.md) on a small library in versions:
 * released 0.1.0 with {@code Shop.sell} and {@code Item}; then one without {@code sell}, one with
 * an added method, one with a new abstract method in an interface users implement.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ApiCheckTest {
  private static final String ITEM = "package fx; public interface Item { String name(); }";
  private static final String SHOP = "package fx; public class Shop { public int price() { return 1; }"
      + " %s public void sell(int n) {} }";
  private static final String SHOP_WITHOUT_SELL = "package fx; public class Shop { public int price() { return 1; } }";

  @TempDir static Path dir;
  private Method run;

  @BeforeAll
  void compileTheTool() throws Exception {
    Path tool = Files.createDirectories(dir.resolve("tool"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    // Maven runs tests in the module's folder; the tool is at the reactor's root
    Path source = Path.of("..", "tools", "ApiCheck.java");
    assertEquals(0, javac.run(null, null, null, "-d", tool.toString(), source.toString()), "the tool compiles");
    URLClassLoader loader = new URLClassLoader(new URL[] {tool.toUri().toURL()}, getClass().getClassLoader());
    run = loader.loadClass("ApiCheck").getMethod("run", String[].class, PrintStream.class);
  }

  /** Compiles the sources (one type each) into a new folder. */
  private Path classes(String name, String... sources) throws Exception {
    Path src = Files.createDirectories(dir.resolve(name + "-src/fx"));
    Path out = Files.createDirectories(dir.resolve(name));
    List<String> args = new ArrayList<>(List.of("-d", out.toString()));
    for (String s : sources) {
      String type = s.replaceFirst("(?s).*? (?:class|interface) (\\w+).*", "$1");
      Path f = src.resolve(type + ".java");
      Files.writeString(f, s);
      args.add(f.toString());
    }
    assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)));
    return out;
  }

  private record Result(int status, String out) {}

  private Result check(Path classes, Path api, String version, String changelog, boolean update) throws Exception {
    Path file = dir.resolve("CHANGELOG-" + System.nanoTime() + ".md");
    Files.writeString(file, changelog);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int status = (int) run.invoke(null, new String[] {classes.toString(), api.toString(), "fixture", version,
        file.toString(), String.valueOf(update)}, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return new Result(status, bytes.toString(StandardCharsets.UTF_8));
  }

  /** An api folder holding the baseline of release {@code version} of {@code shop}, as a release build writes it. */
  private Path released(String version, String shop) throws Exception {
    Path api = Files.createDirectories(dir.resolve("api-" + System.nanoTime()));
    Result r = check(classes("v-" + System.nanoTime(), ITEM, shop), api, version, "", true);
    assertEquals(0, r.status(), r.out());
    assertTrue(Files.exists(api.resolve("fixture-" + version + ".api")), "a release build writes its baseline");
    return api;
  }

  private static final String UNRELEASED = "# Changelog\n\n## [Unreleased]\n\n### Added\n%s\n### Changed\n\n### Removed\n%s\n"
      + "## [0.1.0] - 2026-12-01\n\n### Removed\n- `Shop.sell`\n";

  @Test
  @DisplayName("a removed method is a break, failing the build until the Unreleased section's Removed or Changed names it")
  void removedMethod() throws Exception {
    Path api = released("0.1.0", String.format(SHOP, ""));
    Path now = classes("removed", ITEM, SHOP_WITHOUT_SELL);
    Result undeclared = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), true);
    assertEquals(1, undeclared.status(), undeclared.out());
    assertTrue(undeclared.out().contains("fixture breaks the API of release 0.1.0"), undeclared.out());
    assertTrue(undeclared.out().contains("Shop.sell: removed"), undeclared.out());
    Result onlyAdded = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "- `Shop.sell` is gone\n", ""), true);
    assertEquals(1, onlyAdded.status(), "named under Added, or only in an older release's section, does not count");
    Result otherName = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", "- `Shop.seller` is gone\n"), true);
    assertEquals(1, otherName.status(), "a longer name does not declare it");
    Result declared = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", "- `Shop.sell` is gone\n"), true);
    assertEquals(0, declared.status(), declared.out());
    Result asReference = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", "- Shop::sell, use sell2\n"), true);
    assertEquals(0, asReference.status(), asReference.out());
  }

  @Test
  @DisplayName("an added method is no break, but the committed API file must be regenerated to show it")
  void addedMethod() throws Exception {
    Path api = released("0.1.0", String.format(SHOP, ""));
    Path now = classes("added", ITEM, String.format(SHOP, "public void buy() {}"));
    Result stale = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), false);
    assertEquals(1, stale.status(), stale.out());
    assertTrue(stale.out().contains("+ public void buy()   [in fx.Shop]"), stale.out());
    assertTrue(stale.out().contains("-Dply.api.update"), stale.out());
    assertTrue(!stale.out().contains("breaks the API"), stale.out());
    Result updated = check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), true);
    assertEquals(0, updated.status(), updated.out());
    assertTrue(Files.readString(api.resolve("fixture.api")).contains("  public void buy()"));
    assertEquals(0, check(now, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), false).status(),
        "once regenerated, the same classes pass");
  }

  @Test
  @DisplayName("a new abstract method in an interface users implement is a break; a default method is not")
  void newAbstractMethod() throws Exception {
    Path api = released("0.1.0", String.format(SHOP, ""));
    Path abstractOne = classes("abstract", "package fx; public interface Item { String name(); int weight(); }",
        String.format(SHOP, ""));
    Result r = check(abstractOne, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), true);
    assertEquals(1, r.status(), r.out());
    assertTrue(r.out().contains("Item.weight: a new abstract method"), r.out());
    Path withDefault = classes("default", "package fx; public interface Item { String name(); default int weight()"
        + " { return 0; } }", String.format(SHOP, ""));
    assertEquals(0, check(withDefault, api, "0.2.0-SNAPSHOT", String.format(UNRELEASED, "", ""), true).status());
  }

  @Test
  @DisplayName("from 1.0 a declared removal also needs the release to have deprecated it")
  void fromOneDeprecateFirst() throws Exception {
    String changelog = String.format(UNRELEASED, "", "- `Shop.sell` is gone\n");
    Path plain = released("1.0.0", String.format(SHOP, ""));
    Path now = classes("gone", ITEM, SHOP_WITHOUT_SELL);
    Result r = check(now, plain, "1.1.0-SNAPSHOT", changelog, true);
    assertEquals(1, r.status(), r.out());
    assertTrue(r.out().contains("@Deprecated first"), r.out());
    Path deprecated = released("1.0.0", String.format(SHOP, "").replace("public void sell", "@Deprecated public void sell"));
    assertEquals(0, check(now, deprecated, "1.1.0-SNAPSHOT", changelog, true).status());
  }
}
