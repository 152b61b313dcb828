package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.GameEvent;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agent;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import dev.ply.core.match.Match;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * One game being played at the server: a core {@link Match} guarded by a lock, the seats with
 * their secret tokens, the bots, the turn timers and the events each seat may see.
 *
 * <p>The table is the authority. It accepts an action only from the seat it is for, checks it
 * against the version (the number of accepted actions) the seat saw, and hands each seat only
 * {@code game.view(state, seat)}, its own legal actions and the events whose
 * {@link GameEvent#visibility()} admits it. A refused request changes nothing.
 */
public final class Table<S, A extends Action> {
  /** How many of the latest visible events a snapshot carries. */
  static final int EVENTS_SHOWN = 200;

  private final String id;
  private final Game<S, A> game;
  private final Match<S, A> match;
  private final ReentrantLock lock = new ReentrantLock();
  private final Vector<PlayerId> seats;
  private final Map<PlayerId, Agent> bots;
  private final Map<PlayerId, String> tokens;
  private final String spectatorToken;
  private final long turnMillis;
  private final long botDelayMillis;
  private final ScheduledExecutorService scheduler;
  private final LongSupplier clock;
  private final Map<PlayerId, Long> deadlines = new LinkedHashMap<>();
  private final List<Shown> events = new ArrayList<>();
  private final List<IntConsumer> watchers = new CopyOnWriteArrayList<>();
  private final java.util.concurrent.atomic.AtomicBoolean pumping = new java.util.concurrent.atomic.AtomicBoolean();
  private ScheduledFuture<?> pending;
  private String problem = "";

  /** An event with the version it happened at (the number of actions accepted after it). */
  private record Shown(long seq, int version, GameEvent event) {}

  private Table(String id, Game<S, A> game, Match<S, A> match, Map<PlayerId, Agent> bots,
      Map<PlayerId, String> tokens, String spectatorToken, long turnMillis, long botDelayMillis,
      ScheduledExecutorService scheduler, LongSupplier clock) {
    this.id = id;
    this.game = game;
    this.match = match;
    this.seats = match.log().players();
    this.bots = bots;
    this.tokens = tokens;
    this.spectatorToken = spectatorToken;
    this.turnMillis = turnMillis;
    this.botDelayMillis = botDelayMillis;
    this.scheduler = scheduler;
    this.clock = clock;
  }

  /**
   * Opens a table: starts the match, deals a token to every human seat and to the spectator, and
   * lets the bots and timers run.
   */
  static <S, A extends Action> Table<S, A> open(String id, Game<S, A> game, Setup setup,
      Map<PlayerId, Agent> bots, Tokens tokenSource, long turnMillis, long botDelayMillis,
      ScheduledExecutorService scheduler, LongSupplier clock) {
    Match<S, A> match = Match.start(game, setup);
    Map<PlayerId, String> tokens = new LinkedHashMap<>();
    for (PlayerId p : setup.players()) {
      if (!bots.containsKey(p)) {
        tokens.put(p, tokenSource.next());
      }
    }
    Table<S, A> t = new Table<>(id, game, match, Map.copyOf(bots), tokens, tokenSource.next(), turnMillis,
        botDelayMillis, scheduler, clock);
    t.lock.lock();
    try {
      t.afterChange(Vector.empty());
    } finally {
      t.lock.unlock();
    }
    return t;
  }

  public String id() {
    return id;
  }

  public Game<S, A> game() {
    return game;
  }

  public Vector<PlayerId> seats() {
    return seats;
  }

  /** The secret token of a human seat (none for a bot seat). */
  public Option<String> token(PlayerId seat) {
    return Option.of(tokens.get(seat));
  }

  public String spectatorToken() {
    return spectatorToken;
  }

  public Option<String> bot(PlayerId seat) {
    return Option.of(bots.get(seat)).map(Agent::name);
  }

  /** The number of accepted actions: what a seat's action must name to be current. */
  public int version() {
    lock.lock();
    try {
      return match.log().size();
    } finally {
      lock.unlock();
    }
  }

  public boolean isOver() {
    lock.lock();
    try {
      return match.isOver();
    } finally {
      lock.unlock();
    }
  }

  /**
   * The seat (or the spectator) that {@code token} opens; refuses an unknown seat (404) and a
   * token that is not that seat's (403). Tokens are compared in constant time.
   */
  public PlayerId authenticate(String seat, String token) {
    PlayerId who;
    try {
      who = PlayerId.of(seat);
    } catch (IllegalArgumentException e) {
      throw ApiError.notFound("UNKNOWN_SEAT", "this table has no seat '" + seat + "'");
    }
    String expected;
    if (who.equals(PlayerId.SPECTATOR)) {
      expected = spectatorToken;
    } else if (!seats.contains(who)) {
      throw ApiError.notFound("UNKNOWN_SEAT", "this table has no seat '" + seat + "'; its seats are "
          + seats.mkString(", ") + " and spectator");
    } else if (bots.containsKey(who)) {
      throw ApiError.forbidden("BOT_SEAT", "seat " + who + " is played by a bot and has no link");
    } else {
      expected = tokens.get(who);
    }
    if (token == null || token.isEmpty()) {
      throw ApiError.forbidden("MISSING_TOKEN", "this request needs the seat's token (?token=...)");
    }
    if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8))) {
      throw ApiError.forbidden("BAD_TOKEN", "that token does not open seat " + who);
    }
    return who;
  }

  /** Calls {@code watcher} with the new version after every change; returns how to stop. */
  public Runnable watch(IntConsumer watcher) {
    watchers.add(watcher);
    return () -> watchers.remove(watcher);
  }

  // ------------------------------------------------------------------ what a seat sees

  /** Everything {@code viewer} may see now, as sent to its browser. */
  public ObjectNode snapshot(PlayerId viewer) {
    lock.lock();
    try {
      return snapshotLocked(viewer);
    } finally {
      lock.unlock();
    }
  }

  private ObjectNode snapshotLocked(PlayerId viewer) {
    var m = ViewJson.mapper();
    S state = match.state();
    S view = game.view(state, viewer);
    ObjectNode root = m.createObjectNode();
    root.put("table", id);
    root.set("game", m.valueToTree(game.descriptor()));
    root.put("seat", viewer.name());
    root.put("version", match.log().size());
    root.put("now", clock.getAsLong());
    root.put("turnSeconds", turnMillis / 1000.0);
    Set<PlayerId> awaiting = match.awaiting();
    ArrayNode seatsNode = root.putArray("seats");
    for (PlayerId p : seats) {
      ObjectNode s = seatsNode.addObject();
      s.put("seat", p.name());
      s.put("you", p.equals(viewer));
      s.put("awaited", awaiting.contains(p));
      if (bots.containsKey(p)) {
        s.put("bot", bots.get(p).name());
      } else {
        s.putNull("bot");
      }
      Long d = deadlines.get(p);
      if (d != null) {
        s.put("deadline", d);
      } else {
        s.putNull("deadline");
      }
    }
    ArrayNode aw = root.putArray("awaiting");
    awaiting.forEach(p -> aw.add(p.name()));
    Option<Outcome> outcome = match.outcome();
    root.put("over", outcome.isDefined());
    if (outcome.isDefined()) {
      Outcome o = outcome.get();
      ObjectNode on = root.putObject("outcome");
      ArrayNode w = on.putArray("winners");
      o.winners().forEach(p -> w.add(p.name()));
      ArrayNode r = on.putArray("ranking");
      o.ranking().forEach(p -> r.add(p.name()));
      ObjectNode sc = on.putObject("scores");
      o.scores().forEach(e -> sc.put(e._1.name(), e._2));
      on.put("cooperative", o.cooperative());
      on.put("reason", o.reason());
    } else {
      root.putNull("outcome");
    }
    root.set("view", m.valueToTree(view));
    Glossary.of(game.descriptor().id()).forEach(g -> root.set("glossary", g));
    Presentation.of(view, viewer).forEach(p -> root.set("presentation", p));
    root.put("render", safeRender(view, viewer));
    ArrayNode legal = root.putArray("legal");
    if (!viewer.equals(PlayerId.SPECTATOR) && !bots.containsKey(viewer)) {
      Seq<A> actions = match.legalActions(viewer);
      for (int i = 0; i < actions.size(); i++) {
        ObjectNode a = legal.addObject();
        a.put("index", i);
        a.put("text", safeDescribe(view, actions.get(i)));
        a.set("action", LogCodec.mapper().valueToTree(actions.get(i)));
      }
    }
    ArrayNode ev = root.putArray("events");
    List<Shown> visible = new ArrayList<>();
    for (Shown s : events) {
      if (s.event().visibility().visibleTo(viewer)) {
        visible.add(s);
      }
    }
    root.put("eventsTotal", visible.size());
    for (Shown s : visible.subList(Math.max(0, visible.size() - EVENTS_SHOWN), visible.size())) {
      ev.add(eventJson(s));
    }
    if (!problem.isEmpty()) {
      root.put("problem", problem);
    }
    return root;
  }

  private static ObjectNode eventJson(Shown s) {
    ObjectNode e = ViewJson.mapper().createObjectNode();
    e.put("seq", s.seq());
    e.put("version", s.version());
    e.put("type", s.event().getClass().getSimpleName());
    e.put("rule", s.event().rule());
    e.put("text", String.valueOf(s.event()));
    e.set("data", ViewJson.tree(s.event()));
    return e;
  }

  private String safeRender(S view, PlayerId viewer) {
    try {
      return game.render(view, viewer);
    } catch (RuntimeException e) {
      return "(this game cannot render the position as text: " + e.getClass().getSimpleName() + ")";
    }
  }

  private String safeDescribe(S view, A action) {
    try {
      return game.describe(view, action);
    } catch (RuntimeException e) {
      return String.valueOf(action);
    }
  }

  // ------------------------------------------------------------------ acting

  /**
   * Applies an action sent by {@code seat}: {@code {"version": n, "index": i}} picks the i-th of the
   * legal actions the seat was sent at version n; {@code {"action": {...}}} names the action as
   * JSON (an optional {@code "version"} is checked too). Returns the seat's new snapshot.
   *
   * @throws ApiError when the request is refused; the table is then unchanged
   */
  public ObjectNode act(PlayerId seat, JsonNode body) {
    if (body == null || !body.isObject()) {
      throw ApiError.badRequest("BAD_REQUEST", "the body must be a JSON object with 'version' and 'index', or 'action'");
    }
    if (seat.equals(PlayerId.SPECTATOR)) {
      throw ApiError.forbidden("SPECTATOR_CANNOT_ACT", "a spectator cannot act");
    }
    JsonNode index = body.get("index");
    JsonNode actionJson = body.get("action");
    JsonNode versionNode = body.get("version");
    if ((index == null) == (actionJson == null)) {
      throw ApiError.badRequest("BAD_REQUEST", "send exactly one of 'index' (with 'version') or 'action'");
    }
    if (versionNode != null && !(versionNode.isIntegralNumber() && versionNode.canConvertToInt())) {
      throw ApiError.badRequest("BAD_REQUEST", "'version' must be an integer");
    }
    if (index != null && versionNode == null) {
      throw ApiError.badRequest("BAD_REQUEST", "an action chosen by 'index' needs the 'version' it was listed at");
    }
    if (index != null && !(index.isIntegralNumber() && index.canConvertToInt())) {
      throw ApiError.badRequest("BAD_REQUEST", "'index' must be an integer");
    }
    A parsed = null;
    if (actionJson != null) {
      if (!actionJson.isObject()) {
        throw ApiError.badRequest(Rejection.MALFORMED_ACTION, "'action' must be a JSON object with a 'type'");
      }
      Either<LogError, A> read = LogCodec.readAction(actionJson.toString(), game.actionType());
      if (read.isLeft()) {
        throw ApiError.badRequest(Rejection.MALFORMED_ACTION, read.getLeft().message());
      }
      parsed = read.get();
      if (!seat.equals(parsed.actor())) {
        throw ApiError.forbidden("NOT_YOUR_SEAT", "this link is seat " + seat + "; it cannot act for "
            + parsed.actor());
      }
    }
    lock.lock();
    try {
      int version = match.log().size();
      if (match.isOver()) {
        throw new ApiError(409, Rejection.GAME_OVER, "the game is over", Option.none());
      }
      if (versionNode != null && versionNode.asInt() != version) {
        throw ApiError.conflict("STALE_VERSION", "the table has moved on: you sent version " + versionNode.asInt()
            + ", it is now at version " + version + "; reload the legal actions");
      }
      A action = parsed;
      if (action == null) {
        Seq<A> legal = match.legalActions(seat);
        if (legal.isEmpty()) {
          throw new ApiError(409, Rejection.NOT_YOUR_TURN, seat + " may not act now", Option.none());
        }
        int i = index.asInt();
        if (i < 0 || i >= legal.size()) {
          throw ApiError.badRequest("NO_SUCH_ACTION", "index " + i + " is not one of the " + legal.size()
              + " legal actions (0 to " + (legal.size() - 1) + ")");
        }
        action = legal.get(i);
      }
      submit(seat, action);
      return snapshotLocked(seat);
    } finally {
      lock.unlock();
    }
  }

  /** Submits under the lock; a rejection is thrown as an {@link ApiError} and changes nothing. */
  private void submit(PlayerId seat, A action) {
    Either<Rejection, Seq<GameEvent>> result = match.submit(action);
    if (result.isLeft()) {
      throw ApiError.of(result.getLeft());
    }
    deadlines.remove(seat);
    afterChange(result.get());
  }

  /** The finished game's action log ({@code ply replay} reads it). Refused while the game runs. */
  public String log() {
    lock.lock();
    try {
      if (!match.isOver()) {
        throw ApiError.conflict("NOT_FINISHED", "the log is offered once the game is over (it would reveal the dice)");
      }
      return LogCodec.write(match.log());
    } finally {
      lock.unlock();
    }
  }

  // ------------------------------------------------------------------ bots and timers

  /** Records events, renews timers, schedules the bots, tells the watchers. Holds the lock. */
  private void afterChange(Seq<GameEvent> produced) {
    int version = match.log().size();
    for (GameEvent e : produced) {
      events.add(new Shown(events.size() + 1L, version, e));
    }
    Set<PlayerId> awaiting = match.awaiting();
    deadlines.keySet().removeIf(p -> !awaiting.contains(p));
    long now = clock.getAsLong();
    if (turnMillis > 0) {
      for (PlayerId p : awaiting) {
        if (!bots.containsKey(p)) {
          deadlines.putIfAbsent(p, now + turnMillis);
        }
      }
    }
    schedule(now);
    for (IntConsumer w : watchers) {
      w.accept(version);
    }
  }

  private void schedule(long now) {
    if (pending != null) {
      pending.cancel(false);
      pending = null;
    }
    if (match.isOver() || !problem.isEmpty()) {
      return;
    }
    long due = Long.MAX_VALUE;
    for (PlayerId p : match.awaiting()) {
      if (bots.containsKey(p)) {
        due = Math.min(due, now + botDelayMillis);
      }
    }
    for (long d : deadlines.values()) {
      due = Math.min(due, d);
    }
    if (due != Long.MAX_VALUE) {
      pending = scheduler.schedule(this::pump, Math.max(0, due - now), TimeUnit.MILLISECONDS);
    }
  }

  /**
   * Applies {@code defaultAction} for a human seat whose time has run out, or moves one awaited
   * bot. Runs on the scheduler. A bot thinks outside the lock (a search may take a while, and
   * the seats' snapshots must not wait for it); its choice is played only if the table has not
   * moved meanwhile, else it thinks again. One pump per table runs at a time.
   */
  void pump() {
    if (!pumping.compareAndSet(false, true)) {
      // another pump of this table is running (a bot thinking): look again shortly
      try {
        scheduler.schedule(this::pump, 20, TimeUnit.MILLISECONDS);
      } catch (java.util.concurrent.RejectedExecutionException e) {
        // the server is stopping
      }
      return;
    }
    try {
      PlayerId thinker = null;
      Agent bot = null;
      S view = null;
      int version;
      lock.lock();
      try {
        if (match.isOver() || !problem.isEmpty()) {
          return;
        }
        long now = clock.getAsLong();
        for (PlayerId p : match.awaiting()) {
          Long d = deadlines.get(p);
          if (d != null && d <= now) {
            tryMove(p, game.defaultAction(match.state(), p), "the default action after the turn timer ran out");
            return;
          }
        }
        for (PlayerId p : match.awaiting()) {
          if (bots.containsKey(p)) {
            thinker = p;
            bot = bots.get(p);
            view = game.view(match.state(), p);
            break;
          }
        }
        version = match.log().size();
        if (thinker == null) {
          schedule(now);
          return;
        }
      } finally {
        lock.unlock();
      }
      A chosen;
      try {
        chosen = bot.choose(game, view, thinker);
      } catch (RuntimeException e) {
        chosen = null;
      }
      lock.lock();
      try {
        if (match.isOver() || !problem.isEmpty()) {
          return;
        }
        if (match.log().size() != version || !match.awaiting().contains(thinker)) {
          schedule(clock.getAsLong()); // the table moved while the bot thought: think again
          return;
        }
        tryMove(thinker, chosen == null ? game.defaultAction(match.state(), thinker) : chosen,
            "the " + bot.name() + " bot's move");
      } finally {
        lock.unlock();
      }
    } catch (RuntimeException e) {
      lock.lock();
      try {
        problem = "the table stopped: " + e.getClass().getSimpleName() + " while moving automatically";
        for (IntConsumer w : watchers) {
          w.accept(match.log().size());
        }
      } finally {
        lock.unlock();
      }
    } finally {
      pumping.set(false);
    }
  }

  private boolean tryMove(PlayerId p, A action, String what) {
    Either<Rejection, Seq<GameEvent>> result = match.submit(action);
    if (result.isLeft()) {
      Either<Rejection, Seq<GameEvent>> again = match.submit(game.defaultAction(match.state(), p));
      if (again.isLeft()) {
        problem = "the table stopped: " + what + " for " + p + " was refused (" + again.getLeft() + ")";
        afterChange(Vector.empty());
        return false;
      }
      result = again;
    }
    deadlines.remove(p);
    afterChange(result.get());
    return true;
  }

  /** The full state: for the server's own checks and tests, never for a browser. */
  S stateForServer() {
    lock.lock();
    try {
      return match.state();
    } finally {
      lock.unlock();
    }
  }

  /** Stops this table's scheduled moves (on server shutdown). */
  void close() {
    lock.lock();
    try {
      if (pending != null) {
        pending.cancel(false);
      }
      problem = problem.isEmpty() ? "the server stopped" : problem;
    } finally {
      lock.unlock();
    }
  }

  /** Deals unguessable tokens (server code, not rules: SecureRandom is right here). */
  interface Tokens {
    String next();
  }
}
