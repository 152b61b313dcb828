package dev.ply.samples.web;

import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.spi.JettyHttpServer;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandlerCollection;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;

/**
 * The table server's HTTP layer: Jetty, driven through the JDK's {@code com.sun.net.httpserver}
 * API that the routes are written against (docs/decisions.md says why). Here is everything the
 * JDK's server was told through system properties, now per server: a client has the read timeout
 * to send its request ({@link ReadDeadline}), small answers leave at once (TCP_NODELAY), and an
 * idle kept-alive connection is closed after {@link #IDLE_MILLIS}. Requests the parser refuses are
 * answered by {@link ProtocolErrors}; no answer names the library.
 */
final class HttpLayer implements AutoCloseable {
  /** An idle kept-alive connection is closed after this, as the JDK's server closed it; a write the client does not read is given up as long after. */
  static final long IDLE_MILLIS = 30_000;
  /** Request headers up to this many bytes (request line included); larger ones are answered 431 or 414. */
  static final int MAX_HEADER_BYTES = 16 * 1024;

  private final Server jetty;
  private final ServerConnector connector;
  private final ScheduledExecutorService scheduler;
  private final ReadDeadline deadline;
  private final JettyHttpServer http;

  /** A server for {@code host:port} with {@code threads} request threads; {@link #start} listens. */
  HttpLayer(String host, int port, int backlog, int threads, int readTimeoutSeconds) {
    scheduler = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "ply-web-clock"));
    // the acceptor and the selector each hold a thread beside the request threads
    QueuedThreadPool pool = new QueuedThreadPool(threads + 2, 4, 30_000);
    pool.setName("ply-web");
    pool.setDaemon(true);
    jetty = new Server(pool, new ScheduledExecutorScheduler(scheduler), null);
    jetty.setErrorHandler(new ProtocolErrors());
    HttpConfiguration config = new HttpConfiguration();
    config.setSendServerVersion(false);
    config.setSendXPoweredBy(false);
    config.setRequestHeaderSize(MAX_HEADER_BYTES);
    connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(config));
    connector.setHost(host);
    connector.setPort(port);
    connector.setAcceptQueueSize(backlog);
    connector.setIdleTimeout(IDLE_MILLIS);
    connector.setAcceptedTcpNoDelay(true);
    deadline = new ReadDeadline(Math.max(1, readTimeoutSeconds));
    connector.addEventListener(deadline);
    jetty.addConnector(connector);
    jetty.setHandler(new ContextHandlerCollection());
    http = new JettyHttpServer(jetty, true);
  }

  /** Every request goes to {@code handler}. */
  void serve(HttpHandler handler) {
    http.createContext("/", handler);
  }

  /**
   * Listens; on failure everything is stopped again.
   *
   * @throws IOException when the address cannot be listened on
   */
  void start() throws IOException {
    try {
      jetty.start();
    } catch (Exception e) {
      close();
      // "Address already in use", as the JDK's server said, rather than the wrapper's sentence
      Throwable why = e.getCause() instanceof IOException cause ? cause : e;
      throw new IOException(why.getMessage(), why);
    }
    long tick = deadline.tickMillis();
    scheduler.scheduleWithFixedDelay(deadline::check, tick, tick, TimeUnit.MILLISECONDS);
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name + "-" + COUNT.incrementAndGet());
    t.setDaemon(true);
    return t;
  }

  private static final AtomicInteger COUNT = new AtomicInteger();

  /** The address actually listened on (the port chosen, when 0 was asked for). */
  InetSocketAddress address() {
    try {
      if (connector.getTransport() instanceof ServerSocketChannel channel
          && channel.getLocalAddress() instanceof InetSocketAddress bound) {
        return bound;
      }
    } catch (IOException e) {
      // closed: the address asked for is the best answer left
    }
    return new InetSocketAddress(connector.getHost(), connector.getLocalPort());
  }

  @Override
  public void close() {
    http.stop(0);
    stopQuietly(jetty);
    scheduler.shutdownNow();
  }

  private static void stopQuietly(Server jetty) {
    try {
      jetty.stop();
    } catch (Exception e) {
      // stopping: nothing is left to tell a client
    }
  }
}
