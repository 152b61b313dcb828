package dev.ply.core.log;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import dev.ply.core.Action;
import dev.ply.core.CanonicalWriter;
import dev.ply.core.PlayerId;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

/**
 * The default canonical encoding of an action ({@link dev.ply.core.Game#encodeAction}): its compact
 * JSON as the log writes it, as one byte string. A game that writes its actions itself keeps
 * Jackson off the replay's per-step path; for the others, the JSON of an action already seen in
 * this log is reused (below).
 */
public final class ActionJson {
  /**
   * What the JSON of one log's actions keeps, in the log's own writer ({@link CanonicalWriter#scratch}):
   * a buffer Jackson writes into, and the compact JSON of actions already seen in this log, by
   * value. Jackson costs about as much as a whole step of a small game, and a game's actions
   * repeat ({@code Pass(p1)}, {@code RollMove(p2)}). Only actions of a {@link #PLAIN} record type
   * are kept, where equal values give equal JSON, so the bytes hashed are exactly the JSON Jackson
   * writes. Direct-mapped (a slot per hash, the newest action wins): records of one actor often
   * share a hash code ({@code Pass(p1)} and {@code Ready(p1)}), so the slot mixes in the class.
   * It lives and dies with the writer (one replay, one recording): no static or thread-local
   * memory holds a game's actions, and nothing of one log is seen from another.
   */
  private static final class Seen {
    /** The action's JSON, reused from step to step. */
    final Buffer json = new Buffer();
    final Action[] action = new Action[SLOTS];
    final byte[][] bytes = new byte[SLOTS][];
  }

  private static final int SLOTS = 256;
  /**
   * Record types whose components are all primitives (not floating point), strings, players,
   * enums or boxed integers and booleans: a record's {@code equals} compares exactly those
   * components, which are all that Jackson writes of it, so equal actions have equal JSON.
   */
  private static final ClassValue<Boolean> PLAIN = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      if (!type.isRecord()) {
        return false;
      }
      for (RecordComponent c : type.getRecordComponents()) {
        Class<?> t = c.getType();
        boolean plain = t == int.class || t == long.class || t == boolean.class || t == short.class
            || t == byte.class || t == char.class || t == String.class || t == PlayerId.class || t.isEnum()
            || t == Integer.class || t == Long.class || t == Boolean.class;
        if (!plain) {
          return false;
        }
      }
      return true;
    }
  };

  /** A byte buffer Jackson writes into and the writer reads from without a copy. */
  private static final class Buffer extends ByteArrayOutputStream {
    Buffer() {
      super(256);
    }

    void into(CanonicalWriter w) {
      w.bytes(buf, 0, count);
    }
  }

  private ActionJson() {}

  /**
   * The name the log gives an action's type: its entry in the {@code @JsonSubTypes} of the
   * action interface it implements (e.g. {@code "roll-move"}). A game that writes its actions
   * itself ({@link dev.ply.core.Game#encodeAction}) writes this name, the one a log already holds,
   * rather than a Java class name a refactoring may change. Looked up once per type.
   *
   * @throws IllegalArgumentException when no interface of {@code type} lists it
   */
  public static String typeName(Class<?> type) {
    return TYPE_NAMES.get(type);
  }

  private static final ClassValue<String> TYPE_NAMES = new ClassValue<>() {
    @Override
    protected String computeValue(Class<?> type) {
      java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>(Arrays.asList(type.getInterfaces()));
      while (!todo.isEmpty()) {
        Class<?> i = todo.poll();
        JsonSubTypes listed = i.getAnnotation(JsonSubTypes.class);
        if (listed != null) {
          for (JsonSubTypes.Type t : listed.value()) {
            if (t.value() == type) {
              return t.name();
            }
          }
        }
        todo.addAll(Arrays.asList(i.getInterfaces()));
      }
      throw new IllegalArgumentException(type.getName() + " is listed in no @JsonSubTypes of its interfaces");
    }
  };

  /** Writes {@code action} as the bytes of its compact JSON (the log's), one {@code b} value. */
  public static void write(Action action, CanonicalWriter out) {
    Seen seen = out.scratch(Seen.class, Seen::new);
    int h = action.hashCode() * 31 + action.getClass().hashCode();
    int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
    Action before = seen.action[slot];
    if (before != null && before.getClass() == action.getClass() && before.equals(action)) {
      out.bytes(seen.bytes[slot]);
      return;
    }
    Buffer json = seen.json;
    json.reset();
    try {
      LogCodec.mapper().writeValue(json, action);
    } catch (IOException e) {
      throw new IllegalStateException("an action always serialises", e);
    }
    json.into(out);
    if (PLAIN.get(action.getClass())) {
      seen.action[slot] = action;
      seen.bytes[slot] = json.toByteArray();
    }
  }
}
