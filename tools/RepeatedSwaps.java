import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Games;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Agent;
import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.Simulator;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import io.vavr.collection.Vector;
import java.util.HashSet;
import java.util.Set;

/**
 * Counts, in Munchkin games where seat p1 turns down every swap proposed to it (MK-R37) and
 * otherwise plays as AGENT, the proposals p1 gets and how many repeat one it has already turned
 * down (the same proposer and items): what a person who says no meets. docs/agents.md, Munchkin.
 *
 * <p>{@code java -cp samples/target/ply-samples-*-all.jar tools/RepeatedSwaps.java GAMES PLAYERS AGENT OTHERS SEED},
 * e.g. {@code 20 4 heuristic mcts 7}: p1 by the strategy, the others the default bot.
 */
public final class RepeatedSwaps {
  public static void main(String[] args) {
    if (args.length != 5) {
      System.err.println("usage: java -cp PLY-ALL-JAR tools/RepeatedSwaps.java GAMES PLAYERS AGENT OTHERS SEED");
      System.exit(2);
    }
    int games = Integer.parseInt(args[0]);
    int players = Integer.parseInt(args[1]);
    AgentFactory own = Agents.parse(args[2]).get();
    int[] counts = new int[2]; // proposals, repeats
    AgentFactory sayer = AgentFactory.of("says no to swaps", seed -> {
      Agent inner = own.create(seed);
      Set<Frame.Trade> refused = new HashSet<>();
      return new Agent() {
        @Override
        public String name() {
          return "says no to swaps";
        }

        @Override
        @SuppressWarnings("unchecked")
        public <S, A extends Action> A choose(Game<S, A> game, S view, PlayerId me) {
          if (((MunchkinState) view).frames().top().getOrNull() instanceof Frame.Trade t) {
            synchronized (counts) {
              counts[0]++;
              if (!refused.add(t)) {
                counts[1]++;
                PlayerId by = ((MunchkinState) view).seat(t.proposer()).id();
                System.out.println(by + " proposes again: "
                    + game.describe(view, (A) new MunchkinAction.ProposeTrade(by, me, t.give(), t.receive())));
              }
            }
            return game.legalActions(view, me).find(a -> a instanceof MunchkinAction.DeclineTrade).get();
          }
          return inner.choose(game, view, me);
        }
      };
    });
    Vector<AgentFactory> seats = Vector.of(sayer).appendAll(Vector.fill(players - 1, Agents.parse(args[3]).get()));
    Simulator.run(Games.byId("munchkin").get(), Simulation.of(games, seats, Long.parseLong(args[4])).withThreads(1));
    System.out.println(counts[0] + " swaps proposed to p1, " + counts[1] + " of them one it had turned down");
  }
}
