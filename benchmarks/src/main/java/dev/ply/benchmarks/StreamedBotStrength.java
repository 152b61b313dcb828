package dev.ply.benchmarks;

import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.sim.GameResult;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.Vector;
import java.io.FileWriter;
import java.io.PrintWriter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The games of {@link BotStrength} (the same {@link Simulation}: one AGENT seat against PLAYERS − 1
 * random seats, rotated, the same seeds), played game by game with {@link Simulator#playOne} and
 * each game's result and searched decisions' times appended to a file as soon as the game ends, so
 * a long run on a busy machine can be followed and an interrupted one keeps what it played.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.StreamedBotStrength
 * GAME GAMES PLAYERS SEED AGENT THREADS FILE [KEY=VALUE…]} (the game's options, e.g. Munchkin's
 * {@code maxTurns=40}). Lines: {@code game I agents … outcome …
 * actions N turns T error …}, one {@code d I CPU_NS WALL_NS} per searched decision, and {@code
 * capped I K} (decisions the bot's safety cap cut).
 */
public final class StreamedBotStrength {
  public static void main(String[] args) throws Exception {
    String id = args[0];
    int games = Integer.parseInt(args[1]);
    int players = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    String agent = args[4];
    int threads = Integer.parseInt(args[5]);
    String out = args[6];
    Game<?, ?> game = Games.byId(id).get();
    AgentFactory o = Agents.parse("random").get();
    io.vavr.collection.Map<String, String> options = io.vavr.collection.LinkedHashMap.empty();
    for (int i = 7; i < args.length; i++) {
      options = options.put(args[i].substring(0, args[i].indexOf('=')), args[i].substring(args[i].indexOf('=') + 1));
    }
    io.vavr.collection.Map<String, String> gameOptions = options;
    PrintWriter w = new PrintWriter(new FileWriter(out, true), true);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    for (int i = 0; i < games; i++) {
      int index = i;
      pool.submit(() -> {
        try {
          BotStrength.Times times = new BotStrength.Times();
          AgentFactory bot = BotStrength.timed(Agents.parse(agent).get(), times);
          Simulation sim = Simulation.of(games, Vector.of(bot).appendAll(Vector.fill(players - 1, o)), seed)
              .withRotate(true).withThreads(1).withOptions(gameOptions);
          GameResult r = Simulator.playOne(game, sim, index, null);
          StringBuilder b = new StringBuilder();
          b.append("game ").append(index).append(" agents ").append(r.agents()).append(" outcome ").append(r.outcome())
              .append(" actions ").append(r.actions()).append(" turns ").append(r.turns()).append(" error ").append(r.error())
              .append('\n');
          for (int k = 0; k < times.cpu.size(); k++) {
            b.append("d ").append(index).append(' ').append(times.cpu.get(k)).append(' ').append(times.wall.get(k)).append('\n');
          }
          b.append("capped ").append(index).append(' ').append(times.capped.get()).append('\n');
          synchronized (w) {
            w.print(b);
            w.flush();
          }
        } catch (Throwable e) {
          synchronized (w) {
            w.println("fail " + index + " " + e);
            w.flush();
          }
        }
      });
    }
    pool.shutdown();
    pool.awaitTermination(1, TimeUnit.DAYS);
    w.close();
  }
}
