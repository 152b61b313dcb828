package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogError;
import io.vavr.control.Either;

/**
 * A seat's move as sent to {@code POST …/actions}: {@code {"version": n, "index": i}} picks the
 * i-th legal action listed at version n; {@code {"action": {...}}} names the action as JSON (an
 * optional {@code "version"} is checked too). Checked before the table is locked.
 *
 * @param version the version the seat saw, or -1 when not given
 * @param index the chosen index, or -1 when the action is named
 * @param action the named action, or null when chosen by index
 */
record ActionRequest<A extends Action>(int version, int index, A action) {

  static <A extends Action> ActionRequest<A> parse(JsonNode body, Game<?, A> game, PlayerId seat) {
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
    int version = versionNode == null ? -1 : versionNode.asInt();
    if (index != null) {
      return new ActionRequest<>(version, index.asInt(), null);
    }
    if (!actionJson.isObject()) {
      throw ApiError.badRequest(Rejection.MALFORMED_ACTION, "'action' must be a JSON object with a 'type'");
    }
    Either<LogError, A> read = LogCodec.readAction(actionJson.toString(), game.actionType());
    if (read.isLeft()) {
      // the codec's detail may name Java types and settings: say what is wrong in the game's terms only
      throw ApiError.badRequest(Rejection.MALFORMED_ACTION, "'action' is not a well-formed "
          + game.descriptor().name() + " action (unknown type, or a field missing or of the wrong kind);"
          + " copy one from 'legal'");
    }
    A parsed = read.get();
    if (!seat.equals(parsed.actor())) {
      throw ApiError.forbidden("NOT_YOUR_SEAT", "this link is seat " + seat + "; it cannot act for " + parsed.actor());
    }
    return new ActionRequest<>(version, -1, parsed);
  }
}
