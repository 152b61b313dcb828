package dev.ply.samples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.log.LogCodec;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.Distribution;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.SimulationResult;
import io.vavr.Tuple2;
import io.vavr.collection.Vector;
import java.util.Locale;

/** The results of {@code ply simulate} as text and as JSON. Only the speed depends on timing. */
final class SimulationReport {
  private SimulationReport() {}

  static String agentsLine(SimulationResult r) {
    return agentsLine(r.simulation());
  }

  static String agentsLine(Simulation sim) {
    StringBuilder b = new StringBuilder();
    for (int seat = 0; seat < sim.players(); seat++) {
      b.append(seat == 0 ? "" : ", ").append("p").append(seat + 1).append(' ').append(sim.agents().get(seat).name());
    }
    return b + (sim.rotate() ? " (rotated one seat each game)" : "");
  }

  static String percent(double v) {
    return String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }

  static String interval(Rate r) {
    return "[" + percent(r.low()) + ", " + percent(r.high()) + "]";
  }

  /** What is about to run, printed before the first game. */
  static String header(GameDescriptor d, Simulation sim) {
    StringBuilder b = new StringBuilder();
    b.append(String.format(Locale.ROOT, "%s (%s): %d games, %d players, seed %d%n",
        d.name(), d.id(), sim.games(), sim.players(), sim.seed()));
    b.append("Agents: ").append(agentsLine(sim)).append('\n');
    if (cannotCompare(d, sim)) {
      b.append(cooperativeNote(d, sim)).append('\n');
    }
    return b.toString();
  }

  /** In a cooperative game every seat wins or loses together, so different agents cannot be told apart. */
  static boolean cannotCompare(GameDescriptor d, Simulation sim) {
    return d.cooperative() && sim.agents().map(a -> a.name()).distinct().size() > 1;
  }

  static String cooperativeNote(GameDescriptor d, Simulation sim) {
    return "Note: " + d.name() + " is cooperative: the whole table wins or loses together, so a run that mixes agents"
        + " gives one party win rate and cannot compare the agents. To compare them, run each agent on every seat"
        + " and compare the party win rates: " + sim.agents().map(a -> a.name()).distinct()
            .map(a -> "ply simulate " + d.id() + " --games " + sim.games() + " --players " + sim.players()
                + " --agents " + a + " --seed " + sim.seed()).mkString(" ; ");
  }

  /** A rule ID with its name when the game gives one: {@code "DG-R12 moving"}. */
  static String rule(Game<?, ?> game, String id) {
    return game.ruleName(id).map(n -> id + " " + n).getOrElse(id);
  }

  static String text(Game<?, ?> game, SimulationResult r, int planned) {
    var sim = r.simulation();
    StringBuilder b = new StringBuilder();
    boolean partial = planned > r.games().size();
    b.append('\n');
    if (partial) {
      b.append(String.format(Locale.ROOT, "PARTIAL: stopped after %d of %d games.%n", r.games().size(), planned));
    }
    b.append(String.format(Locale.ROOT, "Finished %d of %d games (%d reached the action bound, %d failed).%n",
        r.finished(), r.games().size(), r.unfinished(), r.failed().size()));
    b.append('\n');
    if (r.game().cooperative()) {
      Rate party = r.cooperative();
      b.append(String.format(Locale.ROOT, "Party win rate: %d/%d = %s, 95%% CI %s%n",
          party.successes(), party.trials(), percent(party.value()), interval(party)));
      if (cannotCompare(r.game(), sim)) {
        b.append(cooperativeNote(r.game(), sim)).append('\n');
      }
    } else {
      b.append(String.format(Locale.ROOT, "%-24s %7s %7s %8s   %s%n", "Win rate by seat", "wins", "games", "rate", "95% CI"));
      Vector<Rate> seats = r.bySeat();
      for (int i = 0; i < seats.size(); i++) {
        String label = seats.get(i).label() + (sim.rotate() ? "" : " (" + sim.agents().get(i).name() + ")");
        row(b, label, seats.get(i));
      }
      b.append(String.format(Locale.ROOT, "%-24s %7s %7s %8s   %s%n", "Win rate by agent", "wins", "seats", "rate", "95% CI"));
      for (Rate a : r.byAgent()) {
        row(b, a.label(), a);
      }
      if (r.noWinner() > 0) {
        b.append(String.format(Locale.ROOT, "Finished without a winner: %d games%n", r.noWinner()));
      }
    }
    b.append('\n');
    b.append(String.format(Locale.ROOT, "%-24s %8s %8s %8s%n", "Game length", "mean", "median", "max"));
    length(b, "actions", r.actions());
    length(b, "turns", r.turns());
    b.append('\n');
    Vector<Tuple2<String, Long>> rules = r.rules().toVector().sortBy(e -> -e._2);
    if (!rules.isEmpty()) {
      b.append("Events by rule (most frequent first):");
      b.append('\n');
      rules.take(12).forEach(e -> b.append(String.format(Locale.ROOT, "  %8d  %s%n", e._2, rule(game, e._1))));
      if (rules.size() > 12) {
        b.append("  and ").append(rules.size() - 12).append(" more rules (see --json or --report)\n");
      }
      b.append("\n");
    }
    b.append(String.format(Locale.ROOT, "Speed: %.1f games/s (%.2f s on %d threads)%n",
        r.gamesPerSecond(), r.seconds(), Math.min(sim.threads(), sim.games())));
    b.append("Agents: ").append(agentsLine(sim)).append('\n');
    b.append("Seed: ").append(sim.seed()).append(" (repeat this run with --seed ").append(sim.seed()).append(")\n");
    return b.toString();
  }

