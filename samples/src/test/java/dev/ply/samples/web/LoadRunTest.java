package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The bounded local load run behind docs/web-table.md's figures (not a test: it asserts nothing
 * and runs only when asked): {@code mvn -B -q -pl samples -am test -Dtest=LoadRunTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dply.loadrun=true -Dply.e2e.skip=true}. Only
 * 127.0.0.1, at most {@code ply.loadrun.seconds} (default 20) per phase.
 */
@EnabledIfSystemProperty(named = "ply.loadrun", matches = "true")
class LoadRunTest {
  @Test
  void run() throws Exception {
    int seconds = Integer.getInteger("ply.loadrun.seconds", 20);
    Path dir = Files.createTempDirectory("ply-load");
    ServerOptions o = new ServerOptions();
    o.port = 0;
    o.db = "jdbc:h2:file:" + dir.resolve("tables");
    o.botDelayMillis = 0;
    o.createsPerMinute = 10_000;
    try (TableServer server = TableServer.start(o, ServerFixture.games())) {
      System.out.println("load run: " + Runtime.getRuntime().availableProcessors() + " cores, store " + server.storeDescription());
      phase(server, "50 pollers + 1 playing seat (love-letter)", 50, 1, seconds);
      phase(server, "8 seats playing moves at 8 tables (each move a store append)", 0, 8, seconds);
    }
  }

  private static void phase(TableServer server, String name, int pollers, int players, int seconds) throws Exception {
    WebClient client = new WebClient(server.baseUrl());
    List<WebClient.Seat[]> tables = new ArrayList<>();
    for (int i = 0; i < Math.max(1, players); i++) {
      JsonNode t = client.post("/api/tables", "{\"game\":\"love-letter\",\"players\":2}").json();
      tables.add(new WebClient.Seat[] {WebClient.seat(t, "p1"), WebClient.seat(t, "p2")});
    }
    List<Long> reads = Collections.synchronizedList(new ArrayList<>());
    List<Long> writes = Collections.synchronizedList(new ArrayList<>());
    AtomicBoolean stop = new AtomicBoolean();
    ExecutorService pool = Executors.newFixedThreadPool(pollers + players);
    var bean = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpu0 = bean.getProcessCpuTime();
    long t0 = System.nanoTime();
    for (int i = 0; i < pollers; i++) {
      WebClient.Seat seat = tables.get(0)[i % 2];
      pool.execute(() -> {
        WebClient c = new WebClient(server.baseUrl());
        while (!stop.get()) {
          long s = System.nanoTime();
          c.get(seat.path());
          reads.add(System.nanoTime() - s);
        }
      });
    }
    for (int i = 0; i < players; i++) {
      WebClient.Seat[] seats = tables.get(i);
      pool.execute(() -> {
        WebClient c = new WebClient(server.baseUrl());
        WebClient.Seat[] current = seats;
        while (!stop.get()) {
          long s = System.nanoTime();
          boolean moved = ServerFixture.playOne(c, current);
          writes.add(System.nanoTime() - s);
          if (!moved) {
            JsonNode t = c.post("/api/tables", "{\"game\":\"love-letter\",\"players\":2}").json();
            current = new WebClient.Seat[] {WebClient.seat(t, "p1"), WebClient.seat(t, "p2")};
          }
        }
      });
    }
    Thread.sleep(seconds * 1000L);
    stop.set(true);
    pool.shutdown();
    pool.awaitTermination(30, TimeUnit.SECONDS);
    double wall = (System.nanoTime() - t0) / 1e9;
    double cpu = (bean.getProcessCpuTime() - cpu0) / 1e9;
    System.out.printf("load run: %s: %.0f s wall, %.0f s CPU (server and clients in one JVM)%n", name, wall, cpu);
    report("  GET snapshot", reads, wall);
    report("  move (2 GETs + 1 POST)", writes, wall);
  }

  private static void report(String what, List<Long> nanos, double wall) {
    if (nanos.isEmpty()) {
      return;
    }
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    System.out.printf("load run: %s: %d in %.0f s = %.0f/s, p50 %.1f ms, p99 %.1f ms%n", what, sorted.size(), wall,
        sorted.size() / wall, sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) (sorted.size() * 0.99)) / 1e6);
  }
}
