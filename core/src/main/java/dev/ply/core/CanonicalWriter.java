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
  static final long LOW56 = (1L << 56) - 1;
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
  /** The hash of the words passed on so far (a hashing writer); a part writer's digest of its words. */
  private final Murmur3 murmur = new Murmur3();
  /** What this writer remembers of the states it wrote ({@link PartMemory}); shared with its part writers. */
  private final PartMemory memory;
  /** The writer a part is written to (one per nesting depth), made when first needed. */
  private CanonicalWriter child;

  private CanonicalWriter(boolean hashing, boolean expanding, int capacity, CanonicalWriter parent) {
    this.hashing = hashing;
    this.expanding = expanding;
    this.buf = new long[capacity];
    this.memory = parent != null ? parent.memory : expanding ? PartMemory.scratchOnly() : PartMemory.full();
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
    return memory.scratch(type, make);
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
    return word(head(INT, v & 0xFFFFFFFFL));
  }

  public CanonicalWriter longInt(long v) {
    ensure(2);
    buf[n++] = head(LONG, 0);
    buf[n++] = v;
    return this;
  }

  public CanonicalWriter bool(boolean v) {
    return word(head(v ? TRUE : FALSE, 0));
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
    return word(head(LIST, size & 0xFFFFFFFFL));
  }

  /** An absent optional value. */
  public CanonicalWriter none() {
    return word(head(NONE, 0));
  }

  /** A present optional value, which the caller writes next. */
  public CanonicalWriter some() {
    return word(head(SOME, 0));
  }

  /**
   * Ends a part whose values the game chooses freely: the log's chain writes it after an action's
   * encoding ({@link Game#encodeAction}), so that no action's values can run into the draws after
   * it. A game's {@code encode} or {@code encodeAction} never writes it.
   */
  public CanonicalWriter end() {
    return word(head(END, 0));
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
      word(head(OPEN, 0));
      write.accept(this, value);
      return word(head(CLOSE, 0));
    }
    ensure(3);
    int slot = PartMemory.partSlot(value);
    if (memory.copyPart(slot, value, write, buf, n)) {
      n += 3;
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
    Murmur3 d = c.murmur;
    d.of(c.buf, 0, c.n);
    ensure(3);
    long hw = head(PART, c.n);
    buf[n++] = hw;
    buf[n++] = d.h1;
    buf[n++] = d.h2;
    memory.keepPart(slot, value, write, hw, d.h1, d.h2);
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
    int size = items.size();
    int slot = size < PartMemory.SEGMENT_MIN || !hashing ? -1 : PartMemory.segmentSlot(items);
    long[] kept = slot < 0 ? null : memory.segment(slot, items);
    if (kept != null) {
      return copy(kept);
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
    int slot = size < PartMemory.SEGMENT_MIN || !hashing ? -1 : PartMemory.segmentSlot(items);
    long[] kept = slot < 0 ? null : memory.segment(slot, items);
    if (kept != null) {
      return copy(kept);
    }
    list(size);
    int start = n - 1;
    int f = flushes;
    for (String s : items) {
      id(s);
    }
    return keep(slot, items, start, f);
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
      memory.keepSegment(slot, items, buf, start, n);
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
    return CanonicalBytes.compact(buf, n);
  }

  /**
   * The words of an encoding ({@link #toBytes()}), each part ({@link #part}) folded into its
   * digest; MurmurHash3 of them as little-endian bytes is its hash.
   */
  public static long[] words(byte[] encoding) {
    return CanonicalBytes.words(encoding, true);
  }

  /** The words as little-endian bytes, 8 a word: what the hash reads. */
  public static byte[] littleEndian(long[] words) {
    return CanonicalBytes.littleEndian(words);
  }

  /** Forgets what was written: the next value starts a new encoding (and a new hash). */
  public void reset() {
    n = 0;
    tinyWord = 0;
    tinyCount = 0;
    murmur.reset();
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
    murmur.finish(n == 1, n == 1 ? buf[0] : 0);
    Murmur3.putLong(out, offset, murmur.h1);
    Murmur3.putLong(out, offset + 8, murmur.h2);
    reset();
  }

  /**
   * MurmurHash3 x64_128 (Austin Appleby's public-domain reference, seed 0) of {@code data}: the
   * 16 bytes {@code h1} then {@code h2}, each little-endian. What a hashing writer gives for the
   * same words, computed byte by byte, for tests and for anyone checking a log by other means.
   */
  public static byte[] murmur3x64_128(byte[] data) {
    return Murmur3.bytes(data);
  }

  /**
   * The encoding as readable tokens, one value each: {@code i3 s"Ann" d"W-4" [2 t f n o y5}, a
   * part between {@code {} and {@code }}. For bug reports and tests; the hash sees the words (each
   * part folded into its digest), not this text.
   */
  public static String text(byte[] encoding) {
    return CanonicalBytes.text(encoding);
  }

  /** The text values (strings, ids, players) of an encoding, in order; tests check no field name is among them. */
  public static java.util.List<String> strings(byte[] encoding) {
    return CanonicalBytes.strings(encoding);
  }

  // ------------------------------------------------------------------ internals

  static long head(long tag, long content) {
    return (tag << 56) | content;
  }

  /** One word: a value that is its head alone. */
  private CanonicalWriter word(long w) {
    ensure(1);
    buf[n++] = w;
    return this;
  }

  /** Text as UTF-16 units, four a word, the first in the low bits: no UTF-8 conversion on the way. */
  private CanonicalWriter text(long tag, String s) {
    int len = s.length();
    int words = (len + 3) >>> 2;
    ensure(1 + words);
    long head = head(tag, len);
    if (words > 1 && memory.remembers()) {
      // Longer ids recur: their words are kept by identity ({@link PartMemory}).
      long[] kept = memory.text(s, head);
      if (kept != null) {
        System.arraycopy(kept, 0, buf, n, kept.length);
        n += kept.length;
        return this;
      }
      int start = n;
      pack(head, s, len);
      memory.keepText(s, buf, start, n);
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

  /** Hashes the buffered words in pairs (whole 16-byte blocks), keeping an odd last word buffered. */
  private void absorb() {
    if (!hashing || n < 2) {
      return;
    }
    int pairs = n >>> 1;
    murmur.blocks(buf, 0, 2 * pairs);
    if ((n & 1) != 0) {
      buf[0] = buf[n - 1];
      n = 1;
    } else {
      n = 0;
    }
    flushes++;
  }
}
