package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.MctsAgent;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogFiles;
import dev.ply.core.match.Match;
import dev.ply.core.sim.Seeds;
import dev.ply.samples.web.BotWarmUp;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "play", mixinStandardHelpOptions = true,
    description = {"Play a game in the terminal, against bots or hot-seat with other people.", "",
        "Each human sees only their own view; type the number of an action, '? N' to explain action N,"
            + " '? CARD' to explain a card, or undo, save [FILE], quit or help. Between two human seats the screen is"
            + " cleared and a pass screen waits for Enter."
            + " Bots move on their own and their moves are shown. Input is read line by line, so a game can be"
            + " scripted."})
final class PlayCommand implements Callable<Integer> {
  static final String HUMAN = "human";

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Option(names = "--players", paramLabel = "N", description = "How many players (default: the number of --seats,"
      + " else the game's fewest).")
  Integer players;

  @Option(names = "--seats", split = ",", paramLabel = "SEAT",
      description = "Who plays each seat, in order: human, random, heuristic (the game's own strategy), mcts (the game's recommended iterations,"
          + " reproducible), mcts:N (N iterations), mcts:Nms"
          + " (N ms of CPU, load-dependent) or mcts:N@D (playouts cut at D actions)."
          + " One name applies to every seat. Default: human for p1, mcts for the others.")
  List<String> seats;

  @Option(names = "--seed", paramLabel = "S", description = "The game's seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--save", paramLabel = "FILE",
      description = "Where the log is saved when the game ends, when you quit and on Ctrl-C (and where 'save'"
          + " writes). Its folder must exist.")
  Path save;

  @Option(names = "--load", paramLabel = "FILE",
      description = "Go on with a saved game: its log (from 'save' or --save) is replayed and verified, and play"
          + " resumes where it stopped, with its players, options and seed. --seats says who plays each seat now.")
  Path load;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--no-undo", description = "Play without undo.")
  boolean noUndo;

  @Option(names = "--rules", description = "Tell each event with the rule it comes from (its ID in the game's"
      + " rules, e.g. DG-R31), one per line, and keep the rule references in the game's words; without it they are"
      + " left out.")
  boolean rules;

  @Option(names = "--no-warmup", description = "Do not warm the bots up while you read the first screen (at a terminal,"
      + " an MCTS bot's search is by default warmed up in the background, so that its first moves are not slow)."
      + " The warm-up never changes what a bot decides.")
  boolean noWarmup;

  /** Clears the screen and the terminal's scrollback, and puts the cursor at the top. */
  static final String CLEAR = "\033[H\033[2J\033[3J";

  private final BufferedReader in;
  private final boolean terminal;
  private PrintWriter out;
  private PlayerId atKeyboard;
  /** In hot-seat, what the table saw since the last pass screen, shown to the next player. */
  private final List<String> sinceLastPass = new ArrayList<>();
  private volatile boolean saved;
  /** True while a bot decides: the background warm-up gives way to it. */
  private volatile boolean botThinking;

  PlayCommand(BufferedReader in, boolean terminal) {
    this.in = in;
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    if (save != null) {
      checkSaveTarget(save).forEach(problem -> {
        throw CliException.usage("--save " + save + ": " + problem);
      });
    }
    return play(Installed.game(gameId));
  }

  /** Why the log cannot be written to {@code file}, if it cannot: folders are never created. */
  static io.vavr.control.Option<String> checkSaveTarget(Path file) {
    if (file.toString().isBlank()) {
      return io.vavr.control.Option.of("no file name given");
    }
    if (Files.isDirectory(file)) {
      return io.vavr.control.Option.of("is a folder, not a file");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      return io.vavr.control.Option.of("the folder " + parent + " does not exist (it is not created)");
    }
    if (parent != null && !Files.isWritable(parent)) {
      return io.vavr.control.Option.of("the folder " + parent + " is not writable");
    }
    if (Files.exists(file) && !Files.isWritable(file)) {
      return io.vavr.control.Option.of("the file is not writable");
    }
    return io.vavr.control.Option.none();
  }

