package dev.ply.samples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The store on H2 and on PostgreSQL: migrations, the step guard, and what a restart reads. */
class TableStoreTest {
  static java.util.stream.Stream<String> kinds() {
    return Stores.kinds();
  }

  private static TableStore.TableRow row(String id) {
    return new TableStore.TableRow(id, "dice-race", "{}", "{\"seats\":[]}", 0, false, 1L, TableStore.LIVE, null);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  @DisplayName("migrating twice is a no-op, and a table reads back as written")
  void migrateAndRead(String kind) {
    Stores.Db db = Stores.of(kind);
    String id = "t" + UUID.randomUUID().toString().substring(0, 8);
    try (TableStore a = TableStore.open(db.url(), db.user(), db.password())) {
      a.create(row(id));
    }
    try (TableStore b = TableStore.open(db.url(), db.user(), db.password())) {
      assertEquals(row(id), b.table(id).orElseThrow());
      assertTrue(b.live().stream().anyMatch(r -> r.id().equals(id)));
      b.end(id, TableStore.FINISHED, 5L);
      assertEquals(TableStore.FINISHED, b.table(id).orElseThrow().status());
      assertFalse(b.live().stream().anyMatch(r -> r.id().equals(id)), "a finished table is not restored");
      b.end(id, TableStore.EXPIRED, 6L);
      assertEquals(TableStore.FINISHED, b.table(id).orElseThrow().status(), "an ended table stays as it ended");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  @DisplayName("step N of a table is written once: of 8 concurrent appends exactly one wins")
  void stepGuard(String kind) throws Exception {
    Stores.Db db = Stores.of(kind);
    String id = "t" + UUID.randomUUID().toString().substring(0, 8);
    try (TableStore a = TableStore.open(db.url(), db.user(), db.password());
        TableStore b = TableStore.open(db.url(), db.user(), db.password())) {
      a.create(row(id));
      ExecutorService pool = Executors.newFixedThreadPool(8);
      try {
        for (int step = 1; step <= 3; step++) {
          int s = step;
          List<Callable<Boolean>> tries = new java.util.ArrayList<>();
          for (int i = 0; i < 8; i++) {
            TableStore store = i % 2 == 0 ? a : b;
            String action = "{\"n\":" + i + "}";
            tries.add(() -> store.append(id, new TableStore.StepRow(s, action, null, "h" + s, 10L * s)));
          }
          int won = 0;
          for (Future<Boolean> f : pool.invokeAll(tries)) {
            won += f.get() ? 1 : 0;
          }
          assertEquals(1, won, "one append of step " + s + " wins");
        }
      } finally {
        pool.shutdownNow();
      }
      List<TableStore.StepRow> steps = b.steps(id, 0);
      assertEquals(List.of(1, 2, 3), steps.stream().map(TableStore.StepRow::step).toList());
      assertEquals(List.of(3), a.steps(id, 2).stream().map(TableStore.StepRow::step).toList());
    }
  }
}
