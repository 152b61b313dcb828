package dev.ply.games.heroquest.content;

/**
 * The four hero sheets (§6.1): skulls needed to defeat each threat symbol and white shields
 * needed to heal. Both sides of a sheet (male and female art) play the same (HQ-R03). The seed
 * gives Barbarian CHAOS_WARRIOR 1 / MAGIC 2 and Wizard CHAOS_WARRIOR 2 / MAGIC 1; the rest is the
 * spec's design: every hero beats three symbols with one skull and every symbol is a one-skull
 * symbol for exactly two heroes.
 */
public enum Hero {
  //           ORC CW UND MAG MEL TRAP  heal
  BARBARIAN("Barbarian", 1, 1, 2, 2, 1, 2, 2),
  DWARF("Dwarf", 1, 1, 2, 2, 2, 1, 1),
  ELF("Elf", 2, 2, 1, 1, 1, 2, 1),
  WIZARD("Wizard", 2, 2, 1, 1, 2, 1, 2);

  private final String label;
  private final int[] skulls;
  private final int heal;

  Hero(String label, int orc, int chaosWarrior, int undead, int magic, int melee, int trap, int heal) {
    this.label = label;
    this.skulls = new int[] {orc, chaosWarrior, undead, magic, melee, trap};
    this.heal = heal;
  }

  /** Skulls this hero needs to defeat {@code threat} (HQ-R27). */
  public int skullsAgainst(Symbol threat) {
    if (!threat.isThreat()) {
      throw new IllegalArgumentException("the door is not a threat");
    }
    return skulls[threat.ordinal()];
  }

  /** White shields this hero needs to heal a wound card (HQ-R28). */
  public int heal() {
    return heal;
  }

  public String label() {
    return label;
  }
}
