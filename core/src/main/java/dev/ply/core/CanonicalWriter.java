package dev.ply.core;

import io.vavr.Tuple2;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Comparator;
import java.util.function.BiConsumer;

/**
 * The canonical encoding of a state: what {@link Game#encode} writes, value by value, in an order
 * the game fixes on purpose. The log's hash chain hashes it ({@code docs/log-format.md}), so it
 * must be equal for equal states on every JVM, and differ whenever any part of the state differs.
 *
 * <p>It names no fields. Each value becomes one or more 64-bit words: a head word holding the
 * value's tag in its top byte and its content or length in the low 56 bits (an int as its 32
 * bits, a collection's size, a text's length in UTF-16 units, a byte string's length), then, for
 * a long, text or bytes, the words of its content (a long as itself; text 4 chars a word, bytes 8
 * a word, the first in the low bits, the last word padded with zeros). So renaming a Java field
 * or moving code cannot change a recorded hash, while a change of the content does; and every
 * value is self-delimiting, so two different sequences of writes never give equal words.
 *
 * <p>Two kinds of value make an encoding cheaper to hash (both opt-in, so a game's recorded hashes
 * change only when it adopts them): {@link #tiny} packs small numbers seven to a word, and
 * {@link #part} hashes an immutable substructure as its digest, remembered for the very same
 * object, so an unchanged deck costs three words and no walk ({@code docs/log-format.md}).
 *
 * <p>Write enums and content by their spec ID ({@link #id}), never by {@code Enum.name()} or
 * {@code toString}; write hash-ordered collections through {@link #map} or {@link #set} with an
 * order; leave the random source out (the chain covers the draws instead).
 *
 * <p>A writer either hashes the words as they come ({@link #hashing()}: MurmurHash3 x64_128, seed
 * 0, of the words as little-endian bytes; the log's chain) or keeps them ({@link #toByteArray()}:
 * the same words, compactly, for tests and {@link #text}). It is not thread-safe; the log's
 * chain keeps one per log (a replay, a recording).
 */
public final class CanonicalWriter {
  // Tags: the top byte of a value's head word. Part of the log format: never change or reuse one.
  static final long INT = 'i';
  static final long LONG = 'l';
  static final long TRUE = 't';
  static final long FALSE = 'f';
  static final long STRING = 's';
  static final long ID = 'd';
  static final long PLAYER = 'p';
  static final long LIST = '[';
  static final long NONE = 'n';
  static final long SOME = 'o';
  static final long BYTES = 'b';
  /** Ends a part of the chain that a game writes freely (an action); a game's encoding never writes it. */
  static final long END = 'e';
  /** The digest of a part ({@link #part}): the head (content: the part's word count), then h1, h2. */
  static final long PART = 'h';
  /** Open and close a part in a byte-array writer's keeping form only; {@link #words} folds them into a PART. */
  static final long OPEN = '{';
  static final long CLOSE = '}';
  /** Tags 1 to 7: a word of that many {@link #tiny} values, a byte each, the first in the low bits. */
  private static final long TINY_MAX = 7;
  /** A {@link #tiny} value of 255 escapes one that does not fit a byte: the int follows as an INT. */
  private static final int TINY_ESCAPE = 255;
  private static final long LOW56 = (1L << 56) - 1;
  /** Eight bytes as a little-endian long, read at once (a chain link is two such words). */
  private static final java.lang.invoke.VarHandle LITTLE_ENDIAN_LONG =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  /** Hashes (MurmurHash3 x64_128) instead of keeping the words. */
  private final boolean hashing;
  /**
   * Keeps each part's words between OPEN and CLOSE marks (a byte-array writer: its bytes show a
   * part's content; {@link #words} folds it into its digest). A writer that hashes, and the
   * writers it gives a part to, write the part's digest instead.
   */
  private final boolean expanding;
  /** Tiny values waiting to fill a word ({@link #tiny}): their bytes and their count. */
  private long tinyWord;
  private int tinyCount;
  private long[] buf;
  private int n;
  /** How many times the buffer was passed on to the hash: a segment written across it is not kept. */
  private int flushes;
  private long h1;
  private long h2;
  /** Words hashed so far (the buffered ones not counted). */
  private long hashed;
  /**
   * The words of collections written lately, by identity (a hashing writer only). Vavr
   * collections are persistent, so one that is the very same object as before has the same
   * elements and encodes to the same words; from one position to the next most of a state's long
   * collections (decks, discard piles) are shared unchanged, and copying their words is cheaper
   * than walking them again. Direct-mapped: a slot per identity hash, the newest wins.
   */
  private final Object[] segmentOf;
  private final long[][] segment;
  private static final int SEGMENTS = 64;
  /** Shorter collections are cheaper to write than to look up. */
  private static final int SEGMENT_MIN = 8;

