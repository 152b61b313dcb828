package dev.ply.samples.web;

import dev.ply.core.agent.Agent;
import dev.ply.core.agent.Agents;
import io.vavr.control.Either;

/**
 * The agents a table can seat, by the core's names ({@code random}, {@code mcts}, {@code mcts:N},
 * {@code mcts:Nms}, {@code mcts:N@D}); each bot gets its own seed so its play is reproducible.
 */
public final class Bots {
  private Bots() {}

  /** The names accepted by {@link #create}, for help texts and the start page. */
  public static Iterable<String> kinds() {
    return Agents.NAMES;
  }

  /** A new agent of this kind, or one sentence saying why the name is not an agent. */
  public static Either<String, Agent> create(String kind, long seed) {
    return Agents.parse(kind).map(f -> f.create(seed));
  }
}
