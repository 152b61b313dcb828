package dev.ply.core.agent;

import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * The built-in agents by name, for command lines and simulations: {@code random}, {@code mcts}
 * (default budget), {@code mcts:N} (N iterations per decision) and {@code mcts:Nms} (a time
 * budget of N milliseconds per decision; not reproducible). A suffix {@code @D} caps random
 * playouts at D actions ({@code mcts:200@40}); a cut playout is scored by the game's
 * {@link Heuristic} where it has one, else as a draw.
 */
public final class Agents {
  /** The names {@link #parse} accepts, for help texts. */
  public static final Vector<String> NAMES = Vector.of("random", "mcts", "mcts:N", "mcts:Nms", "mcts:N@D");

  private Agents() {}

  /** The factory for {@code spec}, or one sentence saying why it is not an agent. */
  public static Either<String, AgentFactory> parse(String spec) {
    String s = spec == null ? "" : spec.trim().toLowerCase(java.util.Locale.ROOT);
    if (s.equals("random")) {
      return Either.right(AgentFactory.of("random", RandomAgent::new));
    }
    if (s.equals("mcts")) {
      return Either.right(mcts("mcts", MctsAgent.Settings.defaults()));
    }
    if (s.startsWith("mcts:")) {
      String budget = s.substring(5);
      int depth = 1000;
      int at = budget.indexOf('@');
      if (at >= 0) {
        String d = budget.substring(at + 1);
        if (!d.matches("\\d{1,6}") || Integer.parseInt(d) < 1) {
          return Either.left("'" + spec + "' is not an agent: the playout depth after @ must be a positive number");
        }
        depth = Integer.parseInt(d);
        budget = budget.substring(0, at);
      }
      boolean millis = budget.endsWith("ms");
      String digits = millis ? budget.substring(0, budget.length() - 2) : budget;
      if (!digits.matches("\\d{1,9}") || Integer.parseInt(digits) < 1) {
        return Either.left("'" + spec + "' is not an agent: the MCTS budget must be a positive number of"
            + " iterations (mcts:500) or milliseconds (mcts:200ms)");
      }
      int n = Integer.parseInt(digits);
      MctsAgent.Settings settings = millis
          ? new MctsAgent.Settings(0, n, 0.7, depth)
          : MctsAgent.Settings.iterations(n).withRolloutDepth(depth);
      return Either.right(mcts(s, settings));
    }
    return Either.left("'" + spec + "' is not an agent; known agents: " + NAMES.mkString(", "));
  }

  private static AgentFactory mcts(String name, MctsAgent.Settings settings) {
    return AgentFactory.of(name, seed -> new MctsAgent(seed, settings));
  }
}
