package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.agent.Agent;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.security.SecureRandom;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/** The open tables of a server, by id, and how a table is created from a request. */
public final class Tables {
  /** The longest turn timer a table accepts: one day. */
  static final int MAX_TURN_SECONDS = 86_400;

  private final Vector<Game<?, ?>> games;
  private final ScheduledExecutorService scheduler;
  private final LongSupplier clock;
  private final long botDelayMillis;
  private final int maxTables;
  private final SecureRandom random = new SecureRandom();
  private final Map<String, Table<?, ?>> open = new ConcurrentHashMap<>();

  Tables(Vector<Game<?, ?>> games, ScheduledExecutorService scheduler, LongSupplier clock, long botDelayMillis,
      int maxTables) {
    this.games = games;
    this.scheduler = scheduler;
    this.clock = clock;
    this.botDelayMillis = botDelayMillis;
    this.maxTables = maxTables;
  }

  public Vector<Game<?, ?>> games() {
    return games;
  }

  /** The table with this id, or a 404. */
  public Table<?, ?> get(String id) {
    Table<?, ?> t = open.get(id);
    if (t == null) {
      throw ApiError.notFound("UNKNOWN_TABLE", "there is no table '" + id + "' on this server");
    }
    return t;
  }

  /**
   * Opens a table from a request {@code {"game": id, "players": n, "bots": {"p2": "random"} or
   * ["p2"], "seed": s, "turnSeconds": t, "options": {...}}} (only {@code game} is required) and
   * answers with its seats' private links and the spectator's link.
   */
  public ObjectNode create(JsonNode req) {
    if (req == null || !req.isObject()) {
      throw ApiError.badRequest("BAD_REQUEST", "the body must be a JSON object naming at least the 'game'");
    }
    JsonNode gameNode = req.get("game");
    if (gameNode == null || !gameNode.isTextual()) {
      throw ApiError.badRequest("BAD_REQUEST", "'game' must be the id of an installed game");
    }
    Game<?, ?> game = game(gameNode.asText());
    int players = game.descriptor().minPlayers();
    JsonNode p = req.get("players");
    if (p != null && !p.isNull()) {
      if (!p.isIntegralNumber() || !p.canConvertToInt()) {
        throw ApiError.badRequest("BAD_REQUEST", "'players' must be an integer");
      }
      players = p.asInt();
    }
    if (!game.descriptor().seats(players)) {
      throw ApiError.badRequest(Rejection.BAD_SETUP, game.descriptor().name() + " seats "
          + game.descriptor().minPlayers() + " to " + game.descriptor().maxPlayers() + " players, not " + players);
    }
    long seed = random.nextLong();
    JsonNode s = req.get("seed");
    if (s != null && !s.isNull()) {
      if (!s.isIntegralNumber() || !s.canConvertToLong()) {
        throw ApiError.badRequest("BAD_REQUEST", "'seed' must be an integer");
      }
      seed = s.asLong();
    }
    long turnMillis = 0;
    JsonNode t = req.get("turnSeconds");
    if (t != null && !t.isNull()) {
      if (!t.isNumber() || t.asDouble() < 0 || t.asDouble() > MAX_TURN_SECONDS) {
        throw ApiError.badRequest("BAD_REQUEST", "'turnSeconds' must be a number from 0 (no timer) to "
            + MAX_TURN_SECONDS);
      }
      turnMillis = Math.round(t.asDouble() * 1000);
    }
    Setup setup = Setup.of(players, seed);
    JsonNode opts = req.get("options");
    if (opts != null && !opts.isNull()) {
      if (!opts.isObject()) {
        throw ApiError.badRequest("BAD_REQUEST", "'options' must be an object of strings");
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = opts.fields(); it.hasNext(); ) {
        var f = it.next();
        if (!f.getValue().isValueNode()) {
          throw ApiError.badRequest("BAD_REQUEST", "option '" + f.getKey() + "' must be a string");
        }
        setup = setup.withOption(f.getKey(), f.getValue().asText());
      }
    }
    java.util.Map<PlayerId, Agent> bots = bots(req.get("bots"), setup.players(), seed);
    Option<Rejection> bad = game.checkSetup(setup);
    if (bad.isDefined()) {
      throw new ApiError(400, Rejection.BAD_SETUP, bad.get().message(), bad.get().rule());
    }
    if (open.size() >= maxTables) {
      throw new ApiError(503, "TOO_MANY_TABLES", "this server already hosts " + maxTables + " tables");
    }
    Table<?, ?> table = open(game, setup, bots, turnMillis);
    return describe(table);
  }

