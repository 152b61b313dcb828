package dev.ply.core;

import io.vavr.Tuple2;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Comparator;
import java.util.function.BiConsumer;

/**
 * The canonical encoding of a state: what {@link Game#encode} writes, value by value, in an order
 * the game fixes on purpose. The log's hash chain digests it ({@code docs/log-format.md}), so it
 * must be equal for equal states on every JVM, and differ whenever any part of the state differs.
 *
 * <p>It names no fields: a value is a one-byte tag and its content (an int as a zigzag varint, a
 * long as 8 bytes big-endian, a string as its UTF-8 length as a varint and its UTF-8 bytes, a
 * collection as its size as a varint then its elements), so renaming a
 * Java field or moving code cannot change a recorded hash, while a change of the content does.
 * Every value is self-delimiting, so two different sequences of writes never give equal bytes.
 *
 * <p>Write enums and content by their spec ID ({@link #id}), never by {@code Enum.name()} or
 * {@code toString}; write hash-ordered collections through {@link #map} or {@link #set} with an
 * order; leave the random source out (the chain covers the draws instead).
 *
 * <p>A writer streams into a SHA-256 digest (the log) or into a byte array (tests, {@link #text}).
 * It is not thread-safe; core keeps one per thread.
 */
public final class CanonicalWriter {
  // Tags: one byte before every value. Part of the log format: never change or reuse one.
  static final byte INT = 'i';
  static final byte LONG = 'l';
  static final byte TRUE = 't';
  static final byte FALSE = 'f';
  static final byte STRING = 's';
  static final byte ID = 'd';
  static final byte PLAYER = 'p';
  static final byte LIST = '[';
  static final byte NONE = 'n';
  static final byte SOME = 'o';
  static final byte BYTES = 'b';

  private final MessageDigest digest;
  private byte[] buf;
  private int n;

  private CanonicalWriter(MessageDigest digest, int capacity) {
    this.digest = digest;
    this.buf = new byte[capacity];
  }

  /** A writer that keeps the bytes ({@link #toBytes()}). */
  public static CanonicalWriter toByteArray() {
    return new CanonicalWriter(null, 256);
  }

  /** A writer that streams into {@code digest}; call {@link #flush()} before reading the digest. */
  public static CanonicalWriter into(MessageDigest digest) {
    return new CanonicalWriter(digest, 4096);
  }

  /** The canonical encoding of {@code state} as bytes (for tests and tools). */
  public static <S> byte[] encode(Game<S, ?> game, S state) {
    CanonicalWriter w = toByteArray();
    game.encode(state, w);
    return w.toBytes();
  }

  // ------------------------------------------------------------------ values

  public CanonicalWriter integer(int v) {
    ensure(6);
    buf[n++] = INT;
    putVarint((v << 1) ^ (v >> 31));
    return this;
  }

  public CanonicalWriter longInt(long v) {
    ensure(9);
    buf[n++] = LONG;
    putInt((int) (v >>> 32));
    putInt((int) v);
    return this;
  }

  public CanonicalWriter bool(boolean v) {
    ensure(1);
    buf[n++] = v ? TRUE : FALSE;
    return this;
  }

  /** Free text (a name, a reason). */
  public CanonicalWriter string(String s) {
    return text(STRING, s);
  }

  /**
   * An enum constant, a card, a square or a rule by the ID it has in the game's spec (e.g.
   * {@code "W-4"}, {@code "HERO_DIED"}), never by a Java name that a refactoring may change.
   */
  public CanonicalWriter id(String specId) {
    return text(ID, specId);
  }

  public CanonicalWriter player(PlayerId p) {
    return text(PLAYER, p.name());
  }

  /** Raw bytes with their length (e.g. a packed array the game owns). */
  public CanonicalWriter bytes(byte[] b) {
    ensure(6 + b.length);
    buf[n++] = BYTES;
    putVarint(b.length);
    System.arraycopy(b, 0, buf, n, b.length);
    n += b.length;
    return this;
  }

  /** The start of an ordered collection of {@code size} values, which the caller writes next. */
  public CanonicalWriter list(int size) {
    ensure(6);
    buf[n++] = LIST;
    putVarint(size);
    return this;
  }

  /** An absent optional value. */
  public CanonicalWriter none() {
    ensure(1);
    buf[n++] = NONE;
    return this;
  }

  /** A present optional value, which the caller writes next. */
  public CanonicalWriter some() {
    ensure(1);
    buf[n++] = SOME;
    return this;
  }

  // ------------------------------------------------------------------ collections

  /** An ordered collection, each element written by {@code each}. */
  public <T> CanonicalWriter list(Seq<? extends T> items, BiConsumer<CanonicalWriter, ? super T> each) {
    list(items.size());
    for (T t : items) {
      each.accept(this, t);
    }
    return this;
  }

  public CanonicalWriter ints(Seq<Integer> items) {
    list(items.size());
    for (Integer i : items) {
      integer(i);
    }
    return this;
  }

  /** A collection of spec IDs (cards, squares). */
  public CanonicalWriter ids(Seq<String> items) {
    list(items.size());
    for (String s : items) {
      id(s);
    }
    return this;
  }

  public CanonicalWriter players(Seq<PlayerId> items) {
    list(items.size());
    for (PlayerId p : items) {
      player(p);
    }
    return this;
  }

  public <T> CanonicalWriter option(Option<? extends T> value, BiConsumer<CanonicalWriter, ? super T> each) {
    if (value.isEmpty()) {
      return none();
    }
    some();
    each.accept(this, value.get());
    return this;
  }

