package dev.ply.core.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import dev.ply.core.RandomSource;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Checks a game's canonical encoding ({@link Game#encode}) over sampled positions and their
 * views: encoding is deterministic; two states encode equally exactly when they are equal (the
 * random source aside), so no part of a state, hidden or public, is left out; and no string in
 * the encoding is the name of a field of the state, so renaming a field cannot change it.
 * {@link GameContractTest} runs it for every game.
 */
public final class CanonicalEncodingCheck {
  private CanonicalEncodingCheck() {}

  /** Checks each game's states with the views of its {@code players} ({@code games}: states, players). */
  public static <S> void check(Game<S, ?> game, Seq<Tuple2<Seq<S>, Seq<PlayerId>>> games) {
    Map<ByteBuffer, S> seen = new HashMap<>();
    Set<String> fieldNames = new HashSet<>();
    for (Tuple2<Seq<S>, Seq<PlayerId>> g : games) {
      g._1.headOption().forEach(s -> fieldNames.addAll(fieldNames(s.getClass())));
      check(game, g._1, g._2, seen, fieldNames);
      checkActions(game, g._1, g._2);
    }
    // equal states (from different games) must have met the same key
    Map<S, ByteBuffer> byState = new HashMap<>();
    for (Map.Entry<ByteBuffer, S> en : seen.entrySet()) {
      ByteBuffer other = byState.putIfAbsent(en.getValue(), en.getKey());
      assertEquals(other == null ? en.getKey() : other, en.getKey(), "equal states encode differently");
    }
  }

  private static <S> void check(Game<S, ?> game, Seq<S> states, Seq<PlayerId> players, Map<ByteBuffer, S> seen,
      Set<String> fieldNames) {
    for (S full : states) {
      for (S s : players.append(PlayerId.SPECTATOR).map(p -> game.view(full, p)).prepend(full)) {
        byte[] e = CanonicalWriter.encode(game, s);
        assertArrayEquals(e, CanonicalWriter.encode(game, s), "encode must be deterministic");
        S plain = game.withRandom(s, RandomSource.sealed());
        S before = seen.putIfAbsent(ByteBuffer.wrap(e), plain);
        if (before != null) {
          assertEquals(before, plain, "two different states have the same canonical encoding, so encode leaves"
              + " out a part in which they differ:\n" + before + "\n" + plain);
        }
        for (String str : CanonicalWriter.strings(e)) {
          assertFalse(fieldNames.contains(str), "the encoding names the field '" + str + "'; write values, not names");
        }
      }
    }
  }

  /**
   * The encoding of actions ({@link Game#encodeAction}, which the chain hashes): of every legal
   * action of the sampled positions, equal actions encode equally, different ones differently,
   * and no string in it names a field of the action's record.
   */
  private static <S, A extends dev.ply.core.Action> void checkActions(Game<S, A> game, Seq<S> states,
      Seq<PlayerId> players) {
    Map<ByteBuffer, A> seen = new HashMap<>();
    Map<Class<?>, Set<String>> fieldNames = new HashMap<>();
    for (S s : states) {
      for (PlayerId p : players) {
        for (A a : game.legalActions(s, p)) {
          CanonicalWriter w = CanonicalWriter.toByteArray();
          game.encodeAction(a, w);
          byte[] e = w.toBytes();
          CanonicalWriter again = CanonicalWriter.toByteArray();
          game.encodeAction(a, again);
          assertArrayEquals(e, again.toBytes(), "encodeAction must be deterministic");
          A before = seen.putIfAbsent(ByteBuffer.wrap(e), a);
          if (before != null) {
            assertEquals(before, a, "two different actions have the same encoding: " + before + ", " + a);
          }
          Set<String> own = fieldNames.computeIfAbsent(a.getClass(), CanonicalEncodingCheck::fieldNames);
          for (String str : CanonicalWriter.strings(e)) {
            assertFalse(own.contains(str), "the action's encoding names the field '" + str
                + "'; write values, not names");
          }
        }
      }
    }
  }

  /** Record components and accessor names of the state's class (Immutables interfaces included). */
  private static Set<String> fieldNames(Class<?> type) {
    Set<String> out = new HashSet<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (c.isRecord()) {
        for (RecordComponent rc : c.getRecordComponents()) {
          out.add(rc.getName());
        }
      }
      for (java.lang.reflect.Field f : c.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          out.add(f.getName());
        }
      }
      for (Class<?> i : c.getInterfaces()) {
        for (Method m : i.getDeclaredMethods()) {
          if (m.getParameterCount() == 0 && Modifier.isAbstract(m.getModifiers())) {
            out.add(m.getName());
          }
        }
      }
    }
    out.removeIf(n -> n.length() < 3);
    return out;
  }
}
