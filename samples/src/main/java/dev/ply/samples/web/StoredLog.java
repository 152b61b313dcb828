package dev.ply.samples.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.log.ActionLog;
import dev.ply.core.log.LoadedLog;
import dev.ply.core.log.LogCodec;
import dev.ply.core.log.LogEntry;
import dev.ply.core.log.LogError;
import io.vavr.control.Either;
import java.io.IOException;
import java.util.List;

/**
 * The action log in the store's shape: the header once per table, one row per step. A stored
 * table is read back through {@link LogCodec}, so it gets the same checks as a log file.
 */
final class StoredLog {
  private StoredLog() {}

  static <A extends Action> TableStore.StepRow row(int step, LogEntry<A> entry, long at) {
    String draws = entry.draws().map(d -> "[" + d.mkString(",") + "]").getOrNull();
    return new TableStore.StepRow(step, LogCodec.writeAction(entry.action()), draws, entry.hash().getOrNull(), at);
  }

  static <A extends Action> boolean sameHash(LogEntry<A> entry, TableStore.StepRow row) {
    return row.hash() != null && entry.hash().contains(row.hash());
  }

  static <A extends Action> A action(TableStore.StepRow row, Game<?, A> game) {
    Either<LogError, A> a = LogCodec.readAction(row.action(), game.actionType());
    if (a.isLeft()) {
      throw new IllegalStateException("stored step " + row.step() + " is not an action of " + game.descriptor().id());
    }
    return a.get();
  }

  /** The whole log: the stored header with the steps as its actions. */
  static <S, A extends Action> ActionLog<A> read(String header, List<TableStore.StepRow> steps, Game<S, A> game) {
    try {
      ObjectNode root = (ObjectNode) LogCodec.mapper().readTree(header);
      ArrayNode actions = root.putArray("actions");
      int expected = 1;
      for (TableStore.StepRow row : steps) {
        if (row.step() != expected++) {
          throw new IllegalStateException("the stored steps skip from " + (expected - 2) + " to " + row.step());
        }
        ObjectNode e = actions.addObject();
        e.set("action", LogCodec.mapper().readTree(row.action()));
        if (row.draws() != null) {
          e.set("draws", LogCodec.mapper().readTree(row.draws()));
        }
        if (row.hash() != null) {
          e.put("hash", row.hash());
        }
      }
      Either<LogError, LoadedLog<S, A>> loaded = LogCodec.read(LogCodec.mapper().writeValueAsString(root), game);
      if (loaded.isLeft()) {
        throw new IllegalStateException("the stored log does not read: " + loaded.getLeft().message());
      }
      return loaded.get().log();
    } catch (IOException | ClassCastException e) {
      throw new IllegalStateException("the stored log is not JSON", e);
    }
  }

  static JsonNode tree(String json) throws IOException {
    return LogCodec.mapper().readTree(json);
  }
}