  /** A set, in the order of {@code order} (never in hash order). */
  public <T> CanonicalWriter set(Set<T> items, Comparator<? super T> order, BiConsumer<CanonicalWriter, ? super T> each) {
    return list(items.toList().sorted(order), each);
  }

  /** A map as a list of key, value pairs in the order of its keys by {@code order}. */
  public <K, V> CanonicalWriter map(Map<K, V> entries, Comparator<? super K> order,
      BiConsumer<CanonicalWriter, ? super K> key, BiConsumer<CanonicalWriter, ? super V> value) {
    list(entries.size());
    for (Tuple2<K, V> e : entries.toList().sortBy(order, Tuple2::_1)) {
      key.accept(this, e._1);
      value.accept(this, e._2);
    }
    return this;
  }

  // ------------------------------------------------------------------ output

  /** The bytes written so far (a writer made by {@link #toByteArray()}). */
  public byte[] toBytes() {
    if (digest != null) {
      throw new IllegalStateException("this writer streams into a digest");
    }
    return Arrays.copyOf(buf, n);
  }

  /** Passes buffered bytes on to the digest. */
  public void flush() {
    if (digest != null && n > 0) {
      digest.update(buf, 0, n);
      n = 0;
    }
  }

  /**
   * The encoding as readable tokens, one value each: {@code i3 s"Ann" d"W-4" [2 t f n o}. For bug
   * reports and tests; the digest sees the bytes, not this text.
   */
  public static String text(byte[] encoding) {
    StringBuilder sb = new StringBuilder();
    read(encoding, (tag, value) -> {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append((char) tag.byteValue());
      if (value instanceof String str) {
        sb.append('"').append(str).append('"');
      } else if (value != null) {
        sb.append(value);
      }
    });
    return sb.toString();
  }

  /** The text values (strings, ids, players) of an encoding, in order; tests check no field name is among them. */
  public static java.util.List<String> strings(byte[] encoding) {
    java.util.List<String> out = new java.util.ArrayList<>();
    read(encoding, (tag, value) -> {
      if (value instanceof String str && tag != BYTES) {
        out.add(str);
      }
    });
    return out;
  }

  /** Visits each value: its tag and its content (an Integer, Long, String, or null for t f n o). */
  private static void read(byte[] encoding, BiConsumer<Byte, Object> visit) {
    int[] pos = {0};
    while (pos[0] < encoding.length) {
      byte tag = encoding[pos[0]++];
      switch (tag) {
        case INT -> {
          int z = readVarint(encoding, pos);
          visit.accept(tag, (z >>> 1) ^ -(z & 1));
        }
        case LIST -> visit.accept(tag, readVarint(encoding, pos));
        case LONG -> {
          int i = pos[0];
          visit.accept(tag, ((long) readInt(encoding, i) << 32) | (readInt(encoding, i + 4) & 0xFFFFFFFFL));
          pos[0] += 8;
        }
        case TRUE, FALSE, NONE, SOME -> visit.accept(tag, null);
        case STRING, ID, PLAYER, BYTES -> {
          int len = readVarint(encoding, pos);
          visit.accept(tag, new String(encoding, pos[0], len, StandardCharsets.UTF_8));
          pos[0] += len;
        }
        default -> throw new IllegalArgumentException(
            "not a canonical encoding: tag " + tag + " at byte " + (pos[0] - 1));
      }
    }
  }

  // ------------------------------------------------------------------ internals

  private CanonicalWriter text(byte tag, String s) {
    int len = s.length();
    boolean ascii = true;
    for (int i = 0; i < len; i++) {
      if (s.charAt(i) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      ensure(6 + len);
      buf[n++] = tag;
      putVarint(len);
      for (int i = 0; i < len; i++) {
        buf[n++] = (byte) s.charAt(i);
      }
      return this;
    }
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    ensure(6 + utf8.length);
    buf[n++] = tag;
    putVarint(utf8.length);
    System.arraycopy(utf8, 0, buf, n, utf8.length);
    n += utf8.length;
    return this;
  }

  private void putInt(int v) {
    buf[n++] = (byte) (v >>> 24);
    buf[n++] = (byte) (v >>> 16);
    buf[n++] = (byte) (v >>> 8);
    buf[n++] = (byte) v;
  }

  /** Unsigned LEB128: seven bits a byte, low bits first, the high bit set on all but the last. */
  private void putVarint(int v) {
    while ((v & ~0x7F) != 0) {
      buf[n++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    buf[n++] = (byte) v;
  }

  /** Reads a varint at {@code pos[0]}, advancing it. */
  private static int readVarint(byte[] b, int[] pos) {
    int v = 0;
    int shift = 0;
    while (true) {
      byte x = b[pos[0]++];
      v |= (x & 0x7F) << shift;
      if (x >= 0) {
        return v;
      }
      shift += 7;
    }
  }

  private static int readInt(byte[] b, int i) {
    return ((b[i] & 0xFF) << 24) | ((b[i + 1] & 0xFF) << 16) | ((b[i + 2] & 0xFF) << 8) | (b[i + 3] & 0xFF);
  }

  private void ensure(int more) {
    if (n + more <= buf.length) {
      return;
    }
    if (digest != null) {
      flush();
      if (more <= buf.length) {
        return;
      }
    }
    buf = Arrays.copyOf(buf, Math.max(buf.length * 2, n + more));
  }
}
