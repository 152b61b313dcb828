package dev.ply.samples.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.Divergence;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.LogFiles;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "replay", mixinStandardHelpOptions = true,
    description = {"Replay a game's action log and show a position.", "",
        "Rebuilds every position, checks the recorded hashes and draws, and shows the position at the end"
            + " (or at --step) as a player sees it. Events are told without rule references unless --rules is"
        + " given."})
final class ReplayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The log (JSON) to replay: a regular file of at most 32 MiB, or - for"
      + " standard input.")
  Path file;

  @picocli.CommandLine.Option(names = "--verify",
      description = "Require a hash on every step, read the log strictly (no unknown fields) and report success"
          + " or the first divergent step.")
  boolean verify;

  @picocli.CommandLine.Option(names = "--step", paramLabel = "N",
      description = "Show the position after action N (0 = the start) instead of the last one.")
  Integer step;

  @picocli.CommandLine.Option(names = "--view", paramLabel = "PLAYER", defaultValue = "spectator",
      description = "Whose view to show: a seated player (p1, p2, ...) or spectator (default).")
  String view;

  @picocli.CommandLine.Option(names = "--mode", paramLabel = "MODE", defaultValue = "AUTO",
      description = "Where the dice come from: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}: the recorded"
          + " draws when every step has them, else the seed).")
  Replay.Mode mode;

  @picocli.CommandLine.Option(names = "--json", description = "Print the result as JSON.")
  boolean json;

  @picocli.CommandLine.Option(names = "--rules",
      description = "Tell each event with the rule it comes from (its ID in the game's rules, e.g. HQ-R10), and keep"
          + " the rule references in the game's words; without it they are left out.")
  boolean rules;

  @picocli.CommandLine.Option(names = "--list",
      description = "List every step, one per line: who acted and what they did, in words (as --view sees it).")
  boolean list;

  @Override
  public Integer call() throws Exception {
    // Only a regular file (or "-" for stdin), at most DEFAULT_MAX_BYTES: never an endless or blocking read.
    // Streamed: the memory is the log's steps, never the file's text and a tree of it.
    Function<String, Option<Game<?, ?>>> games = id -> Option.of(Installed.all())
        .flatMap(all -> all.find(g -> g.descriptor().id().equals(id)));
    Either<LogError, LoadedLog<?, ?>> loaded = file.toString().equals("-")
        ? LogFiles.load(System.in, games, LogCodec.DEFAULT_MAX_BYTES, verify)
        : LogFiles.load(file, games, LogCodec.DEFAULT_MAX_BYTES, verify);
    if (loaded.isLeft()) {
      throw CliException.failure(file + ": " + loaded.getLeft().describe());
    }
    if (!loaded.get().log().chained()) {
      spec.commandLine().getErr().println("Note: " + file + " is a format-" + loaded.get().log().format()
          + " log: its hashes are of single positions, not a chain, so they cannot prove that no action,"
          + " draw or setting was changed. Logs written by this Ply are format " + ActionLog.FORMAT + ".");
    }
    return replay(loaded.get());
  }

  private <S, A extends Action> int replay(LoadedLog<S, A> loaded) throws IOException {
    Game<S, A> game = loaded.game();
    ActionLog<A> log = loaded.log();
    PrintWriter out = spec.commandLine().getOut();
    if (view == null || view.isBlank()) {
      throw CliException.usage("--view needs a player (" + log.players().mkString(", ") + ") or spectator");
    }
    PlayerId viewer = log.players().find(p -> p.name().equalsIgnoreCase(view.trim()))
        .getOrElse(() -> view.trim().equalsIgnoreCase(PlayerId.SPECTATOR.name()) ? PlayerId.SPECTATOR : null);
    if (viewer == null) {
      throw CliException.usage("--view " + view + ": not a player of this game (players: "
          + log.players().mkString(", ") + ", or spectator)");
    }
    if (step != null && (step < 0 || step > log.size())) {
      throw CliException.usage("--step " + step + ": the log has steps 0 to " + log.size());
    }
    if (verify && (log.startHash().isEmpty() || log.entries().exists(e -> e.hash().isEmpty()))) {
      int missing = log.startHash().isEmpty() ? 0 : log.entries().indexWhere(e -> e.hash().isEmpty()) + 1;
      throw CliException.failure(file + ": cannot verify: step " + missing + " carries no hash");
    }
    ReplayResult<S> result = Replay.run(game, log, mode);
    int shown = step == null ? result.steps() : Math.min(step, result.steps());
    Option<S> position = result.states().isEmpty() ? Option.none() : Option.of(result.states().get(shown));
    if (json) {
      printJson(out, game, log, result, shown, position, viewer);
    } else {
      printText(out, game, log, result, shown, position, viewer);
    }
    if (result.divergence().isDefined()) {
      Divergence d = result.divergence().get();
      throw CliException.failure(file + ": diverged at " + d);
    }
    return PlyCli.Exit.OK;
  }

  private <S, A extends Action> void printText(PrintWriter out, Game<S, A> game, ActionLog<A> log,
      ReplayResult<S> result, int shown, Option<S> position, PlayerId viewer) {
    out.println(game.descriptor().name() + " (" + log.game() + ", rules " + log.rulesVersion() + "), "
        + log.players().size() + " players (" + log.players().mkString(", ") + "), seed " + log.seed());
    out.println("Replayed " + result.steps() + " of " + log.size() + " actions; "
        + result.hashesChecked() + " hashes verified" + (result.ok() ? "." : ", then diverged."));
    if (position.isEmpty()) {
      return;
    }
    S state = position.get();
    if (list) {
      out.println();
      for (int k = 1; k <= result.steps(); k++) {
        out.println(stepLine(game, log, result, k, viewer));
      }
    } else if (shown > 0) {
      out.println(stepLine(game, log, result, shown, viewer));
      Narration.lines(game, game.view(state, viewer), result.events().get(shown - 1), viewer, rules)
          .forEach(out::println);
    }
    out.println();
    out.println("Position after step " + shown + " as " + viewer + " sees it:");
    out.println(game.render(game.view(state, viewer), viewer));
    Option<Outcome> outcome = game.outcome(state);
    outcome.forEach(o -> out.println("Outcome: " + describe(game, state, o, rules)));
  }

  /**
   * {@code "Step 12: p2 plays the Guard on p1, naming the Priest"}: who acted and what, in words,
   * as {@code viewer} may know it (another player's choice that the viewer cannot tell apart is
   * not spelled out: {@link Telling}).
   */
  static <S, A extends Action> String stepLine(Game<S, A> game, ActionLog<A> log, ReplayResult<S> result, int step,
      PlayerId viewer) {
    A action = log.entries().get(step - 1).action();
    Transition<S> made = new Transition<>(result.states().get(step), result.events().get(step - 1));
    S before = result.states().get(step - 1);
    String words = Telling.tellable(game, before, action, made, viewer)
        ? game.describe(game.view(before, viewer), action) : Telling.SECRET;
    return String.format(java.util.Locale.ROOT, "Step %d: %s %s", step, action.actor(), words);
  }

  /**
   * The outcome in words, with the game's explanation (ties: who wins them and why); its rule
   * references only when {@code rules} ({@code --rules}).
   */
  static <S> String describe(Game<S, ?> game, S state, Outcome o, boolean rules) {
    String why = rules ? game.outcomeText(state, o) : dev.ply.core.EventWords.withoutRuleTags(game.outcomeText(state, o));
    if (o.cooperative()) {
      return (o.winners().isEmpty() ? "the party lost" : "the party won") + " - " + why;
    }
    return (o.winners().isEmpty() ? "no winner" : o.winners().mkString(", ") + (o.winners().size() > 1
        ? " share the win" : " won")) + " - " + why;
  }

  private <S, A extends Action> void printJson(PrintWriter out, Game<S, A> game, ActionLog<A> log,
      ReplayResult<S> result, int shown, Option<S> position, PlayerId viewer) throws IOException {
    var m = LogCodec.mapper();
    ObjectNode root = m.createObjectNode();
    root.put("game", log.game());
    root.put("rulesVersion", log.rulesVersion());
    root.put("actions", log.size());
    root.put("replayed", result.steps());
    root.put("hashesVerified", result.hashesChecked());
    root.put("ok", result.ok());
    result.divergence().forEach(d -> {
      ObjectNode dn = root.putObject("divergence");
      dn.put("step", d.step());
      dn.put("position", d.position());
      dn.put("kind", d.kind());
      dn.put("message", d.message());
    });
    root.put("step", shown);
    position.forEach(s -> {
      root.put("hash", game.stateHash(s));
      root.put("view", viewer.name());
      root.put("render", game.render(game.view(s, viewer), viewer));
      game.outcome(s).forEach(o -> {
        ObjectNode on = root.putObject("outcome");
        on.put("cooperative", o.cooperative());
        on.set("winners", m.valueToTree(o.winners().map(PlayerId::name).toJavaList()));
        on.put("reason", o.reason());
        on.put("explanation", game.outcomeText(s, o));
      });
    });
    out.println(m.writerWithDefaultPrettyPrinter().writeValueAsString(root));
  }
}
