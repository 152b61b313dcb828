package dev.ply.games.munchkin.state;

import dev.ply.games.munchkin.content.MonsterState;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A monster in the combat (MK-R56) with the enhancers played on it (MK-R62); a Mate entry
 * (MK-R63) holds the Mate card and the index of the entry whose data it copies.
 */
public record MonsterEntry(String card, MonsterState state, Vector<String> enhancers, Option<Integer> mateOf) {

  public static MonsterEntry entering(String card) {
    return new MonsterEntry(card, MonsterState.ACTIVE, Vector.empty(), Option.none());
  }

  /** MK-R63: a Mate entry, with the data of the entry at {@code original}. */
  public static MonsterEntry mate(String mateCard, int original) {
    return new MonsterEntry(mateCard, MonsterState.ACTIVE, Vector.empty(), Option.of(original));
  }

  public boolean active() {
    return state == MonsterState.ACTIVE;
  }

  public MonsterEntry withState(MonsterState s) {
    return new MonsterEntry(card, s, enhancers, mateOf);
  }

  public MonsterEntry enhancedBy(String enhancer) {
    return new MonsterEntry(card, state, enhancers.append(enhancer), mateOf);
  }
}
