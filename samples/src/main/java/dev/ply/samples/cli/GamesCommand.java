package dev.ply.samples.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.log.LogCodec;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "games", mixinStandardHelpOptions = true, description = "List the installed games.")
final class GamesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--json", description = "Print the descriptors as JSON.")
  boolean json;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    var games = Installed.all();
    if (json) {
      ArrayNode arr = LogCodec.mapper().createArrayNode();
      for (Game<?, ?> g : games) {
        arr.add(LogCodec.mapper().<ObjectNode>valueToTree(g.descriptor()));
      }
      out.println(LogCodec.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(arr));
      return PlyCli.Exit.OK;
    }
    if (games.isEmpty()) {
      out.println("No games are installed.");
      return PlyCli.Exit.OK;
    }
    out.printf("%-18s %-24s %-8s %-6s %-12s %s%n", "ID", "NAME", "PLAYERS", "RULES", "KIND", "HIDDEN INFO");
    for (Game<?, ?> g : games) {
      GameDescriptor d = g.descriptor();
      out.printf("%-18s %-24s %-8s %-6s %-12s %s%n", d.id(), d.name(), d.minPlayers() + "-" + d.maxPlayers(),
          d.rulesVersion(), d.cooperative() ? "cooperative" : "competitive", d.hiddenInformation() ? "yes" : "no");
    }
    return PlyCli.Exit.OK;
  }
}
