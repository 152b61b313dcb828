package dev.ply.games.desperategods.rules;

import dev.ply.core.PlayerId;
import dev.ply.games.desperategods.action.DgAction;
import dev.ply.games.desperategods.state.Step;
import java.util.ArrayList;

/**
 * One kind of pending decision (§4.6): its options and its membership test side by side, so the
 * legal list and the test of a replayed action cannot disagree. {@link #allows} is "is one of the
 * options" unless a kind overrides it with a direct test, and a direct test is written only from
 * the very predicates its {@link #options} uses (a shared helper, not a copy). The kit's fuzz test
 * (every listed action accepted by value and by place, fuzzed near misses refused) checks both.
 *
 * @param <S> the step this decision is about
 */
interface Decision<S extends Step> {

  /** The options of {@code s} for the awaited seat, whose id is {@code me}, in a stable order. */
  void options(Table t, S s, PlayerId me, ArrayList<DgAction> out);

  /** Whether {@code a}, by the awaited seat {@code me}, is one of {@link #options}. */
  default boolean allows(Table t, S s, PlayerId me, DgAction a) {
    ArrayList<DgAction> out = new ArrayList<>(16);
    options(t, s, me, out);
    return contains(out, a);
  }

  /** A step that runs by itself: nobody is asked, so it has no options. */
  Decision<Step> NONE = (t, s, me, out) -> { };

  /**
   * A decision a square or a card raises (§4.5): who it asks and what each answer does, beside its
   * options, so that the engine finds all of it in the room of its rule.
   */
  interface Choice<S extends Step> extends Decision<S> {
    /** The seat asked. */
    int seat(S s);

    /** Applies a listed answer; {@code s} is still on top of the stack. */
    void answer(Table t, S s, DgAction a);
  }

  /** A decision given to a step runner: a bug, never a player's doing. */
  static Void notRun(Step s) {
    throw new IllegalStateException("a decision is answered, not run: " + s);
  }

  /** An answer given to a step that runs by itself: a bug (it has no options). */
  static Void notAnswered(Step s) {
    throw new IllegalStateException("a step that runs by itself is not answered: " + s);
  }

  /** True when {@code a} is in {@code list}; compares classes first (record equals is slow across types). */
  static boolean contains(ArrayList<DgAction> list, DgAction a) {
    Class<?> c = a.getClass();
    for (int i = 0, n = list.size(); i < n; i++) {
      DgAction x = list.get(i);
      if (x.getClass() == c && x.equals(a)) {
        return true;
      }
    }
    return false;
  }
}
