package dev.ply.spark;

import dev.ply.core.GameDescriptor;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.core.race.ForwardingRaceGame;
import dev.ply.core.race.RaceAction;
import dev.ply.core.race.RaceState;
import io.vavr.control.Either;

/**
 * Core's dice race with a rule that throws on purpose, in some games only: from round 2, whenever
 * p1 stands on an odd square. Installed through {@code META-INF/services} as a user's own game
 * would be.
 */
public final class FaultyRaceGame extends ForwardingRaceGame {
  static final String ID = "faulty-race";

  @Override
  public GameDescriptor descriptor() {
    GameDescriptor d = race.descriptor();
    return new GameDescriptor(ID, "Faulty race", d.minPlayers(), d.maxPlayers(), d.rulesVersion(), d.cooperative(),
        d.hiddenInformation(), "The dice race with a rule that throws (a test game).", d.rulesDoc());
  }

  @Override
  public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) {
    if (s.round() >= 2 && s.positions().get(0) % 2 == 1) {
      throw new IllegalStateException("a rule broke on purpose: p1 on square " + s.positions().get(0));
    }
    return race.play(s, a);
  }

  @Override
  public int turns(RaceState s) {
    return race.turns(s);
  }
}
