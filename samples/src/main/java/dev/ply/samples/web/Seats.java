package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.PlayerId;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A table's seats and who may sit in them: the bot kind of each bot seat, and for every human
 * seat and the spectator the SHA-256 of its secret token. Only the hashes are kept (and stored),
 * so neither a memory dump nor the database hands out working links.
 */
final class Seats {
  private final Vector<PlayerId> order;
  private final Map<PlayerId, String> bots;
  private final Map<PlayerId, String> tokenHashes;
  private final String spectatorHash;

  private Seats(Vector<PlayerId> order, Map<PlayerId, String> bots, Map<PlayerId, String> tokenHashes,
      String spectatorHash) {
    this.order = order;
    this.bots = bots;
    this.tokenHashes = tokenHashes;
    this.spectatorHash = spectatorHash;
  }

  /** Seats with fresh tokens, and the tokens themselves (handed out once, in the creation reply). */
  record Dealt(Seats seats, Map<PlayerId, String> tokens, String spectatorToken) {}

  static Dealt deal(Vector<PlayerId> players, Map<PlayerId, String> botKinds, Supplier<String> tokenSource) {
    Map<PlayerId, String> tokens = new LinkedHashMap<>();
    Map<PlayerId, String> hashes = new LinkedHashMap<>();
    for (PlayerId p : players) {
      if (!botKinds.containsKey(p)) {
        String t = tokenSource.get();
        tokens.put(p, t);
        hashes.put(p, hash(t));
      }
    }
    String spectator = tokenSource.get();
    return new Dealt(new Seats(players, Map.copyOf(botKinds), hashes, hash(spectator)), tokens, spectator);
  }

  Vector<PlayerId> order() {
    return order;
  }

  Option<String> bot(PlayerId seat) {
    return Option.of(bots.get(seat));
  }

  Map<PlayerId, String> bots() {
    return bots;
  }

  boolean isBot(PlayerId seat) {
    return bots.containsKey(seat);
  }

  /**
   * The seat (or the spectator) that {@code token} opens; refuses an unknown seat (404) and a
   * token that is not that seat's (403). Hashes are compared in constant time.
   */
  PlayerId authenticate(String seat, String token) {
    PlayerId who;
    try {
      who = PlayerId.of(seat);
    } catch (IllegalArgumentException e) {
      throw ApiError.notFound("UNKNOWN_SEAT", "this table has no seat with that name");
    }
    String expected;
    if (who.equals(PlayerId.SPECTATOR)) {
      expected = spectatorHash;
    } else if (!order.contains(who)) {
      throw ApiError.notFound("UNKNOWN_SEAT", "this table has no seat '" + seat + "'; its seats are "
          + order.mkString(", ") + " and spectator");
    } else if (bots.containsKey(who)) {
      throw ApiError.forbidden("BOT_SEAT", "seat " + who + " is played by a bot and has no link");
    } else {
      expected = tokenHashes.get(who);
    }
    if (token == null || token.isEmpty()) {
      throw ApiError.forbidden("MISSING_TOKEN",
          "this request needs the seat's token, from its private link (X-Ply-Token header or the seat's cookie)");
    }
    if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), hash(token).getBytes(StandardCharsets.UTF_8))) {
      throw ApiError.forbidden("BAD_TOKEN", "that token does not open seat " + who);
    }
    return who;
  }

  static String hash(String token) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(d);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }

  // ------------------------------------------------------------------ stored form

  String toJson() {
    ObjectNode root = ViewJson.mapper().createObjectNode();
    ArrayNode arr = root.putArray("seats");
    for (PlayerId p : order) {
      ObjectNode s = arr.addObject();
      s.put("seat", p.name());
      if (bots.containsKey(p)) {
        s.put("bot", bots.get(p));
      } else {
        s.put("tokenSha256", tokenHashes.get(p));
      }
    }
    root.put("spectatorSha256", spectatorHash);
    return root.toString();
  }

  static Seats fromJson(String json) {
    try {
      JsonNode root = ViewJson.mapper().readTree(json);
      Vector<PlayerId> order = Vector.empty();
      Map<PlayerId, String> bots = new LinkedHashMap<>();
      Map<PlayerId, String> hashes = new LinkedHashMap<>();
      for (JsonNode s : root.get("seats")) {
        PlayerId p = PlayerId.of(s.get("seat").asText());
        order = order.append(p);
        if (s.hasNonNull("bot")) {
          bots.put(p, s.get("bot").asText());
        } else {
          hashes.put(p, s.get("tokenSha256").asText());
        }
      }
      return new Seats(order, Map.copyOf(bots), hashes, root.get("spectatorSha256").asText());
    } catch (java.io.IOException | RuntimeException e) {
      throw new IllegalStateException("the stored seats cannot be read", e);
    }
  }
}
