package dev.ply.core;

import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * Who may see an event: everyone, or only the listed players. A server forwards each event only
 * to the players who may see it; the spectator sees public events only.
 */
public record Visibility(boolean everyone, Set<PlayerId> players) {

  public static final Visibility PUBLIC = new Visibility(true, HashSet.empty());

  public static Visibility only(PlayerId... players) {
    return new Visibility(false, HashSet.of(players));
  }

  public static Visibility only(Iterable<PlayerId> players) {
    return new Visibility(false, HashSet.ofAll(players));
  }

  public boolean visibleTo(PlayerId viewer) {
    return everyone || players.contains(viewer);
  }
}
