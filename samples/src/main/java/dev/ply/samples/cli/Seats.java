package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.List;

/** Shared argument handling of play and simulate: player counts, agent names, game options. */
final class Seats {
  private Seats() {}

  /**
   * The player count: {@code players} when given, else the number of listed seats when more than
   * one, else the game's fewest.
   */
  static int count(Game<?, ?> game, Integer players, List<String> listed, String what) {
    GameDescriptor d = game.descriptor();
    if (listed != null && (listed.isEmpty() || listed.stream().anyMatch(x -> x == null || x.isBlank()))) {
      throw CliException.usage(what + " has an empty name; list names separated by commas, e.g. " + what + " mcts,random");
    }
    if (players != null && (players < 1 || players > 64)) {
      throw CliException.usage("--players must be a number of players, not " + players);
    }
    int n = players != null ? players : listed != null && listed.size() > 1 ? listed.size() : d.minPlayers();
    if (!d.seats(n)) {
      throw CliException.usage(d.name() + " seats " + d.minPlayers() + " to " + d.maxPlayers() + " players, not " + n);
    }
    if (listed != null && listed.size() > 1 && listed.size() != n) {
      throw CliException.usage(what + " lists " + listed.size() + " seats for " + n + " players;"
          + " give one per player, or one for all");
    }
    return n;
  }

  /** One name per seat: the listed names, one name repeated, or {@code fallback} for every seat. */
  static Vector<String> expand(List<String> listed, int n, Vector<String> fallback) {
    if (listed == null || listed.isEmpty()) {
      return fallback;
    }
    if (listed.size() == 1) {
      return Vector.fill(n, listed.get(0).trim());
    }
    return Vector.ofAll(listed).map(String::trim);
  }

  static AgentFactory agent(String spec) {
    return Agents.parse(spec.trim()).getOrElseThrow(CliException::usage);
  }

  static Map<String, String> options(java.util.Map<String, String> given) {
    if (given != null) {
      given.forEach((k, v) -> {
        if (k == null || k.isBlank()) {
          throw CliException.usage("--option needs KEY=VALUE, with a key");
        }
      });
    }
    return given == null ? LinkedHashMap.empty() : LinkedHashMap.ofAll(new java.util.TreeMap<>(given));
  }

  /** A seed from the clock when none was given (it is printed, so the run can be repeated). */
  static long seed(Long given) {
    return given != null ? given : Math.abs(System.nanoTime() % 1_000_000_000L);
  }
}
