package dev.ply.samples.web;

import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The stores the store tests run against: H2 always; PostgreSQL when {@code .ci/run} (or a
 * developer) started one and named it in {@code PLY_TEST_PG_URL} (with {@code PLY_TEST_PG_USER}
 * and {@code PLY_TEST_PG_PASSWORD}). Without it, the PostgreSQL cases are reported as skipped.
 */
final class Stores {
  private Stores() {}

  record Db(String name, String url, String user, String password) {
    @Override
    public String toString() {
      return name;
    }
  }

  static final String PG_URL = System.getenv("PLY_TEST_PG_URL");

  static Db h2() {
    return new Db("H2", ServerFixture.freshDb(), "", "");
  }

  static Db postgresql() {
    Assumptions.assumeTrue(PG_URL != null && !PG_URL.isBlank(),
        "SKIPPED: no PostgreSQL for the store tests (PLY_TEST_PG_URL is not set; .ci/run sets it where it can install one)");
    return new Db("PostgreSQL", PG_URL, env("PLY_TEST_PG_USER"), env("PLY_TEST_PG_PASSWORD"));
  }

  static Stream<String> kinds() {
    return Stream.of("H2", "PostgreSQL");
  }

  static Db of(String kind) {
    return kind.equals("H2") ? h2() : postgresql();
  }

  private static String env(String name) {
    String v = System.getenv(name);
    return v == null ? "" : v;
  }
}
