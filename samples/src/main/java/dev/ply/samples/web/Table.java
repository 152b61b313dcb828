package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agent;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Recorder;
import dev.ply.core.log.Recording;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntConsumer;

/**
 * One game being played at the server: its position and action log guarded by a lock.
 *
 * <p>The table is the authority, and the store is its memory: an action is appended to the
 * store (as step N, a unique key) before it changes the position or is acknowledged, so a
 * restarted server rebuilds the table by replaying its steps, and when another server sharing
 * the store wrote step N first, this one catches up instead. Seats and tokens live in
 * {@link Seats}, what a seat is shown in {@link Snapshots}, and its bots and turn timers in
 * {@link Autoplay}.
 */
public final class Table<S, A extends Action> {
  private final String id;
  private final Game<S, A> game;
  private final Seats seats;
  private final Map<PlayerId, Agent> bots;
  private final long turnMillis;
  private final Long chosenSeed;
  private final long createdAt;
  private final TableServices env;
  private final ReentrantLock lock = new ReentrantLock();
  /** The log's hash chain, kept from step to step (it remembers the last state's parts); under the lock. */
  private final Recording<S, A> recording;
  private final List<Shown> events = new ArrayList<>();
  private final Autoplay<S, A> autoplay;
  private final List<IntConsumer> watchers = new CopyOnWriteArrayList<>();
  private S state;
  private ActionLog<A> log;
  private long lastMoveAt;
  private Long endedAt;
  private String problem = "";
  private boolean closed;

  /** An event with the version it happened at (the number of actions accepted after it). */
  record Shown(long seq, int version, GameEvent event) {}

  private Table(String id, Game<S, A> game, Seats seats, Map<PlayerId, Agent> bots, long turnMillis, Long chosenSeed,
      long createdAt, TableServices env, S state, ActionLog<A> log) {
    this.id = id;
    this.game = game;
    this.recording = Recording.of(game);
    this.seats = seats;
    this.bots = bots;
    this.turnMillis = turnMillis;
    this.chosenSeed = chosenSeed;
    this.createdAt = createdAt;
    this.env = env;
    this.state = state;
    this.log = log;
    this.lastMoveAt = createdAt;
    this.autoplay = new Autoplay<>(this, env);
  }

  /** Starts a new table, stores its setup, and lets its bots and timers run. */
  static <S, A extends Action> Table<S, A> open(String id, Game<S, A> game, Setup setup, Seats seats,
      long turnMillis, boolean seedChosen, TableServices env) {
    Recorder.Started<S, A> started = Recorder.start(game, setup);
    long now = env.clock().getAsLong();
    env.store().create(new TableStore.TableRow(id, game.descriptor().id(), LogCodec.write(started.log()),
        seats.toJson(), turnMillis, seedChosen, now, TableStore.LIVE, null));
    Table<S, A> t = new Table<>(id, game, seats, agents(seats, setup.seed(), env), turnMillis,
        seedChosen ? setup.seed() : null, now, env, started.state(), started.log());
    t.lock.lock();
    try {
      t.afterChange(now);
    } finally {
      t.lock.unlock();
    }
    return t;
  }

