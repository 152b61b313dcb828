package dev.ply.samples.web;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.Flyway;

/**
 * Where tables live between requests and across restarts: a table is its setup plus the actions
 * accepted at it (event sourcing). An embedded H2 file by default; PostgreSQL for a deployment
 * shared by several servers. The schema is migrated by Flyway ({@code db/ply/V*.sql}).
 *
 * <p>The primary key (table, step) guards appends: when two servers try to write step N of one
 * table, exactly one insert succeeds and {@link #append} tells the other it lost.
 */
public final class TableStore implements AutoCloseable {
  /** SQLState of a unique-key violation, on H2 and PostgreSQL alike (their exception classes differ). */
  private static final String UNIQUE_VIOLATION = "23505";
  private static final int MAX_CONNECTIONS = 8;

  /** A table's stored setup and state of life. */
  public record TableRow(String id, String game, String header, String seats, long turnMillis, boolean seedChosen,
      long createdAt, String status, Long endedAt) {}

  /** An accepted action: the action's JSON, the random draws it used and the position's hash after it. */
  public record StepRow(int step, String action, String draws, String hash, long atMillis) {}

  public static final String LIVE = "live";
  public static final String FINISHED = "finished";
  public static final String EXPIRED = "expired";

  private final String url;
  private final String shown;
  private final String user;
  private final String password;
  private final boolean shared;
  private final BlockingQueue<Connection> idle = new ArrayBlockingQueue<>(MAX_CONNECTIONS);
  private final Semaphore permits = new Semaphore(MAX_CONNECTIONS, true);

  private TableStore(String url, String user, String password, boolean shared) {
    this.url = url;
    this.shown = redacted(url.replace(";WRITE_DELAY=0", ""));
    this.user = user;
    this.password = password;
    this.shared = shared;
  }

  /**
   * Opens (and migrates) the store at a JDBC address: {@code jdbc:h2:file:PATH} or
   * {@code jdbc:postgresql://HOST:PORT/DB}.
   *
   * @throws StoreException when the database cannot be reached or migrated
   */
  public static TableStore open(String url, String user, String password) {
    boolean h2 = url.startsWith("jdbc:h2:");
    if (!h2 && !url.startsWith("jdbc:postgresql:")) {
      throw new StoreException("the table store must be a jdbc:h2: or jdbc:postgresql: address");
    }
    if (h2) {
      h2Folder(url);
    }
    // H2 otherwise keeps the last half second of commits in memory; an acknowledged move must be on disk
    String effective = h2 && !url.toUpperCase(java.util.Locale.ROOT).contains("WRITE_DELAY") ? url + ";WRITE_DELAY=0" : url;
    TableStore store = new TableStore(effective, user, password, !h2 || url.contains("AUTO_SERVER=TRUE"));
    try {
      Flyway.configure()
          .dataSource(effective, user, password)
          .locations("classpath:db/ply")
          .table("ply_schema_history")
          .failOnMissingLocations(true)
          .load()
          .migrate();
    } catch (RuntimeException e) {
      throw new StoreException("the table store at " + redacted(url) + " cannot be opened or migrated: "
          + StoreException.sentence(e));
    }
    return store;
  }

  /**
   * Makes the folder of an H2 file store, or says in one sentence why it cannot: H2 itself would
   * print a stack trace of its trace file's failure on standard error before refusing.
   */
  private static void h2Folder(String url) {
    String rest = url.substring("jdbc:h2:".length());
    if (rest.startsWith("mem:") || rest.startsWith("tcp:") || rest.startsWith("ssl:")) {
      return;
    }
    String file = rest.startsWith("file:") ? rest.substring("file:".length()) : rest;
    int semi = file.indexOf(';');
    file = semi < 0 ? file : file.substring(0, semi);
    if (file.startsWith("~")) {
      file = System.getProperty("user.home") + file.substring(1);
    }
    java.nio.file.Path folder = java.nio.file.Path.of(file).toAbsolutePath().getParent();
    try {
      java.nio.file.Files.createDirectories(folder);
    } catch (java.io.IOException | RuntimeException e) {
      throw new StoreException("the table store at " + redacted(url) + " cannot be opened: the folder " + folder
          + " cannot be created");
    }
    if (!java.nio.file.Files.isWritable(folder)) {
      throw new StoreException("the table store at " + redacted(url) + " cannot be opened: the folder " + folder
          + " is not writable");
    }
  }

  /** True when other servers may write to the same store, so a table must catch up before each use. */
  public boolean shared() {
    return shared;
  }

  /** The address without credentials, for messages. */
  public String describe() {
    return shown;
  }

  static String redacted(String url) {
    return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }

