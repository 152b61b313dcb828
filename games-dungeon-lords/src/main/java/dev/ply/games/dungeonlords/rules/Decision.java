package dev.ply.games.dungeonlords.rules;

import dev.ply.core.PlayerId;
import dev.ply.core.Rejection;
import dev.ply.core.Transition;
import dev.ply.games.dungeonlords.action.DungeonLordsAction;
import dev.ply.games.dungeonlords.state.DungeonLordsState;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.function.Consumer;

/**
 * One kind of pending decision, a step of the flow of §4 (the orders, an action space, a
 * production turn, a payday, a battle step...): who is asked, what each may choose and whether an
 * action is one of those, side by side in one place, and what a chosen action does. The steps
 * live in the rule classes of their spec sections ({@code Secrets.Choice} for the secret choices,
 * {@code Actions.Space} and {@code Tunnels.DIG} (§5.3), {@code Production.TURN} (§5.4),
 * {@code Events.Step} (§5.7), the battle steps {@code TrapStep.ORDER}/{@code TARGET},
 * {@code Spells.CHOICE} and {@code MonsterStep.ATTACK} (§5.11), each a {@link Battle});
 * {@link Rules#decision} names the one a state waits on.
 */
interface Decision {
  /** The rule that asks, which a refusal names. */
  String rule();

  /** The players asked now, in seat order. */
  Set<PlayerId> awaiting(DungeonLordsState s);

  /** Whether {@code seat} is asked now. */
  boolean awaits(DungeonLordsState s, int seat);

  /** What the awaited {@code seat} may choose, in the legal list's stable order. */
  Vector<DungeonLordsAction> options(DungeonLordsState s, int seat);

  /**
   * Whether {@code a} is one of {@link #options} for the awaited {@code seat}. The default looks
   * it up in the list; a step overrides it only to ask, for the actions a replay meets most, the
   * very predicates its options loop asks (one helper, called from both), never a copy of them.
   */
  default boolean allows(DungeonLordsState s, int seat, DungeonLordsAction a) {
    return options(s, seat).contains(a);
  }

  /** Why {@code a} is refused, where a placement rule says it better than the list of options. */
  default Option<Rejection> why(DungeonLordsState s, int seat, DungeonLordsAction a) {
    return Option.none();
  }

  /** What {@code a}, one of {@link #options} for {@code seat}, does. */
  Transition<DungeonLordsState> play(DungeonLordsState s, int seat, DungeonLordsAction a);

  /** Runs {@code rules} on a working copy of {@code s} (Ctx) and freezes the result. */
  static Transition<DungeonLordsState> run(DungeonLordsState s, Consumer<Ctx> rules) {
    Ctx x = new Ctx(s);
    rules.accept(x);
    return Transition.of(x.done(), x.eventList());
  }

  /** A step in which one seat decides (an action space, a production turn, an event, a battle). */
  interface Turn extends Decision {
    /** The seat asked. */
    int seat(DungeonLordsState s);

    @Override
    default Set<PlayerId> awaiting(DungeonLordsState s) {
      return LinkedHashSet.of(s.players().get(seat(s)));
    }

    @Override
    default boolean awaits(DungeonLordsState s, int seat) {
      return seat(s) == seat;
    }
  }

  /** A battle step (§5.11): a decision of the lord whose battle it is (a refusal names DL-R86). */
  interface Battle extends Turn {
    @Override
    default String rule() {
      return "DL-R86";
    }

    @Override
    default int seat(DungeonLordsState s) {
      return s.battle().get().seat();
    }
  }
}
