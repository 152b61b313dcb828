package dev.ply.benchmarks;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * CI smoke mode: every {@code @Benchmark} method of every benchmark class runs a few times
 * in-process, so the suite keeps compiling and running. No timing is asserted.
 */
class BenchmarkSmokeTest {

  @Test
  @DisplayName("every Love Letter benchmark body runs at 2, 3 and 4 players")
  void loveLetter() throws Exception {
    for (int players = 2; players <= 4; players++) {
      LoveLetterBenchmark b = new LoveLetterBenchmark();
      b.players = players;
      runAll(b);
    }
  }

  @Test
  @DisplayName("every HeroQuest benchmark body runs at 2, 3 and 4 heroes")
  void heroQuest() throws Exception {
    for (int players = 2; players <= 4; players++) {
      HeroQuestBenchmark b = new HeroQuestBenchmark();
      b.players = players;
      runAll(b);
    }
  }

  @Test
  @DisplayName("every Dungeon Lords benchmark body runs at 2, 3 and 4 players")
  void dungeonLords() throws Exception {
    for (int players = 2; players <= 4; players++) {
      DungeonLordsBenchmark b = new DungeonLordsBenchmark();
      b.players = players;
      runAll(b);
    }
  }

  @Test
  @DisplayName("every Desperate Gods benchmark body runs at 2, 3 and 4 players")
  void desperateGods() throws Exception {
    for (int players = 2; players <= 4; players++) {
      DesperateGodsBenchmark b = new DesperateGodsBenchmark();
      b.players = players;
      runAll(b);
    }
  }

  @Test
  @DisplayName("every Munchkin benchmark body runs at 3 players")
  void munchkin() throws Exception {
    MunchkinBenchmark b = new MunchkinBenchmark();
    b.players = 3;
    runAll(b);
  }

  @Test
  @DisplayName("the retained-bytes measurement runs")
  void retained() {
    RetainedBytes.Result r = RetainedBytes.measure(new dev.ply.samples.loveletter.LoveLetterGame(), 4, 20);
    assertTrue(r.states() > 50);
  }

  @Test
  @DisplayName("the CPU-time playout measurement runs")
  void cpuTime() {
    var game = new dev.ply.samples.loveletter.LoveLetterGame();
    assertTrue(CpuTimePlayouts.run(game, 3, 0.05).actions() > 0);
    var log = dev.ply.core.testkit.GoldenReplays.play(game, dev.ply.core.Setup.of(3, 5L), 1L);
    assertTrue(CpuTimePlayouts.replay(game, java.util.List.of(log), 0.05).actions() > 0);
  }

  static void runAll(GameBenchmark<?, ?> b) throws Exception {
    b.smallForSmokeTests();
    b.prepare();
    int ran = 0;
    for (Method m : b.getClass().getMethods()) {
      if (!m.isAnnotationPresent(Benchmark.class)) {
        continue;
      }
      for (int i = 0; i < 3; i++) {
        Object[] args = new Object[m.getParameterCount()];
        Parameter[] ps = m.getParameters();
        for (int k = 0; k < args.length; k++) {
          args[k] = ps[k].getType().getConstructor().newInstance();
        }
        assertNotNull(m.invoke(b, args), m.getName());
      }
      ran++;
    }
    assertTrue(ran >= 12, "found only " + ran + " benchmark methods");
  }
}
