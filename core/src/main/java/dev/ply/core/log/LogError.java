package dev.ply.core.log;

/**
 * Why a log could not be read or replayed, with where: a JSON pointer into the file
 * ({@code /actions/17/action}) and, for parse errors, the line and column.
 *
 * @param code stable: NOT_FOUND, NOT_A_FILE, TOO_LARGE, INVALID_UTF8, IO_ERROR, MALFORMED_JSON,
 *     TRUNCATED, DUPLICATE_KEY, UNSUPPORTED_FORMAT, UNKNOWN_FIELD, UNKNOWN_GAME, WRONG_RULES_VERSION, BAD_FIELD,
 *     UNKNOWN_ACTION_TYPE, BAD_ACTION, BAD_SETUP
 * @param position where in the file: a JSON pointer ({@code /actions/3/action}), a line and column
 *     ({@code line 12, column 5}), a byte offset ({@code byte 1041}) or {@code start of file}
 * @param message one sentence in plain words (never the JSON library's own message)
 */
public record LogError(String code, String position, String message) {
  /** One line for a person: the position (unless it is the start of the file), the sentence, the code. */
  public String describe() {
    return (position.equals("start of file") ? "" : "at " + position + ": ") + message + " (" + code + ")";
  }

  @Override
  public String toString() {
    return "at " + position + ": " + message + " (" + code + ")";
  }
}
