package dev.ply.games.desperategods.rules;

import dev.ply.games.desperategods.state.Step;
import io.vavr.collection.List;
import java.util.ArrayList;

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
  /** Steps above {@link #base}, bottom first. */
  private final ArrayList<Step> above = new ArrayList<>();

  StepStack(List<Step> base) {
    this.base = base;
    this.baseSize = base.size();
  }

  int size() {
    return baseSize + above.size();
  }

  boolean isEmpty() {
    return size() == 0;
  }

  Step top() {
    int k = above.size();
    if (k > 0) {
      return above.get(k - 1);
    }
    if (baseSize == 0) {
      throw new IndexOutOfBoundsException("the stack is empty");
    }
    return base.head();
  }

  Step pop() {
    int k = above.size();
    if (k > 0) {
      return above.remove(k - 1);
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
    above.add(s);
  }

  void replaceTop(Step s) {
    int k = above.size();
    if (k > 0) {
      above.set(k - 1, s);
    } else {
      pop();
      above.add(s);
    }
  }

  /** Inserts at position {@code at} counted from the bottom. */
  void add(int at, Step s) {
    if (at < baseSize) {
      materialize();
    }
    above.add(at - baseSize, s);
  }

  void clear() {
    base = List.empty();
    baseSize = 0;
    above.clear();
  }

  /** Every step, bottom first (moves the persistent part into the array list). */
  ArrayList<Step> all() {
    materialize();
    return above;
  }

  private void materialize() {
    if (baseSize == 0) {
      return;
    }
    ArrayList<Step> below = new ArrayList<>(baseSize + above.size() + 4);
    for (Step s : base) {
      below.add(s);
    }
    java.util.Collections.reverse(below);
    below.addAll(above);
    above.clear();
    above.addAll(below);
    base = List.empty();
    baseSize = 0;
  }

  /** The stack as the state's list, top first; shares the untouched bottom part. */
  List<Step> toList() {
    List<Step> st = base;
    for (int i = 0, k = above.size(); i < k; i++) {
      st = st.prepend(above.get(i));
    }
    return st;
  }
}