  private <S, A extends Action> int play(Game<S, A> game) {
    if (load != null) {
      return resume(game);
    }
    int n = Seats.count(game, players, seats, "--seats");
    Vector<String> kinds = Seats.expand(seats, n, Vector.of(HUMAN).appendAll(Vector.fill(n - 1, "mcts")));
    long s = Seats.seed(seed);
    Setup setup = Setup.of(Vector.range(1, n + 1).map(PlayerId::seat), Seats.options(options), s);
    game.checkSetup(setup).forEach(r -> {
      throw CliException.usage(r.message());
    });
    return play(game, setup, kinds, Match.start(game, setup, !noUndo), "");
  }

  /** {@code --load}: the saved log replayed and verified, then play goes on from its last position. */
  private <S, A extends Action> int resume(Game<S, A> game) {
    if (players != null || seed != null || (options != null && !options.isEmpty())) {
      throw CliException.usage("--load takes the players, options and seed from the saved game; leave out"
          + " --players, --seed and --option");
    }
    String text = LogFiles.read(load, LogCodec.DEFAULT_MAX_BYTES)
        .getOrElseThrow(e -> CliException.failure(load + ": " + e.describe()));
    LoadedLog<S, A> loaded = LogCodec.read(text, game)
        .getOrElseThrow(e -> CliException.failure(load + ": " + e.describe()));
    Match<S, A> match = loaded.resume(!noUndo)
        .getOrElseThrow(d -> CliException.failure(load + ": the saved game does not replay: diverged at " + d));
    Setup setup = loaded.log().setup();
    int n = setup.players().size();
    if (seats != null && seats.size() != 1 && seats.size() != n) {
      throw CliException.usage("--seats names " + seats.size() + " seats, but the saved game has " + n + " players");
    }
    Vector<String> kinds = Seats.expand(seats, n, Vector.of(HUMAN).appendAll(Vector.fill(n - 1, "mcts")));
    return play(game, setup, kinds, match, "resumed from " + load + " after " + match.log().size() + " actions; ");
  }

