package dev.ply.games.dungeonlords.state;

import dev.ply.games.dungeonlords.content.Order;
import io.vavr.collection.Vector;
import org.immutables.value.Value;

/** A non-player lord (DL-R40): order cards and minions only. */
@Value.Immutable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface NonPlayer {
  /** "A" or "B". */
  String name();

  Vector<Order> hand();

  Vector<Order> unavailable();

  /** Orders played this season, 1st first (DL-R41, DL-R43). */
  Vector<Order> played();
}
