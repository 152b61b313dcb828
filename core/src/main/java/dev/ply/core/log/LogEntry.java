package dev.ply.core.log;

import dev.ply.core.Action;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One action of a log, with the random draws it consumed and a short hash of the state after it.
 *
 * @param action the action as submitted
 * @param draws the values drawn from the random source while applying it, where recorded
 * @param hash the state hash after it (the random source excluded), where recorded
 */
public record LogEntry<A extends Action>(A action, Option<Vector<Integer>> draws, Option<String> hash) {
  public LogEntry {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(draws, "draws");
    Objects.requireNonNull(hash, "hash");
  }

  public static <A extends Action> LogEntry<A> of(A action, Vector<Integer> draws, String hash) {
    return new LogEntry<>(action, Option.of(draws), Option.of(hash));
  }

  public static <A extends Action> LogEntry<A> bare(A action) {
    return new LogEntry<>(action, Option.none(), Option.none());
  }

  public LogEntry<A> withHash(String newHash) {
    return new LogEntry<>(action, draws, Option.of(newHash));
  }

  public LogEntry<A> withAction(A newAction) {
    return new LogEntry<>(newAction, draws, hash);
  }
}
