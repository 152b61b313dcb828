package dev.ply.core;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.Objects;

/** The state after an action and the events it produced, in order. */
public record Transition<S>(S state, Seq<GameEvent> events) {

  public Transition {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(events, "events");
  }

  public static <S> Transition<S> of(S state, Seq<? extends GameEvent> events) {
    return new Transition<>(state, Vector.narrow(Vector.ofAll(events)));
  }

  public static <S> Transition<S> of(S state, GameEvent... events) {
    return new Transition<>(state, Vector.of(events));
  }

  /** The events {@code viewer} may see. */
  public Seq<GameEvent> eventsFor(PlayerId viewer) {
    return events.filter(e -> e.visibility().visibleTo(viewer));
  }
}
