package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Dice;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Happened;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The working context of one {@code apply}: the state being built (an immutable value replaced
 * step by step), the events so far and the dice. It never escapes the call, so the rules stay
 * pure.
 */
final class Ctx {
  ImmutableDungeonLordsState s;
  final List<DungeonLordsEvent> events = new ArrayList<>();
  private Dice dice;

  Ctx(DungeonLordsState state) {
    this.s = ImmutableDungeonLordsState.copyOf(state);
  }

  Dice dice() {
    if (dice == null) {
      dice = new Dice(s.random());
    }
    return dice;
  }

  /** The state with the dice's source stored back. */
  DungeonLordsState done() {
    if (dice != null) {
      s = s.withRandom(dice.source());
    }
    return s;
  }

  Vector<DungeonLordsEvent> eventList() {
    return Vector.ofAll(events);
  }

  void say(String rule, String words) {
    events.add(new Happened(rule, words));
  }

  void event(DungeonLordsEvent e) {
    events.add(e);
  }

  ImmutableLord lord(int seat) {
    return ImmutableLord.copyOf(s.lords().get(seat));
  }

  void setLord(int seat, Lord l) {
    s = s.withLords(s.lords().update(seat, l));
  }

  void update(int seat, UnaryOperator<ImmutableLord> f) {
    setLord(seat, f.apply(lord(seat)));
  }

  String name(int seat) {
    return s.players().get(seat).toString();
  }
}
