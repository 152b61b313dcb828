package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.GameOption;
import dev.ply.core.RulesText;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "rules", mixinStandardHelpOptions = true,
    description = {"Explain a game's rules: goal, turn, what every card does, and its options.", "",
        "Enough to play from; the full rules and the coverage table are in the file it names."})
final class RulesCommand implements Callable<Integer> {
  private static final int WIDTH = 100;

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Override
  public Integer call() {
    Game<?, ?> game = Installed.game(gameId);
    GameDescriptor d = game.descriptor();
    RulesText rules = game.rulesText();
    PrintWriter out = spec.commandLine().getOut();
    out.println(d.name() + " (" + d.id() + "), rules version " + d.rulesVersion());
    out.println(d.minPlayers() + " to " + d.maxPlayers() + " players, "
        + (d.cooperative() ? "cooperative" : "competitive")
        + (d.hiddenInformation() ? ", with hidden information" : ", no hidden information"));
    section(out, "Goal", rules.goal());
    if (!rules.turn().isBlank()) {
      section(out, "A turn", rules.turn());
    }
    if (!rules.terms().isEmpty()) {
      out.println();
      out.println("Cards and pieces:");
      for (RulesText.Term t : Explaining.sameOnce(rules.terms())) {
        Narration.wrap(t.name() + ": " + t.text(), WIDTH, "  ").forEach(out::println);
      }
    }
    out.println();
    if (d.options().isEmpty()) {
      out.println("Options: none.");
    } else {
      out.println("Options (ply play/simulate " + d.id() + " --option KEY=VALUE):");
      for (GameOption o : d.options()) {
        Narration.wrap(o.toString(), WIDTH, "  ").forEach(out::println);
      }
    }
    out.println();
    out.println("In 'ply play', type '? N' to explain action N and '? NAME' to explain a card.");
    out.println("Full rules and the coverage table: " + d.rulesDoc());
    return PlyCli.Exit.OK;
  }

  private static void section(PrintWriter out, String title, String text) {
    out.println();
    out.println(title + ":");
    Narration.wrap(text, WIDTH, "  ").forEach(out::println);
  }
}
