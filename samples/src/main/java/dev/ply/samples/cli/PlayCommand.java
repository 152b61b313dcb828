package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agent;
import dev.ply.core.log.LogCodec;
import dev.ply.core.match.Match;
import dev.ply.core.sim.Seeds;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "play", mixinStandardHelpOptions = true,
    description = {"Play a game in the terminal, against bots or hot-seat with other people.", "",
        "Each human sees only their own view; type the number of an action, or undo, save [FILE], quit or help."
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
      description = "Who plays each seat, in order: human, random, mcts, mcts:N (N iterations), mcts:Nms"
          + " (N milliseconds) or mcts:N@D (playouts cut at D actions)."
          + " One name applies to every seat. Default: human for p1, mcts for the others.")
  List<String> seats;

  @Option(names = "--seed", paramLabel = "S", description = "The game's seed (default: from the clock; it is printed).")
  Long seed;

  @Option(names = "--save", paramLabel = "FILE",
      description = "Where 'save' writes the log; the log is also saved there when the game ends or you quit.")
  Path save;

  @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option (repeatable).")
  Map<String, String> options;

  @Option(names = "--no-undo", description = "Play without undo.")
  boolean noUndo;

  private final BufferedReader in;
  private PrintWriter out;
  private PlayerId lastHuman;

  PlayCommand(BufferedReader in) {
    this.in = in;
  }

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    return play(Installed.game(gameId));
  }

  private <S, A extends Action> int play(Game<S, A> game) {
    int n = Seats.count(game, players, seats, "--seats");
    Vector<String> kinds = Seats.expand(seats, n, Vector.of(HUMAN).appendAll(Vector.fill(n - 1, "mcts")));
    long s = Seats.seed(seed);
    Setup setup = Setup.of(Vector.range(1, n + 1).map(PlayerId::seat), Seats.options(options), s);
    game.checkSetup(setup).forEach(r -> {
      throw CliException.usage(r.message());
    });
    Agent[] agents = new Agent[n];
    for (int i = 0; i < n; i++) {
      agents[i] = kinds.get(i).equalsIgnoreCase(HUMAN) ? null : Seats.agent(kinds.get(i)).create(Seeds.agent(s, i));
    }
    int humans = kinds.count(k -> k.equalsIgnoreCase(HUMAN));
    Match<S, A> match = Match.start(game, setup, !noUndo);
    Vector<PlayerId> seated = setup.players();
    out.println(game.descriptor().name() + " (" + game.descriptor().id() + "), " + n + " players: "
        + seated.zipWith(kinds, (p, k) -> p + " " + k.toLowerCase(java.util.Locale.ROOT)).mkString(", ")
        + "; seed " + s + ".");
    if (humans > 0) {
      out.println("Type the number of an action, or: " + (noUndo ? "" : "undo, ") + "save [FILE], quit, help.");
    }
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
        botMove(game, match, who, agents[seat], kinds.get(seat), table);
        continue;
      }
      Boolean go = humanTurn(game, match, who, humans, agents);
      if (go == null) {
        return PlyCli.Exit.OK;
      }
    }
    out.println();
    out.println("Game over. The final position:");
    out.println(game.render(game.view(match.state(), PlayerId.SPECTATOR), PlayerId.SPECTATOR));
    match.outcome().forEach(o -> out.println("Outcome: " + ReplayCommand.describe(o)));
    if (save != null) {
      write(match, save);
    }
    out.flush();
    return PlyCli.Exit.OK;
  }

  private <S, A extends Action> void botMove(Game<S, A> game, Match<S, A> match, PlayerId who, Agent agent,
      String kind, PlayerId table) {
    S view = match.view(who);
    boolean secret = match.awaiting().size() > 1;
    A action = agent.choose(game, view, who);
    String text = secret ? "makes a secret choice" : game.describe(view, action);
    Either<Rejection, Seq<GameEvent>> r = match.submit(action);
    if (r.isLeft()) {
      throw CliException.failure("the " + kind + " bot chose a refused action (" + r.getLeft() + "); this is a bug");
    }
    out.println(who + " (" + kind.toLowerCase(java.util.Locale.ROOT) + "): " + text);
    events(r.get(), table);
  }

  /** One human decision; null when the player quit or input ended. */
  private <S, A extends Action> Boolean humanTurn(Game<S, A> game, Match<S, A> match, PlayerId who, int humans,
      Agent[] agents) {
    if (humans > 1 && !who.equals(lastHuman)) {
      if (System.console() != null) {
        out.print("\033[H\033[2J"); // clear the screen so the previous player's view is gone
      }
      out.println();
      out.println("==================== " + who + "'s turn: hand the keyboard to " + who + " ====================");
    }
    lastHuman = who;
    S view = match.view(who);
    Seq<A> legal = match.legalActions(who);
    show(game, view, who, legal);
    while (true) {
      out.print(who + "> ");
      out.flush();
      String line = readLine();
      if (line == null) {
        out.println();
        out.println("End of input: leaving the game.");
        if (save != null) {
          write(match, save);
        }
        return null;
      }
      line = line.trim();
      if (line.isEmpty()) {
        continue;
      }
      String word = line.split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
      if (line.matches("\\d{1,9}")) {
        int k = Integer.parseInt(line);
        if (k < 1 || k > legal.size()) {
          out.println("Choose an action from 1 to " + legal.size() + ".");
          continue;
        }
        A action = legal.get(k - 1);
        String text = game.describe(view, action);
        Either<Rejection, Seq<GameEvent>> r = match.submit(action);
        if (r.isLeft()) {
          out.println("Refused: " + r.getLeft().message());
          continue;
        }
        out.println(who + ": " + text);
        events(r.get(), who);
        return Boolean.TRUE;
      }
      switch (word) {
        case "undo" -> {
          if (undo(game, match, agents)) {
            return Boolean.TRUE;
          }
        }
        case "save" -> {
          String[] parts = line.split("\\s+", 2);
          write(match, parts.length > 1 ? Path.of(parts[1]) : defaultFile(game, match));
        }
        case "quit", "exit", "q" -> {
          quit(game, match);
          return null;
        }
        case "help", "?" -> help(legal.size());
        case "show", "view" -> show(game, view, who, legal);
        default -> out.println("'" + line + "' is not an action number or a command; type help.");
      }
    }
  }

  private <S, A extends Action> void show(Game<S, A> game, S view, PlayerId who, Seq<A> legal) {
    out.println();
    out.println(game.render(view, who));
    out.println(who + ", your actions:");
    for (int i = 0; i < legal.size(); i++) {
      out.printf("  %2d. %s%n", i + 1, game.describe(view, legal.get(i)));
    }
  }

  private void help(int actions) {
    out.println("  1-" + actions + "      take that action");
    if (!noUndo) {
      out.println("  undo      take back your last action (and the bots' moves after it)");
    }
    out.println("  save [F]  save the game's log (replay it with 'ply replay F')");
    out.println("  show      show the position and your actions again");
    out.println("  quit      leave the game (you are offered to save the log)");
  }

  /** Undoes back to before the last human action; false when nothing could be undone. */
  private <S, A extends Action> boolean undo(Game<S, A> game, Match<S, A> match, Agent[] agents) {
    if (noUndo) {
      out.println("Undo is off in this game (--no-undo).");
      return false;
    }
    Vector<PlayerId> seated = match.log().players();
    boolean humanActed = match.log().entries().exists(e -> agents[seated.indexOf(e.action().actor())] == null);
    if (!match.canUndo() || !humanActed) {
      out.println("There is nothing of yours to undo.");
      return false;
    }
    while (match.canUndo()) {
      A undone = match.undo().get();
      out.println("Undid: " + undone.actor() + " " + game.describe(game.view(match.state(), undone.actor()), undone));
      if (agents[seated.indexOf(undone.actor())] == null) {
        break;
      }
    }
    lastHuman = null;
    return true;
  }

  private <S, A extends Action> void quit(Game<S, A> game, Match<S, A> match) {
    Path target = save != null ? save : defaultFile(game, match);
    out.print("Save the log before quitting? [y/N] ");
    out.flush();
    String answer = readLine();
    if (answer != null && answer.trim().toLowerCase(java.util.Locale.ROOT).startsWith("y")) {
      out.print("File [" + target + "]: ");
      out.flush();
      String file = readLine();
      write(match, file == null || file.isBlank() ? target : Path.of(file.trim()));
    } else {
      out.println();
    }
    out.println("Bye.");
  }

  private void events(Seq<GameEvent> events, PlayerId viewer) {
    for (GameEvent e : events) {
      if (e.visibility().visibleTo(viewer)) {
        out.println("    " + e + (e.rule().isEmpty() ? "" : "  [" + e.rule() + "]"));
      }
    }
  }

  private static Path defaultFile(Game<?, ?> game, Match<?, ?> match) {
    return Path.of(game.descriptor().id() + "-" + match.log().seed() + ".json");
  }

  private void write(Match<?, ?> match, Path file) {
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, LogCodec.write(match.log()), StandardCharsets.UTF_8);
      out.println("Saved the log (" + match.log().size() + " actions) to " + file + "; replay it with: ply replay " + file);
    } catch (IOException | RuntimeException e) {
      out.println("Could not save the log to " + file + ": " + e.getMessage());
    }
  }

  /** A line of input; echoed when input does not come from a person at a terminal, so a transcript reads well. */
  private String readLine() {
    try {
      String line = in.readLine();
      if (line != null && System.console() == null) {
        out.println(line);
      }
      return line;
    } catch (IOException e) {
      return null;
    }
  }
}