  /**
   * Rebuilds a stored table by replaying its steps, checking every recorded hash, and restarts
   * its bots and timers. A turn timer runs from when its seat became awaited, as it did before.
   *
   * @throws IllegalStateException when the stored log does not replay to the recorded positions
   */
  static <S, A extends Action> Table<S, A> restore(TableStore.TableRow row, Game<S, A> game, TableServices env) {
    List<TableStore.StepRow> steps = env.store().steps(row.id(), 0);
    ActionLog<A> log = StoredLog.read(row.header(), steps, game);
    ReplayResult<S> replay = Replay.run(game, log, Replay.Mode.SEED);
    if (!replay.ok()) {
      throw new IllegalStateException("table " + row.id() + " does not replay: " + replay.divergence().get().message());
    }
    if (replay.hashesChecked() != log.size() + 1) {
      throw new IllegalStateException("table " + row.id() + " has steps without a hash to verify");
    }
    Seats seats = Seats.fromJson(row.seats());
    Table<S, A> t = new Table<>(row.id(), game, seats, agents(seats, log.seed(), env), row.turnMillis(),
        row.seedChosen() ? log.seed() : null, row.createdAt(), env, replay.last(), log);
    long seq = 0;
    for (int k = 0; k < replay.events().size(); k++) {
      for (GameEvent e : replay.events().get(k)) {
        t.events.add(new Shown(++seq, k + 1, e));
      }
    }
    t.lastMoveAt = steps.isEmpty() ? row.createdAt() : steps.get(steps.size() - 1).atMillis();
    List<Long> stepTimes = new ArrayList<>();
    steps.forEach(r -> stepTimes.add(r.atMillis()));
    t.autoplay.restoreDeadlines(replay.states(), row.createdAt(), stepTimes);
    long now = env.clock().getAsLong();
    t.lock.lock();
    try {
      if (game.outcome(t.state).isDefined()) {
        t.endedAt = row.endedAt() != null ? row.endedAt() : t.lastMoveAt;
      }
      t.afterChange(now);
    } finally {
      t.lock.unlock();
    }
    return t;
  }

  private static Map<PlayerId, Agent> agents(Seats seats, long seed, TableServices env) {
    Map<PlayerId, Agent> out = new LinkedHashMap<>();
    for (var e : seats.bots().entrySet()) {
      long botSeed = seed ^ (0x9E3779B97F4A7C15L * (seats.order().indexOf(e.getKey()) + 1));
      // a kind refused since (the server's caps changed) plays as a random bot rather than stop the table
      out.put(e.getKey(), env.bots().create(e.getValue(), botSeed)
          .getOrElse(() -> env.bots().create("random", botSeed).get()));
    }
    return Map.copyOf(out);
  }

  // ------------------------------------------------------------------ facts

  public String id() {
    return id;
  }

  public Game<S, A> game() {
    return game;
  }

  public Vector<PlayerId> seats() {
    return seats.order();
  }

  public Option<String> bot(PlayerId seat) {
    return seats.bot(seat);
  }

  /** The seed, when the table's creator chose it (every seat is told); none for a secret seed. */
  public Option<Long> chosenSeed() {
    return Option.of(chosenSeed);
  }

  long turnMillis() {
    return turnMillis;
  }

  long createdAt() {
    return createdAt;
  }

  /** The number of accepted actions: what a seat's action must name to be current. */
  public int version() {
    return locked(() -> log.size());
  }

  public boolean isOver() {
    return locked(() -> game.outcome(state).isDefined());
  }

  /** When the game ended (server clock), if it has. */
  Option<Long> endedAt() {
    return locked(() -> Option.of(endedAt));
  }

  /** When the last action was accepted (or the table opened). */
  long lastMoveAt() {
    return locked(() -> lastMoveAt);
  }

  /** See {@link Seats#authenticate}. */
  public PlayerId authenticate(String seat, String token) {
    return seats.authenticate(seat, token);
  }

  /** Calls {@code watcher} with the new version after every change; returns how to stop. */
  public Runnable watch(IntConsumer watcher) {
    watchers.add(watcher);
    return () -> watchers.remove(watcher);
  }

  // ------------------------------------------------------------------ what a seat sees

  /** Everything {@code viewer} may see now, as sent to its browser. */
  public ObjectNode snapshot(PlayerId viewer) {
    return locked(() -> {
      sync();
      return Snapshots.of(this, viewer);
    });
  }

  // for Snapshots, under the lock
  S state() {
    return state;
  }

  ActionLog<A> log() {
    return log;
  }

  List<Shown> events() {
    return events;
  }

  Map<PlayerId, Long> deadlines() {
    return autoplay.deadlines();
  }

  Seats seatsInfo() {
    return seats;
  }

  java.util.concurrent.locks.ReentrantLock lock() {
    return lock;
  }

  /** Whether this server has closed the table (evicted, expired or stopping). */
  boolean isClosed() {
    return locked(() -> closed);
  }

