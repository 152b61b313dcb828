package dev.ply.games.heroquest.state;

/**
 * Where the turn stands (§4.1). DRAW is never a resting phase: it runs inside the {@code apply}
 * that ends ACTION, so no state waits in it.
 */
public enum Phase {
  /** The active player must play a card (HQ-R10). */
  PLAY,
  /** A door revealed a wound card or a Healing Potion; the active player picks the hero (HQ-R15). */
  REVEAL_TARGET,
  /** The active player attacks, heals, searches or passes (HQ-R24). */
  ACTION,
  /** Won or lost; nobody acts (HQ-R32, HQ-R21, HQ-R45). */
  GAME_OVER
}
