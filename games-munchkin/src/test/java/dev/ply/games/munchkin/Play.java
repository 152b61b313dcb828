package dev.ply.games.munchkin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.content.Cards;
import dev.ply.games.munchkin.event.MunchkinEvent;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;
import dev.ply.games.munchkin.state.PlayerState;
import dev.ply.games.munchkin.state.Purpose;
import dev.ply.games.munchkin.state.WindowKind;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.function.Predicate;

/**
 * A scenario in the spec's words: a built position, then actions checked against
 * {@code legalActions}, with every state and event kept. {@link #replayEqualsLive()} re-runs the
 * scenario's actions from the same position and compares (the kit's replay-equals-live).
 */
final class Play {
  static final MunchkinGame GAME = new MunchkinGame();
  static final PlayerId P0 = PlayerId.seat(1);
  static final PlayerId P1 = PlayerId.seat(2);
  static final PlayerId P2 = PlayerId.seat(3);
  static final PlayerId P3 = PlayerId.seat(4);

  final MunchkinState start;
  MunchkinState s;
  Vector<MunchkinAction> actions = Vector.empty();
  Vector<GameEvent> events = Vector.empty();
  Vector<PlayerId> asked = Vector.empty();

  Play(MunchkinState start) {
    this.start = start;
    this.s = start;
  }

  static String id(String name) {
    return Cards.named(name).get().id();
  }

  PlayerId awaited() {
    return GAME.awaiting(s).head();
  }

  Seq<MunchkinAction> legal(PlayerId p) {
    return GAME.legalActions(s, p);
  }

  Play act(MunchkinAction a) {
    assertTrue(legal(a.actor()).contains(a), () -> a + " is not legal; legal: " + legal(a.actor()));
    asked = asked.append(a.actor());
    Either<Rejection, Transition<MunchkinState>> r = GAME.apply(s, a);
    assertTrue(r.isRight(), () -> "refused " + a + ": " + r.getLeft());
    s = r.get().state();
    events = events.appendAll(r.get().events());
    actions = actions.append(a);
    MunchkinInvariants.check(s);
    return this;
  }

  Play pass() {
    return act(new MunchkinAction.Pass(awaited()));
  }

  Play choose(String option) {
    return act(new MunchkinAction.Choose(awaited(), option));
  }

  Frame top() {
    return s.frames().top().get();
  }

  boolean inWindow(WindowKind kind) {
    return !s.over() && top() instanceof Frame.Window w && w.kind() == kind;
  }

  /** Everyone passes (and keeps every roll, MK-R96) until {@code stop} holds. */
  Play passUntil(Predicate<Play> stop) {
    for (int guard = 0; guard < 500 && !s.over() && !stop.test(this); guard++) {
      Frame f = top();
      if (f instanceof Frame.Window) {
        pass();
      } else if (f instanceof Frame.Choose c && c.purpose() == Purpose.POST_ROLL) {
        choose("KEEP");
      } else {
        fail("passUntil stopped at " + f);
      }
    }
    return this;
  }

  Play passUntilEnd() {
    return passUntil(p -> p.inWindow(WindowKind.IW_END));
  }

  /** Passes until the current window closes. */
  Play closeWindow() {
    int depth = s.frames().size();
    WindowKind kind = ((Frame.Window) top()).kind();
    while (s.frames().size() >= depth && top() instanceof Frame.Window w && w.kind() == kind && s.frames().size() == depth) {
      pass();
    }
    return this;
  }

  PlayerState p(PlayerId id) {
    return s.seat(s.seatOf(id));
  }

  int level(PlayerId id) {
    return p(id).level();
  }

  <E> Vector<E> events(Class<E> type) {
    return events.filter(type::isInstance).map(type::cast);
  }

  void replayEqualsLive() {
    MunchkinState r = start;
    for (MunchkinAction a : actions) {
      r = GAME.apply(r, a).get().state();
    }
    assertEquals(s, r, "replaying the scenario's actions gives another state");
  }

  MunchkinEvent.CombatEvaluated evaluation() {
    return events(MunchkinEvent.CombatEvaluated.class).last();
  }
}
