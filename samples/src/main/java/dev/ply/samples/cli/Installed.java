package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.Games;
import io.vavr.collection.Vector;

/** The games on the class path, looked up by id for the commands. */
final class Installed {
  private Installed() {}

  static Vector<Game<?, ?>> all() {
    return Games.installed(PlyCli.class.getClassLoader());
  }

  /** The game with this id, or a usage error listing the installed ids. */
  static Game<?, ?> game(String id) {
    Vector<Game<?, ?>> all = all();
    return all.find(g -> g.descriptor().id().equals(id)).getOrElseThrow(() -> CliException.usage(
        "unknown game '" + id + "'; installed: "
            + (all.isEmpty() ? "none" : all.map(g -> g.descriptor().id()).mkString(", "))));
  }
}
