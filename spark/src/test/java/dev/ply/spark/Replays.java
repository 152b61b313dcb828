package dev.ply.spark;

import dev.ply.core.Action;
import dev.ply.core.Games;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.Replay;
import dev.ply.core.log.ReplayResult;
import io.vavr.control.Option;

/** What {@code ply replay --verify} checks of a saved log: every hash matches on replay. */
final class Replays {
  private Replays() {}

  static boolean verifies(String json, int actions) {
    LoadedLog<?, ?> loaded = LogCodec.read(json, id -> Option.of(Games.installed())
        .flatMap(all -> all.find(g -> g.descriptor().id().equals(id))), LogCodec.DEFAULT_MAX_BYTES, true)
        .getOrElseThrow(e -> new AssertionError(e.describe()));
    return check(loaded, actions);
  }

  private static <S, A extends Action> boolean check(LoadedLog<S, A> loaded, int actions) {
    if (loaded.log().startHash().isEmpty() || loaded.log().entries().exists(e -> e.hash().isEmpty())) {
      return false;
    }
    ReplayResult<S> r = Replay.run(loaded.game(), loaded.log(), Replay.Mode.AUTO);
    return r.ok() && r.steps() == actions && loaded.log().size() == actions && r.hashesChecked() >= actions;
  }
}
