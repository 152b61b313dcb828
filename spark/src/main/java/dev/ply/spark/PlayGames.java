package dev.ply.spark;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.sim.GameResult;
import dev.ply.core.sim.Seeds;
import dev.ply.core.sim.Simulation;
import dev.ply.core.sim.SimulationListener;
import dev.ply.core.sim.Simulator;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Row;

/**
 * The executors' side: plays the games whose indices a partition holds, one after another, with
 * core's {@link Simulator#playOne} (so each game's seeds, agents and results are the local
 * simulator's), and turns each into a row. A game that throws becomes a row with its error.
 */
final class PlayGames implements FlatMapFunction<Iterator<Long>, Row> {
  private static final long serialVersionUID = 1L;

  private final JobSpec spec;

  PlayGames(JobSpec spec) {
    this.spec = spec;
  }

  @Override
  public Iterator<Row> call(Iterator<Long> indices) {
    Game<?, ?> game = spec.game();
    Simulation sim = spec.simulation(game);
    LogFolder logs = spec.logs() == null ? null : new LogFolder(spec.logs());
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return indices.hasNext();
      }

      @Override
      public Row next() {
        return play(game, sim, Math.toIntExact(indices.next()), logs);
      }
    };
  }

  private <S, A extends Action> Row play(Game<S, A> game, Simulation sim, int index, LogFolder logs) {
    @SuppressWarnings("unchecked")
    ActionLog<A>[] kept = new ActionLog[1];
    GameResult r;
    try {
      r = Simulator.playOne(game, sim, index, new SimulationListener() {
        @Override
        @SuppressWarnings("unchecked")
        public void log(GameResult result, ActionLog<?> log) {
          kept[0] = (ActionLog<A>) log;
        }
      });
    } catch (RuntimeException | StackOverflowError | LinkageError e) {
      // The simulator reports a rule's exception itself; this catches what it lets through (an
      // agent that cannot be made, a stack overflow), which would stop a local run, as one game's error.
      r = failed(sim, index, e);
    }
    String path = null;
    if (logs != null && kept[0] != null) {
      path = logs.write(index, LogCodec.write(kept[0]));
    }
    return GameRows.row(game.descriptor().id(), spec.options(), r, path);
  }

  static GameResult failed(Simulation sim, int index, Throwable e) {
    long seed = Seeds.game(sim.seed(), index);
    Vector<String> agents = Vector.range(0, sim.players()).map(seat -> sim.agentFor(index, seat).name());
    return new GameResult(index, seed, Vector.range(1, sim.players() + 1).map(PlayerId::seat), agents, Option.none(),
        0, 0, TreeMap.empty(), Option.of("game " + index + " (seed " + seed + "): " + e));
  }

  /**
   * A folder on any Hadoop file system (local, HDFS, S3…) for the logs, named as
   * {@code ply simulate --save-logs} names them: {@code game-00042.json}. A retried task rewrites
   * the same bytes.
   */
  static final class LogFolder {
    private final Path folder;
    private final FileSystem fs;

    LogFolder(String folder) {
      this.folder = new Path(folder);
      try {
        this.fs = FileSystem.get(URI.create(folder), new Configuration());
        fs.setWriteChecksum(false); // no .crc file beside every log on a local disk
      } catch (IOException e) {
        throw new UncheckedIOException("cannot open the logs' folder " + folder + ": " + e.getMessage(), e);
      }
    }

    static String name(int index) {
      return String.format("game-%05d.json", index);
    }

    String write(int index, String json) {
      Path file = new Path(folder, name(index));
      try (OutputStream out = fs.create(file, true)) {
        out.write(json.getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
      }
      return file.toString();
    }
  }
}
