package dev.ply.samples.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * A client has the read timeout to send a whole request, its request line, headers and body:
 * a connection whose request has been arriving for longer is closed, whether it stalled or
 * trickles a byte at a time (an idle timeout alone resets on every byte). Waiting between
 * requests on a kept-alive connection, and the time a route takes to answer, do not count.
 *
 * <p>Each open connection's parser is looked at every {@link #tickMillis()}: that it is between
 * the first byte of a request and its last is the parser's state, which only the server's
 * internal connection class exposes; the pinned server version and {@code HygieneTest} keep it
 * honest.
 */
final class ReadDeadline implements Connection.Listener {
  private enum Phase { NONE, HEAD, BODY }

  /** What the last look saw on one connection. */
  private static final class Seen {
    Phase phase = Phase.NONE;
    long messages;
    long since;
  }

  private final long limitNanos;
  private final Map<HttpConnection, Seen> open = new ConcurrentHashMap<>();

  ReadDeadline(int seconds) {
    this.limitNanos = seconds * 1_000_000_000L;
  }

  /** How often {@link #check} should run: a tenth of the limit, between 50 ms and 1 s. */
  long tickMillis() {
    return Math.max(50, Math.min(1_000, limitNanos / 10_000_000));
  }

  @Override
  public void onOpened(Connection connection) {
    if (connection instanceof HttpConnection http) {
      open.put(http, new Seen());
    }
  }

  @Override
  public void onClosed(Connection connection) {
    open.remove(connection);
  }

  /** Closes every connection whose current request began arriving more than the limit ago. */
  void check() {
    long now = System.nanoTime();
    open.forEach((connection, seen) -> {
      HttpParser parser = connection.getParser();
      Phase phase = parser.inHeaderState() && !parser.isStart() ? Phase.HEAD
          : parser.inContentState() ? Phase.BODY : Phase.NONE;
      long messages = connection.getMessagesIn();
      // the same request as last look: the same phase of it, or its body after its head
      boolean same = (phase == seen.phase && messages == seen.messages)
          || (seen.phase == Phase.HEAD && phase == Phase.BODY && messages - seen.messages <= 1);
      if (phase != Phase.NONE && !same) {
        seen.since = now;
      }
      seen.phase = phase;
      seen.messages = messages;
      if (phase != Phase.NONE && now - seen.since > limitNanos) {
        connection.getEndPoint().close();
      }
    });
  }
}
