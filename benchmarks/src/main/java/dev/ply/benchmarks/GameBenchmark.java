package dev.ply.benchmarks;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.Listed;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Setup;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import dev.ply.core.testkit.GoldenReplays;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The benchmarks every game gets, written once against the {@link Game} contract. A game's
 * benchmark is one small subclass that names the game and its player counts (a {@code @Param}
 * field named {@code players}); see {@code LoveLetterBenchmark}.
 *
 * <p>Throughput in operations per second, one thread. Where an operation covers several actions
 * (a whole playout, a whole log), the {@link Actions} counter also reports actions per second.
 * Every {@code @Benchmark} method returns its result so the JIT cannot drop the work.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class GameBenchmark<S, A extends Action> {

  /** Counts actions, reported by JMH as {@code <benchmark>:actions} in actions per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Actions {
    public long actions;

    @org.openjdk.jmh.annotations.Setup(Level.Iteration)
    public void reset() {
      actions = 0;
    }
  }

  /** Games sampled for positions per trial, and logs kept for the log benchmarks. */
  private int sampledGames = 60;
  private int logCount = 16;

  private Game<S, A> game;
  private Setup setup;
  private SplittableRandom rnd;
  private long seed;
  private S running;

  private Object[] early;
  private Object[] middle;
  private Object[] late;
  private Object[] all;
  private int cursor;

  private ActionLog<A>[] logs;
  private String[] json;
  private int logCursor;

  /** Fewer sampled games and logs, for the CI smoke test (which times nothing). */
  void smallForSmokeTests() {
    sampledGames = 2;
    logCount = 2;
  }

  /** The game under test. */
  protected abstract Game<S, A> game();

  /** The player count of this run (the subclass's {@code @Param}). */
  protected abstract int players();

  /** The seating and options of this run; a game with long games may shorten them with an option. */
  protected Setup baseSetup() {
    return Setup.of(players(), 1L);
  }

  @org.openjdk.jmh.annotations.Setup(Level.Trial)
  @SuppressWarnings("unchecked")
  public void prepare() {
    game = game();
    setup = baseSetup();
    rnd = new SplittableRandom(42);
    seed = 1;
    running = game.start(setup);
    Positions<S, A> pos = new Positions<>(game, setup, sampledGames, 7);
    early = pos.early().toJavaArray();
    middle = pos.middle().toJavaArray();
    late = pos.late().toJavaArray();
    all = pos.all().toJavaArray();
    logs = new ActionLog[logCount];
    json = new String[logCount];
    for (int i = 0; i < logCount; i++) {
      logs[i] = GoldenReplays.play(game, seeded(1000 + i), 77 + i);
      json[i] = LogCodec.write(logs[i]);
      // a benchmark of a replay that stops early would time nothing: check each log once
      for (Replay.Mode mode : Replay.Mode.values()) {
        ReplayResult<S> r = Replay.run(game, logs[i], mode);
        if (!r.ok() || r.steps() != logs[i].size()) {
          throw new IllegalStateException("log " + i + " does not replay in mode " + mode + ": " + r.divergence());
        }
      }
      if (!Replay.run(game, withoutHashes(i), Replay.Mode.SEED).ok()) {
        throw new IllegalStateException("log " + i + " without hashes does not replay from its seed");
      }
    }
  }

  /** The benchmark's seating with seed {@code s} (the seed is what a log records). */
  protected Setup seeded(long s) {
    return new Setup(setup.players(), setup.options(), s, RandomSource.seeded(s));
  }

  // ------------------------------------------------------------------ playouts

  /** One whole game from its setup: each step is legalActions + apply of a random legal action. */
  @Benchmark
  public S playout(Actions counter) {
    S s = game.start(seeded(seed++));
    long steps = 0;
    Set<PlayerId> awaiting;
    while (!(awaiting = game.awaiting(s)).isEmpty()) {
      Listed<S, A> legal = game.listed(s, awaiting.head());
      s = game.apply(legal, rnd.nextInt(legal.size())).get().state();
      steps++;
    }
    counter.actions += steps;
    return s;
  }

  /** One random step of a running game (a new game is started when one ends): actions per second. */
  @Benchmark
  public S step() {
    S s = running;
    Set<PlayerId> awaiting = game.awaiting(s);
    if (awaiting.isEmpty()) {
      s = game.start(seeded(seed++));
      awaiting = game.awaiting(s);
    }
    Listed<S, A> legal = game.listed(s, awaiting.head());
    running = game.apply(legal, rnd.nextInt(legal.size())).get().state();
    return running;
  }

  // ------------------------------------------------------------------ one call over sampled positions

  @SuppressWarnings("unchecked")
  private Positions.Position<S, A> next(Object[] pool) {
    int i = cursor++;
    if (cursor >= pool.length) {
      cursor = 0;
    }
    return (Positions.Position<S, A>) pool[i % pool.length];
  }

  private Object apply(Object[] pool) {
    Positions.Position<S, A> p = next(pool);
    return game.apply(p.state(), p.action());
  }

  private Object legal(Object[] pool) {
    Positions.Position<S, A> p = next(pool);
    return game.legalActions(p.state(), p.who());
  }

  @Benchmark
  public Object applyEarly() {
    return apply(early);
  }

  @Benchmark
  public Object applyMiddle() {
    return apply(middle);
  }

  @Benchmark
  public Object applyLate() {
    return apply(late);
  }

  @Benchmark
  public Object legalActionsEarly() {
    return legal(early);
  }

  @Benchmark
  public Object legalActionsMiddle() {
    return legal(middle);
  }

  @Benchmark
  public Object legalActionsLate() {
    return legal(late);
  }

  /** The awaited player's view of a sampled position. */
  @Benchmark
  public S view() {
    Positions.Position<S, A> p = next(all);
    return game.view(p.state(), p.who());
  }

  /** A full state sampled from a view (what a search bot does once per simulation). */
  @Benchmark
  public S determinize() {
    Positions.Position<S, A> p = next(all);
    return game.determinize(p.view(), p.who(), RandomSource.seeded(seed++));
  }

  /** The next of the sampled positions, for a game's own benchmarks. */
  protected Positions.Position<S, A> nextPosition() {
    return next(all);
  }

  /** A fresh seeded source, a different one each call. */
  protected RandomSource nextSource() {
    return RandomSource.seeded(seed++);
  }

  // ------------------------------------------------------------------ the action log

  /** A whole game's log written as JSON ({@link LogCodec#write}). */
  @Benchmark
  public String logWrite(Actions counter) {
    int i = logCursor = (logCursor + 1) % logCount;
    counter.actions += logs[i].size();
    return LogCodec.write(logs[i]);
  }

  /** A whole game's log read from JSON ({@link LogCodec#read}). */
  @Benchmark
  public Either<LogError, LoadedLog<S, A>> logRead(Actions counter) {
    int i = logCursor = (logCursor + 1) % logCount;
    counter.actions += logs[i].size();
    return LogCodec.read(json[i], game);
  }

  /** A whole game replayed from its log, every per-step hash checked ({@link Replay#run}). */
  @Benchmark
  public ReplayResult<S> replay(Actions counter) {
    int i = logCursor = (logCursor + 1) % logCount;
    counter.actions += logs[i].size();
    return Replay.run(game, logs[i]);
  }

  /** A whole game replayed from its seed with no hashes: the rules' share of a replay. */
  @Benchmark
  public ReplayResult<S> replayWithoutHashes(Actions counter) {
    int i = logCursor = (logCursor + 1) % logCount;
    counter.actions += logs[i].size();
    return Replay.run(game, withoutHashes(i), Replay.Mode.SEED);
  }

  private ActionLog<A>[] bare;

  /** Log {@code i} with only its seed and actions: no draws, no hashes. */
  @SuppressWarnings("unchecked")
  private ActionLog<A> withoutHashes(int i) {
    if (bare == null) {
      bare = new ActionLog[logCount];
    }
    if (bare[i] == null) {
      ActionLog<A> l = logs[i];
      bare[i] = new ActionLog<>(l.format(), l.game(), l.rulesVersion(), l.players(), l.options(), l.seed(),
          io.vavr.control.Option.none(), io.vavr.control.Option.none(),
          l.entries().map(e -> dev.ply.core.log.LogEntry.bare(e.action())));
    }
    return bare[i];
  }
}
