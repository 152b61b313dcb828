package dev.ply.samples.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code ply}: play, simulate and replay every installed game. Exit status 0 on success, 1 when a
 * log fails to load or verify, 2 on a bad argument or an unknown game.
 */
@Command(
    name = "ply",
    mixinStandardHelpOptions = true,
    versionProvider = PlyCli.Version.class,
    description = "Play, simulate and replay Ply games.",
    subcommands = {GamesCommand.class, PlayCommand.class, SimulateCommand.class, TournamentCommand.class, ReplayCommand.class,
        RulesCommand.class, ServeCommand.class, CommandLine.HelpCommand.class})
public final class PlyCli implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    Charset cs = System.console() != null ? System.console().charset() : Charset.defaultCharset();
    System.exit(run(args, new InputStreamReader(System.in, cs), new PrintWriter(System.out, true),
        new PrintWriter(System.err, true), System.console() != null, System.getenv(GAMES_PATH_ENV)));
  }

  /** The environment variable that adds games, as {@code --games-path} does (docs/cli.md). */
  public static final String GAMES_PATH_ENV = "PLY_GAMES_PATH";

  /**
   * More games for this run: a jar, or a directory of jars, each listing its games in
   * {@code META-INF/services/dev.ply.core.Game}. Accepted before or after the command.
   */
  @CommandLine.Option(names = "--games-path", paramLabel = "DIR|JAR", scope = CommandLine.ScopeType.INHERIT,
      description = "Also load the games in this jar or directory of jars (several: separated by '"
          + "${sys:path.separator}'); the environment variable " + GAMES_PATH_ENV + " does the same.")
  void gamesPath(String path) {
    try {
      Installed.add(path, "--games-path");
    } catch (CliException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** Runs {@code ply} with these streams and no input; returns the exit status (used by tests). */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    return run(args, new StringReader(""), out, err);
  }

  /**
   * Runs {@code ply} with these streams; {@code in} feeds {@code ply play} line by line. Returns
   * the exit status (used by tests).
   */
  public static int run(String[] args, Reader in, PrintWriter out, PrintWriter err) {
    return run(args, in, out, err, false);
  }

  /**
   * Runs {@code ply} with these streams; {@code terminal} says whether they are a person's
   * terminal (screens are cleared, input is not echoed). Returns the exit status.
   */
  public static int run(String[] args, Reader in, PrintWriter out, PrintWriter err, boolean terminal) {
    return run(args, in, out, err, terminal, null);
  }

  /**
   * Runs {@code ply} as {@link #run(String[], Reader, PrintWriter, PrintWriter, boolean)} with
   * {@code gamesPath} (the value of {@value #GAMES_PATH_ENV}, or null) adding games first.
   */
  public static int run(String[] args, Reader in, PrintWriter out, PrintWriter err, boolean terminal,
      String gamesPath) {
    Installed.reset();
    if (gamesPath != null && !gamesPath.isBlank()) {
      try {
        Installed.add(gamesPath, GAMES_PATH_ENV);
      } catch (CliException e) {
        err.println("ply: " + sentence(e.getMessage()) + ".");
        return e.status();
      }
    }
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try {
      return execute(args, in, out, err, terminal);
    } finally {
      thread.setContextClassLoader(before);
      Installed.reset();
    }
  }

  private static int execute(String[] args, Reader in, PrintWriter out, PrintWriter err, boolean terminal) {
    BufferedReader input = in instanceof BufferedReader b ? b : new BufferedReader(in);
    CommandLine.IFactory defaults = CommandLine.defaultFactory();
    CommandLine cli = new CommandLine(new PlyCli(), new CommandLine.IFactory() {
      @Override
      public <K> K create(Class<K> cls) throws Exception {
        if (cls == PlayCommand.class) {
          return cls.cast(new PlayCommand(input, terminal));
        }
        return defaults.create(cls);
      }
    });
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setOut(out);
    cli.setErr(err);
    cli.setParameterExceptionHandler((ex, a) -> {
      err.println("ply: " + sentence(ex.getMessage()) + "; see '"
          + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
      return Exit.USAGE;
    });
    cli.setExecutionExceptionHandler((ex, c, parsed) -> {
      if (ex instanceof CliException e) {
        err.println("ply: " + sentence(e.getMessage()) + ".");
        return e.status();
      }
      err.println("ply: internal error (a bug, please report it): " + sentence(String.valueOf(ex.getMessage())) + ".");
      return Exit.FAILURE;
    });
    cli.setExecutionStrategy(parsed -> {
      // the games of --games-path are known once the arguments are parsed; LogCodec.read(json) and Jackson
      // look classes up through the context class loader
      Thread.currentThread().setContextClassLoader(Installed.loader());
      return new CommandLine.RunLast().execute(parsed);
    });
    return cli.execute(args);
  }

  /** One line without a final full stop: picocli's and our messages joined, so every error is one sentence. */
  static String sentence(String message) {
    String m = message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    while (m.endsWith(".")) {
      m = m.substring(0, m.length() - 1);
    }
    return m;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Exit statuses. */
  public static final class Exit {
    public static final int OK = 0;
    public static final int FAILURE = 1;
    public static final int USAGE = 2;

    private Exit() {}
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = PlyCli.class.getPackage().getImplementationVersion();
      return new String[] {"ply " + (v == null ? "development build" : v)};
    }
  }
}
