package dev.ply.core.agent;

import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.control.Option;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An optional estimate of how well a position stands for a player, in {@code [0, 1]} (1: sure to
 * win), for search agents that cut their playouts short. Nothing in the game contract needs it:
 * {@link MctsAgent} plays every game without one, and uses one, where the game offers it, only
 * to score a playout cut by its depth cap (which otherwise counts as a draw).
 *
 * <p>A game offers a heuristic by implementing this interface on its {@code Game} class, or by
 * listing an implementation in {@code META-INF/services/dev.ply.core.agent.Heuristic} whose
 * {@link #gameId} names the game.
 */
public interface Heuristic<S> {

  /** The id of the game this evaluates, for heuristics found through {@link ServiceLoader}. */
  default String gameId() {
    return "";
  }

  /** How likely {@code player} is to win from {@code state}, in {@code [0, 1]}. */
  double value(S state, PlayerId player);

  /** The heuristic {@code game} offers, if any. */
  @SuppressWarnings("unchecked")
  static <S> Option<Heuristic<S>> of(Game<S, ?> game) {
    if (game instanceof Heuristic<?> h) {
      return Option.of((Heuristic<S>) h);
    }
    return Registry.find(game).map(h -> (Heuristic<S>) h);
  }

  /** The heuristics found on the class path, by game id (looked up once per id). */
  final class Registry {
    private static final ConcurrentHashMap<String, Option<Heuristic<?>>> FOUND = new ConcurrentHashMap<>();

    private Registry() {}

    static Option<Heuristic<?>> find(Game<?, ?> game) {
      String id = game.descriptor().id();
      return FOUND.computeIfAbsent(id, k -> {
        @SuppressWarnings("rawtypes")
        ServiceLoader<Heuristic> all = ServiceLoader.load(Heuristic.class, game.getClass().getClassLoader());
        for (Heuristic<?> h : all) {
          if (h.gameId().equals(k)) {
            return Option.of(h);
          }
        }
        return Option.none();
      });
    }
  }
}
