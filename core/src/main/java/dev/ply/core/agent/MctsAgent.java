package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Information-set Monte-Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012) for any game, through the contract alone.
 *
 * <p>Each iteration samples a full state consistent with the agent's view
 * ({@link Game#determinize}), walks one shared tree of actions with UCB1 restricted to the actions
 * legal in that sample (availability counts), adds one node, plays the sample out with uniformly
 * random legal actions up to a depth cap, and backs up a reward for each node's actor. The agent
 * only ever receives views, so it cannot use hidden information; states are persistent values,
 * so nothing is copied.
 *
 * <p><b>Who acts.</b> At the root the agent itself; below it, the first awaited player in the
 * game's awaiting order (simultaneous choices are thus played one after another, each hidden
 * from the others by the view the game would give).
 *
 * <p><b>Rewards.</b> From the {@link Outcome}: a winner scores 1; in a competitive game a loser
 * scores up to 0.25 by ranking (0 for the last place); in a cooperative game every player scores
 * 1 on the team's win and 0 on its loss. A playout cut by the depth cap is scored by the game's
 * {@link Heuristic} where it offers one, else as a draw for every player (1/number of players,
 * or 0.5 in a cooperative game).
 *
 * <p><b>Reproducible:</b> with an iteration budget (no time limit), the same seed and the same
 * sequence of calls give the same choices on every JVM.
 */
public final class MctsAgent implements Agent {

  /**
   * How hard the agent searches.
   *
   * @param iterations playouts per decision (at least 1 unless a time limit is set; 0 = no cap)
   * @param timeLimitMillis wall-clock budget per decision, 0 for none (then not reproducible)
   * @param exploration the UCB1 constant (rewards are in [0, 1])
   * @param rolloutDepth the most actions a random playout takes before it is scored as a draw
   */
  public record Settings(int iterations, long timeLimitMillis, double exploration, int rolloutDepth) {
    public static final int DEFAULT_ITERATIONS = 200;

    public Settings {
      if (iterations < 0 || timeLimitMillis < 0 || rolloutDepth < 0 || exploration < 0) {
        throw new IllegalArgumentException("MCTS settings must not be negative");
      }
      if (iterations == 0 && timeLimitMillis == 0) {
        throw new IllegalArgumentException("MCTS needs an iteration budget or a time limit");
      }
    }

    /** {@code n} iterations per decision, the default exploration and depth cap. */
    public static Settings iterations(int n) {
      return new Settings(n, 0, 0.7, 1000);
    }

    public static Settings defaults() {
      return iterations(DEFAULT_ITERATIONS);
    }

    public Settings withTimeLimitMillis(long millis) {
      return new Settings(iterations, millis, exploration, rolloutDepth);
    }

    public Settings withRolloutDepth(int depth) {
      return new Settings(iterations, timeLimitMillis, exploration, depth);
    }

    public Settings withExploration(double c) {
      return new Settings(iterations, timeLimitMillis, c, rolloutDepth);
    }
  }

  private final Settings settings;
  private final SplittableRandom random;
  private int seenPlayers;

  public MctsAgent(long seed, Settings settings) {
    this.settings = settings;
    this.random = new SplittableRandom(seed);
  }

  public MctsAgent(long seed) {
    this(seed, Settings.defaults());
  }

  public Settings settings() {
    return settings;
  }

  @Override
  public String name() {
    return "mcts";
  }

  @Override
  public <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me) {
    Seq<A> legal = game.legalActions(view, me);
    if (legal.isEmpty()) {
      throw new IllegalStateException(me + " has no legal action: it is not awaited");
    }
    if (legal.size() == 1) {
      return legal.head();
    }
    Node root = new Node(null, null, null);
    long deadline = settings.timeLimitMillis() > 0 ? System.nanoTime() + settings.timeLimitMillis() * 1_000_000L : 0;
    int cap = settings.iterations() > 0 ? settings.iterations() : Integer.MAX_VALUE;
    for (int i = 0; i < cap; i++) {
      if (deadline != 0 && i > 0 && System.nanoTime() >= deadline) {
        break;
      }
      iterate(game, view, me, root);
    }
    A best = legal.head();
    int bestVisits = -1;
    for (A a : legal) {
      Node child = root.child(a);
      int v = child == null ? 0 : child.visits;
      if (v > bestVisits) {
        bestVisits = v;
        best = a;
      }
    }
    return best;
  }

  @SuppressWarnings("unchecked")
  private <S, A extends Action> void iterate(Game<S, A> game, S view, PlayerId me, Node root) {
    S s = game.determinize(view, me, RandomSource.seeded(random.nextLong()));
    Node node = root;
    List<Node> path = new ArrayList<>(32);
    // selection and expansion
    while (game.outcome(s).isEmpty()) {
      PlayerId actor = node == root ? me : firstAwaited(game, s);
      if (actor == null) {
        break;
      }
      Seq<A> legal = game.legalActions(s, actor);
      if (legal.isEmpty()) {
        break;
      }
      List<A> untried = null;
      Node best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (A a : legal) {
        Node child = node.child(a);
        if (child == null) {
          if (untried == null) {
            untried = new ArrayList<>();
          }
          untried.add(a);
          continue;
        }
        child.available++;
        if (untried == null) {
          double score = child.total / child.visits
              + settings.exploration() * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
      }
      if (untried != null) {
        A a = untried.get(random.nextInt(untried.size()));
        Node child = node.add(a, actor);
        s = step(game, s, a);
        path.add(child);
        break;
      }
      s = step(game, s, (A) best.action);
      path.add(best);
      node = best;
    }
    // random playout
    int depth = 0;
    Option<Outcome> outcome = game.outcome(s);
    while (outcome.isEmpty() && depth < settings.rolloutDepth()) {
      PlayerId actor = firstAwaited(game, s);
      if (actor == null) {
        break;
      }
      Seq<A> legal = game.legalActions(s, actor);
      if (legal.isEmpty()) {
        break;
      }
      s = step(game, s, legal.get(random.nextInt(legal.size())));
      depth++;
      outcome = game.outcome(s);
    }
    // back-propagation
    Outcome o = outcome.getOrNull();
    if (o != null) {
      seenPlayers = Math.max(seenPlayers, o.ranking().size());
    }
    Heuristic<S> h = o == null ? Heuristic.of(game).getOrNull() : null;
    for (Node n : path) {
      n.visits++;
      n.total += h != null ? clamp(h.value(s, n.actor)) : reward(o, n.actor);
    }
  }

  private static double clamp(double v) {
    return v < 0 ? 0 : v > 1 ? 1 : v;
  }

  /** The reward of {@code player} for a playout ending in {@code o} (null: cut by the depth cap). */
  double reward(Outcome o, PlayerId player) {
    if (o == null) {
      return seenPlayers > 2 ? 1.0 / seenPlayers : 0.5;
    }
    if (o.winners().contains(player)) {
      return 1.0;
    }
    if (o.cooperative()) {
      return 0.0;
    }
    int n = o.ranking().size();
    int rank = o.ranking().indexOf(player);
    if (n <= 2 || rank < 0) {
      return 0.0;
    }
    return 0.25 * (n - 1 - rank) / (n - 1);
  }

  private static <S, A extends Action> PlayerId firstAwaited(Game<S, A> game, S s) {
    Set<PlayerId> awaiting = game.awaiting(s);
    return awaiting.isEmpty() ? null : awaiting.head();
  }

  private static <S, A extends Action> S step(Game<S, A> game, S s, A a) {
    Either<Rejection, Transition<S>> r = game.apply(s, a);
    if (r.isLeft()) {
      throw new IllegalStateException(game.descriptor().id() + " refused its own legal action " + a
          + " in a determinized state: " + r.getLeft());
    }
    return r.get().state();
  }

  /** A node of the information-set tree: reached by {@code action}, taken by {@code actor}. */
  private static final class Node {
    final Node parent;
    final Action action;
    final PlayerId actor;
    final List<Node> children = new ArrayList<>(4);
    /** Looks children up by action once there are many (the list keeps their stable order). */
    java.util.HashMap<Action, Node> index;
    int visits;
    int available = 1;
    double total;

    Node(Node parent, Action action, PlayerId actor) {
      this.parent = parent;
      this.action = action;
      this.actor = actor;
    }

    Node child(Action a) {
      if (index != null) {
        return index.get(a);
      }
      for (int i = 0, n = children.size(); i < n; i++) {
        Node c = children.get(i);
        if (c.action.equals(a)) {
          return c;
        }
      }
      return null;
    }

    Node add(Action a, PlayerId by) {
      Node c = new Node(this, a, by);
      children.add(c);
      if (index != null) {
        index.put(a, c);
      } else if (children.size() > 8) {
        index = new java.util.HashMap<>();
        for (Node x : children) {
          index.put(x.action, x);
        }
      }
      return c;
    }
  }
}
