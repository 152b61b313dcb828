package dev.ply.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.core.agent.AgentFactory;
import dev.ply.core.agent.Agents;
import dev.ply.core.race.RaceGame;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class LadderTest {
  private final RaceGame game = new RaceGame();

  private static Vector<AgentFactory> agents(String... names) {
    return Vector.of(names).map(n -> Agents.parse(n).get());
  }

  @Test
  @DisplayName("every pair once, in order: (0,1) (0,2) (0,3) (1,2) (1,3) (2,3)")
  void pairings() {
    Ladder l = Ladder.of(2, 2, agents("random", "heuristic", "mcts:5", "mcts:6"), 1);
    assertEquals(6, l.pairings());
    String order = "";
    for (int k = 0; k < 6; k++) {
      int[] p = l.pairing(k);
      order += p[0] + "" + p[1] + " ";
    }
    assertEquals("01 02 03 12 13 23 ", order);
  }

  @Test
  @DisplayName("seats: the pair alternates round the table, and every 2·P games each agent has every seat equally often")
  void seats() {
    for (int players = 2; players <= 4; players++) {
      Ladder l = Ladder.of(2 * players, players, agents("random", "heuristic"), 1);
      int[] firstAt = new int[players];
      for (int g = 0; g < 2 * players; g++) {
        int firsts = 0;
        for (int seat = 0; seat < players; seat++) {
          boolean f = l.firstAt(g, seat);
          firstAt[seat] += f ? 1 : 0;
          firsts += f ? 1 : 0;
          if (seat > 0 && (players % 2 == 0 || seat < players - 1)) {
            // neighbours differ, except where an odd table wraps round
            assertTrue(f != l.firstAt(g, seat - 1) || (seat + g % players) % players == 0,
                "game " + g + " seats " + (seat - 1) + "," + seat);
          }
        }
        assertTrue(Math.abs(2 * firsts - players) <= 1, "game " + g + " gives the first agent " + firsts);
      }
      for (int seat = 0; seat < players; seat++) {
        assertEquals(players, firstAt[seat], players + " players, seat " + seat);
      }
    }
  }

  @Test
  @DisplayName("the results and the ratings are the same for 1 and 3 threads, byte for byte")
  void threads() {
    Ladder l = new Ladder(6, 3, io.vavr.collection.LinkedHashMap.empty(), agents("random", "mcts:10", "heuristic"),
        42, 1);
    String one = l.run(game).json();
    String three = l.withThreads(3).run(game).json();
    assertEquals(one, three);
    assertTrue(one.contains("\"anchor\" : \"random\""), one);
  }

  @Test
  @DisplayName("a pairing's wins, draws and shares add up; random is rated 0")
  void counts() {
    LadderResult r = Ladder.of(12, 2, agents("mcts:30", "random"), 7).withThreads(2).run(game);
    LadderResult.Pairing p = r.pairings().head();
    assertEquals(12, p.firstWins() + p.secondWins() + p.draws() + p.unfinished() + p.failed());
    assertEquals(p.finished(), p.firstShare().trials());
    assertEquals(0, r.ratings().get(1).elo(), 0);
    LadderResult.Rating mcts = r.ratings().get(0);
    assertTrue(mcts.low() <= mcts.elo() && mcts.elo() <= mcts.high(), mcts.toString());
    assertEquals(12, r.results().size());
  }

  @Test
  @DisplayName("a ladder needs two distinct agents")
  void refused() {
    assertThrows(IllegalArgumentException.class, () -> Ladder.of(2, 2, agents("random"), 1));
    assertThrows(IllegalArgumentException.class, () -> Ladder.of(2, 2, agents("random", "random"), 1));
  }
}