  /**
   * The digests of parts written lately ({@link #part}), by the identity of the value and of the
   * function that wrote it: an immutable value written by the same function writes the same
   * words, so its digest is written again without walking it. Direct-mapped, the newest wins;
   * shared by a hashing writer and the writers it hands its parts to.
   */
  private final Object[] partOf;
  private final Object[] partBy;
  private final long[] partWords;
  private static final int PARTS = 256;
  /** The encoding's own scratch objects ({@link #scratch}); shared with the writers parts go to. */
  private final Scratch scratch;
  /** The writer a part is written to (one per nesting depth), made when first needed. */
  private CanonicalWriter child;
  /** A part's digest, as {@link #digest} leaves it. */
  private long d1;
  private long d2;

  private CanonicalWriter(boolean hashing, boolean expanding, int capacity, CanonicalWriter parent) {
    this.hashing = hashing;
    this.expanding = expanding;
    this.buf = new long[capacity];
    this.segmentOf = hashing ? new Object[SEGMENTS] : null;
    this.segment = hashing ? new long[SEGMENTS][] : null;
    this.scratch = parent != null ? parent.scratch : new Scratch();
    if (expanding) {
      this.partOf = null;
      this.partBy = null;
      this.partWords = null;
      this.textOf = null;
      this.textWords = null;
    } else if (parent != null) {
      this.partOf = parent.partOf;
      this.partBy = parent.partBy;
      this.partWords = parent.partWords;
      this.textOf = parent.textOf;
      this.textWords = parent.textWords;
    } else {
      this.partOf = new Object[PARTS];
      this.partBy = new Object[PARTS];
      this.partWords = new long[3 * PARTS];
      this.textOf = new String[TEXTS];
      this.textWords = new long[TEXTS][];
      Arrays.fill(textWords, new long[] {-1L});
    }
  }

  /**
   * The object of type {@code type} that a game's encoding keeps in this writer, made by
   * {@code make} the first time it is asked for: where an encoding keeps what it derived from the
   * last state it wrote (by identity) to write the next one faster, instead of in a static or
   * thread-local memory. It lives as long as the writer: one replay, one recording, one
   * {@link #encode} (which starts with a new writer); {@link #reset()} keeps it. Whatever it
   * remembers must only ever save work: the words written must be the same without it.
   */
  public <T> T scratch(Class<T> type, java.util.function.Supplier<? extends T> make) {
    return scratch.of(type, make);
  }

  /** A writer's scratch objects by type: a game's encoding keeps one or two, so a short list. */
  private static final class Scratch {
    private Class<?>[] types = new Class<?>[2];
    private Object[] values = new Object[2];
    private int size;

    <T> T of(Class<T> type, java.util.function.Supplier<? extends T> make) {
      for (int i = 0; i < size; i++) {
        if (types[i] == type) {
          return type.cast(values[i]);
        }
      }
      T made = java.util.Objects.requireNonNull(make.get(), "the scratch object");
      if (size == types.length) {
        types = Arrays.copyOf(types, 2 * size);
        values = Arrays.copyOf(values, 2 * size);
      }
      types[size] = type;
      values[size] = made;
      size++;
      return made;
    }
  }

