package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.log.LogCodec;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables of a server: the ones in memory by id, how they are created, restored from the
 * store, and retired.
 *
 * <p>Lifecycle: a finished table stays for {@code keepFinishedMillis} (for its log download and a
 * last look) and is then closed in memory; an unfinished table without a move for
 * {@code idleExpiryMillis} expires. Either way its setup and log stay in the store. The table
 * limit counts unfinished tables only.
 */
public final class Tables {
  private final Vector<Game<?, ?>> games;
  private final TableServices env;
  private final ServerOptions options;
  private final SecureRandom random = new SecureRandom();
  private final Map<String, Table<?, ?>> open = new ConcurrentHashMap<>();
  private final Map<String, long[]> creations = new ConcurrentHashMap<>();
  private final Object loading = new Object();

  Tables(Vector<Game<?, ?>> games, TableServices env, ServerOptions options) {
    this.games = games;
    this.env = env;
    this.options = options;
  }

  public Vector<Game<?, ?>> games() {
    return games;
  }

  /**
   * The installed games in the order a warm-up should take them: first those with an open table
   * seating an MCTS bot (the ones people may be waiting on), then the others.
   */
  Vector<Game<?, ?>> warmUpOrder() {
    java.util.Set<String> waited = new java.util.HashSet<>();
    for (Table<?, ?> t : open.values()) {
      if (t.agents().values().stream().anyMatch(a -> a instanceof dev.ply.core.agent.MctsAgent)) {
        waited.add(t.game().descriptor().id());
      }
    }
    return games.filter(g -> waited.contains(g.descriptor().id()))
        .appendAll(games.filter(g -> !waited.contains(g.descriptor().id())));
  }

  /** Why a table link no longer opens a table: for the page and the API's 404/410 answers. */
  public enum Gone {
    UNKNOWN, FINISHED, EXPIRED
  }

  /**
   * The table with this id: in memory, or restored from the store when another server sharing
   * it opened the table; a 404 (unknown) or 410 (closed) otherwise.
   */
  public Table<?, ?> get(String id) {
    Table<?, ?> t = open.get(id);
    if (t != null) {
      return t;
    }
    if (!id.matches("[A-Za-z0-9_-]{1,64}")) {
      throw gone(id, Gone.UNKNOWN);
    }
    synchronized (loading) {
      t = open.get(id);
      if (t != null) {
        return t;
      }
      Optional<TableStore.TableRow> row = env.store().table(id);
      if (row.isEmpty()) {
        throw gone(id, Gone.UNKNOWN);
      }
      if (!row.get().status().equals(TableStore.LIVE) && !recentlyFinished(row.get())) {
        throw gone(id, row.get().status().equals(TableStore.FINISHED) ? Gone.FINISHED : Gone.EXPIRED);
      }
      Table<?, ?> restored = restore(row.get());
      if (restored == null) {
        throw new ApiError(503, "TABLE_UNAVAILABLE", "this table cannot be restored from the store");
      }
      return restored;
    }
  }

  /** A finished table still within its keeping time (e.g. after a restart): it reopens for a last look. */
  private boolean recentlyFinished(TableStore.TableRow row) {
    return row.status().equals(TableStore.FINISHED) && row.endedAt() != null
        && env.clock().getAsLong() - row.endedAt() < options.keepFinishedMillis;
  }

  /** Whether a table id opens a table here, and if not, why. */
  public Option<Gone> lookup(String id) {
    try {
      get(id);
      return Option.none();
    } catch (ApiError e) {
      return Option.of(e.code().equals("TABLE_FINISHED") ? Gone.FINISHED
          : e.code().equals("TABLE_EXPIRED") ? Gone.EXPIRED : Gone.UNKNOWN);
    }
  }

  static ApiError gone(String id, Gone why) {
    switch (why) {
      case FINISHED:
        return new ApiError(410, "TABLE_FINISHED", "this table's game is over and the table has been closed");
      case EXPIRED:
        return new ApiError(410, "TABLE_EXPIRED", "this table expired after a long time without a move");
      default:
        return ApiError.notFound("UNKNOWN_TABLE", "there is no table with that id on this server");
    }
  }

  /** Opens a table from a request (see {@link TableRequest}) made from {@code address}, and answers with its links. */
  public ObjectNode create(JsonNode body, String address) {
    TableRequest req = TableRequest.parse(body, games, env.bots(), options.allowSeeds, random);
    admit(address);
    return open(req);
  }

  private void admit(String address) {
    long now = env.clock().getAsLong();
    long[] window = creations.computeIfAbsent(address, a -> new long[] {now, 0});
    synchronized (window) {
      if (now - window[0] >= 60_000) {
        window[0] = now;
        window[1] = 0;
      }
      if (window[1] >= options.createsPerMinute) {
        throw new ApiError(429, "TOO_MANY_CREATIONS", "this address has opened " + options.createsPerMinute
            + " tables in the last minute; wait a little");
      }
      // every attempt counts, so a full server cannot be polled for a free slot faster either
      window[1]++;
      if (liveCount() >= options.maxTables) {
        throw new ApiError(503, "TOO_MANY_TABLES", "this server already hosts " + options.maxTables
            + " unfinished tables; try again later");
      }
    }
  }

  /** Tables in memory whose game is not over. */
  public int liveCount() {
    int n = 0;
    for (Table<?, ?> t : open.values()) {
      if (!t.isOver()) {
        n++;
      }
    }
    return n;
  }

