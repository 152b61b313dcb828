package dev.ply.games.heroquest;

import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.games.heroquest.state.HeroQuestState;

/**
 * The spec's invariants (§9), checked after every step: the checks the position builder runs on
 * every built or loaded position ({@link dev.ply.games.heroquest.rules.Invariants}).
 */
final class Invariants {
  private Invariants() {}

  static void check(HeroQuestState s) {
    dev.ply.games.heroquest.rules.Invariants.broken(s).forEach(why -> fail(why));
  }
}
