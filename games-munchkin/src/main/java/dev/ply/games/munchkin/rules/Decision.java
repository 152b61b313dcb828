package dev.ply.games.munchkin.rules;

import dev.ply.games.munchkin.action.MunchkinAction;
import dev.ply.games.munchkin.state.Frame;
import dev.ply.games.munchkin.state.MunchkinState;

/**
 * The rules of one kind of pending decision, a frame that awaits one player (MK-R100, MK-R101):
 * who is awaited, the options, whether an action is one of them, and what a chosen one does. The
 * options and the membership test stand side by side so they cannot disagree: {@link #allows} is
 * "is in {@link #options}" unless a kind overrides it with a direct test that calls the very
 * predicate its options loop calls (the test kit's fuzz test checks both ways at every step).
 *
 * @param <F> the frame kind
 */
abstract class Decision<F extends Frame.Decision> {

  /** The seat the frame awaits. */
  abstract int seat(MunchkinState s, F f);

  /** Every option of the awaited {@code seat}, in the stable order of the legal list (repeats allowed). */
  abstract ActionList options(MunchkinState s, int seat, F f);

  /** Whether {@code a}, by the awaited {@code seat}, is one of {@link #options}. */
  boolean allows(MunchkinState s, int seat, F f, MunchkinAction a) {
    return options(s, seat, f).contains(a);
  }

  /** The chosen option's rules, on the table of one {@code apply} (the flow advances after it). */
  abstract void play(Table t, int me, F f, MunchkinAction a);

  /** The decision awaited now: its kind's rules, its frame and its seat. */
  record Awaited(Decision<Frame.Decision> rules, Frame.Decision frame, int seat) {}
}