  public void create(TableRow row) {
    run(c -> {
      try (PreparedStatement st = c.prepareStatement("INSERT INTO ply_table (id, game, header, seats, turn_millis,"
          + " seed_chosen, created_at, status, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        st.setString(1, row.id());
        st.setString(2, row.game());
        st.setString(3, row.header());
        st.setString(4, row.seats());
        st.setLong(5, row.turnMillis());
        st.setBoolean(6, row.seedChosen());
        st.setLong(7, row.createdAt());
        st.setString(8, row.status());
        if (row.endedAt() == null) {
          st.setNull(9, Types.BIGINT);
        } else {
          st.setLong(9, row.endedAt());
        }
        st.executeUpdate();
      }
      return null;
    });
  }

  /** Appends step {@code row.step()}; false when that step is already written (another server won). */
  public boolean append(String tableId, StepRow row) {
    return run(c -> {
      try (PreparedStatement st = c.prepareStatement(
          "INSERT INTO ply_step (table_id, step, action, draws, hash, at_millis) VALUES (?, ?, ?, ?, ?, ?)")) {
        st.setString(1, tableId);
        st.setInt(2, row.step());
        st.setString(3, row.action());
        st.setString(4, row.draws());
        st.setString(5, row.hash());
        st.setLong(6, row.atMillis());
        st.executeUpdate();
        return true;
      } catch (SQLException e) {
        if (UNIQUE_VIOLATION.equals(e.getSQLState())) {
          return false;
        }
        throw e;
      }
    });
  }

  /** The steps after {@code after}, in order. */
  public List<StepRow> steps(String tableId, int after) {
    return run(c -> {
      try (PreparedStatement st = c.prepareStatement("SELECT step, action, draws, hash, at_millis FROM ply_step"
          + " WHERE table_id = ? AND step > ? ORDER BY step")) {
        st.setString(1, tableId);
        st.setInt(2, after);
        List<StepRow> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery()) {
          while (rs.next()) {
            out.add(new StepRow(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5)));
          }
        }
        return out;
      }
    });
  }

  public Optional<TableRow> table(String id) {
    List<TableRow> rows = tables("WHERE id = ?", id);
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  /** Every table still being played, oldest first: what a restarted server restores. */
  public List<TableRow> live() {
    return tables("WHERE status = ? ORDER BY created_at", LIVE);
  }

  /** The live tables and those finished at or after {@code finishedSince}: what a restarted server reopens. */
  public List<TableRow> restorable(long finishedSince) {
    return run(c -> {
      try (PreparedStatement st = c.prepareStatement(SELECT + "WHERE status = ? OR (status = ? AND ended_at >= ?)"
          + " ORDER BY created_at")) {
        st.setString(1, LIVE);
        st.setString(2, FINISHED);
        st.setLong(3, finishedSince);
        return rows(st);
      }
    });
  }

  private static final String SELECT = "SELECT id, game, header, seats, turn_millis, seed_chosen,"
      + " created_at, status, ended_at FROM ply_table ";

  private static List<TableRow> rows(PreparedStatement st) throws SQLException {
    List<TableRow> out = new ArrayList<>();
    try (ResultSet rs = st.executeQuery()) {
      while (rs.next()) {
        long ended = rs.getLong(9);
        Long endedAt = rs.wasNull() ? null : ended;
        out.add(new TableRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5),
            rs.getBoolean(6), rs.getLong(7), rs.getString(8), endedAt));
      }
    }
    return out;
  }

  private List<TableRow> tables(String where, String arg) {
    return run(c -> {
      try (PreparedStatement st = c.prepareStatement(SELECT + where)) {
        st.setString(1, arg);
        List<TableRow> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery()) {
          while (rs.next()) {
            long ended = rs.getLong(9);
            Long endedAt = rs.wasNull() ? null : ended;
            out.add(new TableRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5),
                rs.getBoolean(6), rs.getLong(7), rs.getString(8), endedAt));
          }
        }
        return out;
      }
    });
  }

  /** Marks a live table finished or expired (a no-op when it already is). */
  public void end(String id, String status, long at) {
    run(c -> {
      try (PreparedStatement st = c.prepareStatement(
          "UPDATE ply_table SET status = ?, ended_at = ? WHERE id = ? AND status = ?")) {
        st.setString(1, status);
        st.setLong(2, at);
        st.setString(3, id);
        st.setString(4, LIVE);
        st.executeUpdate();
      }
      return null;
    });
  }

  // ------------------------------------------------------------------ connections

  private interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  private <T> T run(Work<T> work) {
    try {
      if (!permits.tryAcquire(30, TimeUnit.SECONDS)) {
        throw new StoreException("the table store is too busy; try again");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StoreException("the request was interrupted");
    }
    Connection c = null;
    boolean broken = false;
    try {
      c = idle.poll();
      if (c == null) {
        c = DriverManager.getConnection(url, user, password);
      }
      return work.run(c);
    } catch (SQLException e) {
      broken = e.getSQLState() == null || e.getSQLState().startsWith("08");
      throw new StoreException("the table store failed: " + StoreException.sentence(e));
    } finally {
      if (c != null) {
        if (broken || !idle.offer(c)) {
          closeQuietly(c);
        }
      }
      permits.release();
    }
  }

  private static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException e) {
      // it is being thrown away
    }
  }

  @Override
  public void close() {
    Connection c;
    while ((c = idle.poll()) != null) {
      closeQuietly(c);
    }
  }

  /** The store could not do its job; the request that needed it is answered 503. */
  public static final class StoreException extends RuntimeException {
    StoreException(String message) {
      super(message, null, false, false);
    }

    /** A database's message cut to its first sentence, without the driver's class names. */
    static String sentence(Throwable e) {
      Throwable t = e;
      while (t.getCause() != null && t.getCause() != t) {
        t = t.getCause();
      }
      String m = t.getMessage() == null ? "no detail" : t.getMessage();
      int nl = m.indexOf('\n');
      m = nl < 0 ? m : m.substring(0, nl);
      return m.replaceAll("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*", "").trim();
    }
  }
}