  private <S, A extends Action> Table<S, A> open(Game<S, A> game, Setup setup,
      java.util.Map<PlayerId, Agent> bots, long turnMillis) {
    String id;
    do {
      id = TableServer.randomId(random, 6);
    } while (open.containsKey(id));
    Table<S, A> table = Table.open(id, game, setup, bots, () -> TableServer.randomId(random, 18), turnMillis,
        botDelayMillis, scheduler, clock);
    open.put(id, table);
    return table;
  }

  /** The links of a table: one private link per human seat, and the spectator's. */
  public static ObjectNode describe(Table<?, ?> table) {
    ObjectNode out = ViewJson.mapper().createObjectNode();
    out.put("table", table.id());
    out.put("game", table.game().descriptor().id());
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
        String token = table.token(p).get();
        s.put("token", token);
        s.put("link", link(table, p.name(), token));
      }
    }
    ObjectNode spectator = out.putObject("spectator");
    spectator.put("token", table.spectatorToken());
    spectator.put("link", link(table, PlayerId.SPECTATOR.name(), table.spectatorToken()));
    return out;
  }

  /** A page link; the token is in the fragment, so it is never sent in a Referer or a server log. */
  static String link(Table<?, ?> table, String seat, String token) {
    return "/t/" + table.id() + "/" + seat + "#" + token;
  }

  private Game<?, ?> game(String id) {
    return games.find(g -> g.descriptor().id().equals(id)).getOrElseThrow(() -> ApiError.notFound("UNKNOWN_GAME",
        "no game '" + id + "' is installed; installed: " + games.map(g -> g.descriptor().id()).mkString(", ")));
  }

  private static java.util.Map<PlayerId, Agent> bots(JsonNode node, Vector<PlayerId> seats, long seed) {
    LinkedHashMap<PlayerId, String> wanted = LinkedHashMap.empty();
    if (node == null || node.isNull()) {
      return java.util.Map.of();
    } else if (node.isArray()) {
      for (JsonNode n : node) {
        if (!n.isTextual()) {
          throw ApiError.badRequest("BAD_REQUEST", "'bots' must list seat names, e.g. [\"p2\"]");
        }
        wanted = wanted.put(seat(n.asText(), seats), "random");
      }
    } else if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        var f = it.next();
        if (!f.getValue().isTextual()) {
          throw ApiError.badRequest("BAD_REQUEST", "'bots' maps seats to bot kinds, e.g. {\"p2\": \"random\"}");
        }
        wanted = wanted.put(seat(f.getKey(), seats), f.getValue().asText());
      }
    } else {
      throw ApiError.badRequest("BAD_REQUEST", "'bots' must be a list of seats or an object of seat to bot kind");
    }
    java.util.Map<PlayerId, Agent> out = new java.util.LinkedHashMap<>();
    for (var e : wanted) {
      long botSeed = seed ^ (0x9E3779B97F4A7C15L * (seats.indexOf(e._1) + 1));
      Agent a = Bots.create(e._2, botSeed).getOrElseThrow(why -> ApiError.badRequest("BAD_REQUEST", why));
      out.put(e._1, a);
    }
    return out;
  }

  private static PlayerId seat(String name, Vector<PlayerId> seats) {
    PlayerId p = name.isBlank() ? null : PlayerId.of(name);
    if (p == null || !seats.contains(p)) {
      throw ApiError.badRequest("UNKNOWN_SEAT", "bot seat '" + name + "' is not one of " + seats.mkString(", "));
    }
    return p;
  }

  void closeAll() {
    open.values().forEach(Table::close);
  }
}
