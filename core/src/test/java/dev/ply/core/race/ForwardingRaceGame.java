package dev.ply.core.race;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.GameDescriptor;
import dev.ply.core.Outcome;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import dev.ply.core.Rejection;
import dev.ply.core.Setup;
import dev.ply.core.Transition;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** The race with every method forwarded, for tests that override one method at a time. */
public class ForwardingRaceGame implements Game<RaceState, RaceAction> {
  protected final RaceGame race = new RaceGame();


  @Override
  public GameDescriptor descriptor() { return race.descriptor(); }
  @Override
  public Class<RaceAction> actionType() { return race.actionType(); }
  @Override
  public Option<Rejection> checkSetup(Setup s) { return race.checkSetup(s); }
  @Override
  public RaceState start(Setup s) { return race.start(s); }
  @Override
  public Either<Rejection, Transition<RaceState>> play(RaceState s, RaceAction a) { return race.play(s, a); }
  @Override
  public void encode(RaceState s, CanonicalWriter out) { race.encode(s, out); }
  @Override
  public void encodeAction(RaceAction a, CanonicalWriter out) { race.encodeAction(a, out); }
  @Override
  public Seq<RaceAction> legalActions(RaceState s, PlayerId p) { return race.legalActions(s, p); }
  @Override
  public Set<PlayerId> awaiting(RaceState s) { return race.awaiting(s); }
  @Override
  public Option<Outcome> outcome(RaceState s) { return race.outcome(s); }
  @Override
  public RaceState view(RaceState s, PlayerId v) { return race.view(s, v); }
  @Override
  public RaceState determinize(RaceState v, PlayerId p, RandomSource r) { return race.determinize(v, p, r); }
  @Override
  public RandomSource random(RaceState s) { return race.random(s); }
  @Override
  public RaceState withRandom(RaceState s, RandomSource r) { return race.withRandom(s, r); }
  @Override
  public long maxActions(Setup s) { return race.maxActions(s); }
}