  /** A writer that keeps the words ({@link #toBytes()}). */
  public static CanonicalWriter toByteArray() {
    return new CanonicalWriter(false, true, 64, null);
  }

  /** A writer that hashes what it is given ({@link #hash128}); {@link #reset()} starts a new hash. */
  public static CanonicalWriter hashing() {
    return new CanonicalWriter(true, false, 512, null);
  }

  /** The canonical encoding of {@code state} as bytes ({@link #toBytes()}; for tests and tools). */
  public static <S> byte[] encode(Game<S, ?> game, S state) {
    CanonicalWriter w = toByteArray();
    game.encode(state, w);
    return w.toBytes();
  }

  // ------------------------------------------------------------------ values

  public CanonicalWriter integer(int v) {
    ensure(1);
    buf[n++] = head(INT, v & 0xFFFFFFFFL);
    return this;
  }

  public CanonicalWriter longInt(long v) {
    ensure(2);
    buf[n++] = head(LONG, 0);
    buf[n++] = v;
    return this;
  }

  public CanonicalWriter bool(boolean v) {
    ensure(1);
    buf[n++] = head(v ? TRUE : FALSE, 0);
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
    return bytes(b, 0, b.length);
  }

  /** {@code length} raw bytes of {@code b} from {@code offset}, with their length. */
  public CanonicalWriter bytes(byte[] b, int offset, int length) {
    int words = (length + 7) >>> 3;
    ensure(1 + words);
    buf[n++] = head(BYTES, length);
    int end = offset + length;
    int i = offset;
    for (; i + 8 <= end; i += 8) {
      buf[n++] = (long) LITTLE_ENDIAN_LONG.get(b, i);
    }
    if (i < end) {
      long w = 0;
      for (int j = end - 1; j >= i; j--) {
        w = (w << 8) | (b[j] & 0xFF);
      }
      buf[n++] = w;
    }
    return this;
  }

  /** The start of an ordered collection of {@code size} values, which the caller writes next. */
  public CanonicalWriter list(int size) {
    ensure(1);
    buf[n++] = head(LIST, size & 0xFFFFFFFFL);
    return this;
  }

  /** An absent optional value. */
  public CanonicalWriter none() {
    ensure(1);
    buf[n++] = head(NONE, 0);
    return this;
  }

  /** A present optional value, which the caller writes next. */
  public CanonicalWriter some() {
    ensure(1);
    buf[n++] = head(SOME, 0);
    return this;
  }

  /**
   * Ends a part whose values the game chooses freely: the log's chain writes it after an action's
   * encoding ({@link Game#encodeAction}), so that no action's values can run into the draws after
   * it. A game's {@code encode} or {@code encodeAction} never writes it.
   */
  public CanonicalWriter end() {
    ensure(1);
    buf[n++] = head(END, 0);
    return this;
  }

  /**
   * A small value: a count, a flag, a catalogue number. Values from 0 to 254 take a byte, packed
   * seven to a word with the tiny values written just before and after; any other int takes the
   * byte 255 and then an {@link #integer} word. So a run of small numbers costs a seventh of
   * their {@link #integer} words, and the hash has that much less to read. A game that writes a
   * count this way writes the counted values right after it, so its encoding stays decodable.
   */
  public CanonicalWriter tiny(int v) {
    if (v >= 0 && v < TINY_ESCAPE) {
      if (tinyCount == TINY_MAX) {
        flushTiny();
      }
      tinyWord |= (long) v << (tinyCount << 3);
      tinyCount++;
      return this;
    }
    if (tinyCount == TINY_MAX) {
      flushTiny();
    }
    tinyWord |= (long) TINY_ESCAPE << (tinyCount << 3);
    tinyCount++;
    return integer(v);
  }

