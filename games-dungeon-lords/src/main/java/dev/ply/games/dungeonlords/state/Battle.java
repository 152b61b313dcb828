package dev.ply.games.dungeonlords.state;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One player's battle in the current combat round (C3, DL-R78..R101): where it stands and what
 * happened so far this round.
 */
@Value.Immutable
@Value.Style(visibility = Value.Style.ImplementationVisibility.PUBLIC)
public interface Battle {
  /** The seat fighting. */
  int seat();

  Step step();

  /** Traps still to spring, in order (DL-R78, DL-R81). */
  Vector<String> traps();

  /** The Labyrinth's trap order has been chosen (DL-R81). */
  boolean ordered();

  /** Anti-trap icons already used this round (DL-R81: shared between two traps). */
  int antiTrapUsed();

  /** Monsters and ghosts on the tile that have not acted yet (DL-R86b). */
  Vector<String> toAct();

  /** Monsters withdrawn this round (DL-R85). */
  Vector<String> withdrawn();

  /** Monsters whose Suggestion payment is still to be chosen (§6.8). */
  Vector<String> toSuggest();

  /** The monster that is a sheep this round (Metamorphosis). */
  Option<String> sheep();

  /** A damage-dealing option resolved this round (DL-R87). */
  boolean attacked();

  boolean skipHealing();

  boolean skipFatigue();

  boolean noConquest();

  boolean noSpells();

  /** Song of Courage this round (§6.8 SUBSTITUTE). */
  boolean courage();

  /** Magic Shield points still to absorb (§6.8). */
  int shield();

  /** Invisibility: wizards cannot be damaged (§6.8). */
  boolean invisible();

  /** The adventurer hit by a Poisoned Dart this round (DL-R101). */
  Option<String> poisoned();

  /** Blind Rage this round. */
  boolean blindRage();

  /** Where the battle stands. */
  enum Step {
    /** Labyrinth with two traps: the lord picks which springs first (DL-R81). */
    TRAP_ORDER,
    /** A dart needs its target (§6.6). */
    TRAP_TARGET,
    /** The fast spell needs the lord's choice. */
    FAST_SPELL,
    /** Monster step: the lord picks the next attack (DL-R86). */
    MONSTERS,
    /** The slow spell needs the lord's choice. */
    SLOW_SPELL
  }
}
