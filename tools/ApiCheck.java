import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The API compatibility check of every published module (docs/publishing.md), run by the build in
 * {@code verify} as {@code java -cp <module's classpath> tools/ApiCheck.java ...}: a single source
 * file on the JDK alone, so it needs no plugin and no download.
 *
 * <ol>
 *   <li>Writes the module's public and protected API, read from its compiled classes, as sorted
 *       text: every accessible type (kind, modifiers, type parameters, supertypes) and its declared
 *       fields, constructors ({@code new(...)}) and methods with generic signatures.
 *   <li>Compares it with the committed {@code api/<artifactId>.api}: any difference fails with the
 *       lines that differ and the command that regenerates it ({@code -Dply.api.update}), so every
 *       change of the API is seen in review.
 *   <li>Compares it with the last release's {@code api/<artifactId>-<release>.api}: a type or
 *       member of the release that is gone or changed incompatibly is a break, allowed only when
 *       CHANGELOG.md's Unreleased section names it under Changed or Removed ({@code Type.member},
 *       {@code Type::member}, {@code Type::new} for constructors, {@code `Type`} for a type), and,
 *       from 1.0, only when the release had deprecated it. A build of a release version writes
 *       that version's baseline when it is missing, and checks it when present.
 * </ol>
 *
 * <p>Arguments: {@code <classes dir> <api dir> <artifactId> <version> <CHANGELOG.md> <update>}.
 */
