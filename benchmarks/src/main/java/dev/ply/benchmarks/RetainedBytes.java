package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.games.desperategods.DesperateGodsGame;
import dev.ply.games.heroquest.HeroQuestGame;
import dev.ply.samples.loveletter.LoveLetterGame;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Retained heap per state when a whole game's history is kept (undo, replay scrubbing, search
 * trees). Method: play {@code N} seeded random games, keeping every state of each in a
 * {@code Vector}; measure used heap (after repeated {@code System.gc()}) before and after, with
 * the histories strongly reachable, and divide by the number of states kept. Shared structure
 * (the seating, a round's deck) is counted once, as it is in memory. The figure includes the
 * Vector that holds the states (about 4-5 bytes per element).
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.ply.benchmarks.RetainedBytes [games]}.
 */
public final class RetainedBytes {
  private RetainedBytes() {}

  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    for (int players = 2; players <= 4; players++) {
      print("love-letter", players, games, measure(new LoveLetterGame(), players, games));
    }
    int heroGames = Math.max(1, games / 20);
    for (int players = 2; players <= 4; players++) {
      print("heroquest", players, heroGames, measure(new HeroQuestGame(), players, heroGames));
    }
    for (int players = 2; players <= 4; players++) {
      print("desperate-gods", players, heroGames, measure(new DesperateGodsGame(), players, heroGames));
    }
  }

  private static void print(String game, int players, int games, Result r) {
    System.out.printf("%s %dp: %d games, %d states, %.1f states/game, %.0f bytes/state retained, %.0f bytes/game%n",
        game, players, games, r.states, (double) r.states / games, r.bytesPerState(), r.bytesPerState() * r.states / games);
  }

  /** The measurement. */
  public record Result(long states, long bytes) {
    public double bytesPerState() {
      return states == 0 ? 0 : (double) bytes / states;
    }
  }

  public static <S, A extends Action> Result measure(Game<S, A> game, int players, int games) {
    Setup base = Setup.of(players, 1L);
    SplittableRandom rnd = new SplittableRandom(3);
    long before = usedAfterGc();
    List<Vector<S>> kept = new ArrayList<>(games);
    long states = 0;
    for (int g = 0; g < games; g++) {
      S s = game.start(base.withRandom(RandomSource.seeded(g + 1)));
      Vector<S> history = Vector.of(s);
      io.vavr.collection.Set<PlayerId> awaiting;
      while (!(awaiting = game.awaiting(s)).isEmpty()) {
        Listed<S, A> legal = game.listed(s, awaiting.head());
        s = game.apply(legal, rnd.nextInt(legal.size())).get().state();
        history = history.append(s);
      }
      states += history.size();
      kept.add(history);
    }
    long after = usedAfterGc();
    long bytes = after - before - 16L * games; // less the ArrayList's own slots (references)
    if (kept.size() != games) {
      throw new IllegalStateException();
    }
    return new Result(states, Math.max(0, bytes));
  }

  private static long usedAfterGc() {
    Runtime rt = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 6; i++) {
      System.gc();
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      used = Math.min(used, rt.totalMemory() - rt.freeMemory());
    }
    return used;
  }
}
