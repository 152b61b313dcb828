package dev.ply.core.flow;

import dev.ply.core.CanonicalWriter;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * What must be decided next and by whom, as data in the state: a persistent stack whose top is
 * the decision now pending. Resolving a decision may push sub-decisions (a fight pushes "choose a
 * die", a trade offer pushes "answer the offer"), which are resolved first.
 *
 * @param <D> the game's decision type, usually a sealed interface of records naming the decider
 */
public record DecisionStack<D>(List<D> items) {

  public DecisionStack {
    Objects.requireNonNull(items, "items");
  }

  public static <D> DecisionStack<D> empty() {
    return new DecisionStack<>(List.empty());
  }

  public boolean isEmpty() {
    return items.isEmpty();
  }

  public int size() {
    return items.size();
  }

  /** The decision pending now. */
  public Option<D> top() {
    return items.headOption();
  }

  public DecisionStack<D> push(D decision) {
    return new DecisionStack<>(items.prepend(decision));
  }

  /** Without the top decision (it has been resolved). */
  public DecisionStack<D> pop() {
    if (items.isEmpty()) {
      throw new IllegalStateException("no decision is pending");
    }
    return new DecisionStack<>(items.tail());
  }

  /** The top decision replaced by {@code decision} (it changed while still pending). */
  public DecisionStack<D> replaceTop(D decision) {
    return pop().push(decision);
  }

  /** The canonical encoding ({@link dev.ply.core.Game#encode}): the decisions, top first, each by {@code each}. */
  public void encode(CanonicalWriter out, BiConsumer<CanonicalWriter, ? super D> each) {
    out.list(items, each);
  }
}
