package dev.ply.samples.web;

import dev.ply.core.Rejection;
import io.vavr.control.Option;

/**
 * A refused request, answered as {@code {"error": CODE, "message": sentence, "rule": id}} with an
 * HTTP status. Thrown inside the server's handlers and caught at the top: a client never sees a
 * stack trace, and a refused request never changes a table.
 */
public final class ApiError extends RuntimeException {
  private final int status;
  private final String code;
  private final Option<String> rule;

  public ApiError(int status, String code, String message, Option<String> rule) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.rule = rule;
  }

  public ApiError(int status, String code, String message) {
    this(status, code, message, Option.none());
  }

  /** A game's rejection: 400 for a malformed action, 409 (conflicts with the position) otherwise. */
  public static ApiError of(Rejection r) {
    int status = Rejection.MALFORMED_ACTION.equals(r.code()) ? 400 : 409;
    return new ApiError(status, r.code(), r.message(), r.rule());
  }

  public static ApiError badRequest(String code, String message) {
    return new ApiError(400, code, message);
  }

  public static ApiError forbidden(String code, String message) {
    return new ApiError(403, code, message);
  }

  public static ApiError notFound(String code, String message) {
    return new ApiError(404, code, message);
  }

  public static ApiError conflict(String code, String message) {
    return new ApiError(409, code, message);
  }

  /**
   * A message fit for a client: one line, without the names of Java classes or libraries a game's
   * or the store's message may carry ({@code class dev.ply.x.Y$Z}, {@code com.fasterxml…}).
   */
  public static String clean(String message) {
    if (message == null || message.isBlank()) {
      return "the request was refused";
    }
    String m = message.replace('\n', ' ').replace('\r', ' ');
    m = m.replaceAll("\\b(?:class|interface|record|enum) (?=[a-z])", "");
    m = m.replaceAll("\\b(?:[a-z][a-z0-9_]*\\.){2,}[A-Za-z_][A-Za-z0-9_]*(?:\\$[A-Za-z0-9_]+)*", "a value");
    m = m.replaceAll("\\b[A-Z][A-Za-z0-9]*\\$([A-Z][A-Za-z0-9_]*)", "$1");
    m = m.replaceAll("\\s+", " ").trim();
    return m.length() > 300 ? m.substring(0, 297) + "..." : m;
  }

  public int status() {
    return status;
  }

  public String code() {
    return code;
  }

  public Option<String> rule() {
    return rule;
  }
}
