package dev.ply.games.munchkin.state;

import dev.ply.games.munchkin.content.MonsterState;
import io.vavr.collection.Vector;

/** A monster in the combat (MK-R56) with the enhancers played on it (MK-R62). */
public record MonsterEntry(String card, MonsterState state, Vector<String> enhancers) {

  public static MonsterEntry entering(String card) {
    return new MonsterEntry(card, MonsterState.ACTIVE, Vector.empty());
  }

  public boolean active() {
    return state == MonsterState.ACTIVE;
  }

  public MonsterEntry withState(MonsterState s) {
    return new MonsterEntry(card, s, enhancers);
  }

  public MonsterEntry enhancedBy(String enhancer) {
    return new MonsterEntry(card, state, enhancers.append(enhancer));
  }
}