  /** A boolean as a {@link #tiny} value, 1 or 0. */
  public CanonicalWriter tinyBool(boolean v) {
    return tiny(v ? 1 : 0);
  }

  /** Writes the waiting tiny values' word. */
  private void flushTiny() {
    if (n + 1 > buf.length) {
      int count = tinyCount;
      tinyCount = 0;
      ensure(1);
      tinyCount = count;
    }
    buf[n++] = ((long) tinyCount << 56) | tinyWord;
    tinyWord = 0;
    tinyCount = 0;
  }

  /**
   * A part of the state, written by {@code write} (which must depend on {@code value} alone, and
   * {@code value} must be immutable), hashed as its digest: the word {@code h} (content: the
   * number of the part's words), then the MurmurHash3 x64_128 of the part's words, as
   * {@code h1} and {@code h2}. Merkle-style, like a Git tree: the digest changes whenever the
   * part's words do, and a part that is the very same object, written by the very same function,
   * as one written lately costs three words and no walk. Use it for big substructures that most
   * steps leave unchanged (a deck, a player's board). A byte-array writer keeps the part's words
   * between marks, so {@link #text} and {@link #strings} show them; {@link #words} folds them.
   */
  public <T> CanonicalWriter part(T value, BiConsumer<CanonicalWriter, ? super T> write) {
    if (expanding) {
      ensure(1);
      buf[n++] = head(OPEN, 0);
      write.accept(this, value);
      ensure(1);
      buf[n++] = head(CLOSE, 0);
      return this;
    }
    ensure(3);
    int h = System.identityHashCode(value);
    int slot = (h ^ (h >>> 8) ^ (h >>> 16)) & (PARTS - 1);
    if (partOf[slot] == value && partBy[slot] == write) {
      buf[n++] = partWords[3 * slot];
      buf[n++] = partWords[3 * slot + 1];
      buf[n++] = partWords[3 * slot + 2];
      return this;
    }
    CanonicalWriter c = child;
    if (c == null) {
      c = child = new CanonicalWriter(false, false, 64, this);
    }
    c.n = 0;
    c.tinyCount = 0;
    c.tinyWord = 0;
    write.accept(c, value);
    if (c.tinyCount != 0) {
      c.flushTiny();
    }
    digest(c.buf, 0, c.n);
    ensure(3);
    long hw = head(PART, c.n);
    buf[n++] = hw;
    buf[n++] = d1;
    buf[n++] = d2;
    partOf[slot] = value;
    partBy[slot] = write;
    partWords[3 * slot] = hw;
    partWords[3 * slot + 1] = d1;
    partWords[3 * slot + 2] = d2;
    return this;
  }

  /** MurmurHash3 x64_128 of {@code w[from..to)} as little-endian bytes, into {@link #d1}, {@link #d2}. */
  private void digest(long[] w, int from, int to) {
    long a = 0;
    long b = 0;
    int i = from;
    for (; i + 1 < to; i += 2) {
      a ^= k1(w[i]);
      a = Long.rotateLeft(a, 27) + b;
      a = a * 5 + 0x52dce729;
      b ^= k2(w[i + 1]);
      b = Long.rotateLeft(b, 31) + a;
      b = b * 5 + 0x38495ab5;
    }
    if (i < to) {
      a ^= k1(w[i]);
    }
    // finish(...) inlined: a part is digested on every step of a replay, without the array
    long length = 8L * (to - from);
    a ^= length;
    b ^= length;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    a += b;
    b += a;
    d1 = a;
    d2 = b;
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
    int size = items.size();
    int slot = size < SEGMENT_MIN || segment == null ? -1 : slot(items);
    if (slot >= 0 && segmentOf[slot] == items) {
      return copy(segment[slot]);
    }
    ensure(1 + size);
    int start = n;
    int f = flushes;
    buf[n++] = head(LIST, size);
    for (Integer i : items) {
      buf[n++] = head(INT, i & 0xFFFFFFFFL);
    }
    return keep(slot, items, start, f);
  }

