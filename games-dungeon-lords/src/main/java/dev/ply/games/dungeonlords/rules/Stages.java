package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.content.EventTile;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import dev.ply.games.dungeonlords.state.Phase;
import io.vavr.collection.Vector;
import java.util.function.Consumer;

/**
 * Entry points into the automatic stages of the flow, for the position builder: a built position
 * can start at the orders of a season, the resolution of the action spaces, an event, the arrival
 * of adventurers or combat, and go on from there with ordinary actions.
 */
public final class Stages {
  private Stages() {}

  private static Transition<DungeonLordsState> run(DungeonLordsState s, Consumer<Ctx> stage) {
    Ctx x = new Ctx(s);
    stage.accept(x);
    return Transition.of(x.done(), x.eventList());
  }

  /** After setup without the unavailable-order choice: year 1 begins (DL-R8..R14). */
  public static DungeonLordsState beginYear(DungeonLordsState s, int year) {
    return run(s, x -> Season.beginYear(x, year)).state();
  }

  /** P3: the action spaces resolve from the first occupied one (DL-R19, DL-R20). */
  public static Transition<DungeonLordsState> resolveActions(DungeonLordsState s) {
    return run(s, x -> {
      x.s.setCursor(0).setPhase(Phase.ACTION).setWindow(io.vavr.control.Option.none());
      Actions.nextAction(x);
    });
  }

  /** P6: the event of the current season (seasons 2–4), set to {@code tile} (DL-R50). */
  public static Transition<DungeonLordsState> event(DungeonLordsState s, EventTile tile) {
    return run(s, x -> {
      int i = x.s.season() - 2;
      Vector<String> tiles = x.s.eventTiles();
      int j = tiles.indexOf(tile.name());
      x.s.setEventTiles(tiles.update(j, tiles.get(i)).update(i, tile.name())).setWindow(io.vavr.control.Option.none());
      Events.start(x);
    });
  }

  /** P7: the waiting adventurers arrive (DL-R57..R61). */
  public static Transition<DungeonLordsState> adventurers(DungeonLordsState s) {
    return run(s, x -> {
      x.s.setWindow(io.vavr.control.Option.none());
      Arrivals.adventurers(x);
    });
  }

  /** C0: combat begins (DL-R70). */
  public static Transition<DungeonLordsState> combat(DungeonLordsState s) {
    return run(s, x -> {
      x.s.setWindow(io.vavr.control.Option.none());
      Combat.begin(x);
    });
  }

  /** An Evilometer move of {@code player} by {@code delta} (a gain or a drop), with the paladin check (DL-R65). */
  public static Transition<DungeonLordsState> evil(DungeonLordsState s, PlayerId player, int delta) {
    return run(s, x -> {
      int seat = x.s.seat(player).get(); // the position builder names seated players
      if (delta >= 0) {
        Evilometer.gain(x, seat, delta, "DL-R23");
      } else {
        Evilometer.lower(x, seat, -delta, "DL-R23");
      }
    });
  }
}
