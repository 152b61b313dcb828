package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.security.SecureRandom;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request to open a table, checked: {@code {"game": id, "players": n, "bots": {"p2": "random"}
 * or ["p2"], "seed": s, "turnSeconds": t, "options": {...}}} (only {@code game} is required).
 * The seed is the server's secret unless the server allows chosen seeds.
 */
record TableRequest(Game<?, ?> game, Setup setup, Map<PlayerId, String> bots, long turnMillis, boolean seedChosen) {
  /** The longest turn timer a table accepts: one day. */
  static final int MAX_TURN_SECONDS = 86_400;

  static TableRequest parse(JsonNode req, Vector<Game<?, ?>> games, Bots botPool, boolean allowSeeds,
      SecureRandom random) {
    if (req == null || !req.isObject()) {
      throw ApiError.badRequest("BAD_REQUEST", "the body must be a JSON object naming at least the 'game'");
    }
    JsonNode gameNode = req.get("game");
    if (gameNode == null || !gameNode.isTextual()) {
      throw ApiError.badRequest("BAD_REQUEST", "'game' must be the id of an installed game");
    }
    Game<?, ?> game = game(gameNode.asText(), games);
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
    boolean chosen = false;
    JsonNode s = req.get("seed");
    if (s != null && !s.isNull()) {
      if (!allowSeeds) {
        throw ApiError.forbidden("SEED_NOT_ALLOWED", "this server deals every table from a secret seed of its own"
            + " (a chosen seed would let its chooser know the cards); start it with --allow-seeds to allow them");
      }
      if (!s.isIntegralNumber() || !s.canConvertToLong()) {
        throw ApiError.badRequest("BAD_REQUEST", "'seed' must be an integer");
      }
      seed = s.asLong();
      chosen = true;
    }
    long turnMillis = 0;
    JsonNode t = req.get("turnSeconds");
    if (t != null && !t.isNull()) {
      if (!t.isNumber() || !Double.isFinite(t.asDouble()) || t.asDouble() < 0 || t.asDouble() > MAX_TURN_SECONDS) {
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
    Map<PlayerId, String> bots = bots(req.get("bots"), setup.players(), botPool);
    Option<Rejection> bad = game.checkSetup(setup);
    if (bad.isDefined()) {
      throw new ApiError(400, Rejection.BAD_SETUP, bad.get().message(), bad.get().rule());
    }
    return new TableRequest(game, setup, bots, turnMillis, chosen);
  }

  private static Game<?, ?> game(String id, Vector<Game<?, ?>> games) {
    return games.find(g -> g.descriptor().id().equals(id)).getOrElseThrow(() -> ApiError.notFound("UNKNOWN_GAME",
        "no game '" + id + "' is installed; installed: " + games.map(g -> g.descriptor().id()).mkString(", ")));
  }

  private static Map<PlayerId, String> bots(JsonNode node, Vector<PlayerId> seats, Bots botPool) {
    Map<PlayerId, String> wanted = new LinkedHashMap<>();
    if (node == null || node.isNull()) {
      return Map.of();
    } else if (node.isArray()) {
      for (JsonNode n : node) {
        if (!n.isTextual()) {
          throw ApiError.badRequest("BAD_REQUEST", "'bots' must list seat names, e.g. [\"p2\"]");
        }
        wanted.put(seat(n.asText(), seats), "random");
      }
    } else if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        var f = it.next();
        if (!f.getValue().isTextual()) {
          throw ApiError.badRequest("BAD_REQUEST", "'bots' maps seats to bot kinds, e.g. {\"p2\": \"random\"}");
        }
        wanted.put(seat(f.getKey(), seats), f.getValue().asText().trim().toLowerCase(java.util.Locale.ROOT));
      }
    } else {
      throw ApiError.badRequest("BAD_REQUEST", "'bots' must be a list of seats or an object of seat to bot kind");
    }
    for (var e : wanted.entrySet()) {
      botPool.create(e.getValue(), 0).getOrElseThrow(why -> ApiError.badRequest("BAD_BOT", why));
    }
    return wanted;
  }

  private static PlayerId seat(String name, Vector<PlayerId> seats) {
    PlayerId p;
    try {
      p = name.isBlank() ? null : PlayerId.of(name);
    } catch (IllegalArgumentException e) {
      p = null;
    }
    if (p == null || !seats.contains(p)) {
      throw ApiError.badRequest("UNKNOWN_SEAT", "a bot seat must be one of " + seats.mkString(", "));
    }
    return p;
  }
}
