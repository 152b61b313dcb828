package dev.ply.games.munchkin.content;

import io.vavr.control.Option;
import java.util.Map;

/**
 * A short name for each rule of the spec, and for the content sections its events cite, so a
 * report counts "MK-R53 asking for help" rather than a bare ID ({@code Game.ruleName}). Data, like
 * the cards: several rules are named after the card they are about.
 */
public final class RuleNames {
  private RuleNames() {}

  private static final Map<String, String> NAMES = Map.ofEntries(
      Map.entry("MK-R1", "card text first"), Map.entry("MK-R2", "core rules"),
      Map.entry("MK-R2d", "level 10 by a kill"), Map.entry("MK-R3", "reaching level 10"),
      Map.entry("MK-R4", "level changes"), Map.entry("MK-R5", "the dead receive nothing"),
      Map.entry("MK-R6", "the turn limit"),
      Map.entry("MK-R10", "one zone per card"), Map.entry("MK-R11", "reshuffling a deck"),
      Map.entry("MK-R12", "face-down and face-up draws"), Map.entry("MK-R13", "cards in hand"),
      Map.entry("MK-R14", "hand limit"), Map.entry("MK-R15", "discard piles"),
      Map.entry("MK-R16", "fresh cards"),
      Map.entry("MK-R19", "sex"), Map.entry("MK-R20", "discarding a Race or Class"),
      Map.entry("MK-R21", "playing a Race"), Map.entry("MK-R22", "playing a Class"),
      Map.entry("MK-R23", "Half-Breed"), Map.entry("MK-R24", "Super Munchkin"),
      Map.entry("MK-R25", "Warrior"), Map.entry("MK-R26", "Cleric"), Map.entry("MK-R27", "Thief"),
      Map.entry("MK-R28", "Wizard"), Map.entry("MK-R29", "discarding for class powers"),
      Map.entry("MK-R30", "items"), Map.entry("MK-R31", "putting items on the table"),
      Map.entry("MK-R32", "equipped and carried items"), Map.entry("MK-R33", "Big items"),
      Map.entry("MK-R34", "item kinds other cards name"), Map.entry("MK-R35", "Cheat!"),
      Map.entry("MK-R36", "Hireling"), Map.entry("MK-R37", "trading"), Map.entry("MK-R38", "selling"),
      Map.entry("MK-R39", "playing one-shot items"),
      Map.entry("MK-R40", "start of a turn"), Map.entry("MK-R41", "the turn player first"),
      Map.entry("MK-R42", "creating a character"), Map.entry("MK-R43", "kicking open the door"),
      Map.entry("MK-R44", "looking for trouble"), Map.entry("MK-R45", "looting the room"),
      Map.entry("MK-R46", "no looting after a fight"), Map.entry("MK-R47", "charity"),
      Map.entry("MK-R50", "a fight starts"), Map.entry("MK-R51", "the munchkins' strength"),
      Map.entry("MK-R52", "the monsters' strength"), Map.entry("MK-R53", "asking for help"),
      Map.entry("MK-R54", "bribes"), Map.entry("MK-R55", "the fight's end"),
      Map.entry("MK-R56", "killed, defeated, removed"), Map.entry("MK-R57", "levels for a kill"),
      Map.entry("MK-R58", "treasure for a kill"), Map.entry("MK-R59", "monsters from the hand"),
      Map.entry("MK-R60", "a monster enters"), Map.entry("MK-R61", "befriending"),
      Map.entry("MK-R62", "monster enhancers"), Map.entry("MK-R63", "Mate"),
      Map.entry("MK-R64", "Wandering Monster"), Map.entry("MK-R65", "Illusion"),
      Map.entry("MK-R66", "Out to Lunch"), Map.entry("MK-R67", "Help Me Out Here!"),
      Map.entry("MK-R68", "Transferral Potion"), Map.entry("MK-R69", "interfering in a fight"),
      Map.entry("MK-R70", "running away"), Map.entry("MK-R71", "who runs"),
      Map.entry("MK-R72", "the roll to run"), Map.entry("MK-R73", "escaping without a roll"),
      Map.entry("MK-R74", "no escape by rolling"), Map.entry("MK-R75", "flee penalties"),
      Map.entry("MK-R76", "one runner, one monster"), Map.entry("MK-R77", "Magic Lamp while running"),
      Map.entry("MK-R80", "Bad Stuff"), Map.entry("MK-R81", "death"),
      Map.entry("MK-R82", "looting the body"), Map.entry("MK-R83", "coming back"),
      Map.entry("MK-R84", "what the dead cannot do"),
      Map.entry("MK-R85", "a kicked curse"), Map.entry("MK-R86", "curses"),
      Map.entry("MK-R87", "Wishing Ring"), Map.entry("MK-R88", "next-fight effects"),
      Map.entry("MK-R89", "Sandals of Protection"), Map.entry("MK-R90", "Go Up a Level"),
      Map.entry("MK-R91", "Steal a Level"), Map.entry("MK-R92", "Wand of Dowsing"),
      Map.entry("MK-R93", "Divine Intervention"), Map.entry("MK-R94", "Hoard!"),
      Map.entry("MK-R95", "treasure usable at once"), Map.entry("MK-R96", "dice"),
      Map.entry("MK-R97", "picks without looking"),
      Map.entry("MK-R100", "who is awaited"), Map.entry("MK-R101", "nested decisions"),
      Map.entry("MK-R102", "rounds of passing"), Map.entry("MK-R102b", "skipped seats"),
      Map.entry("MK-R102c", "a round closed at once"), Map.entry("MK-R102d", "nesting"),
      Map.entry("MK-R103", "auto-pass"), Map.entry("MK-R104", "the moments to play cards"),
      Map.entry("MK-R105", "between fights"), Map.entry("MK-R106", "in a fight"),
      Map.entry("MK-R107", "before the roll to run"), Map.entry("MK-R108", "choices"),
      Map.entry("MK-R109", "safety limits"),
      Map.entry("§6.1", "monster cards"), Map.entry("§6.2", "races and classes"),
      Map.entry("§6.3", "curse cards"), Map.entry("§6.4", "enhancers and other door cards"),
      Map.entry("§6.5", "permanent items"), Map.entry("§6.6", "one-shot items"),
      Map.entry("§6.7", "other treasure cards"));

  /** The rule's short name, or none for an ID the spec does not have. */
  public static Option<String> of(String ruleId) {
    return Option.of(NAMES.get(ruleId));
  }
}