  private static void row(StringBuilder b, String label, Rate r) {
    b.append(String.format(Locale.ROOT, "  %-22s %7d %7d %8s   %s%n", label, r.successes(), r.trials(),
        percent(r.value()), interval(r)));
  }

  private static void length(StringBuilder b, String label, Distribution d) {
    b.append(String.format(Locale.ROOT, "  %-22s %8.1f %8.1f %8d%n", label, d.mean(), d.median(), d.max()));
  }

  static String json(Game<?, ?> game, SimulationResult r, int planned) {
    var m = LogCodec.mapper();
    var sim = r.simulation();
    ObjectNode root = m.createObjectNode();
    root.put("game", r.game().id());
    root.put("games", sim.games());
    root.put("planned", planned);
    root.put("partial", planned > r.games().size());
    root.put("players", sim.players());
    root.put("seed", sim.seed());
    root.put("rotate", sim.rotate());
    ArrayNode agents = root.putArray("agents");
    sim.agents().forEach(a -> agents.add(a.name()));
    root.put("finished", r.finished());
    root.put("unfinished", r.unfinished());
    root.put("failed", r.failed().size());
    root.put("cooperative", r.game().cooperative());
    if (r.game().cooperative()) {
      root.set("party", rate(r.cooperative()));
      if (cannotCompare(r.game(), sim)) {
        root.put("note", cooperativeNote(r.game(), sim));
      }
    } else {
      ArrayNode seats = root.putArray("bySeat");
      r.bySeat().forEach(x -> seats.add(rate(x)));
      ArrayNode byAgent = root.putArray("byAgent");
      r.byAgent().forEach(x -> byAgent.add(rate(x)));
      root.put("noWinner", r.noWinner());
    }
    root.set("actions", dist(r.actions()));
    root.set("turns", dist(r.turns()));
    ObjectNode rules = root.putObject("rules");
    r.rules().forEach(e -> rules.put(e._1, e._2));
    ObjectNode names = root.putObject("ruleNames");
    r.rules().forEach(e -> game.ruleName(e._1).forEach(n -> names.put(e._1, n)));
    ObjectNode timing = root.putObject("timing");
    timing.put("seconds", r.seconds());
    timing.put("gamesPerSecond", r.gamesPerSecond());
    timing.put("threads", Math.min(sim.threads(), sim.games()));
    try {
      return m.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ObjectNode rate(Rate r) {
    ObjectNode n = LogCodec.mapper().createObjectNode();
    n.put("label", r.label());
    n.put("wins", r.successes());
    n.put("of", r.trials());
    n.put("rate", r.value());
    n.put("low", r.low());
    n.put("high", r.high());
    return n;
  }

  private static ObjectNode dist(Distribution d) {
    ObjectNode n = LogCodec.mapper().createObjectNode();
    n.put("mean", d.mean());
    n.put("median", d.median());
    n.put("min", d.min());
    n.put("max", d.max());
    return n;
  }
}
