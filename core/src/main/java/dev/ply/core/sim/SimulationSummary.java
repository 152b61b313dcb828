package dev.ply.core.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.log.LogCodec;
import io.vavr.collection.SortedMap;
import io.vavr.collection.Vector;

/**
 * The summary of a simulation that {@code ply simulate --json} prints, as numbers: built from a
 * {@link SimulationResult} on one machine, or from aggregates by a distributed job
 * ({@code ply-spark}), and written as the same JSON either way. Only {@code seconds},
 * {@code gamesPerSecond} and {@code threads} (the JSON's {@code timing}) depend on the machine.
 *
 * @param game the game's descriptor
 * @param games games played (the results cover these)
 * @param planned games asked for (more than {@code games} when a run was stopped early)
 * @param players seats per game
 * @param seed the master seed
 * @param rotate whether agents rotated round the seats
 * @param agents the agent given for each seat, in seat order
 * @param finished games with an outcome
 * @param unfinished games that reached the action bound
 * @param failed games whose rules or agents failed
 * @param party the table's wins (cooperative games)
 * @param bySeat each seat's wins
 * @param byAgent each agent's wins over the seats it played, in the order the agents were given
 * @param noWinner finished games nobody won
 * @param actions actions per game
 * @param turns turns per game
 * @param rules events per rule ID, sorted by ID
 * @param seconds wall-clock time of the run
 * @param threads workers that played the games
 * @param capsHit decisions that an MCTS agent's safety cap ended before its iteration budget (0
 *     normally; a run that does not count them, as {@code ply-spark}'s, says 0)
 */
public record SimulationSummary(
    GameDescriptor game,
    int games,
    int planned,
    int players,
    long seed,
    boolean rotate,
    Vector<String> agents,
    int finished,
    int unfinished,
    int failed,
    Rate party,
    Vector<Rate> bySeat,
    Vector<Rate> byAgent,
    int noWinner,
    Lengths actions,
    Lengths turns,
    SortedMap<String, Long> rules,
    double seconds,
    int threads,
    long capsHit) {

  /** A summary that counts no safety-cap hits ({@code capsHit} 0). */
  public SimulationSummary(GameDescriptor game, int games, int planned, int players, long seed, boolean rotate,
      Vector<String> agents, int finished, int unfinished, int failed, Rate party, Vector<Rate> bySeat,
      Vector<Rate> byAgent, int noWinner, Lengths actions, Lengths turns, SortedMap<String, Long> rules,
      double seconds, int threads) {
    this(game, games, planned, players, seed, rotate, agents, finished, unfinished, failed, party, bySeat, byAgent,
        noWinner, actions, turns, rules, seconds, threads, 0);
  }

  /** The summary of a local run; {@code planned} games were asked for. */
  public static SimulationSummary of(SimulationResult r, int planned) {
    Simulation sim = r.simulation();
    return new SimulationSummary(r.game(), sim.games(), planned, sim.players(), sim.seed(), sim.rotate(),
        sim.agents().map(a -> a.name()), r.finished(), r.unfinished(), r.failed().size(), r.cooperative(),
        r.bySeat(), r.byAgent(), r.noWinner(), Lengths.of(r.actions()), Lengths.of(r.turns()), r.rules(),
        r.seconds(), Math.min(sim.threads(), sim.games()), r.capsHit());
  }

  public double gamesPerSecond() {
    return seconds <= 0 ? 0 : games / seconds;
  }

  /** The same summary without the machine-dependent timing, for comparing two runs. */
  public SimulationSummary withoutTiming() {
    return new SimulationSummary(game, games, planned, players, seed, rotate, agents, finished, unfinished, failed,
        party, bySeat, byAgent, noWinner, actions, turns, rules, 0, 0, capsHit);
  }

  /** In a cooperative game every seat wins or loses together, so different agents cannot be told apart. */
  public static boolean cannotCompare(GameDescriptor d, Vector<String> agents) {
    return d.cooperative() && agents.distinct().size() > 1;
  }

  public static String cooperativeNote(GameDescriptor d, Vector<String> agents, int games, int players, long seed) {
    return "Note: " + d.name() + " is cooperative: the whole table wins or loses together, so a run that mixes agents"
        + " gives one party win rate and cannot compare the agents. To compare them, run each agent on every seat"
        + " and compare the party win rates: " + agents.distinct()
            .map(a -> "ply simulate " + d.id() + " --games " + games + " --players " + players
                + " --agents " + a + " --seed " + seed).mkString(" ; ");
  }

  /** The JSON document {@code ply simulate --json} prints (rule names from {@code rulesOf}). */
  public String json(Game<?, ?> rulesOf) {
    var m = LogCodec.mapper();
    ObjectNode root = m.createObjectNode();
    root.put("game", game.id());
    root.put("games", games);
    root.put("planned", planned);
    root.put("partial", planned > games);
    root.put("players", players);
    root.put("seed", seed);
    root.put("rotate", rotate);
    ArrayNode agentNames = root.putArray("agents");
    agents.forEach(agentNames::add);
    root.put("finished", finished);
    root.put("unfinished", unfinished);
    root.put("failed", failed);
    root.put("capsHit", capsHit);
    root.put("cooperative", game.cooperative());
    if (game.cooperative()) {
      root.set("party", rate(party));
      if (cannotCompare(game, agents)) {
        root.put("note", cooperativeNote(game, agents, games, players, seed));
      }
    } else {
      ArrayNode seats = root.putArray("bySeat");
      bySeat.forEach(x -> seats.add(rate(x)));
      ArrayNode agentRates = root.putArray("byAgent");
      byAgent.forEach(x -> agentRates.add(rate(x)));
      root.put("noWinner", noWinner);
    }
    root.set("actions", lengths(actions));
    root.set("turns", lengths(turns));
    ObjectNode counts = root.putObject("rules");
    rules.forEach(e -> counts.put(e._1, e._2));
    ObjectNode names = root.putObject("ruleNames");
    rules.forEach(e -> rulesOf.ruleName(e._1).forEach(n -> names.put(e._1, n)));
    ObjectNode timing = root.putObject("timing");
    timing.put("seconds", seconds);
    timing.put("gamesPerSecond", gamesPerSecond());
    timing.put("threads", threads);
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

  private static ObjectNode lengths(Lengths d) {
    ObjectNode n = LogCodec.mapper().createObjectNode();
    n.put("mean", d.mean());
    n.put("median", d.median());
    n.put("min", d.min());
    n.put("max", d.max());
    return n;
  }
}