  /** A collection of spec IDs (cards, squares). */
  public CanonicalWriter ids(Seq<String> items) {
    int size = items.size();
    int slot = size < SEGMENT_MIN || segment == null ? -1 : slot(items);
    if (slot >= 0 && segmentOf[slot] == items) {
      return copy(segment[slot]);
    }
    list(size);
    int start = n - 1;
    int f = flushes;
    for (String s : items) {
      id(s);
    }
    return keep(slot, items, start, f);
  }

  private static int slot(Object items) {
    int h = System.identityHashCode(items);
    return (h ^ (h >>> 16)) & (SEGMENTS - 1);
  }

  private CanonicalWriter copy(long[] words) {
    ensure(words.length);
    System.arraycopy(words, 0, buf, n, words.length);
    n += words.length;
    return this;
  }

  /** Keeps the words of {@code items} written from {@code start}, unless the buffer was hashed meanwhile. */
  private CanonicalWriter keep(int slot, Object items, int start, int flushesBefore) {
    if (slot >= 0 && flushes == flushesBefore) {
      segmentOf[slot] = items;
      segment[slot] = Arrays.copyOfRange(buf, start, n);
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

  /**
   * The words written so far, compactly (a writer made by {@link #toByteArray()}): each head word
   * rotated left by 8 bits (its tag to the low byte) as an unsigned LEB128 varint, a long's word as
   * a varint, a text's units one varint each, a byte string's bytes as they are; so a small value
   * takes two or three bytes. {@link #words} reads them back.
   */
  public byte[] toBytes() {
    if (hashing) {
      throw new IllegalStateException("this writer hashes what it is given");
    }
    if (tinyCount != 0) {
      flushTiny();
    }
    byte[] out = new byte[16 + 10 * n];
    int[] at = {0};
    int i = 0;
    while (i < n) {
      long w = buf[i++];
      out = varint(out, at, Long.rotateLeft(w, 8));
      long tag = w >>> 56;
      int len = (int) (w & LOW56);
      if (tag == LONG || tag == PART) {
        out = varint(out, at, buf[i++]);
        if (tag == PART) {
          out = varint(out, at, buf[i++]);
        }
      } else if (tag == STRING || tag == ID || tag == PLAYER) {
        for (int k = 0; k < len; k++) {
          out = varint(out, at, (buf[i + k / 4] >>> (16 * (k % 4))) & 0xFFFF);
        }
        i += (len + 3) / 4;
      } else if (tag == BYTES) {
        for (int k = 0; k < len; k++) {
          out = varint(out, at, (buf[i + k / 8] >>> (8 * (k % 8))) & 0xFF);
        }
        i += (len + 7) / 8;
      }
    }
    return Arrays.copyOf(out, at[0]);
  }

  private static byte[] varint(byte[] out, int[] at, long v) {
    if (at[0] + 10 > out.length) {
      out = Arrays.copyOf(out, 2 * out.length + 10);
    }
    while ((v & ~0x7FL) != 0) {
      out[at[0]++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out[at[0]++] = (byte) v;
    return out;
  }

  /**
   * The words of an encoding ({@link #toBytes()}), each part ({@link #part}) folded into its
   * digest; MurmurHash3 of them as little-endian bytes is its hash.
   */
  public static long[] words(byte[] encoding) {
    return words(encoding, true);
  }

  /** The words, each part folded into its digest ({@code fold}) or kept between its marks. */
  private static long[] words(byte[] encoding, boolean fold) {
    long[] out = new long[encoding.length + 16];
    int k = 0;
    int[] at = {0};
    int[] opened = new int[8];
    int depth = 0;
    while (at[0] < encoding.length) {
      long w = Long.rotateRight(readVarint(encoding, at), 8);
      long tag = w >>> 56;
      int len = (int) (w & LOW56);
      int count = tag == LONG ? 1 : tag == PART ? 2
          : tag == STRING || tag == ID || tag == PLAYER ? (len + 3) / 4 : tag == BYTES ? (len + 7) / 8 : 0;
      boolean text = tag == STRING || tag == ID || tag == PLAYER || tag == BYTES;
      if (text && (len < 0 || count > encoding.length)) {
        throw new IllegalArgumentException("not a canonical encoding: a length runs past the end");
      }
      if (k + 4 + count > out.length) {
        out = Arrays.copyOf(out, 2 * out.length + count + 4);
      }
      if (fold && tag == OPEN) {
        if (depth == opened.length) {
          opened = Arrays.copyOf(opened, 2 * depth);
        }
        opened[depth++] = k;
        continue;
      }
      if (fold && tag == CLOSE) {
        if (depth == 0) {
          throw new IllegalArgumentException("not a canonical encoding: a part closes that never opened");
        }
        int from = opened[--depth];
        CanonicalWriter d = new CanonicalWriter(false, true, 1, null);
        d.digest(out, from, k);
        out[from] = head(PART, k - from);
        out[from + 1] = d.d1;
        out[from + 2] = d.d2;
        k = from + 3;
        continue;
      }
      out[k++] = w;
      if (tag == LONG || tag == PART) {
        for (int c = 0; c < count; c++) {
          out[k++] = readVarint(encoding, at);
        }
      } else if (text) {
        int per = tag == BYTES ? 8 : 4;
        int bits = tag == BYTES ? 8 : 16;
        long mask = tag == BYTES ? 0xFF : 0xFFFF;
        Arrays.fill(out, k, k + count, 0L); // a folded part may have left its words here
        for (int c = 0; c < len; c++) {
          out[k + c / per] |= (readVarint(encoding, at) & mask) << (bits * (c % per));
        }
        k += count;
      }
    }
    if (fold && depth != 0) {
      throw new IllegalArgumentException("not a canonical encoding: a part never closes");
    }
    return Arrays.copyOf(out, k);
  }

  private static long readVarint(byte[] b, int[] at) {
    long v = 0;
    int shift = 0;
    byte x;
    do {
      if (at[0] >= b.length || shift > 63) {
        throw new IllegalArgumentException("not a canonical encoding: a word is cut off at byte " + at[0]);
      }
      x = b[at[0]++];
      v |= (long) (x & 0x7F) << shift;
      shift += 7;
    } while (x < 0);
    return v;
  }

  /** The words as little-endian bytes, 8 a word: what the hash reads. */
  public static byte[] littleEndian(long[] words) {
    byte[] out = new byte[8 * words.length];
    for (int i = 0; i < words.length; i++) {
      putLong(out, 8 * i, words[i]);
    }
    return out;
  }

  /** Forgets what was written: the next value starts a new encoding (and a new hash). */
  public void reset() {
    n = 0;
    tinyWord = 0;
    tinyCount = 0;
    h1 = 0;
    h2 = 0;
    hashed = 0;
  }

  /**
   * Writes the 128-bit hash of everything written since the last {@link #reset()} into {@code out}
   * (16 bytes from {@code offset}: {@code h1} then {@code h2}, each little-endian, as MurmurHash3
   * x64_128 gives them), then resets. A hashing writer only.
   */
  public void hash128(byte[] out, int offset) {
    if (!hashing) {
      throw new IllegalStateException("this writer keeps its words; hash them with murmur3x64_128");
    }
    if (tinyCount != 0) {
      flushTiny();
    }
    absorb();
    long a = h1;
    long b = h2;
    long total = hashed;
    if (n == 1) {
      a ^= k1(buf[0]);
      total++;
    }
    long[] h = finish(a, b, 8 * total);
    putLong(out, offset, h[0]);
    putLong(out, offset + 8, h[1]);
    reset();
  }

  /**
   * MurmurHash3 x64_128 (Austin Appleby's public-domain reference, seed 0) of {@code data}: the
   * 16 bytes {@code h1} then {@code h2}, each little-endian. What a hashing writer gives for the
   * same words, computed byte by byte, for tests and for anyone checking a log by other means.
   */
  public static byte[] murmur3x64_128(byte[] data) {
    long a = 0;
    long b = 0;
    int blocks = data.length / 16;
    for (int i = 0; i < blocks; i++) {
      long k1 = getLong(data, 16 * i);
      long k2 = getLong(data, 16 * i + 8);
      a ^= k1(k1);
      a = Long.rotateLeft(a, 27) + b;
      a = a * 5 + 0x52dce729;
      b ^= k2(k2);
      b = Long.rotateLeft(b, 31) + a;
      b = b * 5 + 0x38495ab5;
    }
    int tail = 16 * blocks;
    int rest = data.length - tail;
    long k1 = 0;
    long k2 = 0;
    for (int j = rest - 1; j >= 8; j--) {
      k2 = (k2 << 8) | (data[tail + j] & 0xFF);
    }
    for (int j = Math.min(rest, 8) - 1; j >= 0; j--) {
      k1 = (k1 << 8) | (data[tail + j] & 0xFF);
    }
    if (rest > 8) {
      b ^= k2(k2);
    }
    if (rest > 0) {
      a ^= k1(k1);
    }
    long[] h = finish(a, b, data.length);
    byte[] out = new byte[16];
    putLong(out, 0, h[0]);
    putLong(out, 8, h[1]);
    return out;
  }

  /**
   * The encoding as readable tokens, one value each: {@code i3 s"Ann" d"W-4" [2 t f n o y5}, a
   * part between {@code {} and {@code }}. For bug reports and tests; the hash sees the words (each
   * part folded into its digest), not this text.
   */
  public static String text(byte[] encoding) {
    StringBuilder sb = new StringBuilder();
    read(encoding, (tag, value) -> {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append((char) tag.intValue());
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

  /**
   * Visits each value: its tag and its content (an Integer, Long, String, or null for t f n o e
   * and a part's marks {@code { }}); each tiny value as {@code y} and its byte.
   */
  private static void read(byte[] encoding, BiConsumer<Integer, Object> visit) {
    long[] ws = words(encoding, false);
    int words = ws.length;
    int i = 0;
    while (i < words) {
      long w = ws[i++];
      int tag = (int) (w >>> 56);
      long low = w & LOW56;
      switch (tag) {
        case (int) INT -> visit.accept(tag, (int) low);
        case (int) LIST -> visit.accept(tag, (int) low);
        case (int) LONG -> visit.accept(tag, ws[i++]);
        case (int) TRUE, (int) FALSE, (int) NONE, (int) SOME, (int) END, (int) OPEN, (int) CLOSE ->
            visit.accept(tag, null);
        case 1, 2, 3, 4, 5, 6, 7 -> {
          for (int k = 0; k < tag; k++) {
            visit.accept((int) 'y', (int) ((w >>> (8 * k)) & 0xFF));
          }
        }
        case (int) PART -> {
          visit.accept(tag, ws[i]);
          i += 2;
        }
        case (int) STRING, (int) ID, (int) PLAYER -> {
          char[] c = new char[(int) low];
          for (int k = 0; k < c.length; k++) {
            c[k] = (char) (ws[i + k / 4] >>> (16 * (k % 4)));
          }
          i += (c.length + 3) / 4;
          visit.accept(tag, new String(c));
        }
        case (int) BYTES -> {
          byte[] b = new byte[(int) low];
          for (int k = 0; k < b.length; k++) {
            b[k] = (byte) (ws[i + k / 8] >>> (8 * (k % 8)));
          }
          i += (b.length + 7) / 8;
          visit.accept(tag, new String(b, java.nio.charset.StandardCharsets.UTF_8));
        }
        default -> throw new IllegalArgumentException(
            "not a canonical encoding: tag " + tag + " at word " + (i - 1));
      }
    }
  }

  // ------------------------------------------------------------------ internals

  private static long head(long tag, long content) {
    return (tag << 56) | content;
  }

  /** Text as UTF-16 units, four a word, the first in the low bits: no UTF-8 conversion on the way. */
  private CanonicalWriter text(long tag, String s) {
    int len = s.length();
    int words = (len + 3) >>> 2;
    ensure(1 + words);
    long head = head(tag, len);
    if (words > 1 && textOf != null) {
      // Longer ids recur (the same String objects, from the game's catalogue): their words are
      // kept by identity, as reading them char by char costs more than copying them.
      int slot = s.hashCode() & (TEXTS - 1);
      long[] kept = textWords[slot];
      if (textOf[slot] == s && kept[0] == head) {
        System.arraycopy(kept, 0, buf, n, kept.length);
        n += kept.length;
        return this;
      }
      int start = n;
      pack(head, s, len);
      textOf[slot] = s;
      textWords[slot] = Arrays.copyOfRange(buf, start, n);
      return this;
    }
    pack(head, s, len);
    return this;
  }

  private void pack(long head, String s, int len) {
    buf[n++] = head;
    int i = 0;
    for (; i + 4 <= len; i += 4) {
      buf[n++] = s.charAt(i) | (long) s.charAt(i + 1) << 16 | (long) s.charAt(i + 2) << 32
          | (long) s.charAt(i + 3) << 48;
    }
    if (i < len) {
      long w = 0;
      for (int j = len - 1; j >= i; j--) {
        w = (w << 16) | s.charAt(j);
      }
      buf[n++] = w;
    }
  }

  /** Texts written lately and their words (head first), by identity; direct-mapped by the text's hash. */
  private static final int TEXTS = 256;
  private final String[] textOf;
  private final long[][] textWords;

  private void ensure(int more) {
    if (tinyCount != 0) {
      flushTiny();
    }
    if (n + more <= buf.length) {
      return;
    }
    if (hashing) {
      absorb();
      if (n + more <= buf.length) {
        return;
      }
    }
    buf = Arrays.copyOf(buf, Math.max(buf.length * 2, n + more));
  }

  // MurmurHash3 x64_128, streaming over whole 16-byte blocks (two words); an odd word waits.
  private static final long C1 = 0x87c37b91114253d5L;
  private static final long C2 = 0x4cf5ad432745937fL;

  /** Hashes the buffered words in pairs, keeping an odd last word buffered. */
  private void absorb() {
    if (!hashing || n < 2) {
      return;
    }
    long a = h1;
    long b = h2;
    long[] w = buf;
    int pairs = n >>> 1;
    for (int i = 0; i < 2 * pairs; i += 2) {
      a ^= k1(w[i]);
      a = Long.rotateLeft(a, 27) + b;
      a = a * 5 + 0x52dce729;
      b ^= k2(w[i + 1]);
      b = Long.rotateLeft(b, 31) + a;
      b = b * 5 + 0x38495ab5;
    }
    h1 = a;
    h2 = b;
    hashed += 2L * pairs;
    if ((n & 1) != 0) {
      buf[0] = buf[n - 1];
      n = 1;
    } else {
      n = 0;
    }
    flushes++;
  }

  private static long k1(long k) {
    return Long.rotateLeft(k * C1, 31) * C2;
  }

  private static long k2(long k) {
    return Long.rotateLeft(k * C2, 33) * C1;
  }

  private static long[] finish(long a, long b, long length) {
    a ^= length;
    b ^= length;
    a += b;
    b += a;
    a = fmix(a);
    b = fmix(b);
    a += b;
    b += a;
    return new long[] {a, b};
  }

  private static long fmix(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }

  private static void putLong(byte[] out, int at, long v) {
    for (int i = 0; i < 8; i++) {
      out[at + i] = (byte) (v >>> (8 * i));
    }
  }

  private static long getLong(byte[] b, int at) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[at + i] & 0xFF);
    }
    return v;
  }
}