  private ObjectNode open(TableRequest req) {
    String id;
    do {
      id = TableServer.randomId(random, 6);
    } while (open.containsKey(id) || env.store().table(id).isPresent());
    Seats.Dealt dealt = Seats.deal(req.setup().players(), req.bots(), () -> TableServer.randomId(random, 18));
    Table<?, ?> table = Table.open(id, req.game(), req.setup(), dealt.seats(), req.turnMillis(), req.seedChosen(), env);
    open.put(id, table);
    return describe(table, dealt);
  }

  /** The links of a new table: one private link per human seat, and the spectator's. */
  static ObjectNode describe(Table<?, ?> table, Seats.Dealt dealt) {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    out.put("table", table.id());
    out.put("game", table.game().descriptor().id());
    if (table.chosenSeed().isDefined()) {
      out.put("chosenSeed", table.chosenSeed().get());
    } else {
      out.putNull("chosenSeed");
    }
    ArrayNode seats = out.putArray("seats");
    for (PlayerId p : table.seats()) {
      ObjectNode s = seats.addObject();
      s.put("seat", p.name());
      Option<String> bot = table.bot(p);
      if (bot.isDefined()) {
        s.put("bot", bot.get());
        s.putNull("token");
        s.putNull("link");
      } else {
        s.putNull("bot");
        String token = dealt.tokens().get(p);
        s.put("token", token);
        s.put("link", link(table, p.name(), token));
      }
    }
    ObjectNode spectator = out.putObject("spectator");
    spectator.put("token", dealt.spectatorToken());
    spectator.put("link", link(table, PlayerId.SPECTATOR.name(), dealt.spectatorToken()));
    return out;
  }

  /** A page link; the token is in the fragment, so it is never sent in a Referer or a server log. */
  static String link(Table<?, ?> table, String seat, String token) {
    return "/t/" + table.id() + "/" + seat + "#" + token;
  }

  // ------------------------------------------------------------------ restart

  /**
   * Restores every unfinished table in the store, and the finished ones still within their
   * keeping time; returns how many, and says which could not be.
   */
  public int restoreAll(java.util.function.Consumer<String> problems) {
    int n = 0;
    for (TableStore.TableRow row : env.store().restorable(env.clock().getAsLong() - options.keepFinishedMillis)) {
      if (open.containsKey(row.id())) {
        continue;
      }
      try {
        if (restoreOrThrow(row) != null) {
          n++;
        }
      } catch (RuntimeException e) {
        problems.accept("table " + row.id() + " was not restored: " + e.getMessage());
      }
    }
    return n;
  }

  private Table<?, ?> restore(TableStore.TableRow row) {
    try {
      return restoreOrThrow(row);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private Table<?, ?> restoreOrThrow(TableStore.TableRow row) {
    Game<?, ?> game = games.find(g -> g.descriptor().id().equals(row.game())).getOrElseThrow(
        () -> new IllegalStateException("its game '" + row.game() + "' is not installed"));
    Table<?, ?> t = Table.restore(row, game, env);
    open.put(row.id(), t);
    return t;
  }

  // ------------------------------------------------------------------ logs of closed tables

  /** The log of a finished or expired table that is no longer in memory, for a seat of it. */
  public String closedLog(String id, String seat, String token) {
    TableStore.TableRow row = env.store().table(id).orElseThrow(() -> gone(id, Gone.UNKNOWN));
    if (row.status().equals(TableStore.LIVE)) {
      return get(id).downloadLog();
    }
    Seats.fromJson(row.seats()).authenticate(seat, token);
    Game<?, ?> game = games.find(g -> g.descriptor().id().equals(row.game())).getOrElseThrow(
        () -> new ApiError(503, "GAME_NOT_INSTALLED", "this table's game is not installed on this server"));
    return logOf(row, game);
  }

  private <S, A extends Action> String logOf(TableStore.TableRow row, Game<S, A> game) {
    return LogCodec.write(StoredLog.read(row.header(), env.store().steps(row.id(), 0), game));
  }

  // ------------------------------------------------------------------ lifecycle

  /** Closes finished tables kept long enough and expires idle ones; forgets old rate-limit windows. */
  void sweep() {
    long now = env.clock().getAsLong();
    List<String> retired = new ArrayList<>();
    for (var e : open.entrySet()) {
      Table<?, ?> t = e.getValue();
      Option<Long> ended = t.endedAt();
      if (ended.isDefined()) {
        if (now - ended.get() >= options.keepFinishedMillis) {
          t.close("the table was closed");
          retired.add(e.getKey());
        }
      } else if (now - t.lastMoveAt() >= options.idleExpiryMillis && idleAfterRefresh(t, now)) {
        env.store().end(t.id(), TableStore.EXPIRED, now);
        t.close("the table expired after a long time without a move");
        retired.add(e.getKey());
      }
    }
    retired.forEach(open::remove);
    creations.entrySet().removeIf(e -> now - e.getValue()[0] >= 60_000);
  }

  /** With a shared store another server may have moved meanwhile: look before expiring. */
  private boolean idleAfterRefresh(Table<?, ?> t, long now) {
    t.refresh();
    return !t.isOver() && now - t.lastMoveAt() >= options.idleExpiryMillis;
  }

  /** Whether a table is in this server's memory (for tests and the lifecycle). */
  boolean inMemory(String id) {
    return open.containsKey(id);
  }

  void closeAll() {
    open.values().forEach(t -> t.close("the server stopped"));
  }
}
