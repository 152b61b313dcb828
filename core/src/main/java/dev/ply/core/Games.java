package dev.ply.core;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ServiceLoader;

/**
 * The games installed on the class path, found through {@link ServiceLoader}: a game module
 * lists its {@link Game} class in {@code META-INF/services/dev.ply.core.Game}.
 */
public final class Games {
  private Games() {}

  /** Every installed game, sorted by id. */
  public static Vector<Game<?, ?>> installed() {
    return installed(Thread.currentThread().getContextClassLoader());
  }

  public static Vector<Game<?, ?>> installed(ClassLoader loader) {
    Vector<Game<?, ?>> out = Vector.empty();
    @SuppressWarnings("rawtypes")
    ServiceLoader<Game> found = ServiceLoader.load(Game.class, loader);
    for (Game<?, ?> g : found) {
      out = out.append(g);
    }
    return out.sortBy(g -> g.descriptor().id());
  }

  /** The installed game with this id. */
  public static Option<Game<?, ?>> byId(String id) {
    return installed().find(g -> g.descriptor().id().equals(id));
  }
}
