package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.Distribution;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.SimulationResult;
import dev.ply.core.sim.SimulationSummary;
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
    return SimulationSummary.cannotCompare(d, sim.agents().map(a -> a.name()));
  }

  static String cooperativeNote(GameDescriptor d, Simulation sim) {
    return SimulationSummary.cooperativeNote(d, sim.agents().map(a -> a.name()), sim.games(), sim.players(), sim.seed());
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
    b.append(String.format(Locale.ROOT, "Decisions cut by a bot's safety cap: %d%s%n", r.capsHit(),
        r.capsHit() == 0 ? " (every bot decision ran its full iteration budget)"
            : " (those decisions are not reproducible: the machine was too slow for the cap)"));
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

  /** The JSON summary; core's {@link SimulationSummary} writes it, as ply-spark's job does from its Dataset. */
  static String json(Game<?, ?> game, SimulationResult r, int planned) {
    return SimulationSummary.of(r, planned).json(game);
  }
}
