package dev.ply.core.log;

/**
 * Why a log could not be read or replayed, with where: a JSON pointer into the file
 * ({@code /actions/17/action}) and, for parse errors, the line and column.
 *
 * @param code stable: MALFORMED_JSON, TRUNCATED, OVERSIZED, UNSUPPORTED_FORMAT, UNKNOWN_GAME,
 *     WRONG_RULES_VERSION, BAD_FIELD, UNKNOWN_ACTION_TYPE, BAD_ACTION, BAD_SETUP
 * @param position where in the file, e.g. {@code /actions/3/action} or {@code line 12, column 5}
 * @param message one sentence
 */
public record LogError(String code, String position, String message) {
  @Override
  public String toString() {
    return "at " + position + ": " + message + " (" + code + ")";
  }
}
