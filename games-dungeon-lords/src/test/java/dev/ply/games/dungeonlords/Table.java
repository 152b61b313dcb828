package dev.ply.games.dungeonlords;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.ply.core.GameEvent;
import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/** A scenario's table: the state, the events so far, and steps in the game's words. */
final class Table {
  static final DungeonLordsGame GAME = new DungeonLordsGame();
  DungeonLordsState s;
  Vector<GameEvent> events = Vector.empty();

  Table(DungeonLordsState s) {
    this.s = s;
  }

  Table(Transition<DungeonLordsState> t) {
    this.s = t.state();
    this.events = Vector.ofAll(t.events());
  }

  static PlayerId p(String name) {
    return PlayerId.of(name);
  }

  Table act(DungeonLordsAction a) {
    Either<Rejection, Transition<DungeonLordsState>> r = GAME.apply(s, a);
    if (r.isLeft()) {
      fail("refused " + a + ": " + r.getLeft());
    }
    Invariants.check(r.get().state());
    s = r.get().state();
    events = events.appendAll(r.get().events());
    return this;
  }

  Rejection reject(DungeonLordsAction a) {
    Either<Rejection, Transition<DungeonLordsState>> r = GAME.apply(s, a);
    assertTrue(r.isLeft(), () -> "accepted " + a);
    return r.getLeft();
  }

  Seq<DungeonLordsAction> legal(String player) {
    return GAME.legalActions(s, p(player));
  }

  Lord lord(String player) {
    return s.lord(s.seatOf(p(player)));
  }

  /** The events of a rule, in words. */
  Vector<String> words(String rule) {
    return events.filter(e -> e.rule().equals(rule)).map(e -> ((DungeonLordsEvent) e).words());
  }
}
