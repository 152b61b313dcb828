package dev.ply.core.log;

import dev.ply.core.Action;
import dev.ply.core.CanonicalWriter;
import dev.ply.core.Game;
import dev.ply.core.PlayerId;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.Arrays;

/**
 * The hash chain of a format-2 log ({@code docs/log-format.md}, "The chain"). Link 0 is the
 * SHA-256 of the header (format, game, rules version, players, options, seed), the draws of the
 * start and the canonical encoding of the starting state; link {@code i} is the SHA-256 of link
 * {@code i − 1}, the action's JSON, the draws it consumed and the canonical encoding of the state
 * after it. A link is the first {@value #BYTES} bytes of its digest, written as hex in the log.
 *
 * <p>One instance per thread ({@link #get()}): it owns a digest and a writer.
 */
final class Chain {
  /** Bytes of a link (128 bits), {@code 2 * BYTES} hex digits in the log. */
  static final int BYTES = 16;
  private static final char[] HEX = "0123456789abcdef".toCharArray();
  private static final ThreadLocal<Chain> PER_THREAD = ThreadLocal.withInitial(Chain::new);

  private final MessageDigest sha;
  private final CanonicalWriter out;
  /** The action's JSON, reused from step to step. */
  private final Buffer json = new Buffer();
  /** The digest's 32 bytes, reused. */
  private final byte[] digest = new byte[32];
  /**
   * The compact JSON of actions already seen in this log, by value: Jackson costs about as much as
   * a whole step of a small game, and a game's actions repeat ({@code Pass(p1)}, {@code RollMove(p2)}).
   * Only actions of a {@link #PLAIN} record type are kept, where equal values give equal JSON, so
   * the bytes hashed are exactly the JSON Jackson writes. Direct-mapped (a slot per hash, the
   * newest action wins): records of one actor often share a hash code ({@code Pass(p1)} and
   * {@code Ready(p1)}), so the slot mixes in the class. Emptied at each link 0 (by a new
   * generation, so that a short game does not pay for clearing every slot).
   */
  private final Action[] cachedAction = new Action[JSON_SLOTS];
  private final byte[][] cachedJson = new byte[JSON_SLOTS][];
  private final int[] cachedIn = new int[JSON_SLOTS];
  private int generation = 1;
  private static final int JSON_SLOTS = 256;
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

  private Chain() {
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM provides SHA-256", e);
    }
    out = CanonicalWriter.into(sha);
  }

  static Chain get() {
    return PER_THREAD.get();
  }

  /** Link 0: the header, the start's draws and the starting state. */
  <S> byte[] first(int format, String game, String rulesVersion, Vector<PlayerId> players,
      Map<String, String> options, long seed, Vector<Integer> startDraws, Game<S, ?> rules, S start) {
    sha.reset();
    out.discard();
    if (++generation == 0) {
      Arrays.fill(cachedIn, 0);
      generation = 1;
    }
    out.id("ply-log").integer(format).id(game).id(rulesVersion).players(players)
        .map(options, Comparator.naturalOrder(), CanonicalWriter::string, CanonicalWriter::string)
        .longInt(seed).ints(startDraws);
    rules.encode(start, out);
    return finish();
  }

  /**
   * Link {@code i}: the previous link, the action (its compact JSON, as the log holds it: what the
   * file says is what the chain covers), its draws and the state after it.
   */
  <S, A extends Action> byte[] next(byte[] previous, A action, Vector<Integer> draws, Game<S, A> rules, S after) {
    sha.reset();
    out.discard();
    out.bytes(previous);
    int h = action.hashCode() * 31 + action.getClass().hashCode();
    int slot = (h ^ (h >>> 16)) & (JSON_SLOTS - 1);
    Action seen = cachedAction[slot];
    if (cachedIn[slot] == generation && seen.getClass() == action.getClass() && seen.equals(action)) {
      out.bytes(cachedJson[slot]);
    } else {
      json.reset();
      try {
        LogCodec.mapper().writeValue(json, action);
      } catch (IOException e) {
        throw new IllegalStateException("an action always serialises", e);
      }
      json.into(out);
      if (PLAIN.get(action.getClass())) {
        cachedAction[slot] = action;
        cachedJson[slot] = json.toByteArray();
        cachedIn[slot] = generation;
      }
    }
    out.ints(draws);
    rules.encode(after, out);
    return finish();
  }

  private byte[] finish() {
    out.flush();
    try {
      sha.digest(digest, 0, digest.length);
    } catch (DigestException e) {
      throw new IllegalStateException("a SHA-256 digest is 32 bytes", e);
    }
    byte[] link = new byte[BYTES];
    System.arraycopy(digest, 0, link, 0, BYTES);
    return link;
  }

  static String hex(byte[] link) {
    char[] c = new char[2 * link.length];
    for (int i = 0; i < link.length; i++) {
      c[2 * i] = HEX[(link[i] >> 4) & 0xF];
      c[2 * i + 1] = HEX[link[i] & 0xF];
    }
    return new String(c);
  }

  /** True when {@code hex} is exactly the hex of {@code link} (lower case), compared without allocating. */
  static boolean matches(byte[] link, String hex) {
    if (hex.length() != 2 * link.length) {
      return false;
    }
    for (int i = 0; i < link.length; i++) {
      if (hex.charAt(2 * i) != HEX[(link[i] >> 4) & 0xF] || hex.charAt(2 * i + 1) != HEX[link[i] & 0xF]) {
        return false;
      }
    }
    return true;
  }

  /** The link a hex string names, or null when it is not {@code 2 * BYTES} hex digits. */
  static byte[] parse(String hex) {
    if (hex == null || hex.length() != 2 * BYTES) {
      return null;
    }
    byte[] b = new byte[BYTES];
    for (int i = 0; i < BYTES; i++) {
      int hi = Character.digit(hex.charAt(2 * i), 16);
      int lo = Character.digit(hex.charAt(2 * i + 1), 16);
      if (hi < 0 || lo < 0) {
        return null;
      }
      b[i] = (byte) ((hi << 4) | lo);
    }
    return b;
  }
}
