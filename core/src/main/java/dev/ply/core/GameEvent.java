package dev.ply.core;

/**
 * Something that happened, for front ends to animate and for replays to explain. Each game
 * declares its events as records of one sealed interface extending this one.
 */
public interface GameEvent {
  /** The rule ID that produced this event ({@code "DG-R49"}), or {@code ""} for bookkeeping. */
  String rule();

  /** Who may see this event. Defaults to everyone; private events override. */
  default Visibility visibility() {
    return Visibility.PUBLIC;
  }
}
