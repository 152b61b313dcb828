package dev.ply.core;

/**
 * A player's move. Each game declares one sealed interface of records extending this one; the
 * {@code permits} list is the game's documented action space. Value equality is required.
 */
public interface Action {
  /** The player who takes this action. The rules reject it when that player may not act now. */
  PlayerId actor();
}
