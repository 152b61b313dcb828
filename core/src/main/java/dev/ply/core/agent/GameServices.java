package dev.ply.core.agent;

import dev.ply.core.Game;
import io.vavr.control.Option;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Finds what a game offers its bots ({@link Heuristic}, {@link Strategy}, {@link Belief}, {@link BotDefaults}): implemented on the
 * game's own class, or listed in {@code META-INF/services/<interface>} by an implementation whose
 * game id names the game. Looked up once per interface and game id.
 */
final class GameServices {
  private static final ConcurrentHashMap<String, Option<Object>> FOUND = new ConcurrentHashMap<>();

  private GameServices() {}

  @SuppressWarnings("unchecked")
  static <T> Option<T> find(Game<?, ?> game, Class<T> type, Function<T, String> gameId) {
    if (type.isInstance(game)) {
      return Option.of(type.cast(game));
    }
    String id = game.descriptor().id();
    return (Option<T>) FOUND.computeIfAbsent(type.getName() + "\u0000" + id, k -> {
      for (T t : ServiceLoader.load(type, game.getClass().getClassLoader())) {
        if (id.equals(gameId.apply(t))) {
          return Option.of(t);
        }
      }
      return Option.none();
    });
  }
}
