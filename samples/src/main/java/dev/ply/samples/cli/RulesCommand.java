package dev.ply.samples.cli;

import dev.ply.core.GameDescriptor;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "rules", mixinStandardHelpOptions = true,
    description = "Summarise a game's rules and say where the full rules and coverage table are.")
final class RulesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "The game's id (see 'ply games').")
  String gameId;

  @Override
  public Integer call() {
    GameDescriptor d = Installed.game(gameId).descriptor();
    PrintWriter out = spec.commandLine().getOut();
    out.println(d.name() + " (" + d.id() + "), rules version " + d.rulesVersion());
    out.println(d.minPlayers() + " to " + d.maxPlayers() + " players, "
        + (d.cooperative() ? "cooperative" : "competitive")
        + (d.hiddenInformation() ? ", with hidden information" : ", no hidden information"));
    out.println();
    out.println(d.summary());
    out.println();
    out.println("Full rules and the coverage table: " + d.rulesDoc());
    return PlyCli.Exit.OK;
  }
}
