package dev.ply.games.dungeonlords.state;

/** Where the flow of §4 stands. SIM phases use the commit window; the others await one player. */
public enum Phase {
  /** S1: secret choice of the unavailable orders (DL-R4). SIM. */
  UNAVAILABLE,
  /** P2b: secret order choice (DL-R14, DL-R14b). SIM. */
  ORDERS,
  /** P3: the owner of the current space executes or declines (DL-R21). */
  ACTION,
  /** TUNNELS or the Tool Shed: DIG / STOP steps (DL-R25b). */
  DIGGING,
  /** REPUTATION I/III: pick a combat card to spy on (DL-R24). */
  SPYING,
  /** TRAPS in year 2: discard one trap card (DL-R29). */
  TRAP_DISCARD,
  /** P4 (DL-R35). */
  PRODUCTION,
  /** P5: return one order (DL-R39). SIM. */
  RETURN,
  /** P6 PAYDAY (DL-R51). */
  PAYDAY,
  /** P6 TAXES, also Second Collection (DL-R53). */
  TAXES,
  /** P6 SPECIAL (DL-R54, §6.9). */
  SPECIAL,
  /** C1 (DL-R71..R75b). SIM. */
  PLANNING,
  /** C3: a choice inside one player's battle. */
  BATTLE,
  GAME_OVER
}
