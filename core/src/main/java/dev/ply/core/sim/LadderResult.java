package dev.ply.core.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Dice;
import dev.ply.core.GameDescriptor;
import dev.ply.core.RandomSource;
import dev.ply.core.log.LogCodec;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * The results of a {@link Ladder}: each pairing's wins and each agent's Bradley–Terry rating on
 * the Elo scale with a 95 % interval.
 *
 * <p><b>Ratings.</b> {@link BradleyTerry} over every finished game, with a prior of {@value
 * #PRIOR} drawn game per pairing (so an agent that wins every game still has a finite rating),
 * anchored at 0 for the agent named {@code random} where there is one, else the first agent.
 *
 * <p><b>Intervals.</b> A percentile bootstrap: {@value #BOOTSTRAP} times, each pairing's finished
 * games are resampled with replacement (as many as it has), the ratings refitted, and the 2.5th
 * and 97.5th percentiles of each agent's ratings taken. The resampling draws from core's
 * {@link RandomSource} seeded from the ladder's seed, so the intervals, like everything else in
 * the result except {@link #seconds}, depend on the seed alone. They are relative to the anchor,
 * whose interval is [0, 0].
 *
 * @param game the game's descriptor
 * @param ladder what was played
 * @param results every game, pairing by pairing, each pairing's games in order
 * @param pairings each pairing's results, in {@link Ladder#pairing} order
 * @param ratings each agent's rating, in the order the agents were given
 * @param anchor the index of the agent rated 0
 * @param nanos wall-clock time of the run
 */
public record LadderResult(GameDescriptor game, Ladder ladder, Vector<GameResult> results, Vector<Pairing> pairings,
    Vector<Rating> ratings, int anchor, long nanos) {

  /** Resamples of the bootstrap. */
  public static final int BOOTSTRAP = 1000;
  /** Drawn games added to every pairing in the fit. */
  public static final double PRIOR = 1;

  /**
   * One pairing's games.
   *
   * @param first the pairing's first agent (given earlier)
   * @param second its second agent
   * @param firstWins games the first agent won
   * @param secondWins games the second agent won
   * @param draws games neither or both won
   * @param unfinished games that reached the action bound (left out of the ratings)
   * @param failed games whose rules or agents failed (left out)
   */
  public record Pairing(String first, String second, int firstWins, int secondWins, int draws, int unfinished,
      int failed) {
    /** Games with an outcome. */
    public int finished() {
      return firstWins + secondWins + draws;
    }

    /** The first agent's share of the finished games won, with its Wilson interval. */
    public Rate firstShare() {
      return new Rate(first, firstWins, finished());
    }

    /** The second agent's share of the finished games won, with its Wilson interval. */
    public Rate secondShare() {
      return new Rate(second, secondWins, finished());
    }
  }

  /**
   * An agent's rating.
   *
   * @param agent its name
   * @param elo its Bradley–Terry rating on the Elo scale, the anchor's being 0
   * @param low the 2.5th percentile of the bootstrap
   * @param high the 97.5th percentile
   * @param games the finished games it played
   */
  public record Rating(String agent, double elo, double low, double high, int games) {}

  /** Counts the results of {@code results} (pairing-major, as {@link Ladder#run} keeps them) and rates the agents. */
  public static LadderResult of(GameDescriptor game, Ladder ladder, Vector<GameResult> results, long nanos) {
    int m = ladder.agents().size();
    int[][] counts = new int[ladder.pairings()][3];
    Vector<Pairing> pairings = Vector.empty();
    for (int k = 0; k < ladder.pairings(); k++) {
      int[] pair = ladder.pairing(k);
      int unfinished = 0;
      int failed = 0;
      for (int g = 0; g < ladder.games(); g++) {
        GameResult r = results.get(k * ladder.games() + g);
        Option<Integer> w = ladder.winner(g, r);
        if (w.isEmpty()) {
          failed += r.error().isDefined() ? 1 : 0;
          unfinished += r.error().isDefined() ? 0 : 1;
        } else {
          counts[k][w.get() == 1 ? 0 : w.get() == -1 ? 1 : 2]++;
        }
      }
      pairings = pairings.append(new Pairing(ladder.agents().get(pair[0]).name(), ladder.agents().get(pair[1]).name(),
          counts[k][0], counts[k][1], counts[k][2], unfinished, failed));
    }
    int anchor = Math.max(0, ladder.agents().map(a -> a.name()).indexOf("random"));
    double[] elo = BradleyTerry.elo(matrix(ladder, counts), PRIOR, anchor);
    double[][] boot = new double[m][BOOTSTRAP];
    Dice dice = new Dice(RandomSource.seeded(Seeds.mix(ladder.seed() ^ 0x6C61646465724254L)));
    int[][] sample = new int[counts.length][3];
    for (int b = 0; b < BOOTSTRAP; b++) {
      for (int k = 0; k < counts.length; k++) {
        int n = counts[k][0] + counts[k][1] + counts[k][2];
        Arrays.fill(sample[k], 0);
        for (int i = 0; i < n; i++) {
          int x = dice.nextInt(n);
          sample[k][x < counts[k][0] ? 0 : x < counts[k][0] + counts[k][1] ? 1 : 2]++;
        }
      }
      double[] e = BradleyTerry.elo(matrix(ladder, sample), PRIOR, anchor);
      for (int i = 0; i < m; i++) {
        boot[i][b] = e[i];
      }
    }
    Vector<Rating> ratings = Vector.empty();
    for (int i = 0; i < m; i++) {
      Arrays.sort(boot[i]);
      int games = 0;
      for (int k = 0; k < counts.length; k++) {
        int[] pair = ladder.pairing(k);
        games += pair[0] == i || pair[1] == i ? counts[k][0] + counts[k][1] + counts[k][2] : 0;
      }
      ratings = ratings.append(new Rating(ladder.agents().get(i).name(), elo[i],
          boot[i][(int) Math.floor(0.025 * BOOTSTRAP)], boot[i][(int) Math.ceil(0.975 * BOOTSTRAP) - 1], games));
    }
    return new LadderResult(game, ladder, results, pairings, ratings, anchor, nanos);
  }

  /** {@code wins[i][j]} from each pairing's (first wins, second wins, draws), draws half to each. */
  private static double[][] matrix(Ladder ladder, int[][] counts) {
    int m = ladder.agents().size();
    double[][] w = new double[m][m];
    for (int k = 0; k < counts.length; k++) {
      int[] pair = ladder.pairing(k);
      w[pair[0]][pair[1]] += counts[k][0] + counts[k][2] / 2.0;
      w[pair[1]][pair[0]] += counts[k][1] + counts[k][2] / 2.0;
    }
    return w;
  }

  /** The ratings from best to worst (ties in the order given). */
  public Vector<Rating> ranked() {
    return ratings.sortBy(r -> -r.elo());
  }

  public int finished() {
    return pairings.map(Pairing::finished).sum().intValue();
  }

  public int unfinished() {
    return pairings.map(Pairing::unfinished).sum().intValue();
  }

  public Vector<GameResult> failed() {
    return results.filter(r -> r.error().isDefined());
  }

  /** Decisions that an MCTS agent's safety cap ended before its iteration budget (0 normally). */
  public long capsHit() {
    return results.map(r -> (long) r.capsHit()).sum().longValue();
  }

  public double seconds() {
    return nanos / 1e9;
  }

  /**
   * The JSON document {@code ply tournament --json} writes. Nothing in it depends on the machine
   * or the thread count (the time taken is left out), so two runs of one seed give the same bytes.
   */
  public String json() {
    var m = LogCodec.mapper();
    ObjectNode root = m.createObjectNode();
    root.put("game", game.id());
    root.put("players", ladder.players());
    root.put("gamesPerPairing", ladder.games());
    root.put("seed", ladder.seed());
    ObjectNode options = root.putObject("options");
    ladder.options().forEach(e -> options.put(e._1, e._2));
    ArrayNode agents = root.putArray("agents");
    ladder.agents().forEach(a -> agents.add(a.name()));
    root.put("anchor", ratings.get(anchor).agent());
    root.put("finished", finished());
    root.put("unfinished", unfinished());
    root.put("failed", failed().size());
    root.put("capsHit", capsHit());
    root.put("bootstrap", BOOTSTRAP);
    root.put("prior", PRIOR);
    ArrayNode rated = root.putArray("ratings");
    for (Rating r : ranked()) {
      ObjectNode n = rated.addObject();
      n.put("agent", r.agent());
      n.put("elo", round(r.elo()));
      n.put("low", round(r.low()));
      n.put("high", round(r.high()));
      n.put("games", r.games());
    }
    ArrayNode pairs = root.putArray("pairings");
    for (Pairing p : pairings) {
      ObjectNode n = pairs.addObject();
      n.put("first", p.first());
      n.put("second", p.second());
      n.put("firstWins", p.firstWins());
      n.put("secondWins", p.secondWins());
      n.put("draws", p.draws());
      n.put("unfinished", p.unfinished());
      n.put("failed", p.failed());
      n.set("firstShare", share(p.firstShare()));
      n.set("secondShare", share(p.secondShare()));
    }
    try {
      return m.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ObjectNode share(Rate r) {
    ObjectNode n = LogCodec.mapper().createObjectNode();
    n.put("rate", round(r.value()));
    n.put("low", round(r.low()));
    n.put("high", round(r.high()));
    return n;
  }

  /** Six decimals: more than the data can tell, and short. */
  private static double round(double v) {
    return Math.round(v * 1e6) / 1e6;
  }
}