  /** Whether bots and timers should move here: open in this server, not over, not stopped. */
  boolean running() {
    return !closed && game.outcome(state).isEmpty() && problem.isEmpty();
  }

  String problem() {
    return problem;
  }

  Map<PlayerId, Agent> agents() {
    return bots;
  }

  long now() {
    return env.clock().getAsLong();
  }

  // ------------------------------------------------------------------ acting

  /**
   * Applies a seat's move (see {@link ActionRequest}) and returns the seat's new snapshot.
   *
   * @throws ApiError when the request is refused; the table is then unchanged
   */
  public ObjectNode act(PlayerId seat, JsonNode body) {
    ActionRequest<A> req = ActionRequest.parse(body, game, seat);
    lock.lock();
    try {
      sync();
      int version = log.size();
      if (game.outcome(state).isDefined()) {
        throw new ApiError(409, Rejection.GAME_OVER, "the game is over", Option.none());
      }
      if (req.version() >= 0 && req.version() != version) {
        throw staleVersion(req.version(), version);
      }
      A action = req.action();
      if (action == null) {
        Seq<A> legal = game.legalActions(state, seat);
        if (legal.isEmpty()) {
          throw new ApiError(409, Rejection.NOT_YOUR_TURN, seat + " may not act now", Option.none());
        }
        if (req.index() < 0 || req.index() >= legal.size()) {
          throw ApiError.badRequest("NO_SUCH_ACTION", "index " + req.index() + " is not one of the " + legal.size()
              + " legal actions (0 to " + (legal.size() - 1) + ")");
        }
        action = legal.get(req.index());
      }
      Either<Rejection, Recorder.Step<S, A>> step = recording.apply(log, state, action);
      if (step.isLeft()) {
        throw ApiError.of(step.getLeft());
      }
      if (!commit(step.get())) {
        throw staleVersion(version, log.size());
      }
      return Snapshots.of(this, seat);
    } finally {
      lock.unlock();
    }
  }

  private static ApiError staleVersion(int sent, int now) {
    return ApiError.conflict("STALE_VERSION", "the table has moved on: you sent version " + sent
        + ", it is now at version " + now + "; reload the legal actions");
  }

  /** The game's action log ({@code ply replay} reads it), once it is over. */
  public String downloadLog() {
    return locked(() -> {
      sync();
      if (game.outcome(state).isEmpty()) {
        throw ApiError.conflict("NOT_FINISHED", "the log is offered once the game is over (it would reveal the dice)");
      }
      return LogCodec.write(log);
    });
  }

  /**
   * A bug report from this moment, for {@code seat}: what the seat sees now (its snapshot) and the
   * step it was taken at, and the action log so far whenever handing it over hides nothing from
   * anyone else: the game is over, the seed was chosen (every seat already knows it), or every
   * other seat is a bot. Otherwise the log so far would reveal the other people's cards and every
   * future die, so the report names the step, and the whole log, which replays through that step
   * unchanged, downloads once the game is over ({@code ply replay LOG --verify --step N}).
   */
  public ObjectNode report(PlayerId seat) {
    return locked(() -> {
      sync();
      ObjectNode r = ViewJson.mapper().createObjectNode();
      r.put("kind", "ply-bug-report");
      r.put("game", game.descriptor().id());
      r.put("table", id);
      r.put("seat", seat.name());
      r.put("step", log.size());
      r.set("position", Snapshots.of(this, seat));
      boolean others = seats.order().exists(p -> !p.equals(seat) && !seats.isBot(p));
      boolean safe = game.outcome(state).isDefined() || chosenSeed != null || !others;
      if (safe) {
        r.put("log", LogCodec.write(log));
        r.put("howToReplay", "save the 'log' field as a file and run: ply replay FILE --verify --step " + log.size());
      } else {
        r.putNull("log");
        r.put("howToReplay", "the log would show the other players' cards and the coming dice, so it downloads when"
            + " the game is over; it replays to this position with: ply replay LOG --verify --step " + log.size());
      }
      return r;
    });
  }

  /** Catches up with steps other servers wrote, and tells the watchers if there were any. */
  void refresh() {
    locked(() -> {
      sync();
      return null;
    });
  }

