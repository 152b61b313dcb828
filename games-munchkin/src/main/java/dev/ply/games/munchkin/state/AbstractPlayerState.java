package dev.ply.games.munchkin.state;

import dev.ply.core.PlayerId;
import dev.ply.games.munchkin.content.CharClass;
import dev.ply.games.munchkin.content.Race;
import dev.ply.games.munchkin.content.Sex;
import dev.ply.games.munchkin.content.Status;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * One seat (MK-R10, §5.3): level, sex, statuses, hand (ordered, new cards appended; hidden cards
 * are {@code "??"} in a view) and play area.
 */
@Value.Immutable
public abstract class AbstractPlayerState {

  public abstract PlayerId id();

  public abstract int level();

  public abstract Sex sex();

  public abstract boolean alive();

  /** MK-R83: a revived player draws 4 + 4 at the start of their own next turn. */
  public abstract boolean needsRebirthDraw();

  public abstract Vector<String> hand();

  /** MK-R16: hand cards this player may still put on the table out of turn. */
  public abstract Vector<String> fresh();

  public abstract Vector<String> races();

  public abstract Option<String> halfBreed();

  public abstract Vector<String> classes();

  public abstract Option<String> superMunchkin();

  /** Items in play (equipped or carried). */
  public abstract Vector<String> items();

  /** The equipped subset of {@link #items()}. */
  public abstract Vector<String> equipped();

  public abstract Option<String> hireling();

  /** Cheat! cards attached to items (MK-R35). */
  public abstract Vector<Cheat> cheats();

  public boolean cheated(String item) {
    Vector<Cheat> cheats = cheats();
    for (int i = 0; i < cheats.size(); i++) {
      if (cheats.get(i).item().equals(item)) {
        return true;
      }
    }
    return false;
  }

  /** Persistent curse cards in play (MK-R86). */
  public abstract Vector<String> curses();

  public abstract Vector<Status> statuses();

  public boolean hasRace(Race race) {
    Vector<String> races = races();
    for (int i = 0; i < races.size(); i++) { // by index: asked many times per legal list, no iterator
      if (dev.ply.games.munchkin.content.Cards.card(races.get(i)).race().contains(race)) {
        return true;
      }
    }
    return false;
  }

  /** MK-R23: a full member of the race has it and is not half of it (Half-Breed with one race). */
  public boolean isFull(Race race) {
    return hasRace(race) && !(halfBreed().isDefined() && races().size() == 1);
  }

  /** No Race card, or half of one race (MK-R23). */
  public boolean countsAsHuman() {
    return races().isEmpty() || (halfBreed().isDefined() && races().size() == 1);
  }

  public boolean hasClass(CharClass cls) {
    Vector<String> classes = classes();
    for (int i = 0; i < classes.size(); i++) {
      if (dev.ply.games.munchkin.content.Cards.card(classes.get(i)).cls().contains(cls)) {
        return true;
      }
    }
    return false;
  }

  public boolean has(Status status) {
    return statuses().contains(status);
  }

  /** MK-R14: 5, or 6 for a Dwarf. */
  public int handLimit() {
    return hasRace(Race.DWARF) ? 6 : 5;
  }
}
