package dev.ply.core.match;

import dev.ply.core.Action;
import dev.ply.core.GameEvent;
import io.vavr.collection.Seq;

/** Told about every accepted action of a {@link Match}, and about undos. */
public interface MatchListener<A extends Action> {
  void accepted(A action, Seq<GameEvent> events);

  default void undone(A action) {}
}