public final class ApiCheck {
  static final String HEADER = "# The public and protected API of %s, from its compiled classes (tools/ApiCheck.java).\n"
      + "# The build fails when it differs; regenerate with mvn -B verify -Dply.api.update and commit (docs/publishing.md).\n";
  private static final Set<String> MODIFIERS = Set.of("@Deprecated", "public", "protected", "static", "abstract",
      "default", "final", "sealed", "non-sealed");
  private static final Pattern RELEASE = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)");

  public static void main(String[] args) {
    System.exit(run(args, System.out));
  }

  /** Runs the check; 0 when it passes, 1 when it fails (the reasons written to {@code out}). */
  public static int run(String[] args, PrintStream out) {
    Path classes = Path.of(args[0]);
    Path apiDir = Path.of(args[1]);
    String artifact = args[2];
    String version = args[3];
    Path changelog = Path.of(args[4]);
    boolean update = Boolean.parseBoolean(args[5]) || "".equals(args[5]);
    if (!Files.isDirectory(classes)) {
      return 0; // a module without classes (the parent POM) has no API
    }
    try {
      String now = generate(classes, artifact);
      Path committed = apiDir.resolve(artifact + ".api");
      boolean ok = true;
      if (update) {
        Files.createDirectories(apiDir);
        Files.writeString(committed, now);
        out.println("[ply api] wrote " + committed);
      } else {
        String before = Files.exists(committed) ? Files.readString(committed) : "";
        if (!before.equals(now)) {
          out.println("[ply api] the API of " + artifact + " differs from " + committed + ":");
          diff(before, now, out);
          out.println("[ply api] if that is intended, regenerate it with mvn -B -q verify -DskipTests -Dply.e2e.skip=true"
              + " -Dply.api.update -pl <module> -am and commit it; a change to what a release had also needs its"
              + " CHANGELOG.md line (docs/publishing.md)");
          ok = false;
        }
      }
      boolean release = RELEASE.matcher(version).matches();
      Path own = apiDir.resolve(artifact + "-" + version + ".api");
      if (release && !Files.exists(own)) {
        Files.writeString(own, now);
        out.println("[ply api] wrote the baseline of release " + version + ", " + own + ": commit it with the release");
      } else if (release && !Files.readString(own).equals(now)) {
        out.println("[ply api] " + own + " is not the API of release " + version + " as built now:");
        diff(Files.readString(own), now, out);
        ok = false;
      }
      Map.Entry<String, Path> baseline = lastRelease(apiDir, artifact, version);
      if (baseline == null) {
        out.println("[ply api] " + artifact + ": no earlier release's API to compare with (" + apiDir + "/" + artifact
            + "-<release>.api)");
      } else {
        // a snapshot's breaks are declared under [Unreleased]; a release's under its own heading
        String section = release ? version : "Unreleased";
        String declarations = section(changelog, section);
        boolean fromOne = Integer.parseInt(RELEASE.matcher(baseline.getKey()).results().findFirst().get().group(1)) >= 1;
        List<String> undeclared = new ArrayList<>();
        for (Break b : breaks(parse(Files.readString(baseline.getValue())), parse(now))) {
          boolean named = declared(declarations, b);
          if (named && !(fromOne && !b.wasDeprecated)) {
            out.println("[ply api] " + artifact + ": " + b.name + " breaks release " + baseline.getKey()
                + ", declared in CHANGELOG.md [" + section + "]");
          }
          if (!named) {
            undeclared.add(b + "; declare it in CHANGELOG.md under [" + section + "], Changed or Removed, naming "
                + (b.type ? "`" + b.name + "`" : b.name));
          } else if (fromOne && !b.wasDeprecated) {
            undeclared.add(b + (b.what.startsWith("a new abstract") ? "; from 1.0 give it a default instead"
                : "; from 1.0 a break needs a release in which it was @Deprecated first"));
          }
        }
        if (!undeclared.isEmpty()) {
          out.println("[ply api] " + artifact + " breaks the API of release " + baseline.getKey() + ":");
          undeclared.forEach(u -> out.println("  " + u));
          ok = false;
        }
      }
      return ok ? 0 : 1;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ------------------------------------------------------------------ generating

  /** The API text of the classes under {@code classes}. */
  static String generate(Path classes, String artifact) throws IOException {
    List<String> names;
    try (Stream<Path> files = Files.walk(classes)) {
      names = files.filter(p -> p.toString().endsWith(".class"))
          .map(p -> classes.relativize(p).toString().replace('\\', '/'))
          .filter(n -> !n.endsWith("module-info.class") && !n.endsWith("package-info.class"))
          .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
          .sorted().collect(Collectors.toList());
    }
    TreeMap<String, List<String>> types = new TreeMap<>();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        Thread.currentThread().getContextClassLoader())) {
      for (String name : names) {
        Class<?> c;
        try {
          c = Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
          throw new IllegalStateException("cannot load " + name + " from " + classes + ": " + e, e);
        }
        if (accessible(c)) {
          types.put(c.getName(), describe(c));
        }
      }
    }
    StringBuilder out = new StringBuilder(String.format(HEADER, artifact));
    for (List<String> lines : types.values()) {
      out.append('\n');
      lines.forEach(l -> out.append(l).append('\n'));
    }
    return out.toString();
  }

  private static boolean accessible(Class<?> c) {
    if (c.isSynthetic() || c.isAnonymousClass() || c.isLocalClass()) {
      return false;
    }
    for (Class<?> t = c; t != null; t = t.getDeclaringClass()) {
      int m = t.getModifiers();
      boolean inFinal = t.getDeclaringClass() != null && Modifier.isFinal(t.getDeclaringClass().getModifiers());
      if (!(Modifier.isPublic(m) || (Modifier.isProtected(m) && !inFinal))) {
        return false;
      }
    }
    return true;
  }

  /** The type's header line and its member lines (two spaces in), sorted by name. */
  private static List<String> describe(Class<?> c) {
    List<String> lines = new ArrayList<>();
    StringBuilder h = new StringBuilder();
    if (c.isAnnotationPresent(Deprecated.class)) {
      h.append("@Deprecated ");
    }
    int m = c.getModifiers();
    h.append(Modifier.isPublic(m) ? "public " : "protected ");
    if (c.getDeclaringClass() != null && Modifier.isStatic(m) && !c.isInterface() && !c.isEnum() && !c.isRecord()) {
      h.append("static ");
    }
    String kind = c.isAnnotation() ? "@interface" : c.isInterface() ? "interface" : c.isEnum() ? "enum"
        : c.isRecord() ? "record" : "class";
    if (kind.equals("class") && Modifier.isAbstract(m)) {
      h.append("abstract ");
    }
    if (kind.equals("class") && Modifier.isFinal(m)) {
      h.append("final ");
    }
    if (c.isSealed() && !c.isEnum()) {
      h.append("sealed ");
    }
    h.append(kind).append(' ').append(c.getName()).append(typeParameters(c.getTypeParameters()));
    if (c.isRecord()) {
      h.append(Arrays.stream(c.getRecordComponents()).map(rc -> rc.getGenericType().getTypeName() + " " + rc.getName())
          .collect(Collectors.joining(", ", "(", ")")));
    }
    List<String> supers = new ArrayList<>();
    Type sup = c.getGenericSuperclass();
    if (sup != null && sup != Object.class && !c.isEnum() && !c.isRecord()) {
      supers.add(sup.getTypeName());
    }
    for (Type i : c.getGenericInterfaces()) {
      if (!(c.isAnnotation() && i == java.lang.annotation.Annotation.class)) {
        supers.add(i.getTypeName());
      }
    }
    if (!supers.isEmpty()) {
      h.append(" : ").append(String.join(", ", supers));
    }
    lines.add(h.toString());
    boolean finalType = Modifier.isFinal(m) || c.isEnum() || c.isRecord();
    TreeMap<String, String> members = new TreeMap<>();
    for (Field f : c.getDeclaredFields()) {
      if (visible(f.getModifiers(), finalType) && !f.isSynthetic()) {
        String line = mods(f.isAnnotationPresent(Deprecated.class), f.getModifiers(), false)
            + f.getGenericType().getTypeName() + " " + f.getName();
        members.put(f.getName() + " " + line, line);
      }
    }
    for (Constructor<?> k : c.getDeclaredConstructors()) {
      if (visible(k.getModifiers(), finalType) && !k.isSynthetic()) {
        String line = mods(k.isAnnotationPresent(Deprecated.class), k.getModifiers(), false)
            + typeParameters(k.getTypeParameters()).stripLeading() + (k.getTypeParameters().length > 0 ? " " : "")
            + "new(" + parameters(k) + ")";
        members.put("new " + line, line);
      }
    }
    for (Method x : c.getDeclaredMethods()) {
      if (visible(x.getModifiers(), finalType) && !x.isSynthetic() && !x.isBridge()) {
        String tp = typeParameters(x.getTypeParameters()).stripLeading();
        String line = mods(x.isAnnotationPresent(Deprecated.class), x.getModifiers(), x.isDefault())
            + (tp.isEmpty() ? "" : tp + " ") + x.getGenericReturnType().getTypeName() + " " + x.getName()
            + "(" + parameters(x) + ")";
        members.put(x.getName() + " " + line, line);
      }
    }
    members.values().forEach(l -> lines.add("  " + l));
    return lines;
  }

  private static boolean visible(int m, boolean finalType) {
    return Modifier.isPublic(m) || (Modifier.isProtected(m) && !finalType);
  }

  private static String mods(boolean deprecated, int m, boolean isDefault) {
    StringBuilder b = new StringBuilder(deprecated ? "@Deprecated " : "");
    b.append(Modifier.isPublic(m) ? "public " : "protected ");
    if (Modifier.isStatic(m)) {
      b.append("static ");
    }
    if (Modifier.isAbstract(m)) {
      b.append("abstract ");
    }
    if (isDefault) {
      b.append("default ");
    }
    if (Modifier.isFinal(m)) {
      b.append("final ");
    }
    return b.toString();
  }

  private static String typeParameters(TypeVariable<?>[] vars) {
    if (vars.length == 0) {
      return "";
    }
    List<String> out = new ArrayList<>();
    for (TypeVariable<?> v : vars) {
      List<String> bounds = Arrays.stream(v.getBounds()).filter(b -> b != Object.class).map(Type::getTypeName)
          .collect(Collectors.toList());
      out.add(v.getName() + (bounds.isEmpty() ? "" : " extends " + String.join(" & ", bounds)));
    }
    return "<" + String.join(", ", out) + ">";
  }

  private static String parameters(Executable e) {
    Type[] generic = e.getGenericParameterTypes();
    // an inner class's or enum's constructor may list fewer generic than erased parameters: take the erased ones then
    Type[] types = generic.length == e.getParameterCount() ? generic : e.getParameterTypes();
    List<String> out = new ArrayList<>();
    for (int i = 0; i < types.length; i++) {
      String t = types[i].getTypeName();
      out.add(e.isVarArgs() && i == types.length - 1 ? t.substring(0, t.length() - 2) + "..." : t);
    }
    return String.join(", ", out);
  }

  // ------------------------------------------------------------------ comparing

  /** One type of an API text: its header and its members by key (name and parameters, or the field's name). */
  record TypeApi(String name, String header, Map<String, String> members) {}

  static Map<String, TypeApi> parse(String text) {
    Map<String, TypeApi> out = new LinkedHashMap<>();
    TypeApi current = null;
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      if (!line.startsWith("  ")) {
        String name = typeName(line);
        current = new TypeApi(name, line, new LinkedHashMap<>());
        out.put(name, current);
      } else if (current != null) {
        String member = line.substring(2);
        current.members().put(memberKey(member), member);
      }
    }
    return out;
  }

  private static String typeName(String header) {
    String rest = stripModifiers(header);
    rest = rest.substring(rest.indexOf(' ') + 1);
    int end = rest.length();
    for (String stop : List.of("<", " ", "(")) {
      int i = rest.indexOf(stop);
      if (i >= 0) {
        end = Math.min(end, i);
      }
    }
    return rest.substring(0, end);
  }

  private static String stripModifiers(String line) {
    String rest = line;
    while (true) {
      int sp = rest.indexOf(' ');
      if (sp < 0 || !MODIFIERS.contains(rest.substring(0, sp))) {
        return rest;
      }
      rest = rest.substring(sp + 1);
    }
  }

  private static Set<String> modifiers(String line) {
    Set<String> out = new LinkedHashSet<>();
    String rest = line;
    while (true) {
      int sp = rest.indexOf(' ');
      if (sp < 0 || !MODIFIERS.contains(rest.substring(0, sp))) {
        return out;
      }
      out.add(rest.substring(0, sp));
      rest = rest.substring(sp + 1);
    }
  }

  /** {@code name(params)} for a method or constructor ({@code new(params)}), the name for a field. */
  static String memberKey(String member) {
    String rest = stripModifiers(member);
    int open = rest.indexOf('(');
    if (open < 0) {
      return rest.substring(rest.lastIndexOf(' ') + 1);
    }
    int start = rest.lastIndexOf(' ', open) + 1;
    return rest.substring(start);
  }

  /** The member's name as the changelog names it: {@code Outer.Inner.member}; {@code new} for a constructor. */
  private static String memberName(String key) {
    int open = key.indexOf('(');
    return open < 0 ? key : key.substring(0, open);
  }

  /** The type's name without its package, nested types joined by dots. */
  static String simpleName(String binaryName) {
    return binaryName.substring(binaryName.lastIndexOf('.') + 1).replace('$', '.');
  }

  /** A type or member of the release that is gone or changed incompatibly. */
  static final class Break {
    final String name;
    final String what;
    final boolean wasDeprecated;
    final boolean type;

    Break(String name, boolean type, String what, boolean wasDeprecated) {
      this.name = name;
      this.type = type;
      this.what = what;
      this.wasDeprecated = wasDeprecated;
    }

    @Override
    public String toString() {
      return name + ": " + what;
    }
  }

  static List<Break> breaks(Map<String, TypeApi> released, Map<String, TypeApi> now) {
    List<Break> out = new ArrayList<>();
    for (TypeApi was : released.values()) {
      String typeName = simpleName(was.name());
      boolean typeDeprecated = was.header().startsWith("@Deprecated ");
      TypeApi is = now.get(was.name());
      if (is == null) {
        out.add(new Break(typeName, true, "removed (was: " + was.header() + ")", typeDeprecated));
        continue;
      }
      String header = headerBreak(was.header(), is.header());
      if (header != null) {
        out.add(new Break(typeName, true, header + " (was: " + was.header() + "; now: " + is.header() + ")",
            typeDeprecated));
      }
      if (implementable(was.header())) {
        // a new abstract method of an interface or class others implement breaks every implementation
        for (Map.Entry<String, String> m : is.members().entrySet()) {
          if (!was.members().containsKey(m.getKey()) && modifiers(m.getValue()).contains("abstract")) {
            out.add(new Break(typeName + "." + memberName(m.getKey()), false,
                "a new abstract method, which every implementation must add (now: " + m.getValue() + ")", false));
          }
        }
      }
      for (Map.Entry<String, String> m : was.members().entrySet()) {
        String name = typeName + "." + memberName(m.getKey());
        boolean deprecated = typeDeprecated || m.getValue().startsWith("@Deprecated ");
        String current = is.members().get(m.getKey());
        if (current == null) {
          out.add(new Break(name, false, "removed or its parameters changed (was: " + m.getValue() + ")", deprecated));
          continue;
        }
        String why = memberBreak(m.getValue(), current);
        if (why != null) {
          out.add(new Break(name, false, why + " (was: " + m.getValue() + "; now: " + current + ")", deprecated));
        }
      }
    }
    return out;
  }

  /** Whether users may implement or extend the type: an interface or class neither final nor sealed. */
  private static boolean implementable(String header) {
    Set<String> m = modifiers(header);
    String kind = stripModifiers(header).split(" ")[0];
    return (kind.equals("interface") || kind.equals("class")) && !m.contains("final") && !m.contains("sealed");
  }

  /** Why a type's new header breaks its users, or null: another kind, narrower access, newly final, sealed or abstract, a supertype lost. */
  private static String headerBreak(String was, String is) {
    Set<String> a = modifiers(was);
    Set<String> b = modifiers(is);
    String wasKind = stripModifiers(was).split(" ")[0];
    String isKind = stripModifiers(is).split(" ")[0];
    if (!wasKind.equals(isKind)) {
      return "was " + wasKind + ", is " + isKind;
    }
    if (a.contains("public") && !b.contains("public")) {
      return "no longer public";
    }
    for (String m : List.of("final", "sealed", "abstract", "static")) {
      if (a.contains(m) != b.contains(m) && (b.contains(m) || m.equals("static"))) {
        return b.contains(m) ? "now " + m : "no longer " + m;
      }
    }
    if (!typeParametersOf(was).equals(typeParametersOf(is))) {
      return "other type parameters";
    }
    Set<String> supers = supertypes(is);
    for (String s : supertypes(was)) {
      if (!supers.contains(s)) {
        return "no longer a " + s;
      }
    }
    return null;
  }

  private static String typeParametersOf(String header) {
    String rest = stripModifiers(header);
    rest = rest.substring(rest.indexOf(' ') + 1);
    int colon = rest.indexOf(" : ");
    String head = colon < 0 ? rest : rest.substring(0, colon);
    head = head.indexOf('(') < 0 ? head : head.substring(0, head.indexOf('('));
    int lt = head.indexOf('<');
    return lt < 0 ? "" : head.substring(lt);
  }

  private static Set<String> supertypes(String header) {
    int colon = header.indexOf(" : ");
    return colon < 0 ? Set.of() : new LinkedHashSet<>(splitTopLevel(header.substring(colon + 3)));
  }

  private static List<String> splitTopLevel(String list) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < list.length(); i++) {
      char ch = list.charAt(i);
      if (ch == '<') {
        depth++;
      } else if (ch == '>') {
        depth--;
      } else if (ch == ',' && depth == 0) {
        out.add(list.substring(start, i).trim());
        start = i + 1;
      }
    }
    out.add(list.substring(start).trim());
    return out;
  }

  /**
   * Why a member's new line breaks its users, or null. Compatible: a default or body for an
   * abstract method, {@code final} dropped, protected made public, {@code @Deprecated} either way.
   */
  private static String memberBreak(String was, String is) {
    Set<String> a = modifiers(was);
    Set<String> b = modifiers(is);
    if (a.contains("public") && !b.contains("public")) {
      return "no longer public";
    }
    if (a.contains("static") != b.contains("static")) {
      return b.contains("static") ? "now static" : "no longer static";
    }
    if (b.contains("abstract") && !a.contains("abstract")) {
      return "now abstract";
    }
    if (b.contains("final") && !a.contains("final")) {
      return "now final";
    }
    String key = memberKey(is);
    String wasType = stripModifiers(was);
    String isType = stripModifiers(is);
    wasType = wasType.substring(0, wasType.length() - memberKey(was).length());
    isType = isType.substring(0, isType.length() - key.length());
    return wasType.equals(isType) ? null : "its type or type parameters changed";
  }

  // ------------------------------------------------------------------ declaring

  /** The text of CHANGELOG.md's section {@code ## [name]}, its Changed and Removed subsections only. */
  static String section(Path changelog, String name) throws IOException {
    if (!Files.exists(changelog)) {
      return "";
    }
    StringBuilder out = new StringBuilder();
    boolean inUnreleased = false;
    boolean counts = false;
    for (String line : Files.readAllLines(changelog, StandardCharsets.UTF_8)) {
      if (line.startsWith("## ")) {
        inUnreleased = line.startsWith("## [" + name + "]");
        counts = false;
      } else if (line.startsWith("### ")) {
        String h = line.substring(4).trim();
        counts = inUnreleased && (h.equals("Changed") || h.equals("Removed"));
      } else if (counts) {
        out.append(line).append('\n');
      }
    }
    return out.toString();
  }

  /**
   * Whether {@code text} names the break: a member as {@code Type.member} or {@code Type::member}
   * ({@code Type::new} for a constructor), not followed by more of a name; a type as {@code `Type`}
   * or its full name. {@code Type} is the simple name ({@code Outer.Inner} for a nested type).
   */
  static boolean declared(String text, Break b) {
    if (b.type) {
      return text.contains("`" + b.name + "`") || text.contains("`" + b.name + "<");
    }
    int dot = b.name.lastIndexOf('.');
    String type = Pattern.quote(b.name.substring(0, dot));
    String member = Pattern.quote(b.name.substring(dot + 1));
    Matcher m = Pattern.compile("(?<![\\w$.])" + type + "(\\.|::)" + member + "(?![\\w$])").matcher(text);
    return m.find();
  }

  /** The highest release before or other than {@code version} with a baseline file, or null. */
  private static Map.Entry<String, Path> lastRelease(Path apiDir, String artifact, String version) throws IOException {
    if (!Files.isDirectory(apiDir)) {
      return null;
    }
    Pattern file = Pattern.compile(Pattern.quote(artifact) + "-(\\d+)\\.(\\d+)\\.(\\d+)\\.api");
    Map.Entry<String, Path> best = null;
    long bestRank = -1;
    try (Stream<Path> files = Files.list(apiDir)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Matcher m = file.matcher(p.getFileName().toString());
        if (m.matches() && !version.equals(m.group(1) + "." + m.group(2) + "." + m.group(3))) {
          long rank = Long.parseLong(m.group(1)) * 1_000_000_000_000L + Long.parseLong(m.group(2)) * 1_000_000L
              + Long.parseLong(m.group(3));
          if (rank > bestRank) {
            bestRank = rank;
            best = Map.entry(m.group(1) + "." + m.group(2) + "." + m.group(3), p);
          }
        }
      }
    }
    return best;
  }

  /** The lines of {@code before} and {@code after} that differ, at most 30 of them. */
  private static void diff(String before, String after, PrintStream out) {
    Set<String> a = new LinkedHashSet<>(Arrays.asList(before.split("\n")));
    Set<String> b = new LinkedHashSet<>(Arrays.asList(after.split("\n")));
    List<String> lines = new ArrayList<>();
    String type = "";
    for (String l : after.split("\n")) {
      type = l.startsWith("  ") || l.isBlank() ? type : l;
      if (!a.contains(l)) {
        lines.add("  + " + l.strip() + (l.startsWith("  ") ? "   [in " + typeName(type) + "]" : ""));
      }
    }
    type = "";
    for (String l : before.split("\n")) {
      type = l.startsWith("  ") || l.isBlank() ? type : l;
      if (!b.contains(l)) {
        lines.add("  - " + l.strip() + (l.startsWith("  ") ? "   [in " + typeName(type) + "]" : ""));
      }
    }
    if (before.isEmpty()) {
      out.println("  (no committed file yet)");
      return;
    }
    lines.stream().limit(30).forEach(out::println);
    if (lines.size() > 30) {
      out.println("  ... and " + (lines.size() - 30) + " more lines");
    }
  }
}
