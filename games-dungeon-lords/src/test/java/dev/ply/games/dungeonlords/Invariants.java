package dev.ply.games.dungeonlords;

import dev.ply.games.dungeonlords.rules.Checks;
import dev.ply.games.dungeonlords.state.DungeonLordsState;

/** The spec's invariants (§9), as assertions for the test kit. */
final class Invariants {
  private Invariants() {}

  static void check(DungeonLordsState s) {
    try {
      Checks.check(s);
    } catch (Checks.Broken e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
