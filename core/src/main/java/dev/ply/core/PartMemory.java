package dev.ply.core;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a hashing writer remembers of the states it wrote, by identity, to write the next one
 * faster: the digests of parts ({@link CanonicalWriter#part}), the words of long collections and
 * of longer texts, and the game encoding's own {@link CanonicalWriter#scratch} objects. One per
 * writer, shared with the writers it hands its parts to (its children), so it lives exactly as
 * long as the writer: one replay, one recording. Every memory here only saves work: the words
 * written are the same without it (an entry is used only for the very same object, written by the
 * very same function), which is why it may be direct-mapped (a slot per identity hash, the newest
 * wins) and forget freely.
 *
 * <p>A byte-array writer ({@link CanonicalWriter#toByteArray}) keeps its scratch objects only
 * ({@link #scratchOnly}): it shows every part's words, so it has no digests to remember.
 */
final class PartMemory {
  /** Collections shorter than this are cheaper to write than to look up. */
  static final int SEGMENT_MIN = 8;
  private static final int PARTS = 256;
  private static final int SEGMENTS = 64;
  private static final int TEXTS = 256;

  /**
   * The digests of parts written lately, by the identity of the value and of the function that
   * wrote it: an immutable value written by the same function writes the same words, so its
   * digest (three words: head, h1, h2) is written again without walking it.
   */
  private final Object[] partOf;
  private final Object[] partBy;
  private final long[] partWords;
  /**
   * The words of collections written lately, by identity (a hashing writer's own, not its
   * children's). Vavr collections are persistent, so one that is the very same object as before
   * has the same elements and encodes to the same words; from one position to the next most of a
   * state's long collections (decks, discard piles) are shared unchanged, and copying their words
   * is cheaper than walking them again.
   */
  private final Object[] segmentOf;
  private final long[][] segment;
  /**
   * Texts written lately and their words (head first), by identity: longer ids recur (the same
   * String objects, from the game's catalogue), and reading them char by char costs more than
   * copying their words. Direct-mapped by the text's hash; a slot starts with a word no head
   * equals.
   */
  private final String[] textOf;
  private final long[][] textWords;
  private final Scratch scratch = new Scratch();

  private PartMemory(boolean remembers) {
    partOf = remembers ? new Object[PARTS] : null;
    partBy = remembers ? new Object[PARTS] : null;
    partWords = remembers ? new long[3 * PARTS] : null;
    segmentOf = remembers ? new Object[SEGMENTS] : null;
    segment = remembers ? new long[SEGMENTS][] : null;
    textOf = remembers ? new String[TEXTS] : null;
    textWords = remembers ? new long[TEXTS][] : null;
    if (remembers) {
      Arrays.fill(textWords, new long[] {-1L});
    }
  }

  /** A hashing writer's memory. */
  static PartMemory full() {
    return new PartMemory(true);
  }

  /** A byte-array writer's: its scratch objects, nothing by identity. */
  static PartMemory scratchOnly() {
    return new PartMemory(false);
  }

  /** Whether it remembers parts, texts and collections (a hashing writer's and its children's). */
  boolean remembers() {
    return partOf != null;
  }

  // ------------------------------------------------------------------ parts

  static int partSlot(Object value) {
    int h = System.identityHashCode(value);
    return (h ^ (h >>> 8) ^ (h >>> 16)) & (PARTS - 1);
  }

  /** Writes the digest of {@code value} as {@code by} wrote it into {@code buf[at]}, if remembered in {@code slot}. */
  boolean copyPart(int slot, Object value, Object by, long[] buf, int at) {
    if (partOf[slot] != value || partBy[slot] != by) {
      return false;
    }
    buf[at] = partWords[3 * slot];
    buf[at + 1] = partWords[3 * slot + 1];
    buf[at + 2] = partWords[3 * slot + 2];
    return true;
  }

  void keepPart(int slot, Object value, Object by, long head, long h1, long h2) {
    partOf[slot] = value;
    partBy[slot] = by;
    partWords[3 * slot] = head;
    partWords[3 * slot + 1] = h1;
    partWords[3 * slot + 2] = h2;
  }

  // ------------------------------------------------------------------ collections

  static int segmentSlot(Object items) {
    int h = System.identityHashCode(items);
    return (h ^ (h >>> 16)) & (SEGMENTS - 1);
  }

  /** The words {@code items} wrote when kept in {@code slot}, or null. */
  long[] segment(int slot, Object items) {
    return segmentOf[slot] == items ? segment[slot] : null;
  }

  void keepSegment(int slot, Object items, long[] buf, int from, int to) {
    segmentOf[slot] = items;
    segment[slot] = Arrays.copyOfRange(buf, from, to);
  }

  // ------------------------------------------------------------------ texts

  /** The words of {@code s} written with {@code head}, head first, or null when not remembered. */
  long[] text(String s, long head) {
    int slot = s.hashCode() & (TEXTS - 1);
    long[] kept = textWords[slot];
    return textOf[slot] == s && kept[0] == head ? kept : null;
  }

  void keepText(String s, long[] buf, int from, int to) {
    int slot = s.hashCode() & (TEXTS - 1);
    textOf[slot] = s;
    textWords[slot] = Arrays.copyOfRange(buf, from, to);
  }

  // ------------------------------------------------------------------ scratch

  <T> T scratch(Class<T> type, Supplier<? extends T> make) {
    return scratch.of(type, make);
  }

  /** A writer's scratch objects by type: a game's encoding keeps one or two, so a short list. */
  private static final class Scratch {
    private Class<?>[] types = new Class<?>[2];
    private Object[] values = new Object[2];
    private int size;

    <T> T of(Class<T> type, Supplier<? extends T> make) {
      for (int i = 0; i < size; i++) {
        if (types[i] == type) {
          return type.cast(values[i]);
        }
      }
      T made = Objects.requireNonNull(make.get(), "the scratch object");
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
}