  // ------------------------------------------------------------------ the store

  /**
   * Appends a step to the store, then to the position. False when another server wrote that
   * step first: the table has then caught up with it and this step is dropped.
   */
  private boolean commit(Recorder.Step<S, A> step) {
    long now = env.clock().getAsLong();
    TableStore.StepRow row = StoredLog.row(log.size() + 1, step.entry(), now);
    if (!env.store().append(id, row)) {
      sync();
      return false;
    }
    accept(step, now);
    if (game.outcome(state).isDefined()) {
      env.store().end(id, TableStore.FINISHED, now);
    }
    afterChange(now);
    return true;
  }

  private void accept(Recorder.Step<S, A> step, long at) {
    state = step.transition().state();
    log = log.append(step.entry());
    int version = log.size();
    for (GameEvent e : step.transition().events()) {
      events.add(new Shown(events.size() + 1L, version, e));
    }
    lastMoveAt = at;
    autoplay.acted(step.entry().action().actor());
  }

  /** Applies the steps other servers appended (only a shared store has any), checking their hashes. */
  void sync() {
    if (!env.store().shared() || closed) {
      return;
    }
    List<TableStore.StepRow> rows = env.store().steps(id, log.size());
    if (rows.isEmpty()) {
      return;
    }
    for (TableStore.StepRow row : rows) {
      A action = StoredLog.action(row, game);
      Either<Rejection, Recorder.Step<S, A>> step = recording.apply(log, state, action);
      if (step.isLeft() || !StoredLog.sameHash(step.get().entry(), row)) {
        problem = "the table stopped: step " + row.step() + " in the store does not follow from this position";
        break;
      }
      accept(step.get(), row.atMillis());
    }
    afterChange(env.clock().getAsLong());
  }

  // ------------------------------------------------------------------ bots and timers

  /** Renews timers, schedules the bots, tells the watchers. Holds the lock. */
  private void afterChange(long now) {
    if (game.outcome(state).isDefined() && endedAt == null) {
      endedAt = now;
    }
    autoplay.renew(now);
    int version = log.size();
    for (IntConsumer w : watchers) {
      w.accept(version);
    }
  }

  /** A move the server makes for a seat (under the lock); falls back to the default action when refused. */
  void move(PlayerId p, A action, String what) {
    Either<Rejection, Recorder.Step<S, A>> step = recording.apply(log, state, action);
    if (step.isLeft()) {
      step = recording.apply(log, state, game.defaultAction(state, p));
      if (step.isLeft()) {
        problem = "the table stopped: " + what + " for " + p + " was refused (" + step.getLeft().message() + ")";
        afterChange(env.clock().getAsLong());
        return;
      }
    }
    if (!commit(step.get())) {
      autoplay.schedule(env.clock().getAsLong());
    }
  }

  /** Runs {@code r} under the lock for the timer thread or the bots' pool, where nobody catches. */
  void guarded(Runnable r) {
    lock.lock();
    try {
      r.run();
    } catch (TableStore.StoreException e) {
      // the store is down: try again in a second rather than stop the table
      autoplay.retryLater();
    } catch (RuntimeException e) {
      stop(e);
    } finally {
      lock.unlock();
    }
  }

  void stop(RuntimeException e) {
    problem = "the table stopped: an automatic move failed inside the server";
    for (IntConsumer w : watchers) {
      w.accept(log.size());
    }
  }

  <T> T locked(java.util.function.Supplier<T> f) {
    lock.lock();
    try {
      return f.get();
    } finally {
      lock.unlock();
    }
  }

  /** The full state: for the server's own checks and tests, never for a browser. */
  S stateForServer() {
    return locked(() -> state);
  }

  /** Stops this table's timers and bots in this server (evicted, expired, or the server stops). */
  void close(String why) {
    lock.lock();
    try {
      closed = true;
      autoplay.cancel();
      problem = problem.isEmpty() ? why : problem;
      for (IntConsumer w : watchers) {
        w.accept(log.size());
      }
    } finally {
      lock.unlock();
    }
  }
}
