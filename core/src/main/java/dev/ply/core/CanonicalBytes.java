package dev.ply.core;

import static dev.ply.core.CanonicalWriter.BYTES;
import static dev.ply.core.CanonicalWriter.CLOSE;
import static dev.ply.core.CanonicalWriter.END;
import static dev.ply.core.CanonicalWriter.FALSE;
import static dev.ply.core.CanonicalWriter.ID;
import static dev.ply.core.CanonicalWriter.INT;
import static dev.ply.core.CanonicalWriter.LIST;
import static dev.ply.core.CanonicalWriter.LONG;
import static dev.ply.core.CanonicalWriter.LOW56;
import static dev.ply.core.CanonicalWriter.NONE;
import static dev.ply.core.CanonicalWriter.OPEN;
import static dev.ply.core.CanonicalWriter.PART;
import static dev.ply.core.CanonicalWriter.PLAYER;
import static dev.ply.core.CanonicalWriter.SOME;
import static dev.ply.core.CanonicalWriter.STRING;
import static dev.ply.core.CanonicalWriter.TRUE;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The compact byte form of an encoding's words ({@link CanonicalWriter#toBytes()}), and reading it
 * back: the words ({@link CanonicalWriter#words}), each part folded into its digest as the hash
 * sees it or kept between its marks, and the values as readable text ({@link CanonicalWriter#text},
 * {@link CanonicalWriter#strings}). For tests, tools and bug reports: the chain never reads it.
 */
final class CanonicalBytes {
  private CanonicalBytes() {}

  /**
   * {@code words[0, n)} compactly: each head word rotated left by 8 bits (its tag to the low byte)
   * as an unsigned LEB128 varint, a long's word (and a part's two digest words) as a varint, a
   * text's units one varint each, a byte string's bytes one varint each.
   */
  static byte[] compact(long[] words, int n) {
    byte[] out = new byte[16 + 10 * n];
    int[] at = {0};
    int i = 0;
    while (i < n) {
      long w = words[i++];
      out = varint(out, at, Long.rotateLeft(w, 8));
      long tag = w >>> 56;
      int len = (int) (w & LOW56);
      if (tag == LONG || tag == PART) {
        out = varint(out, at, words[i++]);
        if (tag == PART) {
          out = varint(out, at, words[i++]);
        }
      } else if (tag == STRING || tag == ID || tag == PLAYER) {
        for (int k = 0; k < len; k++) {
          out = varint(out, at, (words[i + k / 4] >>> (16 * (k % 4))) & 0xFFFF);
        }
        i += (len + 3) / 4;
      } else if (tag == BYTES) {
        for (int k = 0; k < len; k++) {
          out = varint(out, at, (words[i + k / 8] >>> (8 * (k % 8))) & 0xFF);
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

  /** The words, each part folded into its digest ({@code fold}) or kept between its marks. */
  static long[] words(byte[] encoding, boolean fold) {
    long[] out = new long[encoding.length + 16];
    int k = 0;
    int[] at = {0};
    int[] opened = new int[8];
    int depth = 0;
    Murmur3 digest = new Murmur3();
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
        digest.of(out, from, k);
        out[from] = CanonicalWriter.head(PART, k - from);
        out[from + 1] = digest.h1;
        out[from + 2] = digest.h2;
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
  static byte[] littleEndian(long[] words) {
    byte[] out = new byte[8 * words.length];
    for (int i = 0; i < words.length; i++) {
      Murmur3.putLong(out, 8 * i, words[i]);
    }
    return out;
  }

  /** The values as readable tokens ({@link CanonicalWriter#text}). */
  static String text(byte[] encoding) {
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

  /** The text values (strings, ids, players), in order ({@link CanonicalWriter#strings}). */
  static List<String> strings(byte[] encoding) {
    List<String> out = new ArrayList<>();
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
          visit.accept(tag, new String(b, StandardCharsets.UTF_8));
        }
        default -> throw new IllegalArgumentException(
            "not a canonical encoding: tag " + tag + " at word " + (i - 1));
      }
    }
  }
}
