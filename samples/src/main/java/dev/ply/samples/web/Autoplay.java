package dev.ply.samples.web;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.agent.Agent;
import io.vavr.collection.Set;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The moves a table's server makes by itself: a human seat's default action when its turn timer
 * runs out, and its bots' moves. Timers run on the services' timer thread, which never thinks;
 * a bot thinks on {@link Bots}' pool with at most one decision of this table queued or thinking
 * at a time, outside the table's lock, so neither the seats' requests nor any timer wait for it.
 * Every method but the scheduled ones is called under the table's lock.
 */
final class Autoplay<S, A extends Action> {
  private final Table<S, A> table;
  private final TableServices env;
  private final Map<PlayerId, Long> deadlines = new LinkedHashMap<>();
  private ScheduledFuture<?> timer;
  private ScheduledFuture<?> botWake;
  private boolean botQueued;

  Autoplay(Table<S, A> table, TableServices env) {
    this.table = table;
    this.env = env;
  }

  /** Each awaited human seat's deadline (server clock). */
  Map<PlayerId, Long> deadlines() {
    return deadlines;
  }

  void acted(PlayerId seat) {
    deadlines.remove(seat);
  }

  /**
   * The deadlines a restored table had: each awaited human seat's runs from the step after which
   * it has been awaited without a break, exactly as before the restart.
   *
   * @param states every state of the table, the start first
   * @param stepTimes when each step was accepted
   */
  void restoreDeadlines(io.vavr.collection.Vector<S> states, long createdAt, java.util.List<Long> stepTimes) {
    if (table.turnMillis() <= 0) {
      return;
    }
    Game<S, A> game = table.game();
    for (PlayerId p : game.awaiting(states.last())) {
      if (table.seatsInfo().isBot(p)) {
        continue;
      }
      int since = states.size() - 1;
      while (since > 0 && game.awaiting(states.get(since - 1)).contains(p)) {
        since--;
      }
      long at = since == 0 ? createdAt : stepTimes.get(since - 1);
      deadlines.put(p, at + table.turnMillis());
    }
  }

  /** After every change: a seat's deadline starts when it becomes awaited; then schedule. */
  void renew(long now) {
    Set<PlayerId> awaiting = table.game().awaiting(table.state());
    deadlines.keySet().removeIf(p -> !awaiting.contains(p));
    if (table.turnMillis() > 0) {
      for (PlayerId p : awaiting) {
        if (!table.seatsInfo().isBot(p)) {
          deadlines.putIfAbsent(p, now + table.turnMillis());
        }
      }
    }
    schedule(now);
  }

  void schedule(long now) {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
    if (!table.running()) {
      return;
    }
    long due = Long.MAX_VALUE;
    for (long d : deadlines.values()) {
      due = Math.min(due, d);
    }
    try {
      if (due != Long.MAX_VALUE) {
        timer = env.timers().schedule(this::timerDue, Math.max(0, due - now), TimeUnit.MILLISECONDS);
      }
      boolean botAwaited = table.game().awaiting(table.state()).exists(table.seatsInfo()::isBot);
      if (botAwaited && !botQueued && botWake == null) {
        botWake = env.timers().schedule(this::queueBot, env.botDelayMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  /** The store failed: look again in a second rather than stop the table. */
  void retryLater() {
    try {
      timer = env.timers().schedule(() -> table.guarded(() -> schedule(env.clock().getAsLong())), 1, TimeUnit.SECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  void cancel() {
    if (timer != null) {
      timer.cancel(false);
    }
    if (botWake != null) {
      botWake.cancel(false);
    }
  }

  /** On the timer thread: a human seat whose time ran out gets the game's default action. */
  private void timerDue() {
    table.guarded(() -> {
      timer = null;
      table.sync();
      long now = env.clock().getAsLong();
      Game<S, A> game = table.game();
      for (PlayerId p : game.awaiting(table.state())) {
        Long d = deadlines.get(p);
        if (d != null && d <= now && table.running()) {
          table.move(p, game.defaultAction(table.state(), p), "the default action after the turn timer ran out");
          return;
        }
      }
      schedule(now);
    });
  }

  /** On the timer thread: hands one bot decision of this table to the pool. */
  private void queueBot() {
    boolean queue = table.locked(() -> {
      botWake = null;
      if (botQueued || !table.running()) {
        return false;
      }
      botQueued = true;
      return true;
    });
    if (queue && !env.bots().submit(table.id(), this::think)) {
      table.locked(() -> botQueued = false);
    }
  }

  private record Turn<S>(PlayerId seat, S view, int version) {}

  /**
   * On the bots' pool: one awaited bot thinks outside the lock, and its choice is played only if
   * the table has not moved meanwhile; otherwise it is asked again later.
   */
  private void think() {
    Game<S, A> game = table.game();
    Turn<S> turn;
    try {
      turn = table.locked(() -> {
        table.sync();
        if (!table.running()) {
          return null;
        }
        for (PlayerId p : game.awaiting(table.state())) {
          if (table.seatsInfo().isBot(p)) {
            return new Turn<>(p, game.view(table.state(), p), table.log().size());
          }
        }
        return null;
      });
    } catch (RuntimeException e) {
      table.guarded(() -> {
        botQueued = false;
        throw e;
      });
      return;
    }
    if (turn == null) {
      table.locked(() -> botQueued = false);
      return;
    }
    Agent bot = table.agents().get(turn.seat());
    A chosen;
    try {
      chosen = bot.choose(game, turn.view(), turn.seat());
    } catch (RuntimeException e) {
      chosen = null;
    }
    A choice = chosen;
    table.guarded(() -> {
      botQueued = false;
      table.sync();
      if (!table.running()) {
        return;
      }
      if (table.log().size() != turn.version() || !game.awaiting(table.state()).contains(turn.seat())) {
        schedule(env.clock().getAsLong()); // the table moved while the bot thought: think again
        return;
      }
      table.move(turn.seat(), choice == null ? game.defaultAction(table.state(), turn.seat()) : choice,
          "the " + bot.name() + " bot's move");
    });
  }
}
