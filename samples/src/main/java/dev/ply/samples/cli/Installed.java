package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.Games;
import io.vavr.collection.Vector;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The games on the class path, plus those in the jars of {@code --games-path} and
 * {@code PLY_GAMES_PATH}, looked up by id for the commands. Extra games are found the way the
 * built-in ones are: through {@code META-INF/services/dev.ply.core.Game}, here over a class loader
 * for the given jars whose parent is the command line's own, so a game jar needs only its own
 * classes (and any library of its own that Ply does not bring).
 */
final class Installed {
  /** The service file a game jar lists its {@link Game} classes in. */
  static final String SERVICE = "META-INF/services/" + Game.class.getName();

  /** The loader of this run's games: the command line's own, or one over the extra jars. */
  private static volatile ClassLoader loader = PlyCli.class.getClassLoader();

  private Installed() {}

  /** Back to the built-in games only (each run of {@code ply} starts here). */
  static void reset() {
    loader = PlyCli.class.getClassLoader();
  }

  static ClassLoader loader() {
    return loader;
  }

  /**
   * Adds the games of {@code path}: a jar, or a directory of jars (a directory of compiled classes
   * that lists a game counts too); several, separated by the platform's path separator.
   *
   * @param source where the path came from, for the error message ({@code --games-path})
   * @throws CliException (usage) when an entry does not exist, is not a jar, or holds no game
   */
  static void add(String path, String source) {
    Vector<URL> urls = Vector.empty();
    for (String entry : path.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        urls = urls.appendAll(entry(Path.of(entry.strip()), source));
      }
    }
    if (!urls.isEmpty()) {
      loader = new URLClassLoader("ply-games", urls.toJavaArray(URL[]::new), loader);
    }
  }

  private static Vector<URL> entry(Path p, String source) {
    String where = source + " '" + p + "'";
    if (!Files.exists(p)) {
      throw CliException.usage(where + ": no such file or directory");
    }
    if (Files.isDirectory(p)) {
      Vector<Path> jars;
      try (Stream<Path> files = Files.list(p)) {
        jars = Vector.ofAll(files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
            .sorted().toList());
      } catch (IOException e) {
        throw CliException.usage(where + ": cannot list the directory (" + e.getMessage() + ")");
      }
      boolean classes = Files.isRegularFile(p.resolve(SERVICE));
      boolean anyGame = classes || jars.exists(Installed::listsGame);
      if (!anyGame) {
        throw CliException.usage(where + " holds no game: no jar in it lists one in " + SERVICE);
      }
      return (classes ? Vector.of(p) : Vector.<Path>empty()).appendAll(jars).map(Installed::url);
    }
    if (!isJar(p)) {
      throw CliException.usage(where + " is not a jar (give a .jar file or a directory of jars)");
    }
    if (!listsGame(p)) {
      throw CliException.usage(where + " holds no game: it has no " + SERVICE);
    }
    return Vector.of(url(p));
  }

  private static boolean isJar(Path p) {
    try (JarFile jar = new JarFile(p.toFile())) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean listsGame(Path jarPath) {
    try (JarFile jar = new JarFile(jarPath.toFile())) {
      return jar.getEntry(SERVICE) != null;
    } catch (IOException e) {
      return false;
    }
  }

  private static URL url(Path p) {
    try {
      return p.toAbsolutePath().toUri().toURL();
    } catch (MalformedURLException e) {
      throw CliException.usage("cannot use '" + p + "' (" + e.getMessage() + ")");
    }
  }

  static Vector<Game<?, ?>> all() {
    return Games.installed(loader);
  }

  /** The game with this id, or a usage error listing the installed ids. */
  static Game<?, ?> game(String id) {
    Vector<Game<?, ?>> all = all();
    return all.find(g -> g.descriptor().id().equals(id)).getOrElseThrow(() -> CliException.usage(
        "unknown game '" + id + "'; installed: "
            + (all.isEmpty() ? "none" : all.map(g -> g.descriptor().id()).mkString(", "))));
  }
}
