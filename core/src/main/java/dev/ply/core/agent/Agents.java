package dev.ply.core.agent;

import dev.ply.core.Game;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The built-in agents by name, for command lines, web tables and simulations.
 *
 * <ul>
 *   <li>{@code random}: a uniformly random legal action.
 *   <li>{@code heuristic}: the game's own {@link Strategy}, hand-written from its strategy
 *       ({@link StrategyAgent}); random for a game that offers none.
 *   <li>{@code mcts}: the default bot, the game's recommended iterations ({@link #recommended});
 *       its decisions depend on the seed and the view alone. Every {@code mcts} bot plays its
 *       playouts by the game's {@link Strategy} where the game offers one, and widens its tree
 *       from the strategy's pick ({@link MctsAgent}).
 *   <li>{@code mcts:N}: N iterations per decision (1 to {@value #MAX_ITERATIONS}); reproducible.
 *   <li>{@code mcts:Nms}: as many iterations as fit in N milliseconds of the bot thread's CPU time
 *       (1 to {@value #MAX_MILLIS}); depends on the machine and its load, so not reproducible.
 *   <li>a suffix {@code @D} cuts playouts after D actions (1 to {@value #MAX_ROLLOUT_DEPTH}),
 *       scoring them with the game's {@link Heuristic} where it has one, else as a draw:
 *       {@code mcts:200@40}, {@code mcts:300ms@20}.
 *   <li>a suffix {@code /random} searches without the game's strategy (random playouts, no
 *       widening), as every search did before games had one, for comparing the two on a ladder:
 *       {@code mcts:1000/random}, {@code mcts:200@40/random}.
 * </ul>
 *
 * <p><b>Every budget is capped:</b> a budget above its maximum is refused with one sentence, and
 * an iteration budget has a safety cap in CPU time of the bot's thread ({@link MctsAgent#cpuClock}):
 * {@value #DEFAULT_TIME_CAP_MILLIS} ms for {@code mcts}, {@value #MAX_MILLIS} ms for {@code mcts:N}.
 * The cap is far above what a decision needs, so it binds only on a runaway search; a decision it
 * cuts is not reproducible and is counted ({@link MctsAgent#capsHit}).
 */
public final class Agents {
  /** The names {@link #parse} accepts, for help texts. */
  public static final Vector<String> NAMES = Vector.of("random", "heuristic", "mcts", "mcts:N", "mcts:Nms", "mcts:N@D",
      "mcts:N/random");

  /**
   * The default bot's safety cap per decision, in milliseconds of the bot thread's CPU time: about
   * a hundred times a recommended search's mean (2-10 ms), so it binds only on a runaway search.
   */
  public static final long DEFAULT_TIME_CAP_MILLIS = 1_000;

  /** The most iterations per decision a spec may ask for. */
  public static final int MAX_ITERATIONS = 100_000;

  /** The longest time per decision a spec may ask for, and the cap on every parsed MCTS bot. */
  public static final long MAX_MILLIS = 5_000;

  /** The longest playout cut-off a spec may ask for. */
  public static final int MAX_ROLLOUT_DEPTH = 10_000;

  /**
   * The default bot's search for a game that declares no {@link BotDefaults}: 200 iterations with
   * playouts to the end, with the safety cap of {@value #DEFAULT_TIME_CAP_MILLIS} ms of CPU.
   */
  public static final MctsAgent.Settings GENERIC =
      MctsAgent.Settings.defaults().withTimeLimitMillis(DEFAULT_TIME_CAP_MILLIS);

  private Agents() {}

  /**
   * What {@code mcts} without a budget plays in {@code game}: the game's {@link BotDefaults}, else
   * {@link #GENERIC}, with the safety cap lowered to {@value #DEFAULT_TIME_CAP_MILLIS} ms of CPU.
   */
  public static MctsAgent.Settings recommended(Game<?, ?> game) {
    MctsAgent.Settings s = BotDefaults.of(game).map(BotDefaults::mcts).getOrElse(GENERIC);
    long t = s.timeLimitMillis();
    return s.withTimeLimitMillis(t == 0 ? DEFAULT_TIME_CAP_MILLIS : Math.min(t, DEFAULT_TIME_CAP_MILLIS));
  }

  /** The factory for {@code spec}, or one sentence saying why it is not an agent. */
  public static Either<String, AgentFactory> parse(String spec) {
    String s = spec == null ? "" : spec.trim().toLowerCase(Locale.ROOT);
    if (s.equals("random")) {
      return Either.right(AgentFactory.of("random", RandomAgent::new));
    }
    if (s.equals("heuristic")) {
      return Either.right(AgentFactory.of("heuristic", StrategyAgent::new));
    }
    if (s.equals("mcts")) {
      return Either.right(AgentFactory.of("mcts", MctsAgent::recommended));
    }
    if (!s.startsWith("mcts:")) {
      return Either.left("'" + spec + "' is not an agent; known agents: " + NAMES.mkString(", "));
    }
    String budget = s.substring(5);
    boolean randomPlayouts = budget.endsWith("/random");
    if (randomPlayouts) {
      budget = budget.substring(0, budget.length() - "/random".length());
    }
    int depth = MctsAgent.Settings.DEFAULT_ROLLOUT_DEPTH;
    int at = budget.indexOf('@');
    if (at >= 0) {
      String d = budget.substring(at + 1);
      if (!d.matches("\\d{1,9}") || Integer.parseInt(d) < 1 || Integer.parseInt(d) > MAX_ROLLOUT_DEPTH) {
        return Either.left("'" + spec + "' is not an agent: the playout cut-off after @ must be a number from 1 to "
            + MAX_ROLLOUT_DEPTH);
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
    if (millis && n > MAX_MILLIS) {
      return Either.left("'" + spec + "' is not an agent: an MCTS bot may think at most " + MAX_MILLIS
          + " ms per decision (mcts:" + MAX_MILLIS + "ms)");
    }
    if (!millis && n > MAX_ITERATIONS) {
      return Either.left("'" + spec + "' is not an agent: an MCTS bot may run at most " + MAX_ITERATIONS
          + " iterations per decision (mcts:" + MAX_ITERATIONS + ")");
    }
    MctsAgent.Settings settings = (millis ? MctsAgent.Settings.millis(n) : MctsAgent.Settings.iterations(n)
        .withTimeLimitMillis(MAX_MILLIS)).withRolloutDepth(depth).withStrategy(!randomPlayouts);
    return Either.right(AgentFactory.of(s, seed -> new MctsAgent(seed, settings)));
  }
}
