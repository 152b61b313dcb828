package dev.ply.games.dungeonlords.content;

import io.vavr.collection.Vector;

/**
 * The 18 combat cards of §6.8: year, speed, magic requirement M, fatigue F and the spell. Values
 * marked *D* in the spec are its DECISIONs; Graffiti, Song of Courage and Magic Key carry the
 * spec's SUBSTITUTE effects.
 */
public enum CombatCard {
  WORD_OF_PEACE("Word of Peace", 1, true, 2, 2, Spell.WITHDRAW_ALL_OR_EVIL, 2),
  SUGGESTION("Suggestion", 1, true, 2, 2, Spell.PAY_OR_WITHDRAW, 0),
  MAGIC_SHIELD("Magic Shield", 1, true, 1, 1, Spell.SHIELD, 0),
  INVISIBILITY("Invisibility", 1, true, 2, 0, Spell.INVISIBILITY, 0),
  DETECT_EVIL("Detect Evil", 1, false, 2, 2, Spell.GAIN_EVIL, 2),
  FIST_OF_JUSTICE("Fist of Justice", 1, false, 1, 1, Spell.LOSE_IMP, 0),
  DETECT_TREASURE("Detect Treasure", 1, false, 1, 1, Spell.LOSE_TREASURE, 0),
  GRAFFITI("Graffiti", 1, false, 1, 1, Spell.GAIN_EVIL, 1),
  FIREBALL("Fireball", 1, false, 1, 1, Spell.NOTHING, 0),
  AURA_OF_FEAR("Aura of Fear", 2, true, 2, 2, Spell.WITHDRAW_ONE, 0),
  METAMORPHOSIS("Metamorphosis", 2, true, 3, 2, Spell.SHEEP, 0),
  BLIND_RAGE("Blind Rage", 2, true, 3, 2, Spell.BLIND_RAGE, 0),
  CREATE_FOOD("Create Food", 2, true, 2, 3, Spell.FOOD_TOKEN, 0),
  ILLUSION("Illusion", 2, true, 3, 2, Spell.ILLUSION, 0),
  SONG_OF_COURAGE("Song of Courage", 2, true, 3, 2, Spell.COURAGE, 0),
  REGENERATION("Regeneration", 2, false, 3, 3, Spell.REGENERATION, 0),
  MAGIC_KEY("Magic Key", 2, false, 2, 2, Spell.RELEASE_PRISONER, 0),
  DIMENSIONAL_GATE("Dimensional Gate", 2, true, 4, 3, Spell.DISCARD_MONSTER, 0);

  private final String label;
  private final int year;
  private final boolean fast;
  private final int magic;
  private final int fatigue;
  private final Spell spell;
  private final int amount;

  CombatCard(String label, int year, boolean fast, int magic, int fatigue, Spell spell, int amount) {
    this.label = label;
    this.year = year;
    this.fast = fast;
    this.magic = magic;
    this.fatigue = fatigue;
    this.spell = spell;
    this.amount = amount;
  }

  public String label() { return label; }
  public int year() { return year; }
  /** FAST: cast in the fast-spell step; else in the slow-spell step (DL-R83). */
  public boolean fast() { return fast; }
  /** Magic icons the party needs to cast it (DL-R83). */
  public int magic() { return magic; }
  /** Fatigue damage in the fatigue step (DL-R98). */
  public int fatigue() { return fatigue; }
  public Spell spell() { return spell; }
  /** Evil gained by GAIN_EVIL / WITHDRAW_ALL_OR_EVIL. */
  public int amount() { return amount; }

  public static Vector<String> ofYear(int year) {
    return Vector.of(values()).filter(c -> c.year == year).map(Enum::name);
  }

  /** @deprecated hand-written; {@link CardText#combatCard} and {@link CardText#spell} say it from the data. */
  @Deprecated
  public String effect() {
    return switch (spell) {
      case WITHDRAW_ALL_OR_EVIL -> "withdraw all your monsters, or gain 2 evil";
      case PAY_OR_WITHDRAW -> "pay each monster's payday cost or withdraw it";
      case SHIELD -> "the first point of damage this round is absorbed";
      case INVISIBILITY -> "wizards go to the back and cannot be damaged this round";
      case GAIN_EVIL -> "you gain " + amount + " evil";
      case LOSE_IMP -> "you lose 1 imp";
      case LOSE_TREASURE -> "you lose 1 gold, else 1 food, else 1 trap";
      case NOTHING -> "no effect";
      case WITHDRAW_ONE -> "one of your monsters is withdrawn";
      case SHEEP -> "one of your monsters is a sheep this round";
      case BLIND_RAGE -> "every monster attack hits the first adventurer";
      case FOOD_TOKEN -> "the first adventurer gets +1 health";
      case ILLUSION -> "an illusion of health 1 stands in front";
      case COURAGE -> "no-conquest effects are ignored this round";
      case REGENERATION -> "1 damage removed from each adventurer";
      case RELEASE_PRISONER -> "you release one prisoner";
      case DISCARD_MONSTER -> "one of your monsters is discarded";
    } + " (" + (fast ? "fast" : "slow") + ", magic " + magic + ", fatigue " + fatigue + ")";
  }
}
