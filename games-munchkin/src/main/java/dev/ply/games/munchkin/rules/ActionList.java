package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.action.MunchkinAction.AskForHelp;
import dev.ply.games.munchkin.action.MunchkinAction.CounterOffer;
import dev.ply.games.munchkin.action.MunchkinAction.OfferHelp;
import dev.ply.games.munchkin.action.MunchkinAction.PlayWandOfDowsing;
import dev.ply.games.munchkin.action.MunchkinAction.ProposeTrade;
import dev.ply.games.munchkin.action.MunchkinAction.Steal;
import dev.ply.games.munchkin.content.Cards;
import io.vavr.collection.Vector;
import java.util.Arrays;

/**
 * The legal list while a {@link Decision} builds it: a growing array with the append calls of a Vavr
 * {@code Vector}, turned into one {@code Vector} at the end. Building the list through persistent
 * appends and {@code distinct} was most of a random playout's time (docs/performance.md).
 */
final class ActionList {
  private static final MunchkinAction[] NONE = {};

  private MunchkinAction[] items = NONE; // most helpers' lists stay empty
  private int size;

  ActionList append(MunchkinAction a) {
    if (size == items.length) {
      items = Arrays.copyOf(items, Math.max(8, size * 2));
    }
    items[size++] = a;
    return this;
  }

  ActionList appendAll(ActionList other) {
    if (size + other.size > items.length) {
      items = Arrays.copyOf(items, Math.max(size + other.size, size * 2));
    }
    System.arraycopy(other.items, 0, items, size, other.size);
    size += other.size;
    return this;
  }

  ActionList appendAll(Iterable<? extends MunchkinAction> other) {
    for (MunchkinAction a : other) {
      append(a);
    }
    return this;
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /**
   * Drops repeats, first occurrences kept in order (what {@code Vector.distinct} gave). Most of a
   * long list is trade proposals, thefts, help terms and Wand of Dowsing targets: the options loops
   * builds each of those once, from nested loops over distinct seats, cards and terms, so they
   * cannot repeat and are not compared (the test kit checks every listed action is distinct).
   * Repeats of the rest are rare (two monsters with the same escape bribe) and compared pairwise.
   */
  ActionList distinct() {
    int kept = 0;
    outer:
    for (int i = 0; i < size; i++) {
      MunchkinAction a = items[i];
      if (!unique(a)) {
        for (int j = 0; j < kept; j++) {
          if (items[j].getClass() == a.getClass() && items[j].equals(a)) {
            continue outer;
          }
        }
      }
      items[kept++] = a;
    }
    size = kept;
    return this;
  }

  private static boolean unique(MunchkinAction a) {
    // A theft's fodder may be a hand card, hidden ("??", repeated) when a view is asked.
    return a instanceof ProposeTrade || a instanceof AskForHelp || a instanceof OfferHelp
        || a instanceof CounterOffer || a instanceof PlayWandOfDowsing
        || (a instanceof Steal st && Cards.exists(st.card()));
  }

  /** The same object first (a front end applies an element of the list it was given), then by value. */
  boolean contains(MunchkinAction a) {
    for (int i = 0; i < size; i++) {
      if (items[i] == a) {
        return true;
      }
    }
    for (int i = 0; i < size; i++) {
      if (items[i].equals(a)) {
        return true;
      }
    }
    return false;
  }

  /** The list as the {@code Game} contract gives it; built once, after {@link #distinct}. */
  Vector<MunchkinAction> vector() {
    if (vector == null) {
      vector = size == 0 ? Vector.empty() : Vector.of(size == items.length ? items : Arrays.copyOf(items, size));
    }
    return vector;
  }

  private Vector<MunchkinAction> vector;
}
