package dev.ply.games.dungeonlords.rules;

import dev.ply.core.Dice;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent;
import dev.ply.games.dungeonlords.event.DungeonLordsEvent.Happened;
import dev.ply.games.dungeonlords.state.Battle;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableBattle;
import dev.ply.games.dungeonlords.state.ImmutableDungeonLordsState;
import dev.ply.games.dungeonlords.state.ImmutableLord;
import dev.ply.games.dungeonlords.state.ModifiableDungeonLordsState;
import dev.ply.games.dungeonlords.state.Lord;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The working context of one {@code apply}: the state being built, the events so far and the dice.
 * The state is one mutable working copy made at the start of the call and frozen into a new
 * immutable value at its end, so the rule steps of one action do not copy the 45-field state each
 * time (game-module.md allows this where a benchmark shows the need: docs/performance.md). It
 * never escapes the call, and the caller's state is never touched, so the rules stay pure.
 */
final class Ctx {
  final ModifiableDungeonLordsState s;
  final List<DungeonLordsEvent> events = new ArrayList<>();
  private Dice dice;

  Ctx(DungeonLordsState state) {
    this.s = ModifiableDungeonLordsState.create().from(state);
  }

  Dice dice() {
    if (dice == null) {
      dice = new Dice(s.random());
    }
    return dice;
  }

  /** The state with the dice's source stored back. */
  ImmutableDungeonLordsState done() {
    if (dice != null) {
      s.setRandom(dice.source());
    }
    return s.toImmutable();
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
    s.setLords(s.lords().update(seat, l));
  }

  void update(int seat, UnaryOperator<ImmutableLord> f) {
    setLord(seat, f.apply(lord(seat)));
  }

  /** The battle being fought (§5.11), as a value to change with its {@code with} methods. */
  ImmutableBattle battle() {
    return ImmutableBattle.copyOf(s.battle().get());
  }

  void setBattle(Battle b) {
    s.setBattle(Option.of(b));
  }

  String name(int seat) {
    return s.players().get(seat).toString();
  }
}
