package dev.ply.games.desperategods;

import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.games.desperategods.state.DgState;

/**
 * The invariants of §9, checked after every step of every playout: the same checks the position
 * builder runs on every built or loaded position ({@link dev.ply.games.desperategods.rules.Invariants}).
 */
final class Invariants {
  private Invariants() {}

  static void check(DgState s) {
    dev.ply.games.desperategods.rules.Invariants.broken(s).forEach(why -> fail(why));
  }
}