  private <S, A extends Action> int play(Game<S, A> game, Setup setup, Vector<String> kinds, Match<S, A> match,
      String resumed) {
    int n = setup.players().size();
    long s = setup.seed();
    Agent[] agents = new Agent[n];
    for (int i = 0; i < n; i++) {
      agents[i] = kinds.get(i).equalsIgnoreCase(HUMAN) ? null : Seats.agent(kinds.get(i)).create(Seeds.agent(s, i));
    }
    int humans = kinds.count(k -> k.equalsIgnoreCase(HUMAN));
    Vector<PlayerId> seated = setup.players();
    out.println(game.descriptor().name() + " (" + game.descriptor().id() + "), " + n + " players: "
        + seated.zipWith(kinds, (p, k) -> p + " " + k.toLowerCase(Locale.ROOT)).mkString(", ")
        + "; " + resumed + "seed " + s + ".");
    if (humans > 0) {
      out.println("Type the number of an action, '? N' to explain action N, '? CARD' to explain a card, or: "
          + (noUndo ? "" : "undo, ") + "save [FILE], quit, help.");
    }
    if (humans > 1) {
      out.println("Hot-seat: before each player's turn the screen is cleared and waits for that player to press Enter.");
    }
    Thread onCtrlC = save == null ? null : new Thread(() -> {
      if (!saved) {
        out.println();
        write(match, save);
        out.flush();
      }
    }, "ply-save-on-exit");
    if (onCtrlC != null) {
      Runtime.getRuntime().addShutdownHook(onCtrlC);
    }
    // a person at a terminal waits on the bots' first moves: warm their search up while they read;
    // scripted input (a pipe, the tests) has no reading time to fill, so gets none
    boolean warm = terminal && !noWarmup && humans > 0
        && Arrays.stream(agents).anyMatch(a -> a instanceof MctsAgent);
    BotWarmUp warmUp = warm ? BotWarmUp.start(List.of(game), BotWarmUp.DEFAULT_BUDGET_MILLIS, () -> botThinking) : null;
    try {
      return loop(game, match, setup, kinds, agents, humans);
    } finally {
      if (warmUp != null) {
        warmUp.close();
      }
      if (onCtrlC != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(onCtrlC);
        } catch (IllegalStateException shuttingDown) {
          // the JVM is exiting (Ctrl-C): the hook runs and saves
        }
      }
    }
  }

  private <S, A extends Action> int loop(Game<S, A> game, Match<S, A> match, Setup setup, Vector<String> kinds,
      Agent[] agents, int humans) {
    Vector<PlayerId> seated = setup.players();
    // what the table sees of bots' moves: the one human's view, or public information
    PlayerId table = humans == 1 ? seated.get(kinds.indexWhere(k -> k.equalsIgnoreCase(HUMAN))) : PlayerId.SPECTATOR;
    long bound = game.maxActions(setup);
    while (!match.isOver()) {
      if (match.log().size() >= bound) {
        out.println("The game reached its bound of " + bound + " actions without an end; stopping.");
        break;
      }
      PlayerId who = match.awaiting().head();
      int seat = seated.indexOf(who);
      if (agents[seat] != null) {
        botMove(game, match, who, agents[seat], kinds.get(seat), table, humans > 1);
        continue;
      }
      if (!humanTurn(game, match, who, humans, agents)) {
        return PlyCli.Exit.OK;
      }
    }
    if (humans > 1) {
      clear();
      out.println("The game is over; everyone may look.");
      sinceLastPass.forEach(out::println);
      sinceLastPass.clear();
    }
    out.println();
    out.println("Game over. The final position:");
    S last = match.state();
    out.println(game.render(game.view(last, PlayerId.SPECTATOR), PlayerId.SPECTATOR));
    match.outcome().forEach(o -> out.println("Outcome: " + ReplayCommand.describe(game, last, o, rules)));
    if (save != null) {
      saved = write(match, save);
    }
    out.flush();
    return PlyCli.Exit.OK;
  }

  private <S, A extends Action> void botMove(Game<S, A> game, Match<S, A> match, PlayerId who, Agent agent,
      String kind, PlayerId table, boolean hotSeat) {
    S view = match.view(who);
    A action;
    botThinking = true;
    try {
      action = agent.choose(game, view, who);
    } finally {
      botThinking = false;
    }
    S before = match.state();
    Either<Rejection, Transition<S>> r = match.submit(action);
    if (r.isLeft()) {
      throw CliException.failure("the " + kind + " bot chose a refused action (" + r.getLeft().message()
          + "); this is a bug");
    }
    List<String> told = Narration.lines(game, match.view(table), r.get().events(), table, rules);
    List<String> lines = new ArrayList<>();
    String bot = who + " (" + kind.toLowerCase(Locale.ROOT) + ")";
    lines.add(bot + Telling.told(game, before, action, r.get(), table));
    lines.addAll(told);
    if (hotSeat) {
      sinceLastPass.addAll(lines); // shown to the next human after the pass screen
    } else {
      lines.forEach(out::println);
    }
  }

  /** The pass screen of hot-seat: a clean screen that shows nothing private until {@code who} presses Enter. */
  private boolean passTo(PlayerId who) {
    clear();
    out.println();
    out.println("==================== Pass the keyboard to " + who + " ====================");
    out.println(who + ", press Enter when you are ready (everyone else, look away).");
    out.flush();
    String line = readLine();
    if (line == null) {
      return false;
    }
    clear();
    if (!sinceLastPass.isEmpty()) {
      out.println("Since your last turn:");
      sinceLastPass.forEach(out::println);
      sinceLastPass.clear();
    }
    return true;
  }

  private void clear() {
    if (terminal) {
      out.print(CLEAR);
      out.flush();
    }
  }

  /** One human decision; false when the player quit or input ended. */
  private <S, A extends Action> boolean humanTurn(Game<S, A> game, Match<S, A> match, PlayerId who, int humans,
      Agent[] agents) {
    if (humans > 1 && !who.equals(atKeyboard)) {
      if (!passTo(who)) {
        endOfInput(match);
        return false;
      }
    }
    atKeyboard = who;
    S view = match.view(who);
    Seq<A> legal = match.legalActions(who);
    show(game, view, who, legal);
    while (true) {
      out.print(who + "> ");
      out.flush();
      String line = readLine();
      if (line == null) {
        endOfInput(match);
        return false;
      }
      line = line.trim();
      if (line.isEmpty()) {
        continue;
      }
      String word = line.split("\\s+")[0].toLowerCase(Locale.ROOT);
      if (line.matches("\\d{1,9}")) {
        int k = Integer.parseInt(line);
        if (k < 1 || k > legal.size()) {
          out.println("Choose an action from 1 to " + legal.size() + ".");
          continue;
        }
        A action = legal.get(k - 1);
        String text = game.describe(view, action);
        S before = match.state();
        Either<Rejection, Transition<S>> r = match.submit(action);
        if (r.isLeft()) {
          out.println("Refused: " + r.getLeft().message());
          continue;
        }
        out.println(who + ": " + text);
        Narration.lines(game, match.view(who), r.get().events(), who, rules).forEach(out::println);
        if (humans > 1) {
          // the next person reads the move as the table saw it
          sinceLastPass.add(who + Telling.told(game, before, action, r.get(), PlayerId.SPECTATOR));
          sinceLastPass.addAll(Narration.lines(game, match.view(PlayerId.SPECTATOR), r.get().events(),
              PlayerId.SPECTATOR, rules));
        }
        return true;
      }
      if (line.startsWith("?") || word.equals("explain")) {
        String what = line.startsWith("?") ? line.substring(1).trim() : line.substring(word.length()).trim();
        if (what.isEmpty()) {
          help(legal.size());
        } else {
          Explaining.explain(out, game, view, legal, what);
        }
        continue;
      }
      switch (word) {
        case "undo" -> {
          if (undo(game, match, agents, who)) {
            return true;
          }
        }
        case "save" -> {
          String[] parts = line.split("\\s+", 2);
          write(match, parts.length > 1 ? Path.of(parts[1]) : save != null ? save : defaultFile(game, match));
        }
        case "quit", "exit", "q" -> {
          quit(game, match);
          return false;
        }
        case "help" -> help(legal.size());
        case "show", "view" -> show(game, view, who, legal);
        case "list", "more" -> list(game, view, legal, line.substring(word.length()).trim());
        default -> out.println("'" + line + "' is not an action number or a command; type help.");
      }
    }
  }

  private void endOfInput(Match<?, ?> match) {
    out.println();
    out.println("End of input: leaving the game.");
    if (save != null) {
      saved = write(match, save);
    }
  }

  private <S, A extends Action> void show(Game<S, A> game, S view, PlayerId who, Seq<A> legal) {
    out.println();
    out.println(game.render(view, who));
    out.println(who + ", your actions:");
    for (MenuLines.Line l : menu(game, view, legal)) {
      out.printf(l.folded() ? "  %2d-%d. %s%n" : "  %2d. %s%n", l.folded() ? new Object[] {l.from() + 1, l.to() + 1, l.text()}
          : new Object[] {l.from() + 1, l.text()});
    }
  }

  private static <S, A extends Action> List<MenuLines.Line> menu(Game<S, A> game, S view, Seq<A> legal) {
    return MenuLines.of(legal.map(a -> game.describe(view, a)).asJava(), legal.map(Object::getClass).asJava());
  }

  /** {@code list N}: the folded line holding action N, in full. */
  private <S, A extends Action> void list(Game<S, A> game, S view, Seq<A> legal, String arg) {
    if (!arg.matches("\\d{1,9}") || Integer.parseInt(arg) < 1 || Integer.parseInt(arg) > legal.size()) {
      out.println("Type 'list N' with the number of a folded line, from 1 to " + legal.size() + ".");
      return;
    }
    int k = Integer.parseInt(arg) - 1;
    MenuLines.Line l = MenuLines.folding(menu(game, view, legal), k).orElse(new MenuLines.Line(k, k, ""));
    for (int i = l.from(); i <= l.to(); i++) {
      out.printf("  %2d. %s%n", i + 1, game.describe(view, legal.get(i)));
    }
  }

  private void help(int actions) {
    out.println("  1-" + actions + "      take that action");
    out.println("  ? N       explain action N (what it does, and why it cannot succeed if it cannot)");
    out.println("  ? CARD    explain a card or term by name (e.g. '? Guard')");
    if (!noUndo) {
      out.println("  undo      take back your last action (and the bots' moves after it)");
    }
    out.println("  save [F]  save the game's log (replay it with 'ply replay F'); its folder must exist");
    out.println("  list N    show every action of the folded line N-M (a long list folds alike actions into one line)");
    out.println("  show      show the position and your actions again");
    out.println("  quit      leave the game" + (save != null ? " (the log is saved to " + save + ")"
        : " (you are offered to save the log)"));
  }

  /**
   * Undoes back to before {@code who}'s last action; false when nothing could be undone. In
   * hot-seat only one's own last action, and only before another human has moved.
   */
  private <S, A extends Action> boolean undo(Game<S, A> game, Match<S, A> match, Agent[] agents, PlayerId who) {
    if (noUndo) {
      out.println("Undo is off in this game (--no-undo).");
      return false;
    }
    Vector<PlayerId> seated = match.log().players();
    var humanEntries = match.log().entries().filter(e -> agents[seated.indexOf(e.action().actor())] == null);
    if (!match.canUndo() || humanEntries.isEmpty()) {
      out.println("There is nothing of yours to undo.");
      return false;
    }
    PlayerId lastHuman = humanEntries.last().action().actor();
    if (!lastHuman.equals(who)) {
      out.println(lastHuman + " has moved since your last action; you can only undo your own last action.");
      return false;
    }
    while (match.canUndo()) {
      A undone = match.undo().get();
      out.println("Undid: " + undone.actor() + " " + game.describe(match.view(who), undone));
      if (agents[seated.indexOf(undone.actor())] == null) {
        break;
      }
    }
    sinceLastPass.clear();
    return true;
  }

  private <S, A extends Action> void quit(Game<S, A> game, Match<S, A> match) {
    if (save != null) {
      saved = write(match, save);
      out.println("Bye.");
      return;
    }
    Path target = defaultFile(game, match);
    out.print("Save the log before quitting? [y/N] ");
    out.flush();
    String answer = readLine();
    if (answer != null && answer.trim().toLowerCase(Locale.ROOT).startsWith("y")) {
      out.print("File [" + target + "]: ");
      out.flush();
      String file = readLine();
      write(match, file == null || file.isBlank() ? target : Path.of(file.trim()));
    } else {
      out.println();
    }
    out.println("Bye.");
  }

  private static Path defaultFile(Game<?, ?> game, Match<?, ?> match) {
    return Path.of(game.descriptor().id() + "-" + match.log().seed() + ".json");
  }

  /** Writes the log; never creates a folder. True when written. */
  private boolean write(Match<?, ?> match, Path file) {
    var problem = checkSaveTarget(file);
    if (problem.isDefined()) {
      out.println("Could not save the log to " + file + ": " + problem.get() + ".");
      return false;
    }
    try {
      var log = match.log();
      Files.writeString(file, LogCodec.write(log), StandardCharsets.UTF_8);
      out.println("Saved the log (" + log.size() + " actions) to " + file + "; replay it with: ply replay " + file);
      return true;
    } catch (IOException | RuntimeException e) {
      out.println("Could not save the log to " + file + ": " + Explaining.reason(e) + ".");
      return false;
    }
  }

  /** A line of input; echoed when input does not come from a person at a terminal, so a transcript reads well. */
  private String readLine() {
    try {
      String line = in.readLine();
      if (line != null && !terminal) {
        out.println(line);
      }
      return line;
    } catch (IOException e) {
      return null;
    }
  }
}
