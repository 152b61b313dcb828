package dev.ply.core.agent;

import dev.ply.core.Action;
import dev.ply.core.Dice;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * Information-set Monte-Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012) for any game, through the contract alone, with decoupled selection where several players
 * are awaited at once.
 *
 * <p>Each iteration samples a full state consistent with the agent's view
 * ({@link Game#determinize}, or the game's {@link Belief} where it offers one and the search plays
 * by its strategy), walks a tree of moves, adds one node, plays the sample out up to a
 * depth cap, and backs up a reward for each choice's player. The agent only ever receives views,
 * so it cannot use hidden information; states are persistent values, so nothing is copied.
 *
 * <p><b>The game's strategy.</b> Where the game offers a {@link Strategy} (and {@link
 * Settings#strategy} is on, the default), playouts play the strategy's moves for every player,
 * except that a share of the moves ({@link Settings#randomShare}, by default one in ten) is
 * uniformly random so that playouts from one position differ; and the tree widens progressively:
 * a player who has chosen n times at a node tries a new action there only while it has tried
 * fewer than {@code k·(n+1)^alpha} (by default {@code 2·sqrt(n+1)}: 2 actions at first, 28 after
 * 200 visits), the strategy's pick first, so a long action list (a trade, a build) is searched
 * from the strategy's choice outwards instead of spread over every action once. A game without a
 * strategy is searched with uniformly random playouts, every untried action expanded first.
 * At the end the most visited action is played, the strategy's pick counted {@link
 * Settings#strategyTrust} of the iterations ahead (a quarter by default): a short search
 * overrules the strategy only where its playouts clearly favour another action.
 * Playout moves are applied by their place in the listed actions ({@link Game#apply(Listed, int)}).
 *
 * <p><b>Who chooses at a node.</b> At the root the agent itself. Below it, every awaited player.
 * When several players are awaited (a commit window), each keeps its own statistics at the node
 * and picks with UCB1 from those alone, so no one's choice depends on another's choice in the
 * same window; the node's move is the tuple of these picks, applied in awaiting order (a pick the
 * rules refuse after the earlier ones, as when only the first awaited player may act, is
 * dropped). At the root only the agent chooses from statistics: the others awaited in its window
 * pick uniformly at random, just as {@code determinize} deals a choice they have already made in
 * secret, so the agent's choice is searched alike whether it commits first or last.
 *
 * <p>With {@link Settings#othersByStrategy} (and a strategy), the others choose by the strategy
 * everywhere in the tree, at the root's window too, with the playouts' share of random moves: each
 * reads only what it could see in the sampled world. Their statistics would otherwise learn, over
 * many worlds that all hold the agent's true hidden cards, to play as if they saw those cards; the
 * strategy cannot. The tree then searches the agent's choices against a model of the others, which
 * is what a game whose strategy plays its opponents well wants.
 *
 * <p><b>A check instead of a tree.</b> With {@link Settings#check} on (and a strategy), the agent
 * plays the strategy's pick, and only at a decision the game's {@link Heuristic} calls {@linkplain
 * Heuristic#decisive decisive} plays the strategy's best few actions out to the end in the same
 * sampled worlds, keeping the pick unless another clearly wins more ({@link Settings.Check}).
 *
 * <p><b>Rewards.</b> From the {@link Outcome}: a winner scores 1; in a competitive game a loser
 * scores up to 0.25 by ranking (0 for the last place); in a cooperative game every player scores
 * 1 on the team's win and 0 on its loss. A playout cut by the depth cap, or ended where the
 * game's {@link Heuristic} says ({@link Heuristic#endsPlayout}, as at the end of a round), is
 * scored by that heuristic where the game offers one, else as a draw for every player
 * (1/number of players, or 0.5 in a cooperative game).
 *
 * <p><b>Randomness.</b> Every choice of the agent (the world it samples, the untried move it
 * expands, the playout moves, and the strategy's own draws) is drawn from one core {@link
 * RandomSource}, seeded with the agent's seed: the documented SplitMix64 algorithm of the action log. Each sampled world gets
 * {@code RandomSource.seeded((a << 31) | b)}, a and b being the agent's next two draws of
 * {@code nextInt(2^31 - 1)}.
 *
 * <p><b>Budgets.</b> An iteration budget ({@code mcts}, {@code mcts:N}) decides by iterations
 * alone, so the same seed and the same sequence of calls give the same choices on every JVM
 * whatever the machine is doing. A time limit beside it is only a safety cap; a decision the cap
 * ends is counted ({@link #capsHit}, {@link #lastHitCap}) so callers can report it. A time budget
 * alone ({@code mcts:Nms}) searches as many iterations as fit, and depends on the machine. Time is
 * read from the clock given to the constructor, by default {@link #cpuClock}: the CPU time of the
 * deciding thread, so other threads' load does not shorten the search.
 */
public final class MctsAgent implements Agent {

  /**
   * How hard the agent searches, and how it uses the game's {@link Strategy}.
   *
   * @param iterations playouts per decision (at least 1 unless a time limit is set; 0 = no cap)
   * @param timeLimitMillis time limit per decision, 0 for none, read from the agent's clock (by
   *     default the deciding thread's CPU time): with an iteration budget a safety cap that ends a
   *     decision only when it binds (counted by {@link MctsAgent#capsHit}; such a decision is not
   *     reproducible), without one the budget itself (machine-dependent)
   * @param exploration the UCB1 constant (rewards are in [0, 1])
   * @param rolloutDepth the most actions a playout takes before it is scored by the heuristic, or
   *     as a draw
   * @param strategy when true and the game offers a {@link Strategy}, playouts play by it and new
   *     children are expanded strategy's pick first (see {@link MctsAgent}); when false, or for a
   *     game without one, playouts are uniformly random and untried actions are expanded at random;
   *     when true, worlds are also sampled from the game's {@link Belief} if it offers one (both
   *     model the players as the game's own strategy plays), and from {@code determinize} if not
   * @param randomShare the share of playout moves drawn uniformly at random instead of from the
   *     strategy, from 0 to 1 (default {@value #DEFAULT_RANDOM_SHARE}), so playouts vary
   * @param wideningK with {@code wideningAlpha}, progressive widening when playing by a strategy:
   *     a player who has chosen {@code n} times at a node expands a new action only while the
   *     actions it has tried there number fewer than {@code wideningK * (n + 1) ^ wideningAlpha};
   *     0 turns widening off (every action is tried once before any is tried twice)
   * @param wideningAlpha the exponent of the widening, from 0 to 1
   * @param strategyTrust when playing by a strategy, the share of the decision's iterations
   *     credited to the strategy's own pick as visits when the most visited action is chosen at the
   *     end (default {@value #DEFAULT_STRATEGY_TRUST}): another action is played only when the
   *     search sends it that many more playouts, so a short search departs from the strategy only
   *     where its playouts clearly say so; 0 chooses by visits alone
   * @param othersByStrategy when playing by a strategy: the other players choose by it wherever
   *     they choose in the tree (with the playouts' random share), each from what it can see there,
   *     instead of from their own statistics; the tree still branches on their moves, but searches
   *     only this player's choices. Off by default (see {@link MctsAgent}, "Who chooses at a node")
   * @param check {@link Check#OFF} (the default) for the tree search; else, with a strategy, a
   *     check of the strategy's best few actions by playouts to the end in place of the tree (see
   *     {@link Check})
   */
  public record Settings(int iterations, long timeLimitMillis, double exploration, int rolloutDepth,
      boolean strategy, double randomShare, double wideningK, double wideningAlpha, double strategyTrust,
      boolean othersByStrategy, Check check) {
    public static final int DEFAULT_ITERATIONS = 200;
    public static final double DEFAULT_EXPLORATION = 0.7;
    public static final int DEFAULT_ROLLOUT_DEPTH = 1000;
    /**
     * One playout move in ten is uniformly random: enough that two playouts from one position
     * differ (a strategy is nearly deterministic), few enough that they stay the strategy's games.
     */
    public static final double DEFAULT_RANDOM_SHARE = 0.1;
    /** With {@link #DEFAULT_WIDENING_ALPHA}: about {@code 2·sqrt(n)} actions tried after n visits (28 after 200). */
    public static final double DEFAULT_WIDENING_K = 2;
    public static final double DEFAULT_WIDENING_ALPHA = 0.5;
    /** The strategy's pick starts the final count a quarter of the iterations ahead. */
    public static final double DEFAULT_STRATEGY_TRUST = 0.25;

    public Settings {
      if (iterations < 0 || timeLimitMillis < 0 || rolloutDepth < 0 || exploration < 0) {
        throw new IllegalArgumentException("MCTS settings must not be negative");
      }
      if (iterations == 0 && timeLimitMillis == 0) {
        throw new IllegalArgumentException("MCTS needs an iteration budget or a time limit");
      }
      if (!(randomShare >= 0 && randomShare <= 1)) {
        throw new IllegalArgumentException("the random share of playout moves must be from 0 to 1");
      }
      if (!(wideningK >= 0) || Double.isInfinite(wideningK) || !(wideningAlpha >= 0 && wideningAlpha <= 1)) {
        throw new IllegalArgumentException("widening needs k >= 0 and an exponent from 0 to 1");
      }
      if (!(strategyTrust >= 0) || Double.isInfinite(strategyTrust)) {
        throw new IllegalArgumentException("the trust in the strategy's pick must be 0 or more");
      }
      Objects.requireNonNull(check, "check (Check.OFF for none)");
    }

    /**
     * A check of the strategy's pick, in place of the tree search, for a game whose strategy
     * already plays well and whose decisions mostly matter little: only where the game's {@link
     * Heuristic} calls the decision {@linkplain Heuristic#decisive decisive} (every decision in a
     * game without one) are the strategy's first {@code actions} actions ({@link
     * Strategy#ranking}) played out, each in the same {@code iterations / actions} sampled worlds
     * with the same draws, to the end by the strategy for every player (with the random share of
     * moves; a playout longer than {@code rolloutDepth}, or ended earlier where the heuristic says
     * ({@link Heuristic#endsPlayout}, as the tree's playouts are), is scored as a cut one); another action
     * than the strategy's pick is played only when its mean reward beats the pick's by more than
     * {@code margin} standard errors of their difference over those worlds (a playout scores 1
     * when the player wins, else 0, and a cut one by the heuristic). Elsewhere the
     * strategy's pick is played at once, with no playout, and so it is where the ranking lists
     * the pick alone (every other action one the strategy never plays). A game without a strategy
     * gets the tree search.
     *
     * <p>{@code playoutActions} bounds what a check costs by the work itself rather than by a
     * clock: once the playouts of the worlds sampled so far have taken that many actions in all, no
     * further world is sampled, so a check whose playouts are long (a game far from its end) plays
     * fewer worlds. Like the playout count it depends only on the seed and the position, never on
     * the machine's load, and it keeps the long tail of decisions under the safety cap.
     *
     * <p>{@code playoutChoices} bounds it the same way by what the strategy weighs: the legal
     * actions each playout move chose among, summed. A move among 600 actions (a Munchkin fight
     * with six players, every offer of help a choice) costs the strategy a hundred times one among
     * six, so where lists grow long, actions alone let a rare decision run many times the usual.
     *
     * @param actions how many of the strategy's best actions to check, its pick included (0: off)
     * @param margin how many standard errors another action must beat the pick by
     * @param playoutActions the actions all of a check's playouts may take together before it
     *     samples no further world (the last world is finished, and one world is always played); 0
     *     for no limit but the playout count
     * @param playoutChoices the legal actions all of those playouts' moves may choose among, summed,
     *     before it samples no further world (the same way); 0 for no such limit
     */
    public record Check(int actions, double margin, int playoutActions, long playoutChoices) {
      /** No check: the tree search. */
      public static final Check OFF = new Check(0, 0);

      public Check {
        if (actions < 0 || actions == 1) {
          throw new IllegalArgumentException("a check compares the strategy's pick with at least one other action");
        }
        if (!(margin >= 0) || Double.isInfinite(margin)) {
          throw new IllegalArgumentException("a check's margin is 0 or more standard errors");
        }
        if (playoutActions < 0) {
          throw new IllegalArgumentException("a check's limit on playout actions is 0 (none) or more");
        }
        if (playoutChoices < 0) {
          throw new IllegalArgumentException("a check's limit on playout choices is 0 (none) or more");
        }
      }

      /** A check whose playouts' actions are limited, their choices not. */
      public Check(int actions, double margin, int playoutActions) {
        this(actions, margin, playoutActions, 0);
      }

      /** A check with no limit on its playouts' actions but the playout count. */
      public Check(int actions, double margin) {
        this(actions, margin, 0);
      }

      public boolean on() {
        return actions > 0;
      }
    }

    /** Every field but {@code check}, which is off. */
    public Settings(int iterations, long timeLimitMillis, double exploration, int rolloutDepth, boolean strategy,
        double randomShare, double wideningK, double wideningAlpha, double strategyTrust, boolean othersByStrategy) {
      this(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK, wideningAlpha,
          strategyTrust, othersByStrategy, Check.OFF);
    }

    /** Every field but {@code othersByStrategy} and {@code check}, which are off. */
    public Settings(int iterations, long timeLimitMillis, double exploration, int rolloutDepth, boolean strategy,
        double randomShare, double wideningK, double wideningAlpha, double strategyTrust) {
      this(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK, wideningAlpha,
          strategyTrust, false);
    }

    /** The search without the strategy fields: those take their defaults (strategy on where offered). */
    public Settings(int iterations, long timeLimitMillis, double exploration, int rolloutDepth) {
      this(iterations, timeLimitMillis, exploration, rolloutDepth, true, DEFAULT_RANDOM_SHARE, DEFAULT_WIDENING_K,
          DEFAULT_WIDENING_ALPHA, DEFAULT_STRATEGY_TRUST);
    }

    /** {@code n} iterations per decision, the default exploration and depth cap, no time limit. */
    public static Settings iterations(int n) {
      return new Settings(n, 0, DEFAULT_EXPLORATION, DEFAULT_ROLLOUT_DEPTH);
    }

    /** As many iterations as fit in {@code millis} per decision. */
    public static Settings millis(long millis) {
      return new Settings(0, millis, DEFAULT_EXPLORATION, DEFAULT_ROLLOUT_DEPTH);
    }

    /** 200 iterations, playouts to the end (or 1000 actions), no time limit, the game's strategy where offered. */
    public static Settings defaults() {
      return iterations(DEFAULT_ITERATIONS);
    }

    public Settings withIterations(int n) {
      return new Settings(n, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    public Settings withTimeLimitMillis(long millis) {
      return new Settings(iterations, millis, exploration, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    public Settings withRolloutDepth(int depth) {
      return new Settings(iterations, timeLimitMillis, exploration, depth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    public Settings withExploration(double c) {
      return new Settings(iterations, timeLimitMillis, c, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    /** With {@code false}: random playouts and random expansion even where the game offers a strategy. */
    public Settings withStrategy(boolean use) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, use, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    /** The share of playout moves drawn at random instead of from the strategy (0 to 1). */
    public Settings withRandomShare(double share) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, share, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, check);
    }

    /** Progressive widening {@code k·(n+1)^alpha} when playing by a strategy; {@code k = 0} turns it off. */
    public Settings withWidening(double k, double alpha) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, k, alpha,
          strategyTrust, othersByStrategy, check);
    }

    /**
     * The share of the iterations credited to the strategy's pick in the final count ({@code 0}:
     * the most visited action, whatever the strategy says).
     */
    public Settings withStrategyTrust(double share) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, share, othersByStrategy, check);
    }

    /**
     * With {@code true}: wherever the other players choose in the tree, they choose by the game's
     * strategy (with the playouts' share of random moves), each from what it can see, instead of
     * from their own statistics; the tree branches on their moves but searches only this player's.
     */
    public Settings withOthersByStrategy(boolean on) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, on, check);
    }

    /**
     * The strategy's first {@code actions} actions checked by playouts where a decision is
     * decisive, instead of the tree search ({@link Check}); {@code iterations} playouts in all.
     */
    public Settings withCheck(int actions, double margin) {
      return withCheck(actions, margin, 0);
    }

    /**
     * As {@link #withCheck(int, double)}, and the check's playouts take {@code playoutActions}
     * actions in all or little more (0: no limit; see {@link Check#playoutActions}).
     */
    public Settings withCheck(int actions, double margin, int playoutActions) {
      return withCheck(actions, margin, playoutActions, 0);
    }

    /**
     * As {@link #withCheck(int, double, int)}, and the check's playout moves choose among {@code
     * playoutChoices} legal actions in all or little more (0: no limit; see {@link
     * Check#playoutChoices}).
     */
    public Settings withCheck(int actions, double margin, int playoutActions, long playoutChoices) {
      return new Settings(iterations, timeLimitMillis, exploration, rolloutDepth, strategy, randomShare, wideningK,
          wideningAlpha, strategyTrust, othersByStrategy, new Check(actions, margin, playoutActions, playoutChoices));
    }

    /**
     * In words, e.g. {@code 300 iterations, playouts cut at 20 actions, at most 1000 ms}; {@code
     * random playouts} is added when the strategy is turned off; a {@link Check} reads {@code the
     * strategy's 4 best actions compared by 256 playouts, at most 24000 playout actions}.
     */
    public String describe() {
      StringBuilder b = new StringBuilder();
      if (check.on() && strategy) {
        b.append("the strategy's ").append(check.actions()).append(" best actions compared");
        if (iterations > 0) {
          b.append(" by ").append(iterations).append(" playouts");
        }
        if (check.playoutActions() > 0) {
          b.append(", at most ").append(check.playoutActions()).append(" playout actions");
        }
        if (check.playoutChoices() > 0) {
          b.append(check.playoutActions() > 0 ? " and " : ", at most ").append(check.playoutChoices())
              .append(" choices among their legal actions");
        }
      } else {
        if (iterations > 0) {
          b.append(iterations).append(" iterations");
        }
        b.append(rolloutDepth >= DEFAULT_ROLLOUT_DEPTH ? ", playouts to the end" : ", playouts cut at " + rolloutDepth
            + " actions");
      }
      if (!strategy) {
        b.append(", random playouts");
      } else if (othersByStrategy && !check.on()) {
        b.append(", the others by the strategy");
      }
      if (timeLimitMillis > 0) {
        b.append(iterations > 0 ? ", at most " : ", ").append(timeLimitMillis).append(" ms");
      }
      return b.charAt(0) == ',' ? b.substring(2) : b.toString();
    }
  }

  private final Settings fixed;
  /** A recommended agent's safety cap in ms, at most {@link Agents#DEFAULT_TIME_CAP_MILLIS}. */
  private final long capMillis;
  private final LongSupplier nanoClock;
  /** Every draw of the agent, its strategy's included, comes from here. */
  private final Dice dice;
  private int seenPlayers;
  private int lastIterations;
  private int lastTried;
  private long lastPlayoutActions;
  private long lastPlayoutChoices;
  private boolean lastHitCap;
  /** Written by the deciding thread, read by whoever reports it (a web table's snapshot). */
  private volatile int capsHit;

  /**
   * The default clock: the current thread's CPU time in nanoseconds where the JVM measures it
   * ({@link ThreadMXBean#getCurrentThreadCpuTime}), else {@link System#nanoTime}. Read on the
   * deciding thread, it counts only the time the search itself ran.
   */
  public static LongSupplier cpuClock() {
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    if (bean.isCurrentThreadCpuTimeSupported() && bean.isThreadCpuTimeEnabled()) {
      return bean::getCurrentThreadCpuTime;
    }
    return System::nanoTime;
  }

  /**
   * An agent searching with {@code settings}, timed by {@code nanoClock} (nanoseconds; by default
   * {@link #cpuClock}; tests pass a fake clock).
   *
   * @param settings the search, or null for the game's recommended one ({@link Agents#recommended})
   */
  public MctsAgent(long seed, Settings settings, LongSupplier nanoClock) {
    this(seed, settings, Agents.DEFAULT_TIME_CAP_MILLIS, nanoClock);
  }

  private MctsAgent(long seed, Settings settings, long capMillis, LongSupplier nanoClock) {
    this.fixed = settings;
    this.capMillis = capMillis;
    this.nanoClock = Objects.requireNonNull(nanoClock, "nanoClock");
    this.dice = new Dice(RandomSource.seeded(seed));
  }

  public MctsAgent(long seed, Settings settings) {
    this(seed, Objects.requireNonNull(settings, "settings"), cpuClock());
  }

  /** 200 iterations, playouts to the end, no time limit. */
  public MctsAgent(long seed) {
    this(seed, Settings.defaults());
  }

  /**
   * The default bot: each game's recommended iterations, with a safety cap of
   * {@value Agents#DEFAULT_TIME_CAP_MILLIS} ms of CPU a decision ({@link Agents#recommended}).
   */
  public static MctsAgent recommended(long seed) {
    return new MctsAgent(seed, null, cpuClock());
  }

  /** The default bot timed by {@code nanoClock}. */
  public static MctsAgent recommended(long seed, LongSupplier nanoClock) {
    return new MctsAgent(seed, null, nanoClock);
  }

  /**
   * The default bot with its safety cap lowered to {@code capMillis} where that is below
   * {@value Agents#DEFAULT_TIME_CAP_MILLIS} ms (a server that lets no bot think longer), timed by
   * {@code nanoClock}; a higher value leaves the default cap.
   */
  public static MctsAgent recommended(long seed, long capMillis, LongSupplier nanoClock) {
    if (capMillis < 1) {
      throw new IllegalArgumentException("a safety cap is at least 1 ms");
    }
    return new MctsAgent(seed, null, Math.min(capMillis, Agents.DEFAULT_TIME_CAP_MILLIS), nanoClock);
  }

  /** True when this agent plays each game's recommended search. */
  public boolean isRecommended() {
    return fixed == null;
  }

  /** The settings this agent searches {@code game} with. */
  public Settings settingsFor(Game<?, ?> game) {
    if (fixed != null) {
      return fixed;
    }
    Settings s = Agents.recommended(game);
    return s.timeLimitMillis() > capMillis ? s.withTimeLimitMillis(capMillis) : s;
  }

  /**
   * The settings this agent was made with.
   *
   * @deprecated since 0.1.0, for removal in 0.2.0: use {@link #settingsFor}, which also answers for
   *     a {@link #recommended} agent, whose settings depend on the game.
   * @return the settings given to the constructor
   * @throws IllegalStateException for a recommended agent
   */
  @Deprecated(since = "0.1.0", forRemoval = true)
  public Settings settings() {
    if (fixed == null) {
      throw new IllegalStateException("a recommended agent searches each game its own way: ask settingsFor(game)");
    }
    return fixed;
  }

  /**
   * How many iterations the latest decision ran (0 when it had a single legal action); with a
   * {@link Settings#check}, how many playouts (0 where the strategy's pick stood unplayed: a decision
   * the heuristic does not call decisive, or one whose ranking lists the pick alone).
   */
  public int lastIterations() {
    return lastIterations;
  }

  /**
   * How many of its legal actions the latest decision tried at the root (0 when it had a single
   * legal action): all of them within a few visits without widening, about {@code k·sqrt(n)}
   * with it. With a {@link Settings#check}, how many of the strategy's best actions it compared: 1
   * where its ranking lists the pick alone, 0 where the decision is not decisive.
   */
  public int lastTried() {
    return lastTried;
  }

  /**
   * With a {@link Settings#check}: how many actions the latest decision's playouts took in all (0
   * where none was played, and without a check). With {@link #lastPlayoutChoices} it says what a
   * decision cost in units that do not depend on the machine.
   */
  public long lastPlayoutActions() {
    return lastPlayoutActions;
  }

  /**
   * With a {@link Settings#check}: how many legal actions the latest decision's playout moves chose
   * among, summed over its playouts' moves (what the strategy scored; 0 where none was played).
   */
  public long lastPlayoutChoices() {
    return lastPlayoutChoices;
  }

  /** True when the safety cap ended the latest decision before its iteration budget. */
  public boolean lastHitCap() {
    return lastHitCap;
  }

  /**
   * How many decisions of this agent the safety cap ended before their iteration budget (0 when
   * every decision was reproducible). A time budget ({@code mcts:Nms}) running out is not counted.
   */
  public int capsHit() {
    return capsHit;
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
    lastIterations = 0;
    lastTried = 0;
    lastPlayoutActions = 0;
    lastPlayoutChoices = 0;
    lastHitCap = false;
    if (legal.size() == 1) {
      return legal.head();
    }
    Settings settings = settingsFor(game);
    Strategy<S, A> strategy = settings.strategy() ? Strategy.of(game).getOrNull() : null;
    Belief<S> belief = settings.strategy() ? Belief.of(game).getOrNull() : null;
    Heuristic<S> heuristic = Heuristic.of(game).getOrNull();
    long deadline = settings.timeLimitMillis() > 0 ? nanoClock.getAsLong() + settings.timeLimitMillis() * 1_000_000L : 0;
    if (strategy != null && settings.check().on()) {
      return check(game, view, me, legal, settings, strategy, belief, heuristic, deadline);
    }
    Search<S, A> search = new Search<>(game, me, settings, heuristic, strategy);
    Node root = new Node();
    int cap = settings.iterations() > 0 ? settings.iterations() : Integer.MAX_VALUE;
    int i = 0;
    for (; i < cap; i++) {
      if (deadline != 0 && i > 0 && nanoClock.getAsLong() - deadline >= 0) {
        break;
      }
      RandomSource world = RandomSource.seeded(nextSeed());
      search.iterate(belief != null ? belief.sample(view, me, world) : game.determinize(view, me, world), root);
    }
    lastIterations = i;
    if (i < cap && settings.iterations() > 0) {
      lastHitCap = true;
      capsHit++;
    }
    Choices mine = root.choicesOf(me);
    // the strategy's pick starts ahead by its trust, so a short search overrules it only clearly
    A trusted = strategy == null || settings.strategyTrust() == 0 ? null
        : legal.get(search.strategyPick(view, me, legal));
    double lead = settings.strategyTrust() * i;
    A best = legal.head();
    double bestVisits = -1;
    for (A a : legal) {
      Edge e = mine == null ? null : mine.edge(a);
      int n = e == null ? 0 : e.visits;
      lastTried += n > 0 ? 1 : 0;
      double v = a.equals(trusted) ? n + lead : n;
      if (v > bestVisits) {
        bestVisits = v;
        best = a;
      }
    }
    return best;
  }

  /** A decision with {@link Settings.Check}: the strategy's pick, checked where it is decisive. */
  private <S, A extends Action> A check(Game<S, A> game, S view, PlayerId me, Seq<A> legal, Settings settings,
      Strategy<S, A> strategy, Belief<S> belief, Heuristic<S> heuristic, long deadline) {
    if (heuristic != null && !heuristic.decisive(view, me)) {
      return legal.get(strategy.choose(view, me, legal, dice));
    }
    // the check asks which action wins more often: a win scores 1, anything else 0
    StrategyCheck.Reward<S> score = (o, s) -> {
      if (o != null) {
        seenPlayers = Math.max(seenPlayers, o.ranking().size());
        return o.winners().contains(me) ? 1.0 : 0.0;
      }
      return heuristic != null ? clamp(heuristic.value(s, me)) : reward(null, me);
    };
    StrategyCheck.Result r = new StrategyCheck<>(game, me, settings, strategy, belief, heuristic, score)
        .choose(view, legal, dice, this::nextSeed, nanoClock, deadline);
    lastIterations = r.playouts();
    lastTried = r.tried();
    lastPlayoutActions = r.actions();
    lastPlayoutChoices = r.choices();
    if (r.hitCap()) {
      lastHitCap = true;
      capsHit++;
    }
    return legal.get(r.index());
  }

  private int nextInt(int bound) {
    return dice.nextInt(bound);
  }

  private long nextSeed() {
    long a = nextInt(Integer.MAX_VALUE);
    return (a << 31) | nextInt(Integer.MAX_VALUE);
  }

  /** One decision's search: the game, the searching player and what scores a playout. */
  private final class Search<S, A extends Action> {
    final Game<S, A> game;
    final PlayerId me;
    final Settings settings;
    final Heuristic<S> heuristic;
    /** The game's strategy, or null: random playouts, random expansion, no widening. */
    final Strategy<S, A> strategy;
    /** {@code randomShare} in millionths: a playout move is random when a draw below 10^6 is under it. */
    final int randomMillionths;
    final List<Edge> path = new ArrayList<>(32);
    final List<PlayerId> actors = new ArrayList<>(4);
    final List<A> picks = new ArrayList<>(4);
    final List<Edge> pickEdges = new ArrayList<>(4);
    final List<A> applied = new ArrayList<>(4);
    /** Per pick: made by the strategy for another player ({@link Settings#othersByStrategy}). */
    final List<Boolean> modelled = new ArrayList<>(4);
    final boolean othersByStrategy;

    Search(Game<S, A> game, PlayerId me, Settings settings, Heuristic<S> heuristic, Strategy<S, A> strategy) {
      this.game = game;
      this.me = me;
      this.settings = settings;
      this.heuristic = heuristic;
      this.strategy = strategy;
      this.randomMillionths = (int) Math.round(settings.randomShare() * 1_000_000);
      this.othersByStrategy = strategy != null && settings.othersByStrategy();
    }

    void iterate(S s, Node root) {
      path.clear();
      Node node = root;
      // selection, then expansion of one new node
      while (game.outcome(s).isEmpty()) {
        Set<PlayerId> awaiting = game.awaiting(s);
        boolean sharedRoot = node == root && awaiting.size() > 1 && awaiting.contains(me);
        actors.clear();
        if (node == root && !sharedRoot) {
          actors.add(me);
        } else {
          for (PlayerId p : awaiting) {
            actors.add(p);
          }
        }
        // every actor picks from its own statistics at this node, blind to the others' picks;
        // at the root the others in my window pick at random, as determinize deals a choice they
        // have already made, so my choice is searched alike whether I commit first or last; with
        // othersByStrategy the others pick as the strategy does, here and at the root alike
        picks.clear();
        pickEdges.clear();
        modelled.clear();
        for (PlayerId p : actors) {
          Seq<A> legal = game.legalActions(s, p);
          if (legal.isEmpty()) {
            continue;
          }
          if (sharedRoot && !p.equals(me)) {
            picks.add(legal.get(othersByStrategy ? playoutMove(s, p, legal) : nextInt(legal.size())));
            pickEdges.add(null);
            modelled.add(false);
          } else if (othersByStrategy && !p.equals(me)) {
            picks.add(legal.get(playoutMove(s, p, legal)));
            pickEdges.add(null);
            modelled.add(true);
          } else {
            modelled.add(false);
            pick(node.choicesFor(p), legal, s);
          }
        }
        if (picks.isEmpty()) {
          break;
        }
        // the move: the picks in awaiting order, as far as the rules accept them
        applied.clear();
        boolean searched = false;
        S t = s;
        for (int k = 0; k < picks.size(); k++) {
          A a = picks.get(k);
          Either<Rejection, Transition<S>> r = game.apply(t, a);
          if (r.isLeft()) {
            if (k == 0) {
              throw new IllegalStateException(game.descriptor().id() + " refused its own legal action " + a
                  + " in a determinized state: " + r.getLeft());
            }
            continue;
          }
          t = r.get().state();
          Edge e = pickEdges.get(k);
          if (e != null) {
            applied.add(a);
            path.add(e);
            searched = true;
          } else if (modelled.get(k)) {
            applied.add(a);
          }
        }
        s = t;
        if (applied.isEmpty()) {
          break;
        }
        Object key = applied.size() == 1 ? applied.get(0) : List.copyOf(applied);
        Node child = node.children == null ? null : node.children.get(key);
        if (child == null) {
          child = node.addChild(key);
          // a move of modelled players alone searched nothing: go on to the next choice of mine
          if (searched) {
            break;
          }
        }
        node = child;
      }
      // playout: the strategy's moves with a share of random ones, or random moves
      s = Playouts.play(game, s, settings.rolloutDepth(), heuristic, this::playoutMove);
      // back-propagation
      Outcome o = game.outcome(s).getOrNull();
      if (o != null) {
        seenPlayers = Math.max(seenPlayers, o.ranking().size());
      }
      for (Edge e : path) {
        e.visits++;
        e.total += o == null && heuristic != null ? clamp(heuristic.value(s, e.player)) : reward(o, e.player);
      }
    }

    /**
     * UCB1 over the actions legal in this world (availability counts). Without a strategy,
     * untried actions first, at random. With one, a new action is expanded only while the actions
     * tried here are fewer than {@code k·(n+1)^alpha} (n: the player's choices at this node so
     * far), the strategy's pick first, then at random; otherwise the best tried one is taken.
     */
    private void pick(Choices c, Seq<A> legal, S s) {
      List<A> untried = null;
      Edge best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      int tried = 0;
      for (A a : legal) {
        Edge e = c.edge(a);
        // an edge never visited: new, or picked before but dropped from a window's move
        if (e == null || e.visits == 0) {
          if (untried == null) {
            untried = new ArrayList<>();
          }
          untried.add(a);
          continue;
        }
        e.available++;
        tried++;
        double score = e.total / e.visits + settings.exploration() * Math.sqrt(Math.log(e.available) / e.visits);
        if (score > bestScore) {
          bestScore = score;
          best = e;
        }
      }
      int n = c.chosen++;
      boolean widen = strategy != null && settings.wideningK() > 0;
      if (untried != null && (best == null || !widen
          || tried < settings.wideningK() * Math.pow(n + 1, settings.wideningAlpha()))) {
        A a = null;
        if (strategy != null) {
          A guide = legal.get(strategyPick(s, c.player, legal));
          Edge g = c.edge(guide);
          if (g == null || g.visits == 0) {
            a = guide;
          }
        }
        if (a == null) {
          a = untried.get(nextInt(untried.size()));
        }
        Edge e = c.edge(a);
        picks.add(a);
        pickEdges.add(e != null ? e : c.add(a));
      } else {
        @SuppressWarnings("unchecked")
        A a = (A) best.action;
        picks.add(a);
        pickEdges.add(best);
      }
    }

    /** A playout's move: the strategy's, or a random one in {@code randomShare} of the moves. */
    private int playoutMove(S s, PlayerId p, Seq<A> legal) {
      return Playouts.move(game, strategy, randomMillionths, s, p, legal, dice);
    }

    int strategyPick(S s, PlayerId p, Seq<A> legal) {
      return Playouts.strategyPick(game, strategy, s, p, legal, dice);
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

  /**
   * A node of the information-set tree: each player choosing here keeps its own statistics; the
   * children are keyed by the move that left the node (one action, or the list of a window's
   * actions).
   */
  private static final class Node {
    /** Per choosing player; usually one. */
    final List<Choices> choices = new ArrayList<>(1);
    HashMap<Object, Node> children;

    Choices choicesOf(PlayerId p) {
      for (int i = 0, n = choices.size(); i < n; i++) {
        Choices c = choices.get(i);
        if (c.player.equals(p)) {
          return c;
        }
      }
      return null;
    }

    Choices choicesFor(PlayerId p) {
      Choices c = choicesOf(p);
      if (c == null) {
        c = new Choices(p);
        choices.add(c);
      }
      return c;
    }

    Node addChild(Object key) {
      if (children == null) {
        children = new HashMap<>(4);
      }
      Node child = new Node();
      children.put(key, child);
      return child;
    }
  }

  /** One player's statistics at one node, an edge per action tried (in the order tried). */
  private static final class Choices {
    final PlayerId player;
    final List<Edge> edges = new ArrayList<>(4);
    /** How many times the player has chosen here (for widening). */
    int chosen;
    /** Looks edges up by action once there are many. */
    HashMap<Action, Edge> index;

    Choices(PlayerId player) {
      this.player = player;
    }

    Edge edge(Action a) {
      if (index != null) {
        return index.get(a);
      }
      for (int i = 0, n = edges.size(); i < n; i++) {
        Edge e = edges.get(i);
        if (e.action.equals(a)) {
          return e;
        }
      }
      return null;
    }

    Edge add(Action a) {
      Edge e = new Edge(a, player);
      edges.add(e);
      if (index != null) {
        index.put(a, e);
      } else if (edges.size() > 8) {
        index = new HashMap<>();
        for (Edge x : edges) {
          index.put(x.action, x);
        }
      }
      return e;
    }
  }

  /** An action a player may take at a node, with its visits, rewards and availability. */
  private static final class Edge {
    final Action action;
    final PlayerId player;
    int visits;
    int available = 1;
    double total;

    Edge(Action action, PlayerId player) {
      this.action = action;
      this.player = player;
    }
  }
}
