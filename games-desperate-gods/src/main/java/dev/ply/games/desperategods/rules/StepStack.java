package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.List;

/**
 * The resolution stack inside the working {@link Table}: the state's persistent list stays the
 * bottom part, steps pushed during this apply sit above it in an array list. Popping below the
 * pushed steps just moves down the persistent list, so neither building the table nor freezing it
 * copies the whole stack (the hot path, see performance-notes.md). Positions count from the bottom,
 * as in a plain list.
 */
final class StepStack {
  /** The untouched rest of the state's stack, top first. */
  private List<Step> base;
  private int baseSize;
  /** Steps above {@link #base}, bottom first; allocated on the first push. */
  private Step[] above;
  private int aboveSize;

  StepStack(List<Step> base) {
    this.base = base;
    this.baseSize = base.size();
  }

  int size() {
    return baseSize + aboveSize;
  }

  boolean isEmpty() {
    return size() == 0;
  }

  Step top() {
    if (aboveSize > 0) {
      return above[aboveSize - 1];
    }
    if (baseSize == 0) {
      throw new IndexOutOfBoundsException("the stack is empty");
    }
    return base.head();
  }

  Step pop() {
    if (aboveSize > 0) {
      Step s = above[--aboveSize];
      above[aboveSize] = null;
      return s;
    }
    if (baseSize == 0) {
      throw new IndexOutOfBoundsException("the stack is empty");
    }
    Step s = base.head();
    base = base.tail();
    baseSize--;
    return s;
  }

  void push(Step s) {
    if (above == null) {
      above = new Step[8];
    } else if (aboveSize == above.length) {
      above = java.util.Arrays.copyOf(above, aboveSize * 2);
    }
    above[aboveSize++] = s;
  }

  void replaceTop(Step s) {
    if (aboveSize > 0) {
      above[aboveSize - 1] = s;
    } else {
      pop();
      push(s);
    }
  }

  /** Inserts at position {@code at} counted from the bottom. */
  void add(int at, Step s) {
    if (at < baseSize) {
      materialize();
    }
    int i = at - baseSize;
    if (i < 0 || i > aboveSize) {
      throw new IndexOutOfBoundsException("position " + at + " of " + size());
    }
    push(s); // makes room
    System.arraycopy(above, i, above, i + 1, aboveSize - 1 - i);
    above[i] = s;
  }

  void clear() {
    base = List.empty();
    baseSize = 0;
    above = null;
    aboveSize = 0;
  }

  /** Keeps only the steps that survive the active player's death (DG-R52), in order. */
  void retainKeptOnDeath() {
    materialize();
    int k = 0;
    for (int i = 0; i < aboveSize; i++) {
      if (above[i].keepOnDeath()) {
        above[k++] = above[i];
      }
    }
    for (int i = k; i < aboveSize; i++) {
      above[i] = null;
    }
    aboveSize = k;
  }

  /** Moves the persistent part into the array, bottom first. */
  private void materialize() {
    if (baseSize == 0) {
      return;
    }
    Step[] all = new Step[baseSize + aboveSize + 4];
    int i = baseSize - 1;
    for (Step s : base) {
      all[i--] = s;
    }
    if (aboveSize > 0) {
      System.arraycopy(above, 0, all, baseSize, aboveSize);
    }
    above = all;
    aboveSize += baseSize;
    base = List.empty();
    baseSize = 0;
  }

  /** The stack as the state's list, top first; shares the untouched bottom part. */
  List<Step> toList() {
    List<Step> st = base;
    for (int i = 0; i < aboveSize; i++) {
      st = st.prepend(above[i]);
    }
    return st;
  }
}
