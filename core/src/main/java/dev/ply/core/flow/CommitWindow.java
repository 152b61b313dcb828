package dev.ply.core.flow;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * A simultaneous secret choice: every player commits once, hidden from the others, and the window
 * resolves when all have committed. In a view, other players' commitments are masked: the viewer
 * sees that they committed, not what ({@code Option.none()} in {@link #commitments}).
 *
 * @param players who must commit, in seat order
 * @param commitments who has committed so far; {@code Some(choice)} where the choice is known,
 *     {@code None} where it is hidden from the viewer of this state
 */
public record CommitWindow<C>(Vector<PlayerId> players, Map<PlayerId, Option<C>> commitments) {

  public CommitWindow {
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(commitments, "commitments");
  }

  public static <C> CommitWindow<C> open(Vector<PlayerId> players) {
    return new CommitWindow<>(players, LinkedHashMap.empty());
  }

  /** The players who have not committed yet, in seat order. */
  public Vector<PlayerId> waitingFor() {
    return players.filter(p -> !commitments.containsKey(p));
  }

  public boolean hasCommitted(PlayerId player) {
    return commitments.containsKey(player);
  }

  /** True once every player has committed. */
  public boolean isComplete() {
    return commitments.size() == players.size();
  }

  /**
   * {@code player} commits {@code choice}.
   *
   * @throws IllegalArgumentException when the player is not in the window or has committed
   */
  public CommitWindow<C> commit(PlayerId player, C choice) {
    if (!players.contains(player)) {
      throw new IllegalArgumentException(player + " is not in this window");
    }
    if (hasCommitted(player)) {
      throw new IllegalArgumentException(player + " has already committed");
    }
    return new CommitWindow<>(players, commitments.put(player, Option.of(choice)));
  }

  /** The choice of {@code player}, if committed and visible. */
  public Option<C> choiceOf(PlayerId player) {
    return commitments.get(player).flatMap(o -> o);
  }

  /** The choices in seat order, once complete and unmasked. */
  public Vector<C> choices() {
    return players.map(p -> choiceOf(p).getOrElseThrow(
        () -> new IllegalStateException("the choice of " + p + " is not known here")));
  }

  /** The window as {@code viewer} sees it: only the viewer's own choice stays visible. */
  public CommitWindow<C> viewFor(PlayerId viewer) {
    Map<PlayerId, Option<C>> masked = LinkedHashMap.empty();
    for (var e : commitments) {
      masked = masked.put(e._1, e._1.equals(viewer) ? e._2 : Option.none());
    }
    return new CommitWindow<>(players, masked);
  }

  /** True when some commitment in this state is hidden (the state is a view). */
  public boolean hasHiddenChoices() {
    return commitments.values().exists(Option::isEmpty);
  }

  /** {@code player}'s hidden commitment replaced by {@code choice} (for determinize). */
  public CommitWindow<C> reveal(PlayerId player, C choice) {
    if (!hasCommitted(player)) {
      throw new IllegalArgumentException(player + " has not committed");
    }
    return new CommitWindow<>(players, commitments.put(player, Option.of(choice)));
  }

  /**
   * The canonical encoding ({@link dev.ply.core.Game#encode}): the players, then for each in seat
   * order whether it has committed and, where known, its choice written by {@code choice}.
   */
  public void encode(CanonicalWriter out, BiConsumer<CanonicalWriter, ? super C> choice) {
    out.players(players);
    for (PlayerId p : players) {
      Option<Option<C>> c = commitments.get(p);
      if (c.isEmpty()) {
        out.none();
      } else {
        out.some().option(c.get(), choice);
      }
    }
  }
}
